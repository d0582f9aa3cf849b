/**
 * Links fetch their page's payload before the click: a `<link rel="prefetch">` once visible,
 * a real load on hover or focus. Nothing at all on 2g or with data saving on.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import type { BrowserContext } from 'playwright-core';
import { buildRealSite } from '../helpers/site.ts';
import { hydrated } from '../helpers/browser.ts';

const test = browserSuite('link prefetch', buildRealSite);

function payloadRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_docsgen/routes/')) seen.push(pathname);
  });
  return seen;
}

/** A connection as `navigator.connection` reports it, set before the page's scripts run. */
async function withConnection(context: BrowserContext, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await context.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
}

test('links in view get a prefetch link for their payload', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await hydrated(page);
  await page.waitForSelector('head link[rel="prefetch"][href="/_docsgen/routes/docs/getting-started.json"]', { state: 'attached' });
  const hrefs = await page.$$eval('head link[rel="prefetch"]', (links) => links.map((l) => l.getAttribute('href')));
  assert.is(new Set(hrefs).size, hrefs.length, 'each route once');
  assert.not.ok(hrefs.includes('/_docsgen/routes/docs/intro.json'), 'not the page on screen');
  await context.close();
});

test('hovering or focusing a link loads its payload before the click', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const seen = payloadRequests(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await hydrated(page);
  // Below the fold: not prefetched for being visible.
  const footerLink = page.locator('footer a[href="/docs/intro"]');
  await page.hover('.doc-sidebar a[href="/docs/qa"]');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/_docsgen/routes/docs/qa.json')));
  assert.ok(seen.includes('/_docsgen/routes/docs/qa.json'));
  assert.ok(await footerLink.count());
  await page.focus('.pagination-nav__link--next');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/_docsgen/routes/docs/getting-started.json')));
  await context.close();
});

test('a route loaded by a hover is not prefetched again when its link scrolls into view', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 220 } });
  const seen = payloadRequests(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await hydrated(page);
  await page.waitForTimeout(300);
  // A sidebar link out of view (below the sidebar's fold): not prefetched yet.
  const hrefs = await page.$$eval('.doc-sidebar a.menu__link[href^="/docs/"]', (links) =>
    links.filter((a) => a.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })).map((a) => a.getAttribute('href')!),
  );
  const href = hrefs.reverse().find((h) => h !== '/docs/intro' && !seen.includes(`/_docsgen/routes${h}.json`));
  assert.ok(href, `a link not prefetched yet among ${hrefs.join(' ')}`);
  const payload = `/_docsgen/routes${href}.json`;
  // The pointer over the link first (a real hover would scroll it into view before the pointer
  // arrives, racing the viewport's own prefetch), then the link scrolled into view.
  const link = page.locator(`.doc-sidebar a.menu__link[href="${href}"]`);
  await link.dispatchEvent('mouseover');
  await page.waitForFunction((p) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(p)), payload);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  assert.equal(seen.filter((p) => p === payload), [payload], 'fetched once');
  assert.is(await page.locator(`head link[rel="prefetch"][href="${payload}"]`).count(), 0);
  await context.close();
});

for (const [name, connection] of [
  ['a 2g connection', { effectiveType: '2g', saveData: false }],
  ['data saving on', { effectiveType: '4g', saveData: true }],
] as const) {
  test(`nothing is prefetched on ${name}`, async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await withConnection(context, connection);
    const seen = payloadRequests(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await hydrated(page);
    await page.hover('.doc-sidebar a[href="/docs/qa"]');
    await page.waitForTimeout(500);
    assert.equal(seen, []);
    assert.is(await page.locator('head link[rel="prefetch"]').count(), 0);
    // Navigation itself still works.
    await page.click('.doc-sidebar a[href="/docs/qa"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Q&A');
    await context.close();
  });
}

test.run();
