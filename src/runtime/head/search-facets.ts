/**
 * The docs version and tag of a page, as Docusaurus states them in `<head>` for the DocSearch
 * crawler: the version on pages of the docs, and `docs-<plugin>-<version>` or `default` as tag.
 * The server renders them (`SearchMeta.tsx`); the router keeps them true after a navigation.
 */
import type { RouteData, SiteData } from '../data.ts';

export interface SearchFacets {
  version: string | undefined;
  tag: string;
}

export function searchFacets(site: Pick<SiteData, 'versions' | 'docsPluginId'>, route: Pick<RouteData, 'kind'>): SearchFacets {
  const inDocs = route.kind === 'doc' || route.kind === 'category';
  const version = inDocs ? (site.versions.find((v) => v.isLast) ?? site.versions[0])?.name : undefined;
  return { version, tag: version ? `docs-${site.docsPluginId}-${version}` : 'default' };
}
