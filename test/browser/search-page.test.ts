/**
 * The /search page with the Algolia provider against fake hosts, in Chromium: the field bound to
 * `?q=` (typing replaces the history entry; Back and Forward bring an entry's query), title and
 * count, results with breadcrumbs and highlighted snippets (hostile records shown as text),
 * infinite scroll, no results, the client router for result links, and the browser build's XHR
 * transporter walking past a hanging and a down host — or saying the service is unreachable.
 */
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildAlgoliaSite } from '../helpers/algolia-site.ts';
import { collectConsole, hydrated, markWindow, openPage, servePlain, windowMarked } from '../helpers/browser.ts';

const test = browserSuite('search page', () => buildAlgoliaSite().then((s) => s.result));
test.after(async () => (await buildAlgoliaSite()).close());
test.before.each(async () => {
  const site = await buildAlgoliaSite();
  site.primary.setFault('none');
  site.fallback.setFault('none');
  site.primary.requests.length = 0;
  site.fallback.requests.length = 0;
});

const articles = (page: Page) => page.locator('.search-page article');
const countLine = (page: Page) => page.locator('.search-page__count');

async function openSearch(browser: Browser, url: string): Promise<Page> {
  return openPage(browser, url);
}

test('a linked query: title, head, field, count and results with breadcrumbs and snippets', async ({ browser, server }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const log = collectConsole(page);
  const missing: string[] = [];
  page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
  await page.goto(`${server.url}/search?q=picture`);
  await hydrated(page);
  await page.waitForSelector('.search-page article');
  assert.is(await page.locator('h1').textContent(), 'Search results for "picture"');
  assert.is(await page.title(), 'Search results for "picture" | Mini');
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('search-page-wrapper')));
  assert.is(await page.getAttribute('meta[property="robots"]', 'content'), 'noindex, follow');
  const input = page.getByRole('searchbox', { name: 'Search' });
  assert.is(await input.inputValue(), 'picture');
  assert.is(await input.getAttribute('placeholder'), 'Type your search here');
  assert.is(await input.getAttribute('autocomplete'), 'off');
  assert.is(await input.getAttribute('name'), 'q');
  assert.ok(await input.evaluate((el) => el === document.activeElement), 'focused');
  assert.is(await countLine(page).textContent(), '3 documents found');
  assert.is(await articles(page).count(), 3);
  const usage = articles(page).filter({ hasText: 'serve WebP' });
  assert.is(await usage.locator('h2 a').textContent(), 'Usage');
  assert.is(await usage.locator('h2 a').getAttribute('href'), '/docs/Features/picture-component#usage', 'path and hash under baseUrl');
  assert.equal(await usage.locator('nav[aria-label="breadcrumbs"] li').allTextContents(), ['Features', 'Picture component']);
  assert.is(await usage.locator('nav[aria-label="breadcrumbs"] mark').textContent(), 'Picture');
  assert.is(await usage.locator('.search-result__summary').textContent(), 'Use the Picture component to serve WebP and AVIF images…', 'snippet of 10 words; its ellipsis not doubled');
  assert.is(await usage.locator('.search-result__summary mark').textContent(), 'Picture');
  const logo = page.getByRole('link', { name: 'Search by Algolia' });
  assert.is(await logo.getAttribute('href'), 'https://www.algolia.com/');
  // The request: the browser build, our agent segment, 15 hits, the reader's language and version.
  const [sent] = (await buildAlgoliaSite()).primary.searches();
  const body = (sent!.body as { requests: Record<string, unknown>[] }).requests[0]!;
  assert.is(body.hitsPerPage, 15);
  assert.is(body.page, 0);
  assert.is(body.query, 'picture');
  assert.equal(body.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.match(
    sent!.query['x-algolia-agent']!,
    /^Algolia for JavaScript \(5\.\d+\.\d+\); Lite \(5\.\d+\.\d+\); Browser; docsearch \(3\.8\.2\); docsearch-react \(3\.8\.2\); docusaurus \(3\.7\.0\); docsgen \(\d+\.\d+\.\d+\)$/,
  );
  assert.is(sent!.query['x-algolia-api-key'], 'search-key');
  // 5.64's browser build would add a random request id to the URL: the service's API has none.
  assert.equal(Object.keys(sent!.query).sort(), ['x-algolia-agent', 'x-algolia-api-key', 'x-algolia-application-id']);
  // The sample records lead to pages this small site lacks: the router's prefetch of them 404s.
  assert.ok(missing.every((p) => p.startsWith('/_docsgen/routes/docs/Features/')), missing.join());
  assert.equal(log.errors.filter((e) => !e.includes('status of 404')), []);
  assert.equal(log.warnings, [], 'hydrates without a warning (development React)');
  await page.context().close();
});

