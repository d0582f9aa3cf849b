/**
 * One app, many complete pages. Every page arrives as full HTML; after hydration, same-site link
 * clicks stay in the app: the URL changes at once, the old page stays on screen while the new
 * route's payload loads (a progress bar and a spinner after 200 ms), then the new page replaces it.
 *
 * Failures: when the host answers but not with the payload (a new deploy, a removed page), the
 * page is reloaded and the host decides. When the network fails, a reload would trade the page
 * for the browser's offline screen, so the reader gets the error and a Retry button instead.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { App } from '../app/App.tsx';
import { PageProvider } from '../app/context.tsx';
import type { Templates } from '../app/templates.ts';
import type { RouteData, SiteData } from '../data.ts';
import { trackKeyboardNavigation } from '../shell/keyboard-navigation.ts';
import { Layout } from '../shell/Layout.tsx';
import { PLAIN_LINK_ATTRIBUTE } from '../shell/plain-links.ts';
import { updateHead } from './head.ts';
import { entryPosition, popTaken, withPosition } from './history-pops.ts';
import { onRoutesRebuilt } from './live-update.ts';
import { NavigationContext, type NavigationState } from './navigation.ts';
import { routePathOf, urlOf } from './paths.ts';
import { loadRoute, rememberRoute, routeRequested, RouteResponseError, type LoadedRoute, type PageModules } from './payloads.ts';
import { prefetchRoute, watchLinks, type LinkWatcher } from './prefetch.ts';
import { finishProgress, PROGRESS_DELAY_MS, startProgress } from './progress.ts';
import { applyScroll, saveScroll, savedScroll, trackScroll, type ScrollIntent } from './scroll.ts';

// Defined by the client bundle, true only in `serve`'s: tested where used (esbuild then drops the
// code from a built site's bundle), and with typeof, as other bundles and the tests do not define it.
declare const __DOCSGEN_LIVE_RELOAD__: boolean | undefined;

interface RouterProps {
  site: SiteData;
  initial: LoadedRoute;
  templates: Templates;
  pages: PageModules;
}

interface LoadOptions {
  intent: ScrollIntent;
  /** URL to put in the address bar once the route is on screen (normalisation, redirects). */
  replaceUrl?: string;
  /** After a failed attempt to normalise an URL the host answered with its 404 page, stay. */
  reloadOnFailure?: boolean;
  /** New site data (`serve`), shown with the route in one render. */
  site?: SiteData;
}

type View =
  | { status: 'ready'; loaded: LoadedRoute; intent: ScrollIntent }
  | { status: 'error'; loaded: LoadedRoute; path: string; error: unknown; retry: () => void };

