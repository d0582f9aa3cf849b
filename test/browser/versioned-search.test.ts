/**
 * Search on a versioned site (the `versioned` fixture: Next, 2.0 the latest, 1.0), embedded
 * engine, contextual search on: the modal answers within the version of the page it is opened
 * on, reading that version's index alone (no file of another version's index is fetched), and the
 * /search page has a version select whose choice is searched.
 */
import * as assert from 'uvu/assert';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../../src/cli/build/build.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';
import { collectConsole, openPage } from '../helpers/browser.ts';
import { openSearch, options, searchFor } from '../helpers/search-modal.ts';

const test = browserSuite('versioned search', async () => {
  const { dir } = await copyFixture('versioned');
  return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
});

/** The search index folders a page fetched files from (`v-1.0`), in order of first request. */
function indexFolders(page: Page): string[] {
  const folders: string[] = [];
  page.on('request', (request) => {
    const match = /\/_docsgen\/search\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match && !folders.includes(match[1]!)) folders.push(match[1]!);
  });
  return folders;
}

const hrefs = (page: Page) => options(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

test('the modal on a 1.0 page finds 1.0 pages only, from the 1.0 index alone', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/1.0/intro`);
  const console = collectConsole(page);
  const folders = indexFolders(page);
  await openSearch(page);
  await searchFor(page, 'configure');
  const found = await hrefs(page);
  assert.ok(found.length > 0, 'found');
  assert.ok(found.every((href) => href.startsWith('/docs/1.0/')), `1.0 pages only: ${found.join(', ')}`);
  await searchFor(page, 'legacy');
  assert.ok((await hrefs(page)).includes('/docs/1.0/getting-started'), 'a word only 1.0 has');
  assert.equal(folders, ['v-1.0']);
  assert.equal(console.errors, []);
  await page.context().close();
});

test('on a page of the latest version, a word only Next has finds nothing; on a Next page it is found', async ({ browser, server }) => {
  const latest = await openPage(browser, `${server.url}/docs/install`);
  const folders = indexFolders(latest);
  await openSearch(latest);
  await searchFor(latest, 'turbo');
  assert.equal(await hrefs(latest), []);
  await searchFor(latest, 'install');
  const found = await hrefs(latest);
  assert.ok(found.includes('/docs/install'), found.join(', '));
  assert.not.ok(found.some((href) => href.startsWith('/docs/next/') || href.startsWith('/docs/1.0/')));
  assert.equal(folders, ['v-2.0']);
  await latest.context().close();

  const next = await openPage(browser, `${server.url}/docs/next/intro`);
  await openSearch(next);
  await searchFor(next, 'turbo');
  assert.ok((await hrefs(next)).includes('/docs/next/guides/turbo'));
  await next.context().close();
});

test('the search page: a version select, Next first as in Docusaurus; a new choice searches that version', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/search?q=introduction`);
  const select = page.getByRole('combobox', { name: 'Version' });
  await select.waitFor();
  assert.equal(await select.locator('option').allTextContents(), ['Next', '2.0', '1.0']);
  assert.is(await select.inputValue(), 'current');
  const links = () => page.locator('.search-page article h2 a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  await page.waitForSelector('.search-page article');
  assert.ok((await links()).every((href) => href.startsWith('/docs/next/')));
  await select.selectOption('1.0');
  await page.waitForFunction(() => [...document.querySelectorAll('.search-page article h2 a')].some((a) => new URL((a as HTMLAnchorElement).href).pathname.startsWith('/docs/1.0/')));
  assert.ok((await links()).every((href) => href.startsWith('/docs/1.0/')), (await links()).join(', '));
  await page.context().close();
});

test.run();
