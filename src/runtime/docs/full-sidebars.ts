/**
 * A large site's pages carry only the open part of the sidebar (see `SidebarCategory.unloaded`).
 * The whole sidebars are in `_docsgen/site.json`, read once when a reader first opens a category
 * whose links were left out; every sidebar on the page then shows them.
 */
import { useSyncExternalStore } from 'react';
import type { RouteData, SidebarItem, SiteData } from '../data.ts';
import { onRoutesRebuilt } from '../router/live-update.ts';

// Defined by the client bundle, true only in `serve`'s: tested where used (esbuild then drops the
// code from a built site's bundle), and with typeof, as other bundles and the tests do not define it.
declare const __DOCSGEN_LIVE_RELOAD__: boolean | undefined;

let sidebars: Record<string, SidebarItem[]> | undefined;
let loading: Promise<void> | undefined;
/** The base URL they were asked for from, once they were. */
let loadedFrom: string | undefined;
const listeners = new Set<() => void>();

export function loadFullSidebars(baseUrl: string, init?: RequestInit): Promise<void> {
  loadedFrom = baseUrl;
  loading ??= fetch(`${baseUrl}_docsgen/site.json`, init)
    .then((response) => {
      if (!response.ok) throw new Error(`site data: HTTP ${response.status}`);
      return response.json() as Promise<SiteData>;
    })
    .then((site) => {
      sidebars = site.sidebars;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => {
      // Offline or a deploy in between: a later opening tries again.
      loading = undefined;
      console.error(error);
    });
  return loading;
}

// `serve` wrote them again (a save that other pages show): read again if they were read.
if (typeof __DOCSGEN_LIVE_RELOAD__ === 'boolean' && __DOCSGEN_LIVE_RELOAD__) {
  onRoutesRebuilt((_paths, update) => {
    if (update.rewritten.length === 0 || loadedFrom === undefined) return;
    loading = undefined;
    void loadFullSidebars(loadedFrom, { cache: 'no-cache' });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sidebar to show: whole when it is known, else the slice the page came with. */
export function useSidebarItems(site: SiteData, route: RouteData, sidebarId: string | undefined): SidebarItem[] | undefined {
  const full = useSyncExternalStore(subscribe, () => sidebars, () => undefined);
  if (!sidebarId) return undefined;
  const slice = 'sidebar' in route ? route.sidebar : undefined;
  if (!slice) return site.sidebars[sidebarId];
  return full?.[sidebarId] ?? slice;
}
