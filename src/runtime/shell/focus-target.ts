/**
 * Moves the keyboard focus to an element that is not a Tab stop (a region, `<main>`): it gets
 * `tabindex="-1"` for as long as it holds the focus, so it never becomes a Tab stop itself.
 */
export function focusTarget(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
