/**
 * The build's search stage: the embedded index when the site searches locally, the records for
 * `docsgen search push` when it searches on Algolia, and the OpenSearch description when it has a
 * search page. Needs only the config and the content model, so it runs beside rendering and the
 * link gate; the one file pages link to is written before it yields.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_INDEX_DIR, RECORDS_FILE } from '../../runtime/search/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { modelList, type VersionModels } from '../versions/version-models.ts';
import { versionIndexFolders } from '../versions/search-indexes.ts';
import { putFile, putFileSync } from '../output/replace-file.ts';
import { OPENSEARCH_FILE, openSearchDescription } from './opensearch.ts';
import { writeIndex, type IndexThread } from './index-thread.ts';
import { pageRecords, searchPages, type SearchPage, type SearchPageCache } from './records.ts';

export interface SearchFilesOptions {
  outDir: string;
  config: SiteConfig;
  /** The content: one model per docs version (a site without versions: its one model). */
  model: VersionModels;
  /** Where the search stage keeps what it may reuse in the next build (none: nothing kept). */
  cacheDir?: string;
  /** false: the OpenSearch description alone (the index or records are written later). */
  index?: boolean;
  /** The embedded index on a thread of its own, however small the site (see index-thread.ts). */
  thread?: boolean;
  /** That thread at a low CPU priority (see index-thread.ts). */
  background?: boolean;
  /** A thread that keeps what it made for the next index of the same site (`serve`): instead of a new one. */
  indexThread?: IndexThread;
  /** The search pages made last time (`serve`): an unchanged doc's is not made again. */
  pageCache?: SearchPageCache;
  /** `outDir` is being served (`serve`'s): files are replaced whole, never written in place (replace-file.ts). */
  served?: boolean;
  /** A warm build's: whether the folder already holds the index of these pages as it would be written (then it is kept). */
  kept?: (outputPath: string, pages: readonly SearchPage[], language: string) => boolean;
}

export async function writeSearchFiles(options: SearchFilesOptions): Promise<void> {
  const { outDir, config, model, cacheDir } = options;
  // Pages link to it, and the link gate may read the output before this stage ends: written at
  // once, before the first await, so it is there whenever the gate runs.
  if (config.search.searchPagePath !== false) {
    putFileSync(options.served ?? false)(path.join(outDir, OPENSEARCH_FILE), Buffer.from(openSearchDescription(config)));
  }
  if (options.index === false) return;
  const perVersion = versionIndexFolders(config, modelList(model));
  if (perVersion) {
    for (const version of modelList(model)) {
      const pages = options.pageCache ? await options.pageCache.all(config, version) : searchPages(config, version);
      const outputPath = path.join(outDir, LOCAL_INDEX_DIR, perVersion.get(version.siteVersion.name)!);
      if (options.kept?.(outputPath, pages, config.i18n.defaultLocale)) continue;
      await writeIndex({ pages, outputPath, language: config.i18n.defaultLocale, cacheDir, background: options.background ?? false, thread: options.thread ?? false });
    }
    return;
  }
  const pages = options.pageCache ? await options.pageCache.all(config, model) : searchPages(config, model);
  if (config.search.provider === 'local') {
    const job = { pages, outputPath: path.join(outDir, LOCAL_INDEX_DIR), language: config.i18n.defaultLocale, cacheDir, background: options.background ?? false };
    if (options.kept?.(job.outputPath, pages, job.language)) return;
    await (options.indexThread ? options.indexThread.write(job) : writeIndex({ ...job, thread: options.thread ?? false }));
  } else {
    // Only `docsgen search push` reads them (tens of MB on a large site), so only sites on Algolia get them.
    await writeOut(path.join(outDir, RECORDS_FILE), JSON.stringify(pages.flatMap(pageRecords)), options.served ?? false);
  }
}

async function writeOut(file: string, contents: string, served: boolean): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await putFile(served)(file, Buffer.from(contents));
}
