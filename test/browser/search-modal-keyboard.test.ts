/**
 * Choosing a result: the first row is active, arrows move through all sections and wrap, Enter
 * opens it in the app (a full page load for `externalUrlRegex`), Ctrl/Cmd+Enter and Shift+Enter
 * open a new tab or window and keep the modal open; a click saves and closes unless a modifier
 * or the middle button was used.
 */
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import { launchChromium, markWindow, openPage, serveBuild, windowMarked, type Served } from '../helpers/browser.ts';
import { activeOption, buildRealSiteWithSearch, dialog, openSearch, options, RECENT_KEY, searchFor, searchInput, stored } from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const test = suite<{ browser: Browser; site: Served; external: Served }>('search modal: keyboard and choosing');

test.before(async (context) => {
  const [site, external] = await Promise.all([buildRealSite(), buildRealSiteWithSearch({ externalUrlRegex: 'Features/build-mode' })]);
  context.site = await serveBuild(site.outDir);
  context.external = await serveBuild(external.outDir);
  context.browser = await launchChromium();
});

test.after(async (context) => {
  await context.browser?.close();
  await Promise.all([context.site?.close(), context.external?.close()]);
});

const activeIndex = (page: Page) => options(page).evaluateAll((all) => all.findIndex((o) => o.getAttribute('aria-selected') === 'true'));
const isOpen = async (page: Page) => (await dialog(page).count()) === 1;

test('the first row is active; arrows move through every section and wrap around', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'quality');
  const count = await options(page).count();
  const perSection = await page.locator('.DocSearch-Hits').evaluateAll((s) => s.map((x) => x.querySelectorAll('[role=option]').length));
  assert.ok(perSection.length >= 2, 'two sections');
  assert.is(await activeIndex(page), 0);
  assert.is(await searchInput(page).getAttribute('aria-activedescendant'), await activeOption(page).getAttribute('id'));
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('ArrowDown');
    assert.is(await activeIndex(page), i);
  }
  assert.is(await searchInput(page).getAttribute('aria-activedescendant'), await options(page).last().getAttribute('id'), 'into the last section');
  await page.keyboard.press('ArrowDown');
  assert.is(await activeIndex(page), 0, 'wraps to the first');
  await page.keyboard.press('ArrowUp');
  assert.is(await activeIndex(page), count - 1, 'wraps to the last');
  assert.is(await activeOption(page).count(), 1);
  assert.equal(await searchInput(page).evaluate((i: HTMLInputElement) => [i.selectionStart, i.value.length]), [7, 7], 'the caret stays put');
  await options(page).nth(2).hover();
  assert.is(await activeIndex(page), 2, 'the mouse makes a row active');
  await page.context().close();
});

test('Enter opens the active result in the app and closes the modal', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await markWindow(page);
  await openSearch(page);
  await searchFor(page, 'sharp effort');
  await page.keyboard.press('ArrowDown');
  const href = (await activeOption(page).getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${href}`);
  assert.not.ok(await isOpen(page));
  assert.ok(await windowMarked(page), 'client-side navigation, no page load');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Q&A');
  assert.is((await stored(page, RECENT_KEY))?.length, 1, 'saved as a recent search');
  await page.context().close();
});

test('Enter on a heading of the page being read scrolls to it', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/Configurations/basic-configuration`);
  await openSearch(page);
  await searchFor(page, 'cacheDir');
  const target = options(page).filter({ has: page.locator('.DocSearch-Hit-title', { hasText: /^cacheDir$/ }) });
  await target.hover();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/docs/Configurations/basic-configuration#cachedir');
  await page.waitForFunction(() => Math.abs(document.getElementById('cachedir')!.getBoundingClientRect().top) < 200);
  assert.ok((await page.evaluate(() => window.scrollY)) > 300, 'scrolled to the heading, not back to the top');
  await page.context().close();
});

test('a result matching externalUrlRegex opens with a page load', async ({ browser, external }) => {
  const page = await openPage(browser, `${external.url}/docs/intro`);
  await markWindow(page);
  await openSearch(page);
  await searchFor(page, 'build mode');
  const first = activeOption(page);
  assert.is(await first.getAttribute('href'), `${external.url}/docs/Features/build-mode`, 'kept absolute');
  assert.is(await first.getAttribute('target'), '_blank');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/docs/Features/build-mode');
  await page.waitForLoadState('load');
  assert.not.ok(await windowMarked(page), 'a full page load');
  await page.context().close();
});

test('Ctrl+Enter and Shift+Enter open a new tab or window and keep the modal open; Alt+Enter does nothing', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'remote');
  const href = (await activeOption(page).getAttribute('href'))!;
  for (const keys of ['Control+Enter', 'Shift+Enter']) {
    const opened = page.context().waitForEvent('page');
    await page.keyboard.press(keys);
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    assert.is(new URL(tab.url()).pathname + new URL(tab.url()).hash, href, keys);
    await tab.close();
    assert.ok(await isOpen(page), `${keys}: still open`);
  }
  assert.is((await stored(page, RECENT_KEY))?.length, 1, 'saved once, no duplicate');
  await page.keyboard.press('Alt+Enter');
  await page.waitForTimeout(300);
  assert.ok(await isOpen(page));
  assert.is(page.context().pages().length, 1);
  await page.context().close();
});

test('a click saves and closes; Ctrl+click and a middle click keep the modal open and save nothing new', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await markWindow(page);
  await openSearch(page);
  await searchFor(page, 'picture');
  // A page in another section: saved as a second recent search (a row of the same page would replace the first).
  const second = page.locator('.DocSearch-Hits').nth(1).locator('[role=option]').first();
  const href = (await second.getAttribute('href'))!;
  const opened = page.context().waitForEvent('page');
  await options(page).first().click({ modifiers: ['Control'] });
  await (await opened).close();
  assert.ok(await isOpen(page), 'Ctrl+click');
  const recents = (await stored(page, RECENT_KEY)) ?? [];
  assert.is(recents.length, 1, 'Ctrl+click saves');
  const tab = page.context().waitForEvent('page');
  await options(page).nth(2).click({ button: 'middle' });
  await (await tab).close();
  assert.ok(await isOpen(page), 'middle click');
  assert.equal(await stored(page, RECENT_KEY), recents, 'a middle click is not a choice');
  await second.click();
  await page.waitForURL(`**${href}`);
  assert.not.ok(await isOpen(page));
  assert.ok(await windowMarked(page));
  assert.is((await stored(page, RECENT_KEY))?.length, 2);
  await page.context().close();
});

test.run();