export function Router({ site: initialSite, initial, templates, pages }: RouterProps) {
  // Replaced only by `serve`, when a save changes the site data pages carry (a small site's sidebar).
  const [site, setSite] = useState(initialSite);
  const [view, setView] = useState<View>({ status: 'ready', loaded: initial, intent: { kind: 'stay' } });
  const [loadingPath, setLoadingPath] = useState<string | undefined>();
  const [spinner, setSpinner] = useState(false);
  const viewRef = useRef(view);
  viewRef.current = view;
  const loadingRef = useRef(loadingPath);
  loadingRef.current = loadingPath;
  const generation = useRef(0);
  /** The position in the session of the history entry on screen (`history-pops.ts`). */
  const position = useRef(0);
  const watcher = useRef<LinkWatcher | undefined>(undefined);

  const shownPath = () => (viewRef.current.status === 'error' ? viewRef.current.path : viewRef.current.loaded.route.path);

  const load = useCallback(
    async (path: string, options: LoadOptions): Promise<void> => {
      const id = ++generation.current;
      // Against the route on screen, so a Retry after an error shows progress too.
      const changed = path !== viewRef.current.loaded.route.path;
      if (changed) startProgress();
      // The page on screen loaded again (`serve`) is no navigation: nothing to show meanwhile.
      if (changed) setLoadingPath(path);
      const spinnerTimer = changed ? setTimeout(() => generation.current === id && setSpinner(true), PROGRESS_DELAY_MS) : undefined;
      try {
        let loaded = await loadRoute(path, site.baseUrl, pages);
        let replaceUrl = options.replaceUrl;
        if (loaded.route.kind === 'redirect') {
          const target = new URL(loaded.route.to, location.href);
          const targetPath = routePathOf(target.pathname, site.baseUrl) ?? '/';
          loaded = await loadRoute(targetPath, site.baseUrl, pages);
          replaceUrl = urlOf(targetPath, site.baseUrl) + target.search + (location.hash || target.hash);
        }
        if (generation.current !== id) return;
        if (replaceUrl !== undefined) history.replaceState(history.state, '', replaceUrl);
        setView({ status: 'ready', loaded, intent: options.intent });
      } catch (error) {
        if (generation.current !== id) return;
        finishProgress();
        if (error instanceof RouteResponseError && options.reloadOnFailure !== false) {
          console.warn(error);
          location.reload();
          return;
        }
        if (options.reloadOnFailure === false) return;
        setView({ status: 'error', loaded: viewRef.current.loaded, path, error, retry: () => void load(path, options) });
      } finally {
        clearTimeout(spinnerTimer);
        if (options.site) setSite(options.site);
        if (generation.current === id) {
          setSpinner(false);
          setLoadingPath(undefined);
        }
      }
    },
    [site.baseUrl, pages],
  );

  const navigate = useCallback(
    (href: string, { replace = false }: { replace?: boolean } = {}) => {
      const url = new URL(href, location.href);
      const path = url.origin === location.origin ? routePathOf(url.pathname, site.baseUrl) : undefined;
      if (path === undefined) {
        location.assign(url.href);
        return;
      }
      saveScroll();
      const clean = urlOf(path, site.baseUrl) + url.search + url.hash;
      if (replace) history.replaceState(withPosition(null, position.current), '', clean);
      else history.pushState(withPosition(null, ++position.current), '', clean);
      void load(path, { intent: { kind: 'push', hash: url.hash } });
    },
    [load, site.baseUrl],
  );

  // Links, history and prefetching: installed once; they read the current view through refs.
  useEffect(() => {
    // Effects run once hydration has committed: from here on the page is the app's.
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    trackScroll();
    trackKeyboardNavigation();
    rememberRoute(initial);
    // On screen, or loaded already (a hover or a visit): a prefetch would fetch it a second time.
    const isLoaded = (path: string) => path === shownPath() || routeRequested(path);
    const routeOf = (anchor: HTMLAnchorElement) => linkRoute(anchor, site.baseUrl);
    watcher.current = watchLinks(
      document.body,
      routeOf,
      (path) => prefetchRoute(path, site.baseUrl, isLoaded),
      (path) => void loadRoute(path, site.baseUrl, pages).catch(() => {}),
    );
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      // A `#hash` on the page on screen is the browser's job (scrolling, :target, history); the
      // entry it leaves keeps the reader's place, for Back.
      if (anchor.getAttribute('href')?.startsWith('#')) return saveScroll();
      const path = linkRoute(anchor, site.baseUrl);
      if (path === undefined) return;
      const url = new URL(anchor.href);
      if (url.hash && path === shownPath() && url.search === location.search) return saveScroll();
      event.preventDefault();
      navigate(anchor.href);
    };
    // The entry this page was loaded into (a reload keeps its position).
    position.current = entryPosition(history.state) ?? 0;
    history.replaceState(withPosition(history.state, position.current), '');
    /** Set while history goes back to the entry a taken pop left: that move is no navigation. */
    let restoring = false;
    const onPopState = (event: PopStateEvent) => {
      if (restoring) {
        restoring = false;
        return;
      }
      const to = entryPosition(event.state);
      // An entry without a position is new: a `#hash` link the browser followed. Only a move to
      // a known entry (Back, Forward) can be taken, and undone by as many steps.
      if (to !== undefined && to !== position.current && popTaken()) {
        restoring = true;
        history.go(position.current - to);
        return;
      }
      position.current = to ?? position.current + 1;
      if (to === undefined) history.replaceState(withPosition(event.state, position.current), '');
      const path = routePathOf(location.pathname, site.baseUrl);
      if (path === undefined) {
        location.reload();
        return;
      }
      if (path === shownPath() && viewRef.current.status === 'ready') {
        // Same page, another hash: the browser has already moved; only a saved position beats it.
        const y = savedScroll(event.state);
        if (y !== undefined) window.scrollTo(0, y);
        return;
      }
      void load(path, { intent: { kind: 'pop', hash: location.hash, y: savedScroll(event.state) } });
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    const stopLiveUpdates =
      typeof __DOCSGEN_LIVE_RELOAD__ === 'boolean' && __DOCSGEN_LIVE_RELOAD__
      ? onRoutesRebuilt((paths, update) => {
          const path = shownPath();
          // Never over a navigation in flight: the reader is leaving this page.
          if (paths.includes(path) && loadingRef.current === undefined) void load(path, { intent: { kind: 'refresh' }, ...(update.site ? { site: update.site } : {}) });
          else if (update.site) setSite(update.site);
        })
      : undefined;
    normaliseInitialUrl(initial.route, site.baseUrl, load);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      stopLiveUpdates?.();
    };
    // Installed once for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (view.status === 'error') {
      document.title = `Page failed to load | ${site.title}`;
      return;
    }
    const { route } = view.loaded;
    if (view.intent.kind === 'stay') return;
    updateHead(site, route);
    finishProgress();
    applyScroll(view.intent);
    watcher.current?.scan();
  }, [view, site]);

  const navigation: NavigationState = { navigate, loadingPath };
  return (
    <NavigationContext.Provider value={navigation}>
      {view.status === 'ready' ? (
        <App site={site} route={view.loaded.route} templates={templates} Page={view.loaded.Page} />
      ) : (
        <LoadError site={site} path={view.path} error={view.error} retry={view.retry} />
      )}
      {spinner && <RouteSpinner />}
    </NavigationContext.Provider>
  );
}

