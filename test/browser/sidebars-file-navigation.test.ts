/**
 * A site with two sidebars (a Docusaurus sidebars.js): a client navigation from a doc of one to a
 * doc of the other swaps the sidebar shown, without a page load; and back through a `ref` item.
 */
import * as assert from 'uvu/assert';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { collectConsole, markWindow, openPage, windowMarked } from '../helpers/browser.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

let site: Promise<BuildResult> | undefined;
const buildSidebarsSite = () =>
  (site ??= copyFixture('docusaurus-sidebars').then(({ dir }) => build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() })));

const test = browserSuite('sidebars file navigation', buildSidebarsSite);

const sidebarText = (page: import('playwright-core').Page) => page.locator('.doc-sidebar nav').innerText();

test('from a doc of the docs sidebar to one of the api sidebar, the api sidebar shows', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const console = collectConsole(page);
  assert.match(await sidebarText(page), /Getting Started/);
  await markWindow(page);
  await page.locator('.navbar a', { hasText: 'API' }).first().click();
  await page.waitForURL(`${server.url}/docs/api/overview`);
  await page.locator('.doc-sidebar a[href="/docs/api/server"]', { hasText: 'Server API' }).waitFor();
  const shown = await sidebarText(page);
  assert.match(shown, /API reference/, 'its html item');
  assert.not.match(shown, /Getting Started/, 'not the docs sidebar');
  assert.ok(await windowMarked(page), 'a client navigation, not a page load');

  // Back through the ref: the intro belongs to the docs sidebar, which shows again.
  await page.locator('.doc-sidebar a', { hasText: 'Back to the introduction' }).click();
  await page.waitForURL(`${server.url}/docs/intro`);
  await page.locator('.doc-sidebar a', { hasText: 'Getting Started' }).waitFor();
  assert.not.match(await sidebarText(page), /API reference/);
  assert.ok(await windowMarked(page));
  assert.equal(console.errors, []);
  await page.context().close();
});

test.run();
