/**
 * Recent and favorite searches in localStorage under DocSearch's keys: what a choice saves (a
 * paragraph saves its page), newest first without duplicates, 7 recents (4 beside favorites) and
 * 10 favorites, save / remove / remove from favorites, nothing with `disableUserPersonalization`,
 * and nothing (but no breakage) when storage cannot be written.
 */
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import { collectConsole, launchChromium, openPage, serveBuild, type Served } from '../helpers/browser.ts';
import {
  buildRealSiteWithSearch,
  dialog,
  FAVORITE_KEY,
  openSearch,
  options,
  RECENT_KEY,
  savedHit,
  searchFor,
  seedScript,
  sections,
  stored,
} from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const test = suite<{ browser: Browser; site: Served; private: Served }>('search modal: recent and favorite searches');

test.before(async (context) => {
  const [site, personal] = await Promise.all([buildRealSite(), buildRealSiteWithSearch({ disableUserPersonalization: true })]);
  context.site = await serveBuild(site.outDir);
  context.private = await serveBuild(personal.outDir);
  context.browser = await launchChromium();
});

test.after(async (context) => {
  await context.browser?.close();
  await Promise.all([context.site?.close(), context.private?.close()]);
});

async function seeded(browser: Browser, url: string, lists: Record<string, unknown[]>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Only on the first load: the test's own changes must survive a reload.
  await context.addInitScript({ content: `if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); ${seedScript(lists)} }` });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  return page;
}

/** Chooses the row titled `title` with the mouse (modal closes), then opens the modal again. */
async function choose(page: Page, query: string, title: RegExp): Promise<void> {
  await openSearch(page);
  await searchFor(page, query);
  await options(page).filter({ has: page.locator('.DocSearch-Hit-title', { hasText: title }) }).first().click();
  await dialog(page).waitFor({ state: 'detached' });
  await pageShown(page);
}

/** The page chosen is on screen: the router updates the head (canonical URL) once it shows the route. */
async function pageShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    return canonical !== null && new URL(canonical.href).pathname === location.pathname;
  });
}

test('a chosen page is saved under __DOCSEARCH_RECENT_SEARCHES__docsgen without highlights, and listed as Recent', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await choose(page, 'quality', /^quality$/);
  const [saved] = (await stored(page, RECENT_KEY)) ?? [];
  assert.ok(saved);
  assert.is(saved.url, '/docs/Configurations/basic-configuration#quality');
  assert.is(saved.type, 'lvl3');
  for (const key of ['_highlightResult', '_snippetResult']) assert.not.ok(key in saved, key);
  assert.is((saved.__docsearch_parent as { type?: string } | undefined)?.type, 'lvl1', 'its page is kept with it');
  await openSearch(page);
  const [recent] = await sections(page);
  assert.is(recent?.title, 'Recent');
  assert.equal(recent?.rows.map((r) => [r.title, r.path, r.href, r.icon]), [['quality', 'Basic Configuration', saved.url, 'DocSearch-Recent-Icon']]);
  await page.context().close();
});

test('a paragraph saves its page; newest first, one entry per page', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'sharp recommends');
  const paragraph = options(page).filter({ has: page.locator('.DocSearch-Content-Icon') }).first();
  assert.is(await paragraph.locator('.DocSearch-Hit-path').textContent(), 'Q&A');
  await paragraph.click();
  await dialog(page).waitFor({ state: 'detached' });
  await pageShown(page);
  let recents = (await stored(page, RECENT_KEY)) ?? [];
  assert.equal(recents.map((r) => [r.type, r.url]), [['lvl1', '/docs/qa']], 'the page of the paragraph');
  await choose(page, 'remote images', /^RemoteImage component$/);
  await choose(page, 'sharp', /^Q&A$/);
  recents = (await stored(page, RECENT_KEY)) ?? [];
  assert.equal(recents.map((r) => r.url), ['/docs/qa', '/docs/Features/remote-image-component']);
  await page.context().close();
});

test('7 recents without favorites; 4 recents and 10 favorites at most', async ({ browser, site }) => {
  const recents = Array.from({ length: 9 }, (_, i) => savedHit(i));
  let page = await seeded(browser, `${site.url}/docs/intro`, { [RECENT_KEY]: recents });
  await openSearch(page);
  assert.equal((await sections(page)).map((s) => [s.title, s.rows.length]), [['Recent', 7]]);
  assert.equal((await sections(page))[0]!.rows.map((r) => r.title), recents.slice(0, 7).map((r) => r.hierarchy.lvl1), 'newest first');
  await page.context().close();
  const favorites = Array.from({ length: 12 }, (_, i) => savedHit(100 + i));
  page = await seeded(browser, `${site.url}/docs/intro`, { [RECENT_KEY]: recents, [FAVORITE_KEY]: favorites });
  await openSearch(page);
  assert.equal((await sections(page)).map((s) => [s.title, s.rows.length]), [['Recent', 4], ['Favorite', 10]]);
  // A new choice keeps the list at its limit.
  await page.keyboard.press('Escape');
  await choose(page, 'sharp', /^Q&A$/);
  assert.equal((await stored(page, RECENT_KEY))?.map((r) => r.url), ['/docs/qa', ...recents.slice(0, 3).map((r) => r.url)]);
  await page.context().close();
});

