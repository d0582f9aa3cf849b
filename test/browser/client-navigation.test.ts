/**
 * Same-site links change the page without reloading it: the route's payload is fetched and
 * swapped in, the head follows, Back and Forward restore the scroll position, focus lands at the
 * new page's top (its skip link next) and `#hash` links land on their heading. Every page
 * hydrates without a warning.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';
import { collectConsole, hydrated, markWindow, openPage, windowMarked } from '../helpers/browser.ts';

const test = browserSuite('client navigation', buildRealSite);

test('a sidebar link swaps in the next doc from its payload, without a page load', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await markWindow(page);
  await page.click('.doc-sidebar a[href="/docs/getting-started"]');
  await page.waitForFunction(() => document.title === 'Getting Started | Next Export Optimize Images');
  assert.ok(await windowMarked(page), 'the window survived: no reload');
  assert.is(new URL(page.url()).pathname, '/docs/getting-started');
  assert.is(await page.locator('h1').first().textContent(), 'Getting Started');
  assert.ok(requests.includes('/_docsgen/routes/docs/getting-started.json'), 'payload fetched');
  assert.not.ok(requests.some((p) => p.startsWith('/docs/')), 'no HTML fetched');
  assert.is(await page.getAttribute('meta[name="description"]', 'content'), await page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''));
  assert.match((await page.getAttribute('link[rel="canonical"]', 'href')) ?? '', /\/docs\/getting-started$/);
  assert.is(await page.locator('.breadcrumbs__item--active').textContent(), 'Getting Started');
  assert.is(await page.locator('.doc-sidebar .menu__link--active').textContent(), 'Getting Started');
  assert.match((await page.locator('.pagination-nav__link--prev .pagination-nav__label').textContent()) ?? '', /Introduction/);
  const tocIds = await page.$$eval('.table-of-contents a', (links) => links.map((a) => a.getAttribute('href')));
  for (const href of tocIds) assert.ok(await page.locator(`[id="${href!.slice(1)}"]`).count(), `TOC target ${href}`);
  await page.context().close();
});

test('the search metadata in <head> follows the page: version tags on docs, "default" elsewhere', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const meta = () =>
    page.evaluate(() =>
      ['docusaurus_version', 'docusaurus_tag', 'docsearch:version', 'docsearch:docusaurus_tag'].map((name) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null),
    );
  const onDoc = await meta();
  assert.equal(onDoc, ['current', 'docs-default-current', 'current', 'docs-default-current']);
  await page.click('a.navbar__brand');
  await page.waitForFunction(() => document.title.startsWith('Home |'));
  assert.equal(await meta(), [null, 'default', null, 'default'], 'as the home page’s own HTML has it');
  await page.click('.home-cta');
  await page.waitForFunction(() => document.title.startsWith('Introduction |'));
  assert.equal(await meta(), onDoc);
  const order = await page.evaluate(() => [...document.head.querySelectorAll('meta[name^="docusaurus_"], meta[name^="docsearch:"]')].map((m) => m.getAttribute('name')));
  assert.equal(order, ['docusaurus_locale', 'docusaurus_version', 'docusaurus_tag', 'docsearch:language', 'docsearch:version', 'docsearch:docusaurus_tag'], 'where the server puts them');
  await page.context().close();
});

test('focus moves to the top of the new page, its skip link next; Back and Forward restore the scroll position', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.waitForTimeout(250);
  await page.locator('.pagination-nav__link--next').click();
  await page.waitForFunction(() => location.pathname === '/docs/getting-started' && document.querySelector('h1')?.textContent === 'Getting Started');
  assert.is(await page.evaluate(() => window.scrollY), 0, 'new page starts at the top');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Skip to main content', 'focus at the top of the new page');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content', 'the next Tab offers the skip link');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
  const y = await page.evaluate(() => window.scrollY);
  assert.ok(Math.abs(y - 700) < 5, `scroll restored to 700, got ${y}`);
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting Started');
  assert.is(await page.evaluate(() => window.scrollY), 0);
  assert.ok(await windowMarked(page), 'still the same window');
  await page.context().close();
});

test('a reload, or Back to a page left by a full load, returns to where the reader was', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/getting-started`);
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.waitForTimeout(250);
  const before = await page.evaluate(() => window.scrollY);
  await page.reload();
  await hydrated(page);
  const afterReload = await page.evaluate(() => window.scrollY);
  assert.ok(Math.abs(afterReload - before) < 5, `reload kept ${before}, got ${afterReload}`);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(250);
  await page.goto(`${server.url}/sitemap.xml`);
  await page.goBack();
  await hydrated(page);
  const afterBack = await page.evaluate(() => window.scrollY);
  assert.ok(Math.abs(afterBack - 900) < 5, `Back returned to 900, got ${afterBack}`);
  await page.context().close();
});

test('Back from a heading followed on the same page returns to where the reader was, the top included', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/getting-started`);
  const link = page.locator('.table-of-contents a').nth(1);
  await link.click();
  await page.waitForFunction(() => location.hash !== '' && window.scrollY > 100);
  await page.goBack();
  await page.waitForFunction(() => location.hash === '');
  await page.waitForTimeout(150);
  assert.is(await page.evaluate(() => window.scrollY), 0, 'back at the top, where the page was opened');
  await page.context().close();
});

test('a link to a heading on another page lands on that heading', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const target = await page.evaluate(async () => {
    const payload = await (await fetch('/_docsgen/routes/docs/getting-started.json')).json();
    return payload.toc[1].id as string;
  });
  await markWindow(page);
  await page.evaluate((id) => {
    const a = document.createElement('a');
    a.href = `/docs/getting-started#${id}`;
    a.textContent = 'jump';
    a.id = 'jump';
    document.querySelector('.markdown')!.prepend(a);
  }, target);
  await page.click('#jump');
  await page.waitForFunction(() => location.pathname === '/docs/getting-started');
  await page.waitForFunction((id) => {
    const rect = document.getElementById(id)?.getBoundingClientRect();
    return rect !== undefined && rect.top >= 0 && rect.top < 200;
  }, target);
  assert.is(new URL(page.url()).hash, `#${target}`);
  assert.ok(await windowMarked(page));
  await page.context().close();
});

test('every page hydrates and navigates without a console warning or error', async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = collectConsole(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  for (const route of ['/', '/docs/intro', '/docs/category/features', '/docs/Features/build-mode', '/search', '/no/such/page']) {
    await page.goto(server.url + route);
    await hydrated(page);
  }
  await page.goto(`${server.url}/docs/intro`);
  await hydrated(page);
  for (const href of ['/docs/category/features', '/docs/Features/picture-component', '/']) {
    await page.click(`a[href="${href}"] >> nth=0`);
    await page.waitForFunction((h) => location.pathname === h, href);
    await page.waitForLoadState('networkidle');
  }
  // The one failed response is the not-found page's own HTTP 404, which Chromium logs.
  assert.equal(failed, ['404 /no/such/page']);
  assert.equal(log.errors.filter((e) => !e.includes('status of 404')), []);
  assert.is(log.errors.length, 1);
  assert.equal(log.warnings, []);
  await context.close();
});

test('external links and new-tab clicks are left to the browser', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const external = page.locator('nav[aria-label="Main"] a[href^="https://github.com"]').first();
  assert.is(await external.getAttribute('target'), '_blank');
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.click('.doc-sidebar a[href="/docs/qa"]', { modifiers: ['Control'] })]);
  assert.ok(popup, 'Ctrl+click opened a new tab');
  assert.is(new URL(page.url()).pathname, '/docs/intro', 'the page itself did not move');
  await page.context().close();
});

test('a plain link (markdown `pathname://`) is followed by the browser, not the router', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const payloads: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/_docsgen/routes/') && payloads.push(r.url()));
  await markWindow(page);
  // What the build writes for `[file](pathname:///img/logo.svg)`.
  await page.evaluate(() => document.querySelector('.theme-doc-markdown, article')!.insertAdjacentHTML('afterbegin', '<a id="plain" href="/img/logo.svg" data-docsgen-plain="">file</a>'));
  await page.hover('#plain');
  await page.click('#plain');
  await page.waitForURL(`${server.url}/img/logo.svg`);
  assert.not.ok(await windowMarked(page), 'a page load');
  assert.equal(payloads, [], 'no payload asked for, neither on hover nor on click');
  await page.context().close();
});

test.run();
