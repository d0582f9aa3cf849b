/**
 * The docs version and tag of a page, as Docusaurus states them in `<head>` for the DocSearch
 * crawler: the version on pages of the docs, and `docs-<plugin>-<version>` or `default` as tag
 * (`doc_tags_list` and `doc_tag_doc_list` on the tag pages).
 * The server renders them (`SearchMeta.tsx`); the router keeps them true after a navigation.
 */
import type { RouteData, SiteData } from '../data.ts';

export interface SearchFacets {
  version: string | undefined;
  tag: string;
}

export function searchFacets(site: Pick<SiteData, 'versions' | 'docsPluginId'>, route: RouteData): SearchFacets {
  // The tags page and a tag's page: Docusaurus's own tags, no version.
  if (route.kind === 'tags') return { version: undefined, tag: route.searchTag };
  const inDocs = route.kind === 'doc' || route.kind === 'category';
  // A versioned site's pages name their version; a one-version site's is its only one.
  const version = inDocs ? (route.version ?? (site.versions.find((v) => v.isLast) ?? site.versions[0])?.name) : undefined;
  return { version, tag: version ? `docs-${site.docsPluginId}-${version}` : 'default' };
}
