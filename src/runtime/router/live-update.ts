/**
 * `serve` tells the page that routes were rebuilt; the router shows the new version of the one on
 * screen in place. Kept apart from the live-reload client so a production bundle only carries
 * this handful of lines, never the channel.
 */
import type { RouteData, SiteData } from '../data.ts';
import { forgetRoute, rememberRoute } from './payloads.ts';

export interface RoutesRebuilt {
  /** New payloads, to show at once. */
  routes: readonly RouteData[];
  /** Routes whose payloads were written again, to fetch again (with `_docsgen/site.json`, when any). */
  rewritten: readonly string[];
  /** The site data pages carry, when it changed. */
  site?: SiteData;
}

/** `paths`: every rebuilt route (the one on screen is shown again if among them). */
type Listener = (paths: readonly string[], update: RoutesRebuilt) => void;
const listeners = new Set<Listener>();

export function onRoutesRebuilt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Replaces the cached payloads of the rebuilt routes with the new ones (a custom page's payload
 * needs its module too: it is dropped and fetched again), drops those of the rewritten ones, and
 * lets the router show the one on screen.
 */
export function routesRebuilt(update: RoutesRebuilt): void {
  for (const route of update.routes) {
    if (route.kind === 'page') forgetRoute(route.path);
    else rememberRoute({ route });
  }
  for (const path of update.rewritten) forgetRoute(path);
  const paths = [...update.routes.map((r) => r.path), ...update.rewritten];
  for (const listener of listeners) listener(paths, update);
}
