/**
 * What the modal's requests depend on besides the query, read once per opening: the facet
 * filters of the docs version the reader is in (else their preferred one, else the latest) and
 * the snippet length for the screen width.
 */
import type { RouteData, SiteData } from '../../data.ts';
import { contextualFacetFilters, SNIPPET_WORDS, SNIPPET_WORDS_NARROW } from '../request.ts';

export const NARROW_SCREEN = '(max-width: 768px)';

export function searchVersion(site: SiteData, route: RouteData, preferred: string | undefined): string | undefined {
  if (route.kind === 'doc') {
    const reading = route.version ?? site.versions.find((v) => v.docs.some((d) => d.id === route.docId))?.name;
    if (reading) return reading;
  }
  // A versioned site's category pages belong to their version too.
  if (route.kind === 'category' && route.version) return route.version;
  return preferred;
}

export function modalFacetFilters(site: SiteData, route: RouteData, preferred: string | undefined): (string | string[])[] {
  return contextualFacetFilters(site, searchVersion(site, route, preferred));
}

export const snippetWords = (narrow: boolean): number => (narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS);