test('typing updates the address bar in place and shows the new results; the field stays bound to q', async ({ browser, server }) => {
  const page = await openSearch(browser, `${server.url}/search`);
  assert.is(await page.locator('h1').textContent(), 'Search the documentation');
  assert.is(await page.title(), 'Search the documentation | Mini');
  const entries = await page.evaluate(() => history.length);
  const typedAt = Date.now();
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('build mode', { delay: 40 });
  await page.waitForFunction(() => document.querySelector('.search-page__count')?.textContent === '2 documents found');
  assert.is(new URL(page.url()).searchParams.get('q'), 'build mode');
  assert.is(await page.locator('h1').textContent(), 'Search results for "build mode"');
  assert.is(await page.evaluate(() => history.length), entries, 'typing replaced the entry');
  // As Docusaurus's page: every change schedules a search 300 ms later, none is cancelled; the
  // answers to the earlier letters are dropped, so the screen shows the last query's.
  await page.waitForTimeout(100);
  const searches = (await buildAlgoliaSite()).primary.searches();
  // Each search goes out on its own connection, so a loaded machine may deliver two in either
  // order: sorted by length (each is the one before plus a letter), they are the letters typed.
  const queries = searches.map((r) => (r.body as { requests: { query: string }[] }).requests[0]!.query).sort((a, b) => a.length - b.length);
  assert.equal(queries, ['b', 'bu', 'bui', 'buil', 'build', 'build ', 'build m', 'build mo', 'build mod', 'build mode']);
  assert.ok(Math.min(...searches.map((r) => r.at)) - typedAt >= 290, `the first 300 ms after the first key (${searches[0]!.at - typedAt} ms)`);
  assert.is(await countLine(page).textContent(), '2 documents found');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Search the documentation');
  assert.is(new URL(page.url()).search, '', 'q removed when the field is empty');
  assert.is(await articles(page).count(), 0);
  await page.context().close();
});

test('typing replaces the history entry, so Back leaves the search page; Forward brings the last query back', async ({ browser, server }) => {
  const page = await openSearch(browser, `${server.url}/docs/start`);
  await markWindow(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/search?q=picture');
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  await page.waitForSelector('.search-page article');
  const entries = await page.evaluate(() => history.length);
  const input = page.getByRole('searchbox', { name: 'Search' });
  await input.fill('build');
  await page.waitForTimeout(100);
  await input.fill('build mode');
  await page.waitForFunction(() => document.querySelector('.search-page__count')?.textContent === '2 documents found');
  await page.waitForTimeout(1600);
  await input.press('Enter');
  assert.is(await page.evaluate(() => history.length), entries, 'no entry per keystroke, pause or Enter');
  assert.is(new URL(page.url()).search, '?q=build+mode');
  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/docs/start' && !document.querySelector('.search-page'));
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('.search-page__count')?.textContent === '2 documents found');
  assert.is(await input.inputValue(), 'build mode');
  assert.ok(await windowMarked(page), 'no page load');
  await page.context().close();
});

test('more results load as the reader scrolls to the end of the list', async ({ browser, server }) => {
  const page = await openSearch(browser, `${server.url}/search?q=loader`);
  await page.waitForSelector('.search-page article');
  assert.is(await countLine(page).textContent(), '40 documents found');
  assert.is(await articles(page).count(), 15);
  assert.is(await page.locator('.search-page__loader').textContent(), 'Fetching new results...');
  await page.locator('.search-page__loader').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('.search-page article').length === 30);
  await page.locator('.search-page__loader').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('.search-page article').length === 40);
  assert.is(await page.locator('.search-page__loader').count(), 0, 'no loader after the last page');
  const pages = (await buildAlgoliaSite()).primary.searches().map((r) => (r.body as { requests: { page: number }[] }).requests[0]!.page);
  assert.equal(pages, [0, 1, 2]);
  await page.context().close();
});

test('no results: a plain message, no count', async ({ browser, server }) => {
  const page = await openSearch(browser, `${server.url}/search?q=zzzqqq`);
  await page.waitForSelector('text=No results were found');
  assert.is(await countLine(page).count(), 0);
  assert.is(await articles(page).count(), 0);
  await page.context().close();
});

