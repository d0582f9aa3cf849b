/**
 * `serve` tells the page that routes were rebuilt; the router shows the new version of the one on
 * screen in place. Kept apart from the live-reload client so a production bundle only carries
 * this handful of lines, never the channel.
 */
import type { RouteData } from '../data.ts';
import { forgetRoute, rememberRoute } from './payloads.ts';

type Listener = (paths: readonly string[]) => void;
const listeners = new Set<Listener>();

export function onRoutesRebuilt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Replaces the cached payloads of the rebuilt routes with the new ones (a custom page's payload
 * needs its module too: it is dropped and fetched again) and lets the router show the one on screen.
 */
export function routesRebuilt(routes: readonly RouteData[]): void {
  for (const route of routes) {
    if (route.kind === 'page') forgetRoute(route.path);
    else rememberRoute({ route });
  }
  const paths = routes.map((r) => r.path);
  for (const listener of listeners) listener(paths);
}
