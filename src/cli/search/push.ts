/**
 * `docsgen search push`: the records of the last build, sent to the Algolia index named in the
 * config with `algoliasearch`'s write client. The index is replaced atomically (records go to a
 * temporary index that is then moved over it), after its settings are set.
 *
 * The admin key comes from the environment only: the config is shipped to every browser, and a
 * key that can write must never be in it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, CONFIG_FILE } from '../config/load.ts';
import { UserError } from '../errors.ts';
import { parseHost } from '../../runtime/search/algolia-hosts.ts';
import { RECORDS_FILE } from '../../runtime/search/types.ts';
import { DOCSEARCH_INDEX_SETTINGS } from './index-settings.ts';

export const ADMIN_KEY_VARIABLE = 'ALGOLIA_ADMIN_KEY';

export interface PushOptions {
  siteDir: string;
  outDir: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface PushResult {
  indexName: string;
  records: number;
}

export async function pushSearchRecords(options: PushOptions): Promise<PushResult> {
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const siteDir = path.resolve(options.siteDir);
  const config = await loadConfig(siteDir);
  const search = config.search;
  if (search.provider !== 'algolia') {
    throw new UserError(
      `search push sends the records to Algolia, but search.provider is "${search.provider}". Set search: { provider: 'algolia', appId, apiKey, indexName } (apiKey: the public search-only key).`,
      { file: CONFIG_FILE },
    );
  }
  const adminKey = env[ADMIN_KEY_VARIABLE];
  if (!adminKey) {
    throw new UserError(
      `${ADMIN_KEY_VARIABLE} is not set. Set it to an Algolia key of app ${search.appId} that may write (Admin API key, or ACLs addObject, deleteIndex, editSettings). It is read from the environment only, never from ${CONFIG_FILE}, whose values are shipped to every browser.`,
    );
  }
  const records = await readRecords(path.resolve(siteDir, options.outDir), siteDir);

  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(search.appId, adminKey, search.hosts ? { hosts: search.hosts.map(parseHost) } : undefined);
  client.addAlgoliaAgent('docsgen');
  const { indexName } = search;
  try {
    // Settings first: the replacement copies them onto the new records, so the live index never
    // serves records without their facets.
    const settings = await client.setSettings({ indexName, indexSettings: DOCSEARCH_INDEX_SETTINGS });
    await client.waitForTask({ indexName, taskID: settings.taskID });
    await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
  } catch (error) {
    throw serviceError(error, search.appId, indexName);
  }
  log(`✔ Pushed ${records.length} search records to Algolia index "${indexName}" (app ${search.appId})`);
  return { indexName, records: records.length };
}

async function readRecords(outDir: string, siteDir: string): Promise<Record<string, unknown>[]> {
  const file = path.join(outDir, RECORDS_FILE);
  const shown = path.relative(siteDir, file) || file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new UserError(`no search records at ${shown}: run \`docsgen build\` first (with the same --out-dir).`);
    }
    throw error;
  }
  let records: unknown;
  try {
    records = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${shown} is not valid JSON (${(error as Error).message}): run \`docsgen build\` again.`);
  }
  if (!Array.isArray(records) || !records.every((r) => r && typeof r === 'object' && typeof (r as { objectID?: unknown }).objectID === 'string')) {
    throw new UserError(`${shown} is not a list of search records with an objectID each: run \`docsgen build\` again.`);
  }
  return records as Record<string, unknown>[];
}

function serviceError(error: unknown, appId: string, indexName: string): unknown {
  const { name, message, status } = error as { name?: string; message?: string; status?: number };
  if (name === 'RetryError') {
    return new UserError(`could not reach Algolia for app ${appId}: every host failed. Check the network, and that appId is right.`, { cause: error });
  }
  if (name === 'ApiError' || name === 'DetailedApiError') {
    const hint =
      status === 403 || status === 401
        ? `check that ${ADMIN_KEY_VARIABLE} is a key of app ${appId} that may write to "${indexName}"`
        : `the index "${indexName}" was left as it was`;
    return new UserError(`Algolia refused the push: ${message} (HTTP ${status}); ${hint}.`, { cause: error });
  }
  return error;
}
