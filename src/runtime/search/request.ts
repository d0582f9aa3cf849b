/**
 * The parameters the modal sends with every keystroke (DocSearch's request, in its field order),
 * with Docusaurus' contextual facet filters: the page's language and its docs version.
 */
import type { SearchData, SiteData } from '../data.ts';
import { HIT_LEVELS, type SearchRequest } from './types.ts';

export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const HITS_PER_PAGE = 20;
export const MAX_QUERY_LENGTH = 64;

export function modalRequest(
  query: string,
  search: SearchData,
  options: { snippetWords: number; facetFilters: (string | string[])[] },
): SearchRequest {
  const words = options.snippetWords;
  const request: SearchRequest = {
    query,
    indexName: search.indexName,
    attributesToRetrieve: [...HIT_LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...HIT_LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: search.provider === 'algolia' && search.insights,
  };
  const extra = search.provider === 'algolia' ? search.searchParameters : undefined;
  return { ...request, ...extra, facetFilters: options.facetFilters };
}

/**
 * `[ "language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"] ]` followed by
 * any configured filters; only the configured ones when contextual search is off.
 * `version` is the docs version the reader is in, else their preferred one, else the latest.
 */
export function contextualFacetFilters(site: SiteData, version: string | undefined): (string | string[])[] {
  const configured = site.search.provider === 'algolia' ? site.search.searchParameters?.facetFilters : undefined;
  const extra = configured === undefined ? [] : Array.isArray(configured) ? (configured as (string | string[])[]) : [configured as string];
  if (!site.search.contextualSearch) return extra;
  const versionName = version ?? site.versions.find((v) => v.isLast)?.name ?? site.versions[0]?.name ?? 'current';
  return [
    `language:${site.i18n.currentLocale}`,
    ['docusaurus_tag:default', `docusaurus_tag:docs-${site.docsPluginId}-${versionName}`],
    ...extra,
  ];
}
