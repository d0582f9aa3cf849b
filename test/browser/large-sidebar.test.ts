/**
 * On a large site a page comes with the open part of the sidebar only. Opening a closed category
 * reads the whole sidebar once from `_docsgen/site.json` and shows its links; moving to a doc of
 * another category opens that one, from the route's own slice.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { collectConsole, markWindow, openPage, windowMarked } from '../helpers/browser.ts';
import { buildLargeSite, DOCS_PER_CATEGORY, largeDocPath } from '../helpers/large-site.ts';

const test = browserSuite('large sidebar', buildLargeSite);

test('opening a closed category loads and shows its links, once', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const messages = collectConsole(page);
  const siteJson: string[] = [];
  page.on('request', (request) => request.url().endsWith('/_docsgen/site.json') && siteJson.push(request.url()));
  page.on('response', (response) => response.status() >= 400 && messages.errors.push(`HTTP ${response.status()} ${response.url()}`));
  await page.goto(`${server.url}${largeDocPath(2, 1)}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  const sidebar = page.locator('.doc-sidebar');
  assert.is(await sidebar.locator(`a[href="${largeDocPath(7, 1)}"]`).count(), 0);
  assert.equal(siteJson, [], 'nothing is loaded before a category is opened');

  await sidebar.locator('summary', { hasText: 'Area 7' }).click();
  const link = sidebar.locator(`a[href="${largeDocPath(7, 3)}"]`);
  await link.waitFor({ state: 'visible' });
  assert.is(await sidebar.locator('a[href*="/area-7/"]').count(), DOCS_PER_CATEGORY);

  await sidebar.locator('summary', { hasText: 'Area 9' }).click();
  await sidebar.locator(`a[href="${largeDocPath(9, 1)}"]`).waitFor({ state: 'visible' });
  assert.is(siteJson.length, 1, 'the whole sidebar is read once');

  await markWindow(page);
  await link.click();
  await page.waitForURL(`**${largeDocPath(7, 3)}`);
  await page.locator('h1', { hasText: 'Topic 7.3' }).waitFor();
  assert.ok(await windowMarked(page), 'a client navigation');
  assert.is(await sidebar.locator(`a[href="${largeDocPath(7, 3)}"][aria-current="page"]`).count(), 1);
  assert.equal(messages.errors, []);
  await context.close();
});

test('a client navigation to another category opens it from the route slice', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}${largeDocPath(1, 1)}`);
  await markWindow(page);
  // The next-page link leads out of the first category's last doc into the second category.
  await page.goto(`${server.url}${largeDocPath(1, DOCS_PER_CATEGORY)}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForURL(`**${largeDocPath(2, 1)}`);
  const current = page.locator(`.doc-sidebar a[href="${largeDocPath(2, 1)}"][aria-current="page"]`);
  await current.waitFor({ state: 'visible' });
  assert.ok(await current.isVisible());
  await page.context().close();
});

test.run();
