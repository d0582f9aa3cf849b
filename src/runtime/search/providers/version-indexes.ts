/**
 * A versioned site's embedded search: one index per docs version, each request answered by the
 * index of the version its facet filters name (`docusaurus_tag:docs-<plugin>-<version>`), read
 * only when a search first asks for that version. A version's index holds its pages alone, so
 * the filter on its tag is decided from the index's shared facets and fetches nothing more.
 */
import type { SearchClient, SearchRequest, SearchResult } from '../types.ts';

const VERSION_TAG = /^docusaurus_tag:docs-[^-]+-(.+)$/;

/** The version a request's filters search within; `undefined` when they name none. */
export function requestVersion(request: SearchRequest): string | undefined {
  for (const group of request.facetFilters ?? []) {
    for (const filter of Array.isArray(group) ? group : [group]) {
      const match = VERSION_TAG.exec(filter);
      if (match) return match[1];
    }
  }
  return undefined;
}

/**
 * `indexes`: by version name, its index's URL; `fallback`: the version searched when a request
 * names none (the latest). `open` makes the client of one index.
 */
export function versionedClient(indexes: Readonly<Record<string, string>>, fallback: string, open: (indexUrl: string) => Promise<SearchClient>): SearchClient {
  const clients = new Map<string, Promise<SearchClient>>();
  const clientFor = (version: string) => {
    const url = indexes[version] ?? indexes[fallback]!;
    let client = clients.get(url);
    if (!client) {
      client = open(url);
      client.catch(() => clients.delete(url));
      clients.set(url, client);
    }
    return client;
  };
  return {
    async search({ requests }: { requests: SearchRequest[] }) {
      const results = await Promise.all(
        requests.map(async (request): Promise<SearchResult> => {
          const client = await clientFor(requestVersion(request) ?? fallback);
          return (await client.search({ requests: [request] })).results[0]!;
        }),
      );
      return { results };
    },
  };
}
