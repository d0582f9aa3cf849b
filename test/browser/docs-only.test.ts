/**
 * A docs-only site (`docs.routeBasePath: '/'`) in Chromium: `/` is the `slug: /` doc, its sidebar
 * navigates to the other docs at the root by client navigation, and Back returns home.
 */
import * as assert from 'uvu/assert';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';
import { collectConsole, markWindow, openPage, windowMarked } from '../helpers/browser.ts';

const test = browserSuite('docs-only site', async () => {
  const { dir } = await copyFixture('docs-only');
  return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
});

test('/ is the home doc; its sidebar goes to /install without a reload, and Back returns to /', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/`);
  const console = collectConsole(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  assert.is(await page.locator('h1').first().textContent(), 'Welcome');
  assert.is(await page.locator('.doc-sidebar .menu__link--active').textContent(), 'Welcome');
  await markWindow(page);

  await page.click('.doc-sidebar a[href="/install"]');
  await page.waitForFunction(() => location.pathname === '/install' && document.querySelector('h1')?.textContent === 'Install');
  assert.ok(await windowMarked(page), 'client navigation: no reload');
  assert.ok(requests.includes('/_docsgen/routes/install.json'), 'the payload was fetched');
  assert.not.ok(requests.includes('/install'), 'no HTML fetched');
  assert.is(await page.locator('.doc-sidebar .menu__link--active').textContent(), 'Install');
  assert.is(await page.locator('.breadcrumbs a[aria-label="Home page"]').getAttribute('href'), '/');
  assert.is(await page.locator('.pagination-nav__link--prev').getAttribute('href'), '/');

  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/' && document.querySelector('h1')?.textContent === 'Welcome');
  assert.ok(await windowMarked(page), 'still the same window');
  assert.is(await page.locator('.doc-sidebar .menu__link--active').textContent(), 'Welcome');
  assert.equal(console.errors, []);
  await page.context().close();
});

test.run();
