/**
 * Where the hosted service lives: Algolia's own hosts for the app, or the `hosts` a site
 * configured (a proxy, a local stand-in for tests). Kept apart from the provider so the page
 * head can name the host without loading the client library.
 */
import type { SearchData } from '../data.ts';

export interface AlgoliaHost {
  protocol: 'http' | 'https';
  /** Host name, as the client library calls it. */
  url: string;
  port?: number;
  accept: 'read' | 'write' | 'readWrite';
}

/** `"http://127.0.0.1:8080"` → the client's host object. Every configured host serves reads and writes. */
export function parseHost(value: string): AlgoliaHost {
  const url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`search.hosts: "${value}" must be an http or https URL.`);
  return {
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    url: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    accept: 'readWrite',
  };
}

export function originOf(host: AlgoliaHost): string {
  return `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`;
}

/** The host the first search goes to, for `<link rel="preconnect">`: the app's DSN host unless hosts are configured. */
export function searchPreconnectUrl(search: SearchData): string | undefined {
  if (search.provider !== 'algolia') return undefined;
  const first = search.hosts?.[0];
  return first ? originOf(parseHost(first)) : `https://${search.appId}-dsn.algolia.net`;
}

/** Algolia Insights takes the events; a site with its own `hosts` gets them there too (at `/1/events`). */
export const INSIGHTS_HOST: AlgoliaHost = { protocol: 'https', url: 'insights.algolia.io', accept: 'readWrite' };
