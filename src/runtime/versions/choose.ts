/**
 * Which version and which page a version-aware link leads to, as Docusaurus decides: the version
 * being read, else the reader's preferred one, else the latest; in a version, the same doc when it
 * is there, else the version's main doc. Plain functions of the site data.
 */
import type { RouteData, SiteData, VersionData } from '../data.ts';

/** The version the page belongs to (a doc or category page of a versioned site), if any. */
export function readingVersion(site: Pick<SiteData, 'versions'>, route: RouteData): VersionData | undefined {
  const name = route.kind === 'doc' || route.kind === 'category' ? route.version : undefined;
  return name === undefined ? undefined : site.versions.find((v) => v.name === name);
}

/** The version served at the docs' root (`isLast`). */
export function latestVersion(site: Pick<SiteData, 'versions'>): VersionData {
  return site.versions.find((v) => v.isLast) ?? site.versions[0]!;
}

/** The version navbar items follow: the one being read, else the preferred one, else the latest. */
export function shownVersion(site: Pick<SiteData, 'versions'>, route: RouteData, preferred: string | undefined): VersionData {
  return readingVersion(site, route) ?? site.versions.find((v) => v.name === preferred) ?? latestVersion(site);
}

/** The URL of doc `docId` in `version`, else of the version's main doc (else the version's root). */
export function docHref(version: VersionData, docId: string | undefined): string {
  const doc = (docId !== undefined && version.docs.find((d) => d.id === docId)) || version.docs.find((d) => d.id === version.mainDocId);
  return doc ? doc.path : version.path;
}

/** The first page of sidebar `sidebarId` in `version` (a navbar `docSidebar` item), else its main doc. */
export function sidebarHref(version: VersionData, sidebarId: string): string {
  return version.sidebars[sidebarId]?.link?.path ?? docHref(version, undefined);
}

/** The doc the page shows (none on a category page: other versions then open at their main doc). */
export function readingDocId(route: RouteData): string | undefined {
  return route.kind === 'doc' ? route.docId : undefined;
}
