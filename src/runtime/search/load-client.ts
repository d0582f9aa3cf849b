/**
 * The one way the modal and the /search page get a `SearchClient`. Each provider is its own lazy
 * chunk: a site on the embedded engine never downloads the Algolia client, and nobody downloads
 * either before they search.
 */
import type { SearchData } from '../data.ts';
import type { SearchClient } from './types.ts';

const clients = new Map<string, Promise<SearchClient>>();

/** Drops the clients made so far: the next search makes a new one (`serve` wrote the index again). */
export function forgetSearchClients(): void {
  clients.clear();
}

export function loadSearchClient(search: SearchData): Promise<SearchClient> {
  const key = JSON.stringify(search);
  let client = clients.get(key);
  if (!client) {
    client =
      search.provider === 'algolia'
        ? import('./providers/algolia.ts').then((m) => m.createAlgoliaClient(search))
        : import('./providers/local.ts').then((m) => m.createLocalClient(search));
    // A failed load (offline, a new deploy) must be retried on the next search, not cached.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
