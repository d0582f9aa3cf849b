/**
 * `serve` tells the page that routes were rebuilt; the router shows the new version of the one on
 * screen in place. Kept apart from the live-reload client so a production bundle only carries
 * this handful of lines, never the channel.
 */
import { forgetRoute } from './payloads.ts';

type Listener = (paths: readonly string[]) => void;
const listeners = new Set<Listener>();

export function onRoutesRebuilt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops the cached payloads of `paths` and lets the router reload the one on screen. */
export function routesRebuilt(paths: readonly string[]): void {
  for (const path of paths) forgetRoute(path);
  for (const listener of listeners) listener(paths);
}
