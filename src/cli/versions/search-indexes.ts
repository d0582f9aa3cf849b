// Where a versioned site's embedded search indexes go: one per version, so a search within a version reads none of another's files.
import type { SiteConfig } from '../config/schema.ts';
import { UserError } from '../errors.ts';
import { VERSIONS_FILE } from './site-versions.ts';
import type { ContentModel } from '../content/model.ts';

/**
 * By version name, each version's index folder under the search folder (`v-2.0/`); none for a
 * site with one version, or one whose search looks at every version (`contextualSearch: false`),
 * which has one index for all.
 */
export function versionIndexFolders(config: SiteConfig, models: readonly ContentModel[]): Map<string, string> | undefined {
  if (config.search.provider !== 'local' || !config.search.contextualSearch || models.length < 2) return undefined;
  const folders = new Map<string, string>();
  const taken = new Map<string, string>();
  for (const { siteVersion } of models) {
    // A version name is any string of versions.json: only safe characters reach the folder name.
    const folder = `v-${siteVersion.name.replace(/[^A-Za-z0-9._-]/g, '_')}`;
    const other = taken.get(folder);
    if (other !== undefined) throw new UserError(`versions "${other}" and "${siteVersion.name}" would share a search index folder (${folder}): rename one of them.`, { file: VERSIONS_FILE });
    taken.set(folder, siteVersion.name);
    folders.set(siteVersion.name, folder);
  }
  return folders;
}
