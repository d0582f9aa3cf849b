/**
 * The few keyboard facts the navbar button needs before the modal's code has loaded, kept apart
 * so they cost the first visit almost nothing.
 */

export const isApplePlatform = (): boolean => /Mac|iPhone|iPod|iPad/i.test(navigator.platform);

/** Typing `/` there types a slash; it must not open search. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA';
}

/** Ctrl+K / Cmd+K: opens and closes search anywhere, even while typing. */
export const isSearchShortcut = (event: KeyboardEvent): boolean => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/**
 * A letter or digit typed on the focused search button starts the search with it. Only real
 * characters without Ctrl, Cmd or Alt: DocSearch also let F5 or numpad keys in as a query, and
 * browser shortcuts (Ctrl+F, Cmd+R) must keep working.
 */
export function typedQuery(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  return /^[a-z0-9]$/i.test(event.key) ? event.key : undefined;
}