test('save a recent search as favorite, remove one from history, remove a favorite', async ({ browser, site }) => {
  const page = await seeded(browser, `${site.url}/docs/intro`, { [RECENT_KEY]: [savedHit(1), savedHit(2), savedHit(3)] });
  await openSearch(page);
  const row = (title: string) => page.locator('.DocSearch-Hits-Rows').filter({ has: page.locator('[role=option]', { hasText: title }) });
  assert.equal(await page.locator('.DocSearch-Hit-action-button').evaluateAll((all) => [...new Set(all.map((b) => b.getAttribute('type')))]), ['submit'], 'as DocSearch’s');
  await page.getByRole('button', { name: 'Save this search', description: /Saved page 2/ }).click();
  await page.waitForFunction(() => document.querySelectorAll('.DocSearch-Hit-source').length === 2);
  assert.equal((await sections(page)).map((s) => [s.title, s.rows.map((r) => r.title)]), [['Recent', ['Saved page 1', 'Saved page 3']], ['Favorite', ['Saved page 2']]]);
  assert.equal((await stored(page, FAVORITE_KEY))?.map((r) => r.objectID), ['saved-2']);
  assert.equal((await stored(page, RECENT_KEY))?.map((r) => r.objectID), ['saved-1', 'saved-3']);
  assert.ok(await page.evaluate(() => document.activeElement?.id === 'docsearch-input'), 'focus back in the box');
  await page.getByRole('button', { name: 'Remove this search from history', description: /Saved page 1/ }).click();
  await page.waitForFunction(() => !document.body.textContent?.includes('Saved page 1'));
  assert.equal((await stored(page, RECENT_KEY))?.map((r) => r.objectID), ['saved-3']);
  await page.getByRole('button', { name: 'Remove this search from favorites' }).click();
  await page.waitForFunction(() => !document.body.textContent?.includes('Saved page 2'));
  assert.equal(await stored(page, FAVORITE_KEY), []);
  assert.is(await row('Saved page 3').count(), 1);
  await page.context().close();
});

test('choosing a favorite again does not add it to the recent searches', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await choose(page, 'sharp', /^Q&A$/);
  await openSearch(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.waitForFunction(() => document.querySelector('.DocSearch-Hit-source')?.textContent === 'Favorite');
  await page.keyboard.press('Escape');
  await choose(page, 'sharp', /^Q&A$/);
  assert.equal(await stored(page, RECENT_KEY), []);
  assert.is((await stored(page, FAVORITE_KEY))?.length, 1);
  await page.context().close();
});

test('disableUserPersonalization: an empty start screen, nothing stored', async ({ browser, private: server }) => {
  const page = await seeded(browser, `${server.url}/docs/intro`, { [RECENT_KEY]: [savedHit(1)] });
  await openSearch(page);
  assert.is((await page.locator('.DocSearch-Dropdown').innerText()).trim(), '', 'no "No recent searches", no lists');
  await page.keyboard.press('Escape');
  await page.evaluate((key) => localStorage.removeItem(key), RECENT_KEY);
  await choose(page, 'sharp', /^Q&A$/);
  assert.is(await stored(page, RECENT_KEY), null);
  assert.is(await stored(page, FAVORITE_KEY), null);
  await page.context().close();
});

test('storage that cannot be written: stored searches are empty, choosing still works', async ({ browser, site }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({
    content: `${seedScript({ [RECENT_KEY]: [savedHit(1)] })}
      Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };`,
  });
  const page = await context.newPage();
  const console = collectConsole(page);
  await page.goto(`${site.url}/docs/intro`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  await openSearch(page);
  assert.is((await page.locator('.DocSearch-StartScreen').innerText()).trim(), 'No recent searches');
  await page.keyboard.press('Escape');
  await choose(page, 'sharp', /^Q&A$/);
  await page.waitForURL('**/docs/qa');
  // The search's own probe is quiet, and reading a doc writes no preferred version (behaviour.md
  // §5.13: only a reader's pick does): nothing is logged.
  assert.equal(console.errors, []);
  await context.close();
});

test.run();
