/**
 * `body.navigation-with-keyboard` while the reader moves with Tab, until they use the mouse
 * again, as Docusaurus marks it: a site's CSS shows focus rings only to keyboard users by it.
 */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

export function trackKeyboardNavigation(): void {
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
  });
  window.addEventListener('mousedown', () => document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS));
}
