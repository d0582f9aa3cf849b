/**
 * Sidebar categories, the mobile TOC and a doc's `<details>` work without JavaScript. In the app
 * they also slide open and shut, taking longer for taller content so every height moves at a
 * similar, calm speed. Readers who ask for reduced motion get the instant toggle.
 */

/** Milliseconds for a collapsible of this many pixels (Material's auto-height curve, as Docusaurus). */
export function collapseDuration(height: number): number {
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

const COLLAPSIBLE = '.menu__details, .toc-collapsible, .markdown details.details';
const running = new WeakMap<HTMLDetailsElement, Animation>();

export function installCollapseAnimation(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest?.('summary');
    const details = summary?.parentElement;
    if (!summary || !(details instanceof HTMLDetailsElement) || !details.matches(COLLAPSIBLE)) return;
    if (typeof details.animate !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    event.preventDefault();
    animate(details, summary, !details.open || (running.has(details) && details.dataset.closing === 'true'));
  });
}

function animate(details: HTMLDetailsElement, summary: HTMLElement, opening: boolean): void {
  const from = details.getBoundingClientRect().height;
  running.get(details)?.cancel();
  details.open = true;
  const full = details.scrollHeight;
  const closed = summary.getBoundingClientRect().height;
  const to = opening ? full : closed;
  details.dataset.closing = String(!opening);
  details.style.overflow = 'hidden';
  const animation = details.animate([{ height: `${from}px` }, { height: `${to}px` }], {
    duration: collapseDuration(Math.abs(full - closed)),
    easing: 'ease-in-out',
  });
  running.set(details, animation);
  animation.onfinish = () => {
    running.delete(details);
    details.open = opening;
    details.style.overflow = '';
    delete details.dataset.closing;
  };
}
