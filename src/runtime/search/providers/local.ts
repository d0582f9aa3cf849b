/**
 * The embedded engine behind `SearchClient`: Pagefind's browser module and index, fetched from the
 * site when search is first used (never part of the page's JS). Requests are Algolia-shaped; each
 * answer holds Pagefind's matching pages as DocSearch hits, a page and its best sections.
 *
 * Pagination is by page result: a request's `hitsPerPage` allows `hitsPerPage / 5` pages (each
 * gives at most 5 hits), so only those pages' data is fetched; `nbHits` counts matching pages.
 */
import type { SearchData } from '../../data.ts';
import {
  SearchUnavailableError,
  type SearchClient,
  type SearchRequest,
  type SearchResult,
} from '../types.ts';
import type { PagefindFilter, PagefindInstance, PagefindModule, PagefindResponse } from './pagefind-api.ts';
import { HITS_PER_PAGE_RESULT, pageHits, type HitOptions } from './pagefind-hits.ts';
import { queryTerms } from './text-marks.ts';

const DEFAULT_HITS_PER_PAGE = 20;
/** Pagefind answers as it loads the index chunks a query needs; a word shorter than this is still being typed. */
const MIN_PREFIX = 1;

/** Bumped after a failed load so the next attempt fetches the module again instead of reusing the failure. */
let attempt = 0;

export async function createLocalClient(search: Extract<SearchData, { provider: 'local' }>): Promise<SearchClient> {
  const indexUrl = new URL(search.indexUrl, location.href).href;
  const moduleUrl = `${indexUrl}pagefind.js${attempt ? `?attempt=${attempt}` : ''}`;
  let module: PagefindModule;
  try {
    // A URL known only at run time: the bundler leaves this import to the browser.
    module = (await import(/* @vite-ignore */ moduleUrl)) as PagefindModule;
  } catch (error) {
    attempt++;
    throw new SearchUnavailableError(`The search engine could not be loaded from ${moduleUrl}: ${messageOf(error)}`, { cause: error });
  }
  const pagefind = module.createInstance({ basePath: indexUrl, baseUrl: '/' });
  try {
    await pagefind.init();
    // An empty query waits for the index's entry, metadata and wasm: warm, or the reason it is not.
    await pagefind.search('');
  } catch (error) {
    attempt++;
    void pagefind.destroy().catch(() => {});
    throw new SearchUnavailableError(`The search index at ${indexUrl} could not be loaded: ${messageOf(error)}`, { cause: error });
  }
  return new LocalClient(pagefind, indexUrl);
}

class LocalClient implements SearchClient {
  /** The query of the latest request: older ones stop before fetching their pages' data. */
  private latestQuery = '';

  constructor(
    private readonly pagefind: PagefindInstance,
    private readonly indexUrl: string,
  ) {}

  async search({ requests }: { requests: SearchRequest[] }) {
    if (!Array.isArray(requests)) throw new TypeError('search() needs a `requests` list.');
    return { results: await Promise.all(requests.map((r) => this.answer(r))) };
  }

  private async answer(request: SearchRequest): Promise<SearchResult> {
    const query = request.query ?? '';
    const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = request.page ?? 0;
    const empty: SearchResult = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query, index: request.indexName };
    const terms = queryTerms(query);
    if (terms.length === 0) return empty;
    this.latestQuery = query;

    const filters = pagefindFilter(request.facetFilters);
    const response = await this.guard(() => this.find(terms, filters));
    const results = response?.results ?? [];
    const pagesPerRequest = Math.max(1, Math.ceil(hitsPerPage / HITS_PER_PAGE_RESULT));
    const answer = { ...empty, nbHits: results.length, nbPages: Math.ceil(results.length / pagesPerRequest) };
    // A newer query is being typed: its caller will not show this one, so its pages are not fetched.
    if (this.latestQuery !== query) return answer;

    const onPage = results.slice(page * pagesPerRequest, (page + 1) * pagesPerRequest);
    const pages = await this.guard(() => Promise.all(onPage.map((r) => r.data())));
    const options = hitOptions(request, terms);
    return { ...answer, hits: pages.flatMap((p) => pageHits(p, options)).slice(0, Math.max(hitsPerPage, 1)) };
  }

  /**
   * Pagefind's query, with the as-you-type rescue: when several words find nothing and the last
   * one is still being typed, the words before it are searched and the last is only highlighted.
   */
  private async find(terms: readonly string[], filters: PagefindFilter | undefined): Promise<PagefindResponse | null> {
    const options = filters ? { filters } : {};
    const full = await this.pagefind.search(terms.join(' '), options);
    if ((full?.results.length ?? 0) > 0 || terms.length < 2 || terms[terms.length - 1]!.length < MIN_PREFIX) return full;
    return this.pagefind.search(terms.slice(0, -1).join(' '), options);
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new SearchUnavailableError(`The search index at ${this.indexUrl} could not be read: ${messageOf(error)}`, { cause: error });
    }
  }
}

function hitOptions(request: SearchRequest, terms: readonly string[]): HitOptions {
  const snippets = new Map<string, number>();
  for (const entry of request.attributesToSnippet ?? []) {
    const [attribute, words] = entry.split(':');
    if (attribute) snippets.set(attribute, words ? Number(words) || 10 : 10);
  }
  return {
    terms,
    snippets,
    preTag: request.highlightPreTag ?? '<mark>',
    postTag: request.highlightPostTag ?? '</mark>',
    ellipsis: request.snippetEllipsisText ?? '…',
  };
}

/**
 * Algolia `facetFilters` as a Pagefind filter: the outer list is AND, an inner list is OR, a
 * leading `-` negates (`["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]]`).
 */
export function pagefindFilter(facetFilters: SearchRequest['facetFilters'] | string | undefined): PagefindFilter | undefined {
  if (facetFilters === undefined) return undefined;
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((group) =>
    Array.isArray(group) ? { any: group.map(facetFilter) } : facetFilter(group),
  );
  if (groups.length === 0) return undefined;
  return groups.length === 1 ? groups[0] : { all: groups };
}

function facetFilter(filter: string): PagefindFilter {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  const facet = colon < 0 ? body : body.slice(0, colon);
  const value = colon < 0 ? '' : body.slice(colon + 1).replace(/^"(.*)"$/, '$1');
  const single: PagefindFilter = { [facet]: value };
  return negated ? { not: single } : single;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
