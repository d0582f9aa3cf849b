/**
 * The /search page on the embedded engine, on a site of 320 docs: 15 pages a request, the next
 * 15 as the reader scrolls to the end, and as many results in all as the count line says.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildLargeSite, DOCS_PER_CATEGORY, LARGE_CATEGORIES } from '../helpers/large-site.ts';
import { openPage } from '../helpers/browser.ts';

const test = browserSuite('search page scroll (embedded engine)', buildLargeSite);
const ARTICLES = '.search-page article';

test('more results load on scroll, one per page, until the count is reached', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/search?q=topic`);
  await page.waitForSelector(ARTICLES);
  const docs = LARGE_CATEGORIES * DOCS_PER_CATEGORY;
  assert.is(await page.locator('.search-page__count').textContent(), `${docs} documents found`);
  assert.is(await page.locator(ARTICLES).count(), 15);
  assert.is(await page.locator('.search-page__loader').textContent(), 'Fetching new results...');
  await page.locator('.search-page__loader').scrollIntoViewIfNeeded();
  await page.waitForFunction((s) => document.querySelectorAll(s).length === 30, ARTICLES);
  const paths = await page.locator(`${ARTICLES} h2 a`).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  assert.is(new Set(paths).size, 30, 'no page twice');
  assert.ok(paths.every((p) => /^\/docs\/area-\d+\/topic-\d+-\d+$/.test(p)), paths.join(' '));
  await page.context().close();
});

test.run();
