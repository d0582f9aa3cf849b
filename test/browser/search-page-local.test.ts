/**
 * The /search page on the embedded engine (this site's default): the same page, the same
 * interface, results from the Pagefind index fetched from the site itself — on docsgen's server
 * and on a plain static host. No Algolia logo, no request to any other host.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';
import { markWindow, openPage, servePlain, windowMarked } from '../helpers/browser.ts';

const test = browserSuite('search page (embedded engine)', buildRealSite);
const articles = (page: Page) => page.locator('.search-page article');

test('a query finds its page, with count, breadcrumbs and a link the router follows', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/search?q=picture`);
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).origin));
  await page.waitForSelector('.search-page article');
  assert.match((await page.locator('.search-page__count').textContent()) ?? '', /^(One document|\d+ documents) found$/);
  const first = articles(page).first();
  assert.match((await first.locator('h2 a').getAttribute('href')) ?? '', /^\/docs\/Features\/picture-component/);
  assert.ok((await page.locator('.search-page nav[aria-label="breadcrumbs"]').count()) > 0, 'breadcrumbs shown');
  assert.ok((await page.locator('.search-page article mark').count()) > 0, 'matches marked');
  assert.is(await page.getByRole('link', { name: 'Search by Algolia' }).count(), 0);
  assert.equal([...hosts].filter((h) => h !== server.url), [], 'nothing fetched from elsewhere');
  await markWindow(page);
  await first.locator('h2 a').click();
  await page.waitForFunction(() => location.pathname === '/docs/Features/picture-component');
  assert.ok(await windowMarked(page));
  await page.context().close();
});

test('typing: one result per page, as many as the count says; then no results', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/search`, { viewport: { width: 1280, height: 3000 } });
  await page.getByRole('searchbox', { name: 'Search' }).fill('image');
  await page.waitForSelector('.search-page article');
  assert.is(new URL(page.url()).searchParams.get('q'), 'image');
  // "image" is on every doc of this site: fewer than one request's 15 pages.
  const count = Number(/^(\d+) documents found$/.exec((await page.locator('.search-page__count').textContent()) ?? '')?.[1]);
  assert.ok(count >= 11, `every doc: ${count}`);
  assert.is(await articles(page).count(), count, 'the count is what is listed');
  const paths = await articles(page).locator('h2 a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  assert.is(new Set(paths).size, count, 'each page once');
  assert.is(await page.locator('.search-page__loader').count(), 0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzqqqxx');
  await page.waitForSelector('text=No results were found');
  assert.is(await articles(page).count(), 0);
  await page.context().close();
});

test('a result that is a heading shows words of the text under it as its summary', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/search?q=imageDir`);
  const first = articles(page).first();
  await first.waitFor();
  assert.is(await first.locator('h2').innerText(), 'imageDir');
  // Words of the section around the name, marked.
  const summary = first.locator('p.search-result__summary');
  assert.match(await summary.innerText(), /imageDir.*\.\.\.$/s);
  assert.is(await summary.locator('mark', { hasText: 'imageDir' }).count() > 0, true);
  await page.context().close();
});

test('on a plain static host', async ({ browser }) => {
  const plain = await servePlain((await buildRealSite()).outDir);
  try {
    const page = await openPage(browser, `${plain.url}/search/?q=build`);
    await page.waitForSelector('.search-page article');
    assert.ok((await articles(page).count()) > 0);
    await page.context().close();
  } finally {
    await plain.close();
  }
});

test.run();
