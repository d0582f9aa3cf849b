/**
 * A search client outlives the index it read: a tab left open across a deploy, or a page open in
 * `serve` while a saved doc is indexed again. When the files its metadata names are gone, it
 * reads the new index and answers from it, instead of reporting search as unavailable.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as assert from 'uvu/assert';
import type { BuildResult } from '../../src/cli/build/build.ts';
import { writePagefindIndex } from '../../src/cli/search/pagefind-index.ts';
import { searchPages } from '../../src/cli/search/records.ts';
import { LOCAL_INDEX_DIR } from '../../src/runtime/search/types.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { openHarness, runInPage, search, withProviderHarness } from './provider-harness.ts';
import { buildSearchSite } from './search-site.ts';

let copy: BuildResult | undefined;

/** The search site's output, copied: these tests replace its index. */
async function copiedSite(): Promise<BuildResult> {
  const site = await buildSearchSite();
  const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'docsgen-index-replaced-')), 'build');
  await cp(site.outDir, outDir, { recursive: true });
  copy = await withProviderHarness({ ...site, outDir });
  return copy;
}

const test = browserSuite('search: a client whose index was replaced', copiedSite);

test.after(async () => {
  if (copy) await rm(path.dirname(copy.outDir), { recursive: true, force: true });
});

/** Writes the site's index again in place, with `title` for the page now titled `was`. */
async function replaceIndex(site: BuildResult, was: string, title: string): Promise<void> {
  const pages = searchPages(site.config, site.model).map((page) => (page.title === was ? { ...page, title } : page));
  assert.ok(pages.some((page) => page.title === title), `a page titled ${was}`);
  await writePagefindIndex(pages, path.join(site.outDir, LOCAL_INDEX_DIR), 'en');
}

test('after the index is replaced, a query that needs files the old one named answers from the new one', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  // The client reads the metadata, a word chunk and the Records page's data.
  assert.ok((await search(page, { query: 'deep' })).hits.length > 0);
  await replaceIndex(copy!, 'Escaping lantern', 'Escaping lantern, indexed again');
  // The lantern page's data was never read: the old index's file for it is gone.
  const answer = await runInPage(page, [{ indexName: 'docsgen', query: 'lantern' }]);
  assert.ok('results' in answer, `an answer, not ${JSON.stringify(answer)}`);
  const titles = 'results' in answer ? answer.results[0]!.hits.map((hit) => hit.hierarchy.lvl1) : [];
  assert.ok(titles.includes('Escaping lantern, indexed again'), titles.join(', '));
  await page.close();
});

test('an index that is gone, not replaced, is still reported as unavailable', async ({ browser, server }) => {
  const page = await browser.newPage();
  await openHarness(page, server.url);
  assert.ok((await search(page, { query: 'deep' })).hits.length > 0);
  await rm(path.join(copy!.outDir, LOCAL_INDEX_DIR, 'fragment'), { recursive: true, force: true });
  const answer = await runInPage(page, [{ indexName: 'docsgen', query: 'quokka' }]);
  assert.ok('error' in answer && answer.error.name === 'SearchUnavailableError', JSON.stringify(answer).slice(0, 300));
  await page.close();
});

test.run();