/** The route an `<a>` leads to when the app can show it itself; `undefined` leaves it to the browser. */
function linkRoute(anchor: HTMLAnchorElement, baseUrl: string): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hasAttribute(PLAIN_LINK_ATTRIBUTE)) return undefined;
  // `#id` alone stays on this page, whatever route this page is.
  if (anchor.getAttribute('href')?.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  return routePathOf(url.pathname, baseUrl);
}

/**
 * `/docs/intro.html` and `/docs/index.html` become clean paths in the address bar. A host that
 * answered such a path with its 404 page gets a second chance: if the clean path is a route,
 * it is shown; if not, the not-found page stays.
 */
function normaliseInitialUrl(route: RouteData, baseUrl: string, load: (path: string, options: LoadOptions) => Promise<void>): void {
  const clean = routePathOf(location.pathname, baseUrl);
  if (clean === undefined) return;
  const cleanUrl = urlOf(clean, baseUrl) + location.search + location.hash;
  if (clean === route.path) {
    if (location.pathname !== urlOf(clean, baseUrl)) history.replaceState(history.state, '', cleanUrl);
    return;
  }
  if (route.kind === 'notFound' && cleanUrl !== location.pathname + location.search + location.hash) {
    void load(clean, { intent: { kind: 'push', hash: location.hash }, replaceUrl: cleanUrl, reloadOnFailure: false });
  }
}

/** Shown over the current page when the next one takes more than 200 ms. */
function RouteSpinner() {
  return (
    <div className="route-loading" role="status">
      <svg id="loader" width="40" height="40" viewBox="0 0 38 38" aria-hidden="true" focusable="false">
        <g fill="none" fillRule="evenodd" strokeWidth="3" stroke="currentColor">
          <circle strokeOpacity=".25" cx="19" cy="19" r="17" />
          <path d="M36 19c0-9.4-7.6-17-17-17" />
        </g>
      </svg>
      <span className="sr-only">Loading page…</span>
    </div>
  );
}

function LoadError({ site, path, error, retry }: { site: SiteData; path: string; error: unknown; retry: () => void }) {
  const route: RouteData = { kind: 'notFound', path, title: 'Page failed to load', description: '' };
  return (
    <PageProvider value={{ site, route }}>
      <Layout>
        <main className="container route-error-page">
          <div className="route-error" role="alert">
            <h1 className="route-error__title">This page could not be loaded</h1>
            <p className="route-error__message">{String(error)}</p>
            <button type="button" className="button button--primary" onClick={retry}>
              Retry
            </button>
          </div>
        </main>
      </Layout>
    </PageProvider>
  );
}
