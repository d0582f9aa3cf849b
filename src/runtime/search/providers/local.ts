/**
 * The embedded engine behind `SearchClient`, fetched from the site when search is first used
 * (never part of the page's JS). Requests are Algolia-shaped; each answer holds the matching
 * pages as DocSearch hits, a page and its best sections.
 *
 * The index is Pagefind's. An English index is searched by docsgen's own engine
 * (`index-engine.ts`: a keystroke costs the words it matches and the pages on screen, not every
 * matching page); an index in another language by Pagefind's browser module and wasm, whose
 * stemmers cover it (`pagefind-engine.ts`).
 *
 * Pagination is by page result: a request's `hitsPerPage` allows `hitsPerPage / 5` pages (each
 * gives at most 5 hits), so only those pages' data is fetched; `nbHits` counts matching pages.
 * With `distinct: 1` (the search page) each page gives one hit, so the count is what is listed.
 */
import type { SearchData } from '../../data.ts';
import {
  SearchUnavailableError,
  type SearchClient,
  type SearchRequest,
  type SearchResult,
} from '../types.ts';
import { IndexEngine, OWN_ENGINE_LANGUAGE, type EngineMatches, type IndexEntry, type SearchEngine } from './index-engine.ts';
import { FACETS_FILE, type IndexFacets, type PagefindFilter, type PagefindPage } from './pagefind-api.ts';
import { loadPagefindEngine, ModuleLoadError } from './pagefind-engine.ts';
import { distinctHit, HITS_PER_PAGE_RESULT, pageHits, type HitOptions } from './pagefind-hits.ts';
import { recordOrder } from './record-order.ts';
import { versionedClient } from './version-indexes.ts';
import { isNearWord, queryTerms, sameWords } from './text-marks.ts';

const DEFAULT_HITS_PER_PAGE = 20;

/** Bumped after a failed load so the next attempt fetches the module again instead of reusing the failure. */
let attempt = 0;

export async function createLocalClient(search: Extract<SearchData, { provider: 'local' }>, latestVersion?: string): Promise<SearchClient> {
  const { versionIndexes } = search;
  if (versionIndexes) {
    const fallback = latestVersion ?? Object.keys(versionIndexes)[0]!;
    return versionedClient(versionIndexes, fallback, (indexUrl) => createLocalClient({ ...search, indexUrl, versionIndexes: undefined }));
  }
  const indexUrl = new URL(search.indexUrl, location.href).href;
  const facets = indexFacets(indexUrl);
  const { engine, hash } = await loadEngine(indexUrl);
  return new LocalClient(engine, hash, indexUrl, await facets);
}

/**
 * A client over an engine loaded by the caller (`docsgen mcp` loads it in Node, its files read
 * from disk): requests are answered and ranked exactly as in the browser. `indexUrl` only names
 * the index in error messages; an index replaced meanwhile is not read again.
 */
export function createEngineClient(engine: SearchEngine, indexUrl: string, facets: IndexFacets = {}): SearchClient {
  return new LocalClient(engine, undefined, indexUrl, facets, false);
}

/** The engine for the index at `indexUrl`, and the hash its entry names its metadata by. */
async function loadEngine(indexUrl: string, fresh = false): Promise<{ engine: SearchEngine; hash: string | undefined }> {
  const moduleUrl = `${indexUrl}pagefind.js${attempt ? `?attempt=${attempt}` : ''}`;
  try {
    const entry = await fetchEntry(indexUrl, fresh);
    const language = Object.values(entry.languages)[0];
    const engine = language?.wasm === OWN_ENGINE_LANGUAGE ? await IndexEngine.load(indexUrl, entry) : await loadPagefindEngine(indexUrl, moduleUrl);
    return { engine, hash: language?.hash };
  } catch (error) {
    attempt++;
    if (error instanceof ModuleLoadError) throw new SearchUnavailableError(`${error.message}: ${messageOf(error.cause)}`, { cause: error });
    const reason = (await unreachableEntry(indexUrl)) ?? messageOf(error);
    throw new SearchUnavailableError(`The search index at ${indexUrl} could not be loaded: ${reason}`, { cause: error });
  }
}

