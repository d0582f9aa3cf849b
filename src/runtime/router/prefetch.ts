/**
 * Links fetch their route's payload before they are clicked: a `<link rel="prefetch">` when the
 * link scrolls into view (low priority, the browser's own cache), and a real load when the reader
 * points at it or focuses it (the click then finds the data ready). Nothing is prefetched on 2g
 * or when the reader asked to save data.
 */
import { payloadUrl } from './paths.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !(connection.effectiveType ?? '').includes('2g') && connection.saveData !== true;
}

const prefetched = new Set<string>();

/** Once per route per page load; a route already loaded (or loading) needs no prefetch. */
export function prefetchRoute(routePath: string, baseUrl: string, isLoaded: (path: string) => boolean): void {
  if (prefetched.has(routePath) || isLoaded(routePath) || !prefetchAllowed()) return;
  prefetched.add(routePath);
  const href = payloadUrl(routePath, baseUrl);
  const link = document.createElement('link');
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  } else {
    fetch(href, { credentials: 'same-origin' }).catch(() => {});
  }
}

export interface LinkWatcher {
  /** Looks for links added since the last scan (after each navigation). */
  scan(): void;
}

/**
 * Watches the internal links under `root`: `onVisible` the first time one scrolls into view,
 * `onIntent` on hover, touch or focus.
 */
export function watchLinks(
  root: HTMLElement,
  routeOf: (anchor: HTMLAnchorElement) => string | undefined,
  onVisible: (routePath: string) => void,
  onIntent: (routePath: string) => void,
): LinkWatcher {
  const intent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = routeOf(anchor);
    if (path !== undefined && prefetchAllowed()) onIntent(path);
  };
  root.addEventListener('mouseover', intent, { passive: true });
  root.addEventListener('touchstart', intent, { passive: true });
  root.addEventListener('focusin', intent);

  const seen = new WeakSet<Element>();
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const path = routeOf(entry.target as HTMLAnchorElement);
            if (path !== undefined) onVisible(path);
          }
        });
  const scan = () => {
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (seen.has(anchor)) continue;
      seen.add(anchor);
      if (routeOf(anchor) === undefined) continue;
      if (observer) observer.observe(anchor);
      else onVisible(routeOf(anchor)!);
    }
  };
  scan();
  return { scan };
}
