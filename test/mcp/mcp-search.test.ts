/**
 * `search_docs`'s engine in Node: the site's own client over the index files on disk, asked what
 * the search page asks, and reading the index again when a new build replaced it under a running
 * server.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SiteData } from '../../src/runtime/data.ts';
import { formatHits, indexDir, openDocSearch } from '../../src/cli/mcp/search.ts';
import { buildRealSite, copyFixture, silentLogger, withBuiltMini } from '../helpers/site.ts';
import { build } from '../../src/cli/build/build.ts';
import { tempDir } from '../helpers/temp-dir.ts';

async function siteData(outDir: string): Promise<SiteData> {
  return JSON.parse(await readFile(path.join(outDir, '_docsgen', 'site.json'), 'utf8')) as SiteData;
}

test('hits: title, the URL as the site links it, the heading path, a snippet with the words in bold', async () => {
  const { outDir } = await buildRealSite();
  const search = await openDocSearch(outDir, await siteData(outDir));
  const hits = await search.search('picture', 3);
  assert.is(hits.length, 3);
  // The get-props page says it under Usage › Art direction, in a `<picture>` element (as text, not HTML).
  const section = hits.find((h) => h.url === '/docs/Features/get-props#art-direction');
  assert.ok(section, JSON.stringify(hits));
  assert.equal(section!.headingPath, ['Usage', 'Art direction']);
  assert.is(section!.title, 'Get Optimized Image Props');
  assert.match(section!.snippet, /<\*\*picture\*\*>/);
  assert.not.match(section!.snippet, /&lt;|&amp;|<mark>/);
  assert.match(formatHits('picture', hits), /^1\. Picture component\n {3}URL: \/docs\/Features\/picture-component\n/);
  // Limits are kept between 1 and 50.
  assert.is((await search.search('image', 500)).length <= 50, true);
  assert.is((await search.search('image', 0)).length, 1);
});

test('an index replaced by a new build under a running server is read again', async () => {
  const real = await buildRealSite();
  const out = path.join(await tempDir('docsgen-mcp-search-'), 'build');
  // First the mini fixture's index, then this site's in its place, as a build swaps its output in.
  await withBuiltMini(async () => {}, (miniOut) => cp(indexDir(miniOut), indexDir(out), { recursive: true }));
  const search = await openDocSearch(out, await siteData(real.outDir));
  await rm(indexDir(out), { recursive: true });
  await cp(indexDir(real.outDir), indexDir(out), { recursive: true });
  const hits = await search.search('picture');
  assert.is(hits[0]?.url, '/docs/Features/picture-component');
});

test('an Algolia site: search_docs says why it cannot search, the rest still works', async () => {
  const { outDir } = await buildRealSite();
  const site = await siteData(outDir);
  const algolia = { ...site, search: { ...site.search, provider: 'algolia' } } as unknown as SiteData;
  const search = await openDocSearch(outDir, algolia);
  const error = await search.search('picture').then(() => '', (e: Error) => e.message);
  assert.match(error, /Algolia/);
});

test('a versioned site: search_docs searches the latest version, from its own index', async () => {
  const { dir, cleanup } = await copyFixture('versioned');
  try {
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const search = await openDocSearch(outDir, await siteData(outDir));
    const urls = (await search.search('install')).map((hit) => hit.url.split('#')[0]);
    assert.ok(urls.includes('/docs/install'), urls.join(', '));
    assert.ok(urls.every((url) => !url!.startsWith('/docs/next/') && !url!.startsWith('/docs/1.0/')), urls.join(', '));
    assert.equal(await search.search('turbo'), [], 'a word only Next has');
  } finally {
    await cleanup();
  }
});

test.run();
