/**
 * A route's data (title, HTML, TOC, breadcrumbs, pagination…) fetched from the JSON payload the
 * build wrote beside the page, and the page module's code for custom pages. One request per
 * route per page load: prefetches, hovers and navigations share the same promise.
 */
import type { ComponentType } from 'react';
import type { RouteData } from '../data.ts';
import type { PageModuleExports } from '../app/templates.ts';
import { payloadUrl } from './paths.ts';

export interface LoadedRoute {
  route: RouteData;
  Page?: ComponentType;
}

/** The host answered, but not with this route: a reload lets the host decide (new deploy, removed page). */
export class RouteResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RouteResponseError';
  }
}

export type PageModules = Record<string, () => Promise<PageModuleExports>>;

const loads = new Map<string, Promise<LoadedRoute>>();

export function loadRoute(routePath: string, baseUrl: string, pages: PageModules): Promise<LoadedRoute> {
  let load = loads.get(routePath);
  if (!load) {
    load = fetchRoute(routePath, baseUrl, pages);
    loads.set(routePath, load);
    // A failure is not remembered: Retry and the next hover must try the network again.
    load.catch(() => loads.delete(routePath));
  }
  return load;
}

/** Whether the route is loaded or loading (a prefetch of it would fetch it twice). */
export function routeRequested(routePath: string): boolean {
  return loads.has(routePath);
}

/** A rebuilt route (`serve`): the next load fetches it again. */
export function forgetRoute(routePath: string): void {
  loads.delete(routePath);
}

/** Seeds the cache with the route the server rendered, so going back to it costs nothing. */
export function rememberRoute(loaded: LoadedRoute): void {
  loads.set(loaded.route.path, Promise.resolve(loaded));
}

async function fetchRoute(routePath: string, baseUrl: string, pages: PageModules): Promise<LoadedRoute> {
  const url = payloadUrl(routePath, baseUrl);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new RouteResponseError(`Loading ${url} failed: HTTP ${response.status}`, response.status);
  let route: RouteData;
  try {
    route = (await response.json()) as RouteData;
  } catch (error) {
    throw new RouteResponseError(`Loading ${url} failed: the payload is not JSON (${(error as Error).message})`, response.status);
  }
  if (route.kind !== 'page') return { route };
  const module = pages[route.pageId];
  if (!module) throw new RouteResponseError(`No page module "${route.pageId}" in this build`, response.status);
  return { route, Page: (await module()).default };
}