/** `fresh`: asked of the host again, never from the browser's cache (the index may have been replaced). */
async function fetchEntry(indexUrl: string, fresh = false): Promise<IndexEntry> {
  const url = `${indexUrl}pagefind-entry.json`;
  const response = await fetch(url, fresh ? { cache: 'no-cache' } : undefined);
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
  return (await response.json()) as IndexEntry;
}

/** The facets every page shares (no filter index for them): a missing or unreadable file means none. */
async function indexFacets(indexUrl: string): Promise<IndexFacets> {
  try {
    const response = await fetch(`${indexUrl}${FACETS_FILE}`);
    if (response.ok) return ((await response.json()) as IndexFacets) ?? {};
  } catch {}
  return {};
}

class LocalClient implements SearchClient {
  /** The query of the latest request: older ones stop before fetching their pages' data. */
  private latestQuery = '';
  /** The index read again after it was replaced (one load for every request that finds it so). */
  private reloading: Promise<boolean> | undefined;

  constructor(
    private engine: SearchEngine,
    /** The hash of the metadata the engine read (`undefined`: not known). */
    private hash: string | undefined,
    private readonly indexUrl: string,
    private facets: IndexFacets,
    /** Whether the index may be fetched again when it was replaced (in a browser, from its host). */
    private readonly reloadable = true,
  ) {}

  async search({ requests }: { requests: SearchRequest[] }) {
    if (!Array.isArray(requests)) throw new TypeError('search() needs a `requests` list.');
    const engine = this.engine;
    try {
      return { results: await Promise.all(requests.map((r) => this.answer(r))) };
    } catch (error) {
      // The index was replaced since this client read its metadata (a new deploy, or `serve`
      // indexing a saved doc again): the files that metadata names are gone. The new index is
      // read, and the requests asked again, once.
      if (!(error instanceof SearchUnavailableError) || !(await this.replaced(engine))) throw error;
      return { results: await Promise.all(requests.map((r) => this.answer(r))) };
    }
  }

