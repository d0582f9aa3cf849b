/**
 * Tab and Shift+Tab cycle inside the modal. The set is read at each Tab, so rows and buttons that
 * come and go are included; options are not Tab stops (the arrows reach them from the input).
 */
const TABBABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled])';

export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const tabbable = Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => !el.hidden && el.getClientRects().length > 0);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
