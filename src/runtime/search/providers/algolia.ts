/**
 * The hosted service behind `SearchClient`: `algoliasearch/lite` v5, its transporter unchanged
 * (retries, host states, timeouts, error kinds), with the options the browser build uses made
 * explicit so the client behaves the same wherever it runs: credentials as query parameters
 * (a simple CORS request, no preflight), connect 1 s / read 2 s / write 30 s, and no wait-and-retry
 * on a 429.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchData } from '../../data.ts';
import { DOCSEARCH_COMPATIBLE_VERSION, DOCSGEN_VERSION, DOCUSAURUS_COMPATIBLE_VERSION } from '../../version.ts';
import { INSIGHTS_HOST, parseHost } from '../algolia-hosts.ts';
import type { SearchClient, SearchResponse } from '../types.ts';
import { pageHostMemory } from './host-memory.ts';
import { createInsightsReporter } from './insights.ts';

export type AlgoliaSearchData = Extract<SearchData, { provider: 'algolia' }>;
type SearchParams = Parameters<ReturnType<typeof liteClient>['search']>[0];

export const TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;

export function createAlgoliaClient(search: AlgoliaSearchData): SearchClient {
  const hosts = search.hosts?.map(parseHost);
  const client = connect(search, hosts);
  const searchClient: SearchClient = {
    // Passed through untouched: the library validates (`searchMethodParams.requests` is required);
    // async, so its refusal is a rejection like any other failure.
    search: async (params) => {
      try {
        const response = (await client.search(params as unknown as SearchParams)) as unknown;
        if (response === undefined) throw emptyAnswer();
        return response as SearchResponse;
      } catch (error) {
        throw withReferenceMessage(error);
      }
    },
  };
  if (search.insights) {
    const reporter = createInsightsReporter(connect(search, hosts ?? [INSIGHTS_HOST]));
    searchClient.itemsViewed = (hits, indexName) => reporter.itemsViewed(hits, indexName);
    searchClient.itemSelected = (hit, indexName) => reporter.itemSelected(hit, indexName);
  }
  return searchClient;
}

function connect(search: AlgoliaSearchData, hosts: ReturnType<typeof parseHost>[] | undefined) {
  // The library's own messages for absent credentials (`appId` is missing.) come from here.
  const client = liteClient(search.appId, search.apiKey, {
    ...(hosts ? { hosts } : {}),
    authMode: 'WithinQueryParameters',
    timeouts: { ...TIMEOUTS },
    hostsCache: pageHostMemory,
    // A 429 is a 4xx: an API error at once, as the spec has it (§8). Left on, algoliasearch 5.64
    // waits the Retry-After (1 s by default, or any number of seconds) and asks again, three times.
    maxRateLimitRetries: 0,
    // 5.64 adds a random `x-algolia-request-id` to every URL; the service's API (and 5.18) has none.
    requestIdChannel: undefined,
  });
  // As DocSearch and Docusaurus's SearchBar add them (behaviour.md §4.1, §3.2): the service's view
  // of DocSearch sites. Then docsgen's own.
  client.addAlgoliaAgent('docsearch', DOCSEARCH_COMPATIBLE_VERSION);
  client.addAlgoliaAgent('docsearch-react', DOCSEARCH_COMPATIBLE_VERSION);
  client.addAlgoliaAgent('docusaurus', DOCUSAURUS_COMPATIBLE_VERSION);
  client.addAlgoliaAgent('docsgen', DOCSGEN_VERSION);
  return client;
}

/**
 * A 2xx without a body (a 204, an empty 200): algoliasearch 5.64 resolves it to `undefined`, where
 * the transporter the spec describes fails to parse it (§8: "an unparsable response raises a
 * deserialization error"), so callers get an error instead of reading `results` of nothing.
 */
function emptyAnswer(): Error {
  let message = 'Unexpected end of JSON input';
  try {
    JSON.parse('');
  } catch (error) {
    message = (error as Error).message;
  }
  return Object.assign(new Error(message), { name: 'DeserializationError', response: { content: '' } });
}

/** behaviour.md §4.3's RetryError text (5.64 words it differently). */
const RETRY_MESSAGE = 'Unreachable hosts - your application id may be incorrect. If the error persists, please reach out to the Algolia Support team: https://alg.li/support.';

function withReferenceMessage(error: unknown): unknown {
  if (error instanceof Error && error.name === 'RetryError') error.message = RETRY_MESSAGE;
  return error;
}
