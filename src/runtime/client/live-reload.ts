/**
 * `docsgen serve`'s side in the browser (only in its builds): a server-sent-events channel that
 * says what a rebuild changed. A rebuilt page on screen is swapped in place, where the reader is;
 * anything larger (the sidebar, the bundle, the config) reloads the page and returns to the same
 * scroll position. A failed build shows its error over the page until the next good one. A search
 * index written again makes the next search read it anew.
 */
import { routesRebuilt } from '../router/live-update.ts';
import { forgetSearchClients } from '../search/load-client.ts';
import { hideBuildError, showBuildError } from './error-overlay.ts';
import { EVENTS_PATH, type LiveMessage } from './live-protocol.ts';

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
        reload();
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

function reload(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  } catch {
    // Without storage the page reloads at the top.
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: { path?: string; y?: number } | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { path?: string; y?: number } | null;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (saved?.path === location.pathname && typeof saved.y === 'number') window.scrollTo(0, saved.y);
}
