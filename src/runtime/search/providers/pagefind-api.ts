/**
 * The part of Pagefind's browser module (`pagefind.js`, written beside the index at build time)
 * this provider uses, typed from Pagefind 1.x. The module is fetched at run time from the site,
 * never bundled, so these types are all we know of it at compile time.
 */

/** The Pagefind meta key the build stores a page's lvl0 group (its sidebar category) under. */
export const LVL0_META = 'lvl0';

/** docsgen's file beside the index: the facets every page shares, which have no Pagefind filter. */
export const FACETS_FILE = 'facets.json';

export interface IndexFacets {
  /** Facet → the values every page has. */
  uniform?: Record<string, readonly string[]>;
}

export interface PagefindModule {
  createInstance(options: PagefindOptions): PagefindInstance;
}

export interface PagefindOptions {
  /** Folder of the index, ending in `/`. */
  basePath: string;
  /** Prefix of result URLs: ours are already site paths with baseUrl. */
  baseUrl: string;
  excerptLength?: number;
  /** Search on the calling thread instead of Pagefind's web worker. */
  noWorker?: boolean;
}

export interface PagefindInstance {
  /** Resolves once the instance exists (in a worker when possible); the index loads in the background. */
  init(): Promise<void>;
  search(term: string, options?: { filters?: PagefindFilter }): Promise<PagefindResponse | null>;
  destroy(): Promise<void>;
}

/** `{ facet: value }`, `{ facet: { any: [...] } }`, or `all` / `any` / `not` of those. */
export type PagefindFilter =
  | { [facet: string]: string | { any: string[] } | { all: string[] } }
  | { all: PagefindFilter[] }
  | { any: PagefindFilter[] }
  | { not: PagefindFilter };

export interface PagefindResponse {
  results: PagefindResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindPage>;
}

export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  /** Index of the anchor's first word in `raw_content`. */
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  locations: number[];
  weighted_locations: PagefindLocation[];
}

export interface PagefindPage {
  url: string;
  /** The page text, `<` and `>` escaped but `&` not: not usable as HTML, so excerpts are rebuilt. */
  raw_content: string;
  content: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[]>;
  anchors: PagefindAnchor[];
  locations: number[];
  weighted_locations: PagefindLocation[];
  sub_results: PagefindSubResult[];
}
