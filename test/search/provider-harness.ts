/**
 * Runs the embedded-engine provider in Chromium against a built site: the provider is bundled
 * into the served output (as the client bundle would make it a chunk) with a blank page to run
 * it from, and `search()` is called through `page.evaluate`.
 */
import { build as esbuild } from 'esbuild';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { BuildResult } from '../../src/cli/build/build.ts';
import type { SearchRequest, SearchResult } from '../../src/runtime/search/types.ts';
import { LOCAL_INDEX_DIR } from '../../src/runtime/search/types.ts';
import { ROOT } from '../helpers/site.ts';

export const HARNESS = '/__search-test/';
/** Pagefind's engine without any index: loading it must fail on the index. */
export const NO_INDEX = `${HARNESS}no-index/`;
/** The engine and index with every page's data missing: queries run, results cannot be shown. */
export const NO_DATA = `${HARNESS}no-data/`;

/** Adds the provider bundle and a blank page (`<html lang="en">`, which Pagefind reads) to the output. */
export async function withProviderHarness(site: BuildResult): Promise<BuildResult> {
  const dir = path.join(site.outDir, HARNESS);
  await mkdir(dir, { recursive: true });
  await esbuild({
    entryPoints: [path.join(ROOT, 'src/runtime/search/providers/local.ts')],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    outfile: path.join(dir, 'local-provider.js'),
    logLevel: 'warning',
  });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>harness</title></head><body></body></html>');
  const index = path.join(site.outDir, LOCAL_INDEX_DIR);
  await mkdir(path.join(site.outDir, NO_INDEX), { recursive: true });
  await cp(index, path.join(site.outDir, NO_DATA), { recursive: true, filter: (source) => !source.includes(`${path.sep}fragment`) });
  return site;
}

export async function openHarness(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}${HARNESS}`);
}

type Request = Omit<SearchRequest, 'indexName' | 'query'> & { indexName?: string; query: string };

/** One request through a client made once per page for `indexUrl`; the answer, or the error's name and message. */
export async function search(page: Page, request: Request, indexUrl = `/${LOCAL_INDEX_DIR}/`): Promise<SearchResult> {
  const answer = await runInPage(page, [{ indexName: 'docsgen', ...request } as SearchRequest], indexUrl);
  if ('error' in answer) throw new Error(`${answer.error.name}: ${answer.error.message}`);
  return answer.results[0]!;
}

export type PageAnswer = { results: SearchResult[] } | { error: { name: string; message: string } };

export function runInPage(page: Page, requests: SearchRequest[], indexUrl = `/${LOCAL_INDEX_DIR}/`): Promise<PageAnswer> {
  return page.evaluate(
    async ({ requests, indexUrl, harness }) => {
      type Client = { search(p: { requests: unknown[] }): Promise<{ results: never[] }> };
      const w = window as unknown as { __clients?: Record<string, Promise<Client>> };
      w.__clients ??= {};
      try {
        w.__clients[indexUrl] ??= import(`${harness}local-provider.js`).then((m) =>
          m.createLocalClient({
            provider: 'local',
            indexName: 'docsgen',
            indexUrl,
            searchPagePath: 'search',
            disableUserPersonalization: false,
            contextualSearch: true,
          }),
        );
        const client = await w.__clients[indexUrl];
        return await client.search({ requests });
      } catch (error) {
        delete w.__clients[indexUrl];
        const e = error as Error;
        return { error: { name: e.name, message: e.message } };
      }
    },
    { requests, indexUrl, harness: HARNESS },
  );
}
