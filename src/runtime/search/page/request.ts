/**
 * What the search page asks for: 15 hits a page, the reader's language and docs version. The
 * embedded engine counts pages, so it is asked for one hit a page: the count then matches the
 * results listed. Algolia counts records and gets DocSearch's request as it is.
 */
import type { SiteData } from '../../data.ts';
import { contextualFacetFilters } from '../request.ts';
import { HIT_LEVELS, type SearchRequest } from '../types.ts';

export const PAGE_HITS_PER_PAGE = 15;
export const PAGE_SNIPPET_WORDS = 10;

export function searchPageRequest(query: string, page: number, site: SiteData): SearchRequest {
  const search = site.search;
  return {
    query,
    indexName: search.indexName,
    attributesToRetrieve: [...HIT_LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [`content:${PAGE_SNIPPET_WORDS}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: PAGE_HITS_PER_PAGE,
    page,
    advancedSyntax: true,
    clickAnalytics: search.provider === 'algolia' && search.insights,
    facetFilters: contextualFacetFilters(site, undefined),
    ...(search.provider === 'local' ? { distinct: 1 } : {}),
  };
}
