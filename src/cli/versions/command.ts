// The `docs:version` command: loads the config, snapshots the docs, says what it wrote.
import { loadConfig } from '../config/load.ts';
import { snapshotDocs } from './snapshot.ts';

export async function runDocsVersion(options: { siteDir: string; name: string }): Promise<void> {
  const config = await loadConfig(options.siteDir);
  const result = await snapshotDocs(options.siteDir, config.docs, options.name);
  console.log(`✔ Version ${options.name} created: ${result.docsCount} file${result.docsCount === 1 ? '' : 's'} in ${result.docsFolder}/, sidebars in ${result.sidebarsFile}, versions.json is now ${result.versions.join(', ')}.`);
}
