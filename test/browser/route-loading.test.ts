/**
 * What a reader sees while the next page loads, and when it cannot: the progress bar after
 * 200 ms (creeping forward, done when the page is on screen), a spinner, an error box with the
 * error and Retry when the network fails, and a reload when the host answers but not with data.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import type { Browser, Page } from 'playwright-core';
import { buildRealSite } from '../helpers/site.ts';
import { markWindow, openPage, windowMarked, type Served } from '../helpers/browser.ts';

const test = browserSuite('route loading', buildRealSite);
const QA_PAYLOAD = '**/_docsgen/routes/docs/qa.json';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the intro with the Q&A payload held back `delay` ms. */
async function introWithSlowQa(browser: Browser, server: Served, delay: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(QA_PAYLOAD, async (route) => {
    await sleep(delay);
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated]', { state: 'attached' });
  return page;
}

const barOffset = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    return bar ? Number(bar.getAttribute('aria-valuenow')) : undefined;
  });

test('the progress bar starts after 200 ms, creeps forward, and completes with the page', async ({ browser, server }) => {
  const page = await introWithSlowQa(browser, server, 2500);
  await markWindow(page);
  const started = Date.now();
  await page.click('.doc-sidebar a[href="/docs/qa"]');
  assert.is(await barOffset(page), undefined, 'no bar at once');
  await page.waitForSelector('#nprogress .bar', { state: 'attached' });
  assert.ok(Date.now() - started >= 190, 'bar appeared no earlier than 200 ms');
  const first = (await barOffset(page))!;
  await page.waitForFunction((v) => Number(document.querySelector('#nprogress .bar')?.getAttribute('aria-valuenow')) > v, first, { timeout: 2000 });
  assert.is(new URL(page.url()).pathname, '/docs/qa', 'the address changes at once');
  assert.is(await page.locator('h1').first().textContent(), 'Introduction', 'the old page stays while loading');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Q&A');
  await page.waitForSelector('#nprogress', { state: 'detached' });
  assert.ok(await windowMarked(page));
  await page.context().close();
});

test('a site colours the bar with --docusaurus-progress-bar-color, as on Docusaurus', async ({ browser, server }) => {
  const page = await introWithSlowQa(browser, server, 1000);
  await page.addStyleTag({ content: ':root { --docusaurus-progress-bar-color: rgb(1, 2, 3); }' });
  await page.click('.doc-sidebar a[href="/docs/qa"]');
  await page.waitForSelector('#nprogress .bar', { state: 'attached' });
  assert.is(await page.$eval('#nprogress .bar', (bar) => getComputedStyle(bar).backgroundColor), 'rgb(1, 2, 3)');
  await page.context().close();
});

test('a fast navigation shows no progress bar', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await page.evaluate(() => {
    (window as unknown as { __bars: number }).__bars = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if ((n as Element).id === 'nprogress') (window as unknown as { __bars: number }).__bars++;
    }).observe(document.body, { childList: true });
  });
  await page.click('.doc-sidebar a[href="/docs/qa"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Q&A');
  await page.waitForTimeout(400);
  assert.is(await page.evaluate(() => (window as unknown as { __bars: number }).__bars), 0);
  await page.context().close();
});

test('a spinner shows while a slow page loads, and goes when it is on screen', async ({ browser, server }) => {
  const page = await introWithSlowQa(browser, server, 1500);
  await page.click('.doc-sidebar a[href="/docs/qa"]');
  const spinner = page.locator('[role="status"] svg#loader');
  await spinner.waitFor({ state: 'visible', timeout: 1200 });
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Q&A');
  assert.is(await spinner.count(), 0);
  await page.context().close();
});

test('a network failure shows the error and a Retry button that loads the page', async ({ browser, server }) => {
  const context = await browser.newContext();
  let block = true;
  await context.route(QA_PAYLOAD, (route) => (block ? route.abort('internetdisconnected') : route.continue()));
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated]', { state: 'attached' });
  await markWindow(page);
  await page.click('.doc-sidebar a[href="/docs/qa"]');
  const box = page.locator('[role="alert"]', { hasText: 'Failed to fetch' });
  await box.waitFor();
  assert.ok(await page.locator('nav[aria-label="Main"]').isVisible(), 'the navbar stays');
  assert.is(new URL(page.url()).pathname, '/docs/qa');
  block = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Q&A');
  assert.is(await box.count(), 0);
  assert.ok(await windowMarked(page), 'recovered without a reload');
  await context.close();
});

test('when the host answers without the payload, the page is loaded from the host instead', async ({ browser, server }) => {
  const context = await browser.newContext();
  await context.route(QA_PAYLOAD, (route) => route.fulfill({ status: 500, body: 'upstream error' }));
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated]', { state: 'attached' });
  await markWindow(page);
  await page.click('.doc-sidebar a[href="/docs/qa"]');
  await page.waitForFunction(() => location.pathname === '/docs/qa' && document.querySelector('h1')?.textContent === 'Q&A');
  await page.waitForSelector('html[data-has-hydrated]', { state: 'attached' });
  assert.not.ok(await windowMarked(page), 'a full page load happened');
  await context.close();
});

test.run();
