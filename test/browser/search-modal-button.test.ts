/**
 * The navbar search button (DocSearch's): its label and key caps by platform, the pressed caps,
 * and that neither the modal's code nor the search index is fetched before the reader shows
 * intent to search.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { openPage } from '../helpers/browser.ts';
import { searchButton } from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const test = browserSuite('search modal: the navbar button', buildRealSite);
const APPLE = `Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });`;
const keyCaps = (page: import('playwright-core').Page) => page.locator('.DocSearch-Button-Keys kbd.DocSearch-Button-Key');

test('off Apple: "Search (Ctrl+K)", a Ctrl cap and a K cap; the server HTML has no caps yet', async ({ browser, server }) => {
  const html = await (await fetch(`${server.url}/docs/intro`)).text();
  const serverButton = /<button[^>]*class="DocSearch DocSearch-Button"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? '';
  assert.match(serverButton, 'aria-label="Search (Command+K)"');
  assert.not.match(serverButton, '<kbd');
  assert.match(html, '<span class="DocSearch-Button-Keys" aria-hidden="true"></span>', 'no key caps before the platform is known');
  const page = await openPage(browser, `${server.url}/docs/intro`);
  assert.is(await searchButton(page).getAttribute('aria-label'), 'Search (Ctrl+K)');
  assert.is(await searchButton(page).getAttribute('type'), 'button');
  assert.is((await searchButton(page).locator('.DocSearch-Button-Placeholder').textContent())?.trim(), 'Search');
  assert.is(await keyCaps(page).count(), 2);
  const ctrl = keyCaps(page).first().locator('svg.DocSearch-Control-Key-Icon');
  assert.equal([await ctrl.getAttribute('width'), await ctrl.getAttribute('height')], ['15', '15']);
  assert.is(await keyCaps(page).last().textContent(), 'K');
  await page.context().close();
});

test('on Apple: "Search (Command+K)" and a ⌘ cap', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: APPLE });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  assert.is(await searchButton(page).getAttribute('aria-label'), 'Search (Command+K)');
  assert.is(await keyCaps(page).first().textContent(), '⌘');
  await page.keyboard.down('Meta');
  assert.ok(await keyCaps(page).first().evaluate((k) => k.classList.contains('DocSearch-Button-Key--pressed')), '⌘ held');
  await page.keyboard.up('Meta');
  assert.not.ok(await keyCaps(page).first().evaluate((k) => k.classList.contains('DocSearch-Button-Key--pressed')));
  await context.close();
});

test('the caps look pressed while Ctrl and K are held', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const pressed = async () => keyCaps(page).evaluateAll((caps) => caps.map((k) => k.classList.contains('DocSearch-Button-Key--pressed')));
  assert.equal(await pressed(), [false, false]);
  await page.keyboard.down('Control');
  assert.equal(await pressed(), [true, false]);
  await page.keyboard.up('Control');
  await page.keyboard.down('k');
  assert.equal(await pressed(), [false, true]);
  await page.keyboard.up('k');
  assert.equal(await pressed(), [false, false]);
  // Only a lower-case k, as DocSearch's cap: Shift+K is not the shortcut.
  await page.keyboard.down('Shift');
  await page.keyboard.down('K');
  assert.equal(await pressed(), [false, false]);
  await page.keyboard.up('K');
  await page.keyboard.up('Shift');
  await page.context().close();
});

test('the modal chunk and the index are fetched on hover, not with the page', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${server.url}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const searchRequests = () => requested.filter((p) => p.includes('SearchModal') || p.includes('/_docsgen/search/'));
  assert.equal(searchRequests(), [], 'nothing of search on page load');
  const warmed = page.waitForRequest((r) => r.url().includes('/_docsgen/search/pagefind-entry.json'));
  await searchButton(page).hover();
  await warmed;
  const fetched = searchRequests();
  assert.ok(fetched.some((p) => /\/assets\/chunks\/SearchModal-[\w-]+\.js$/.test(p)), `modal chunk: ${fetched}`);
  // The engine is docsgen's own, in the provider's chunk (Pagefind's module is not fetched).
  assert.ok(requested.some((p) => /\/assets\/chunks\/local-[\w-]+\.js$/.test(p)), `engine: ${requested}`);
  assert.ok(fetched.some((p) => p.includes('/_docsgen/search/pagefind-entry.json')), `index warmed: ${fetched}`);
  await context.close();
});

test('focus and touch warm search too', async ({ browser, server }) => {
  for (const how of ['focus', 'touch'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: how === 'touch', isMobile: how === 'touch' });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    const chunk = page.waitForRequest((r) => r.url().includes('/assets/chunks/SearchModal-'));
    if (how === 'focus') await searchButton(page).focus();
    else await searchButton(page).dispatchEvent('touchstart');
    await chunk;
    await context.close();
  }
});

test('the first visit loads none of the modal: its texts are only in the lazy chunk', async ({ server }) => {
  const html = await (await fetch(`${server.url}/docs/intro`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  assert.ok(scripts.length > 0);
  for (const script of scripts) {
    assert.not.match(script, 'SearchModal');
    const code = await (await fetch(server.url + script)).text();
    for (const text of ['No recent searches', 'Unable to fetch results', 'Try searching for']) assert.not.ok(code.includes(text), `${script} holds "${text}"`);
  }
});

test.run();
