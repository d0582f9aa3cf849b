/**
 * The search contract. Records are DocSearch's schema; requests and responses are the Algolia
 * `search({ requests })` shape, so the modal and the /search page speak to one interface and the
 * embedded engine and the hosted service are interchangeable behind it.
 *
 * Highlight and snippet `value`s are HTML-escaped text with `<mark>`…`</mark>` around matches
 * (Algolia's convention). Renderers must never insert them as HTML: see `highlight.tsx`.
 */

export type HitLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type HitType = HitLevel | 'content';
export const HIT_LEVELS: readonly HitLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One DocSearch record: a page title, a heading, or a paragraph under a heading. */
export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with `#anchor` for headings and the content under them. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
  /** Facets for contextual search, as the DocSearch crawler fills them from Docusaurus meta tags. */
  language: string;
  docusaurus_tag: string[];
  version: string[];
  /** Record order within its page (0 = page title), for stable ranking ties. */
  position: number;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface HighlightTree {
  hierarchy?: Partial<Record<HitLevel, HighlightValue>>;
  content?: HighlightValue;
}

export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult?: HighlightTree;
  _snippetResult?: HighlightTree;
  /** Set by the modal's grouping: the page (lvl1) hit a heading or paragraph hit sits under. */
  __docsearch_parent?: SearchHit | null;
  /** Set by the modal: the Algolia search the hit came from (with click analytics on). */
  __autocomplete_queryID?: string;
  [extra: string]: unknown;
}

/** One entry of `search({ requests })`, with the parameters DocSearch and the /search page send. */
export interface SearchRequest {
  indexName: string;
  query: string;
  attributesToRetrieve?: string[];
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  hitsPerPage?: number;
  page?: number;
  clickAnalytics?: boolean;
  /** Hits kept per page (Algolia's `distinct`, its attribute the page URL): the embedded engine reads `1`. */
  distinct?: boolean | number;
  /** `"language:en"` strings; an inner array is an OR group. */
  facetFilters?: (string | string[])[];
  [parameter: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  queryID?: string;
  index?: string;
}

export interface SearchResponse {
  results: SearchResult[];
}

export interface SearchClient {
  search(params: { requests: SearchRequest[] }): Promise<SearchResponse>;
  /** Reports hits shown to the reader (Algolia Insights "Items Viewed"); debounced by the provider. */
  itemsViewed?(hits: readonly SearchHit[], indexName: string): void;
  /**
   * Reports the hit a reader chose (Algolia Insights "Item Selected", with the search's
   * `queryID` and the hit's position); nothing for a hit no search of this page life returned.
   */
  itemSelected?(hit: SearchHit, indexName: string): void;
}

/** Where the embedded engine's files live in the output, and the name its saved searches go under. */
export const LOCAL_INDEX_DIR = '_docsgen/search';
export const LOCAL_INDEX_NAME = 'docsgen';
/** The records, written for `docsgen search push` and anyone who wants them. */
export const RECORDS_FILE = `${LOCAL_INDEX_DIR}/records.json`;

/** Recent and favorite searches in localStorage, per index (DocSearch's keys). */
export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteSearchesKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

/**
 * The search service cannot be reached: every Algolia host failed (`RetryError`) or the embedded
 * index could not be fetched (`SearchUnavailableError`). The modal shows its error screen for
 * these; other errors (a 4xx answer, a bad request) are logged and leave the last screen.
 */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

export function isUnreachable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'RetryError' || name === 'SearchUnavailableError';
}
