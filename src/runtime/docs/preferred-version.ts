/**
 * The docs version a reader chose, kept in local storage under the Docusaurus key
 * (`docs-preferred-version-<plugin id>`) so it survives a move between the two tools. Search
 * filters and version-aware links read it; a stored name that is no longer a version is dropped.
 * As in Docusaurus, reading a doc does not choose its version: picking one in the versions
 * dropdown or following the banner's "latest version" link does (versions/ui.tsx).
 *
 * The storage comes in as an argument: the lazy modules that use this one (the search modal, the
 * versions UI) get it from the app, so client/storage.ts stays in the app's files, not split out.
 */
import type { SiteData } from '../data.ts';
import type { deleteStorage, readStorage, writeStorage } from '../client/storage.ts';

export interface PreferenceStorage {
  readStorage: typeof readStorage;
  writeStorage: typeof writeStorage;
  deleteStorage: typeof deleteStorage;
}

export function preferredVersionKey(site: Pick<SiteData, 'docsPluginId'>): string {
  return `docs-preferred-version-${site.docsPluginId}`;
}

export function preferredVersion(site: SiteData, storage: PreferenceStorage): string | undefined {
  const key = preferredVersionKey(site);
  const stored = storage.readStorage(key);
  if (stored === null) return undefined;
  if (site.versions.some((v) => v.name === stored)) return stored;
  storage.deleteStorage(key);
  return undefined;
}

/** The reader picked `name` (in the versions dropdown, or the banner's link to the latest). */
export function savePreferredVersion(site: Pick<SiteData, 'docsPluginId'>, name: string, storage: PreferenceStorage): void {
  storage.writeStorage(preferredVersionKey(site), name);
}
