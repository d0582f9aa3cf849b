/**
 * The build's search stage: the records (always, for `docsgen search push`), the embedded index
 * when the site searches locally, and the OpenSearch description when it has a search page.
 * Needs only the config and the content model, so it runs beside rendering and the link gate.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_INDEX_DIR, RECORDS_FILE } from '../../runtime/search/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/model.ts';
import { OPENSEARCH_FILE, openSearchDescription } from './opensearch.ts';
import { writePagefindIndex } from './pagefind-index.ts';
import { searchRecords } from './records.ts';

export async function writeSearchFiles(options: { outDir: string; config: SiteConfig; model: ContentModel }): Promise<void> {
  const { outDir, config, model } = options;
  const records = searchRecords(config, model);
  // Pagefind writes its folder first: the records file then lands beside its files.
  if (config.search.provider === 'local') await writePagefindIndex(records, path.join(outDir, LOCAL_INDEX_DIR));
  await writeOut(path.join(outDir, RECORDS_FILE), JSON.stringify(records));
  if (config.search.searchPagePath !== false) await writeOut(path.join(outDir, OPENSEARCH_FILE), openSearchDescription(config));
}

async function writeOut(file: string, contents: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, contents);
}