test('markup in a record is shown as text and never runs', async ({ browser, server }) => {
  const page = await openSearch(browser, `${server.url}/search?q=evil`);
  await page.waitForSelector('.search-page article');
  const article = articles(page).first();
  assert.is(await article.locator('h2 a').textContent(), '<img src=x onerror="window.__xss=1">Evil');
  assert.match((await article.locator('.search-result__summary').textContent()) ?? '', /<\/mark><script>window\.__xss=2<\/script> evil <b>bold<\/b>/);
  assert.is(await page.locator('.search-page img, .search-page script, .search-page b').count(), 0);
  assert.is(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
  await page.context().close();
});

test('a result link opens its page through the client router', async ({ browser, server }) => {
  const page = await openSearch(browser, `${server.url}/search?q=walkthrough`);
  await page.waitForSelector('.search-page article');
  await markWindow(page);
  await articles(page).first().locator('h2 a').click();
  await page.waitForFunction(() => location.pathname === '/docs/Guides/first');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'The first guide');
  assert.is(new URL(page.url()).hash, '#step-two');
  assert.ok(await windowMarked(page), 'no page load');
  assert.not.ok(await page.evaluate(() => document.documentElement.classList.contains('search-page-wrapper')), 'page class removed');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.search-page__count')?.textContent === 'One document found');
  await page.context().close();
});

test('the browser client waits out a hanging host (1 s), skips a down one, and answers from the next', async ({ browser, server }) => {
  const site = await buildAlgoliaSite();
  site.primary.setFault('hang');
  const page = await openSearch(browser, `${server.url}/search`);
  const start = Date.now();
  await page.getByRole('searchbox', { name: 'Search' }).fill('picture');
  await page.waitForSelector('.search-page article', { timeout: 10_000 });
  const elapsed = Date.now() - start;
  assert.ok(elapsed >= 1000 + 300, `connect timeout of the first host, then the fallback (${elapsed} ms)`);
  assert.is(site.primary.searches().length, 1);
  assert.is(site.fallback.searches().length, 1);
  assert.is(await countLine(page).textContent(), '3 documents found');
  // The hanging host is now "timed out" and goes last: the next search is answered at once.
  const second = Date.now();
  await page.getByRole('searchbox', { name: 'Search' }).fill('build mode');
  await page.waitForFunction(() => document.querySelector('.search-page__count')?.textContent === '2 documents found');
  assert.ok(Date.now() - second < 1000, `second search did not wait for the hanging host (${Date.now() - second} ms)`);
  assert.is(site.primary.searches().length, 1);
  await page.context().close();
});

test('every host failing: the page says the service cannot be reached', async ({ browser, server }) => {
  const site = await buildAlgoliaSite();
  site.primary.setFault('reset');
  site.fallback.setFault('error500');
  const page = await openSearch(browser, `${server.url}/search?q=picture`);
  await page.waitForSelector('.search-page__error');
  assert.equal(await page.locator('.search-page__error p').allTextContents(), ['Unable to fetch results', 'You might want to check your network connection.']);
  assert.is(await page.getByRole('alert').count(), 1);
  assert.is(await articles(page).count(), 0);
  assert.is(await page.locator('text=No results were found').count(), 0);
  await page.context().close();
});

test('the search code is not in the first-visit JS of other pages, and loads only on the search page', async ({ browser, server }) => {
  const { result } = await buildAlgoliaSite();
  const html = await readFile(path.join(result.outDir, 'docs/start/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(scripts.length > 0);
  for (const src of scripts) {
    const code = await readFile(path.join(result.outDir, src), 'utf8');
    assert.not.ok(code.includes('Fetching new results'), `${src} holds the results code`);
    assert.not.ok(code.includes('algolia-client-js') || code.includes('Algolia for JavaScript'), `${src} holds the Algolia client`);
  }
  const page = await browser.newPage();
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto(`${server.url}/docs/start`);
  await page.waitForLoadState('networkidle');
  const onDoc = loaded.length;
  // A link to the search page in the content, followed by the client router.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/search', textContent: 'Search the docs' });
    document.querySelector('main')!.append(link);
    link.click();
  });
  await page.waitForSelector('.search-page__input');
  await page.getByRole('searchbox', { name: 'Search' }).fill('picture');
  await page.waitForSelector('.search-page article');
  assert.ok(loaded.length > onDoc + 1, 'chunks fetched when the search page opened');
  await page.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`results, logo and loader have no axe violations (${theme})`, async ({ browser, server }) => {
    const page = await openSearch(browser, `${server.url}/search?q=loader&docsgen-theme=${theme}`);
    await page.waitForSelector('.search-page article');
    assert.is(await page.locator('html').getAttribute('data-theme'), theme);
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (c: Element) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document.querySelector('main')!);
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert.equal(violations, []);
    await page.context().close();
  });
}

test('on a plain static host too', async ({ browser }) => {
  const { result } = await buildAlgoliaSite();
  const plain = await servePlain(result.outDir);
  try {
    const page = await openSearch(browser, `${plain.url}/search/?q=picture`);
    await page.waitForSelector('.search-page article');
    assert.is(await countLine(page).textContent(), '3 documents found');
    await page.context().close();
  } finally {
    await plain.close();
  }
});

test.run();
