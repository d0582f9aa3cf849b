/**
 * The docs version a reader last read, kept in local storage under the Docusaurus key
 * (`docs-preferred-version-<plugin id>`) so it survives a move between the two tools. Search
 * filters and version-aware links read it; a stored name that is no longer a version is dropped.
 */
import type { RouteData, SiteData } from '../data.ts';
import { deleteStorage, readStorage, writeStorage } from '../client/storage.ts';

export function preferredVersionKey(site: Pick<SiteData, 'docsPluginId'>): string {
  return `docs-preferred-version-${site.docsPluginId}`;
}

export function preferredVersion(site: SiteData): string | undefined {
  const key = preferredVersionKey(site);
  const stored = readStorage(key);
  if (stored === null) return undefined;
  if (site.versions.some((v) => v.name === stored)) return stored;
  deleteStorage(key);
  return undefined;
}

/** Reading a doc of a version makes it the preferred one. */
export function rememberDocsVersion(site: SiteData, route: RouteData): void {
  const stored = preferredVersion(site);
  if (route.kind !== 'doc') return;
  const version = route.version ?? site.versions.find((v) => v.docs.some((d) => d.id === route.docId))?.name;
  if (version && version !== stored) writeStorage(preferredVersionKey(site), version);
}
