/**
 * The search box: its attributes, the 64-character limit, the reset button, the request status
 * (a spinner once a request has waited 300 ms), the previous screen kept while a request runs,
 * and only the latest query's answer shown.
 */
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from '../helpers/browser-suite.ts';
import { openPage } from '../helpers/browser.ts';
import { activeOption, openSearch, options, searchFor, searchInput, sections, settled } from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const test = browserSuite('search modal: the search box', buildRealSite);

const stalled = (page: Page) => page.evaluate(() => document.querySelector('.DocSearch-Container')!.classList.contains('DocSearch-Container--Stalled'));
const dropdownText = (page: Page) => page.locator('.DocSearch-Dropdown').innerText();
/** Holds every request for the embedded index until `release()`. */
async function holdIndex(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let open = false;
  await page.route('**/_docsgen/search/**', (route) => (open ? route.continue() : void held.push(route)));
  return () => {
    open = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

test('the input: a labelled combobox with placeholder "Search docs" and the DocSearch attributes', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  const input = searchInput(page);
  const attributes = await input.evaluate((i) => Object.fromEntries([...i.attributes].map((a) => [a.name, a.value])));
  assert.is(attributes.placeholder, 'Search docs');
  assert.is(attributes.maxlength, '64');
  assert.is(attributes.type, 'search');
  assert.is(attributes.role, 'combobox');
  assert.is(attributes.autocomplete, 'off');
  assert.is(attributes.spellcheck, 'false');
  assert.is(attributes['aria-labelledby'], 'docsearch-label');
  assert.is(await page.locator('#docsearch-label').innerText(), 'Search');
  assert.is(await page.getByRole('combobox', { name: 'Search' }).count(), 1);
  assert.is(await page.locator('form.DocSearch-Form').count(), 1);
  await page.context().close();
});

test('at most 64 characters can be typed, and no more are searched', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  const long = 'xz'.repeat(35);
  await page.keyboard.type(long);
  await settled(page);
  assert.is(await searchInput(page).inputValue(), long.slice(0, 64));
  assert.is(await page.locator('.DocSearch-NoResults strong').textContent(), long.slice(0, 64));
  await page.context().close();
});

test('reset: hidden while empty; clears the query, shows the start screen, keeps focus in the box', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  const reset = page.getByRole('button', { name: 'Clear the query' });
  assert.not.ok(await reset.isVisible());
  await searchFor(page, 'quality');
  assert.ok(await reset.isVisible());
  assert.is(await reset.getAttribute('title'), 'Clear the query');
  await page.keyboard.press('ArrowDown');
  await reset.click();
  await settled(page);
  assert.is(await searchInput(page).inputValue(), '');
  assert.match(await dropdownText(page), 'No recent searches');
  assert.ok(await page.evaluate(() => document.activeElement?.id === 'docsearch-input'));
  assert.not.ok(await reset.isVisible());
  await page.context().close();
});

test('loading, then stalled after 300 ms with a spinner instead of the magnifier, then idle', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const release = await holdIndex(page);
  await openSearch(page);
  await searchInput(page).fill('sharp');
  assert.is(await page.locator('.DocSearch-Dropdown').getAttribute('aria-busy'), 'true', 'loading');
  assert.not.ok(await stalled(page), 'not stalled at once');
  await page.waitForFunction(() => document.querySelector('.DocSearch-Container--Stalled'), undefined, { timeout: 1000 });
  assert.ok(await page.locator('.DocSearch-LoadingIndicator').isVisible());
  assert.not.ok(await page.locator('.DocSearch-MagnifierLabel').isVisible());
  assert.match(await dropdownText(page), 'No recent searches', 'the start screen stays while the request runs');
  release();
  await settled(page);
  assert.not.ok(await stalled(page));
  assert.ok(await page.locator('.DocSearch-MagnifierLabel').isVisible());
  assert.ok((await sections(page)).length > 0);
  await page.context().close();
});

test('the stall timer starts when the request does (300 ms after the keystroke, not before)', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const release = await holdIndex(page);
  await openSearch(page);
  const started = await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#docsearch-input')!;
    const start = performance.now();
    return new Promise<number>((resolve) => {
      setTimeout(() => resolve(Infinity), 3000);
      new MutationObserver(() => {
        if (document.querySelector('.DocSearch-Container--Stalled')) resolve(performance.now() - start);
      }).observe(document.querySelector('.DocSearch-Container')!, { attributes: true });
      // The prototype's setter: React tracks the instance's own `value` and would see no change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'cache');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  });
  assert.ok(started >= 295 && started < 600, `stalled after ${started} ms`);
  release();
  await settled(page);
  await page.context().close();
});

test('results stay on screen while the next keystroke is answered', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'picture');
  const before = await sections(page);
  const release = await holdIndex(page);
  // "sharp" is on pages whose excerpts "picture" did not need: the answer waits for them.
  const fetching = page.waitForRequest((r) => r.url().includes('/_docsgen/search/'));
  await searchInput(page).fill('sharp');
  await fetching;
  await page.waitForTimeout(350);
  assert.ok(await stalled(page));
  assert.equal(await sections(page), before, 'the previous results, not a flash of "No results"');
  release();
  await settled(page);
  assert.ok((await sections(page)).some((s) => s.rows.some((r) => r.href.endsWith('#lower-the-sharp-effort'))));
  await page.context().close();
});

test('only the answer to the latest query is shown, whatever order the answers arrive in', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'x');
  // The first requests are the slowest: earlier keystrokes would be answered last.
  let n = 0;
  await page.route('**/_docsgen/search/**', async (route) => {
    await new Promise((r) => setTimeout(r, Math.max(0, 900 - 150 * n++)));
    await route.continue();
  });
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __screens: string[] }).__screens = seen;
    new MutationObserver(() => seen.push(document.querySelector('.DocSearch-Dropdown')!.textContent ?? '')).observe(document.querySelector('.DocSearch-Dropdown')!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await searchInput(page).fill('');
  await page.keyboard.type('basepath', { delay: 40 });
  await settled(page);
  await page.waitForTimeout(1200);
  const screens = await page.evaluate(() => (window as unknown as { __screens: string[] }).__screens);
  const final = screens[screens.length - 1] ?? '';
  assert.match(final, 'basePath');
  assert.is(screens.filter((s) => s !== final && screens.indexOf(s) > screens.indexOf(final)).length, 0, 'nothing drawn after the final answer');
  assert.is(await activeOption(page).count(), 1);
  assert.ok((await options(page).count()) > 0);
  await page.context().close();
});

test.run();
