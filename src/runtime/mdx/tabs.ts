/**
 * Tabs drawn by `@theme/Tabs` (theme/Tabs.tsx), made live in the browser: one panel shown at a
 * time, arrow keys between tabs, a groupId's choice the same in every group of the page and
 * remembered (in local storage, under Docusaurus's key), and `?queryString` read and written.
 * Plain DOM code: a page with tabs loads these few lines, not React code for its content.
 */

const STORAGE_PREFIX = 'docusaurus.tab.';

/** Makes every tab group under `root` live (again after a client navigation changed it). */
export default function enhanceTabs(root: ParentNode): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    if (container.dataset.live !== undefined) continue;
    container.dataset.live = '';
    container.classList.add('tabs-container--js', 'tabs-container--live');
    select(container, initialValue(container), false);
    for (const tab of tabsOf(container)) {
      tab.addEventListener('click', () => choose(container, tab.dataset.value!));
      tab.addEventListener('keydown', (event) => onKey(container, tab, event));
    }
  }
}

function tabsOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
}

function panelsOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')];
}

function has(container: HTMLElement, value: string | null | undefined): value is string {
  return value != null && tabsOf(container).some((tab) => tab.dataset.value === value);
}

function initialValue(container: HTMLElement): string | undefined {
  const { queryString, groupId } = container.dataset;
  const fromQuery = queryString ? new URLSearchParams(location.search).get(queryString) : null;
  if (has(container, fromQuery)) return fromQuery;
  const stored = groupId ? readStorage(STORAGE_PREFIX + groupId) : null;
  if (has(container, stored)) return stored;
  return container.dataset.default ?? tabsOf(container)[0]?.dataset.value;
}

function select(container: HTMLElement, value: string | undefined, focus: boolean): void {
  for (const tab of tabsOf(container)) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle('tabs__item--active', on);
    if (on && focus) tab.focus();
  }
  for (const panel of panelsOf(container)) panel.hidden = panel.dataset.value !== value;
}

/** A reader's choice: this group, every group of the page with its groupId, storage and the URL. */
function choose(container: HTMLElement, value: string, focus = false): void {
  const { groupId, queryString } = container.dataset;
  const groups = groupId ? [...document.querySelectorAll<HTMLElement>(`[data-tabs][data-group-id="${CSS.escape(groupId)}"]`)] : [container];
  for (const group of groups) if (has(group, value)) select(group, value, focus && group === container);
  if (groupId) writeStorage(STORAGE_PREFIX + groupId, value);
  if (queryString) {
    const url = new URL(location.href);
    url.searchParams.set(queryString, value);
    history.replaceState(history.state, '', url);
  }
}

function onKey(container: HTMLElement, tab: HTMLElement, event: KeyboardEvent): void {
  const tabs = tabsOf(container);
  const at = tabs.indexOf(tab);
  const next = event.key === 'ArrowRight' ? tabs[(at + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(at - 1 + tabs.length) % tabs.length] : undefined;
  if (!next) return;
  event.preventDefault();
  choose(container, next.dataset.value!, true);
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be off (private mode, a policy): the choice still holds on this page.
  }
}
