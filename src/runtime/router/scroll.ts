/**
 * Scroll and focus after a navigation, as a reader expects: a new page starts at the top with
 * focus at its top (its skip link next); a `#hash` lands on its heading; Back and Forward return to where the
 * reader was. The browser cannot do this alone because the content changes after the URL does.
 */
import { focusTarget } from '../shell/focus-target.ts';
import { SKIP_REGION_CLASS } from '../shell/SkipToContent.tsx';

export type ScrollIntent =
  | { kind: 'push'; hash: string }
  | { kind: 'pop'; hash: string; y: number | undefined }
  | { kind: 'stay' }
  /** The same route rebuilt (`serve`): new content, same place on the page. */
  | { kind: 'refresh' };

interface HistoryState {
  scrollY?: number;
}

export function savedScroll(state: unknown): number | undefined {
  const y = (state as HistoryState | null)?.scrollY;
  return typeof y === 'number' ? y : undefined;
}

/** Records the current scroll position in the current history entry. */
export function saveScroll(): void {
  try {
    history.replaceState({ ...(history.state as object | null), scrollY: window.scrollY }, '');
  } catch {
    // Browsers throttle history updates; a lost position only costs a scroll.
  }
}

/**
 * From here on the app keeps the reader's place: a page loaded into an entry that has one (a
 * reload, or Back to a page left by a full load) returns to it, as the browser would have; and
 * the entry gets one now, so Back from a `#heading` followed on this page comes back here.
 */
export function trackScroll(): void {
  history.scrollRestoration = 'manual';
  const saved = savedScroll(history.state);
  if (saved !== undefined) window.scrollTo(0, saved);
  saveScroll();
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(saveScroll, 150);
    },
    { passive: true },
  );
  window.addEventListener('pagehide', saveScroll);
}

export function applyScroll(intent: ScrollIntent): void {
  if (intent.kind === 'stay' || intent.kind === 'refresh') return;
  const target = intent.hash ? elementForHash(intent.hash) : null;
  if (intent.kind === 'pop' && intent.y !== undefined) window.scrollTo(0, intent.y);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  if (intent.kind === 'push' && !target) focusPageTop();
}

/** The element a `#hash` names (percent-decoded when it can be), if the page has one. */
export function elementForHash(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  return id ? document.getElementById(id) : null;
}

/**
 * Focus returns to the top of the new page, the region of its skip link: the next Tab offers
 * "Skip to main content", and a screen reader starts reading the new page from its top.
 */
function focusPageTop(): void {
  const target = document.querySelector<HTMLElement>(`.${SKIP_REGION_CLASS}`) ?? document.querySelector<HTMLElement>('main');
  if (target) focusTarget(target);
}