  /** Whether the index is another than the one `engine` read: if so, the client now reads the new one. */
  private replaced(engine: SearchEngine): Promise<boolean> {
    if (this.engine !== engine) return Promise.resolve(true);
    if (!this.reloadable) return Promise.resolve(false);
    this.reloading ??= (async () => {
      try {
        const entry = await fetchEntry(this.indexUrl, true);
        if (Object.values(entry.languages)[0]?.hash === this.hash) return false;
        const [loaded, facets] = await Promise.all([loadEngine(this.indexUrl, true), indexFacets(this.indexUrl)]);
        this.engine = loaded.engine;
        this.hash = loaded.hash;
        this.facets = facets;
        return true;
      } catch {
        return false;
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  private async answer(request: SearchRequest): Promise<SearchResult> {
    const query = request.query ?? '';
    const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = request.page ?? 0;
    const empty: SearchResult = { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, query, index: request.indexName };
    this.latestQuery = query;
    const terms = queryTerms(query);
    if (terms.length === 0) return empty;

    const filters = pagefindFilter(request.facetFilters, this.facets.uniform);
    // A filter on a shared facet that no page passes: nothing to search.
    if (filters === false) return empty;
    const matches = await this.guard(() => this.find(query, filters));
    const distinct = request.distinct === true || request.distinct === 1;
    const pagesPerRequest = Math.max(1, Math.ceil(hitsPerPage / (distinct ? 1 : HITS_PER_PAGE_RESULT)));
    const answer = { ...empty, nbHits: matches.count, nbPages: hitsPerPage > 0 ? Math.ceil(matches.count / pagesPerRequest) : 0 };
    // A newer query is being typed: its caller will not show this one, so its pages are not
    // fetched. And `hitsPerPage: 0` asks for the count alone.
    if (this.latestQuery !== query || hitsPerPage <= 0) return answer;

    const pages = await this.guard(() => matches.pages(page * pagesPerRequest, (page + 1) * pagesPerRequest));
    const options = { ...hitOptions(request, terms), stems: [...(matches.stems ?? []), ...(matches.nearWords ?? [])] };
    const named = namedAs(terms, matches.nearWords);
    const ranked = byExactName(pages, named);
    const hits = distinct ? ranked.map((p) => distinctHit(pageHits(p, options))).filter((h) => h !== undefined) : recordOrder(ranked.map((p) => pageHits(p, options)), named);
    return { ...answer, hits: hits.slice(0, hitsPerPage) };
  }

  /**
   * The engine's query, with an as-you-type rescue: when words that each exist are never on one
   * page (often because the last is half-typed), the words before the last are searched and the
   * last is only highlighted, as Algolia's `removeWordsIfNoResults: 'lastWords'`. The engines
   * themselves already ignore a word that is in no page at all.
   */
  private async find(query: string, filters: PagefindFilter | undefined): Promise<EngineMatches> {
    const full = await this.engine.search(query.trim(), filters);
    const words = query.trim().split(/\s+/);
    if (full.count > 0 || words.length < 2) return full;
    return this.engine.search(words.slice(0, -1).join(' '), filters);
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new SearchUnavailableError(`The search index at ${this.indexUrl} could not be read: ${messageOf(error)}`, { cause: error });
    }
  }
}

/**
 * Pages whose title or a heading is exactly the query first (or the word a misspelled query was
 * taken for: `qualty` for the heading `quality`), as Algolia's `exact` criterion does:
 * a search for `imageDir` wants the section named `imageDir`, not the page that says it most.
 * Stemming makes Pagefind treat `remoteImages` and `RemoteImage` alike; this tells them apart
 * again among the pages being shown.
 */
function byExactName(pages: PagefindPage[], named: (text: string) => boolean): PagefindPage[] {
  const exactness = (page: PagefindPage) => {
    if (named(page.meta.title ?? '')) return 2;
    return page.anchors.some((a) => named(a.text)) ? 1 : 0;
  };
  return pages
    .map((page, order) => ({ page, order, exact: exactness(page) }))
    .sort((a, b) => b.exact - a.exact || a.order - b.order)
    .map((p) => p.page);
}

/** Whether a title or heading is the query itself, or the one word a misspelled query was taken for. */
function namedAs(terms: readonly string[], nearWords: readonly string[] = []): (text: string) => boolean {
  return (text) => sameWords(text, terms) || (terms.length === 1 && isNearWord(text, nearWords));
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
 *
 * A facet every page shares has no filter index (it would hold every page and be fetched by
 * every query): a filter on it is decided here from its values. `undefined` means no filter,
 * `false` that no page can pass.
 */
export function pagefindFilter(
  facetFilters: SearchRequest['facetFilters'] | string | undefined,
  uniform: Readonly<Record<string, readonly string[]>> = {},
): PagefindFilter | undefined | false {
  if (facetFilters === undefined) return undefined;
  const groups: PagefindFilter[] = [];
  for (const group of typeof facetFilters === 'string' ? [facetFilters] : facetFilters) {
    const members = (Array.isArray(group) ? group : [group]).map((f) => facetFilter(f, uniform));
    // An OR group passes when one member does; members that no page passes drop out.
    if (members.includes(true)) continue;
    const open = members.filter((m): m is PagefindFilter => m !== false);
    if (open.length === 0) return false;
    groups.push(Array.isArray(group) ? { any: open } : open[0]!);
  }
  if (groups.length === 0) return undefined;
  return groups.length === 1 ? groups[0] : { all: groups };
}

/** One `facet:value` (or `-facet:value`): a Pagefind filter, or true / false for a shared facet. */
function facetFilter(filter: string, uniform: Readonly<Record<string, readonly string[]>>): PagefindFilter | boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  const facet = colon < 0 ? body : body.slice(0, colon);
  const value = colon < 0 ? '' : body.slice(colon + 1).replace(/^"(.*)"$/, '$1');
  const shared = Object.hasOwn(uniform, facet) ? uniform[facet] : undefined;
  if (shared) return shared.includes(value) !== negated;
  const single: PagefindFilter = { [facet]: value };
  return negated ? { not: single } : single;
}

/**
 * Pagefind reports a missing index as "Failed to load Pagefind metadata"; asked again, the server
 * says which file and why, for the reader's console and the maintainer's bug report.
 */
async function unreachableEntry(indexUrl: string): Promise<string | undefined> {
  const url = `${indexUrl}pagefind-entry.json`;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? undefined : `${url} answered ${response.status} ${response.statusText}`.trim();
  } catch (error) {
    return `${url} could not be fetched (${messageOf(error)})`;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
