/**
 * What the search page asks for: 15 hits a page, the reader's language and docs version (on a
 * versioned site, the one its select names: `versionChoice`). The
 * embedded engine counts pages, so it is asked for one hit a page: the count then matches the
 * results listed. Algolia counts records and gets DocSearch's request as it is.
 */
import type { SiteData } from '../../data.ts';
import { contextualFacetFilters } from '../request.ts';
import { HIT_LEVELS, type SearchRequest } from '../types.ts';

export const PAGE_HITS_PER_PAGE = 15;
export const PAGE_SNIPPET_WORDS = 10;

/** `version`: the one the page's version select names (a versioned site's); else the latest. */
export function searchPageRequest(query: string, page: number, site: SiteData, version?: string): SearchRequest {
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
    facetFilters: contextualFacetFilters(site, version),
    ...(search.provider === 'local' ? { distinct: 1 } : {}),
  };
}

/**
 * The versions the search page offers (Docusaurus shows its select only with contextual search on
 * a site of several versions), and the one chosen first: the first the site lists, as Docusaurus's.
 */
export function versionChoice(site: SiteData): { options: { name: string; label: string }[]; initial: string } | undefined {
  if (!site.search.contextualSearch || site.versions.length < 2) return undefined;
  return { options: site.versions.map((v) => ({ name: v.name, label: v.label })), initial: site.versions[0]!.name };
}
