/**
 * `docsgen serve`'s side in the browser (only in its builds): a server-sent-events channel that
 * says what a rebuild changed. A rebuilt page on screen is swapped in place, where the reader is;
 * anything larger (the sidebar, the bundle, the config) reloads the page and returns to the same
 * scroll position, with the sidebar's categories open or closed as the reader left them. A failed build shows its error over the page until the next good one. A search
 * index written again makes the next search read it anew.
 */
import { routesRebuilt } from '../router/live-update.ts';
import { forgetSearchClients } from '../search/load-client.ts';
import { hideBuildError, showBuildError } from './error-overlay.ts';
import { EVENTS_PATH, PROVISIONAL_ATTRIBUTE, type LiveMessage } from './live-protocol.ts';

const SCROLL_KEY = 'docsgen:live-reload-scroll';

export function connectLiveReload(): void {
  restoreScroll();
  let build: string | undefined;
  const events = new EventSource(EVENTS_PATH);
  events.onmessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as LiveMessage;
    switch (message.type) {
      case 'hello':
        // A new server (restarted `serve`) built a site this page has not seen. An empty build
        // means that server's first build is still running: its `reload` will follow.
        if (message.build && build && build !== message.build) reload();
        // A page drawn before the build was ready that connects after it is (the build's own pages
        // are served now): its `reload` has gone by.
        else if (message.build && document.documentElement.hasAttribute(PROVISIONAL_ATTRIBUTE)) reload();
        if (message.build) build = message.build;
        // For tools and tests: the page is listening.
        document.documentElement.dataset.docsgenLive = 'connected';
        if (message.error) showBuildError(message.error);
        else hideBuildError();
        break;
      case 'update':
        build = message.build;
        hideBuildError();
        routesRebuilt({ routes: message.routes, rewritten: message.rewritten ?? [], ...(message.site ? { site: message.site } : {}) });
        break;
      case 'reload':
        // A page the build served before it was done is already what it made.
        if (message.build !== build) reload();
        break;
      case 'indexed':
        // A client reads the index's metadata once, and keeps the words and pages it read: the
        // next query makes a new one, which finds what the saves changed.
        forgetSearchClients();
        break;
      case 'error':
        showBuildError(message.message);
        break;
    }
  };
}

/** Where the reader was: the page's scroll, and the docs sidebar's categories (by label) and scroll. */
interface Place {
  path?: string;
  y?: number;
  categories?: Record<string, boolean>;
  sidebarY?: number;
}

const SIDEBAR = '.doc-sidebar .menu';

/** A category's name in the sidebar: the labels from the top down to it (labels repeat across levels). */
function categoryKey(details: HTMLDetailsElement): string {
  const labels: string[] = [];
  for (let at: Element | null = details; at; at = at.parentElement?.closest('.menu__details') ?? null) {
    labels.unshift(at.closest('.menu__item')?.querySelector(':scope > .menu__link, :scope > details > summary')?.textContent?.trim() ?? '');
  }
  return labels.join(' › ');
}

function reload(): void {
  const sidebar = document.querySelector<HTMLElement>(SIDEBAR);
  const categories: Record<string, boolean> = {};
  for (const details of sidebar?.querySelectorAll<HTMLDetailsElement>('details.menu__details') ?? []) categories[categoryKey(details)] = details.open;
  const place: Place = { path: location.pathname, y: window.scrollY, categories, ...(sidebar ? { sidebarY: sidebar.scrollTop } : {}) };
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(place));
  } catch {
    // Without storage the page reloads at the top.
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: Place | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as Place | null;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (saved?.path !== location.pathname) return;
  if (typeof saved.y === 'number') window.scrollTo(0, saved.y);
  const { categories, sidebarY } = saved;
  // Once hydrated: the categories' `open` is the app's until then.
  whenHydrated(() => {
    const sidebar = document.querySelector<HTMLElement>(SIDEBAR);
    for (const details of sidebar?.querySelectorAll<HTMLDetailsElement>('details.menu__details') ?? []) {
      const open = categories?.[categoryKey(details)];
      if (open !== undefined && details.open !== open) details.open = open;
    }
    if (sidebar && typeof sidebarY === 'number') sidebar.scrollTop = sidebarY;
  });
}

function whenHydrated(then: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-has-hydrated')) return then();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-has-hydrated')) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}
