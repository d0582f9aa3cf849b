/**
 * Opening and closing the search modal: Ctrl/Cmd+K (a toggle, even in a field), `/` (not in a
 * field), the button, a letter typed on the focused button, the page's selection as the query;
 * Escape (one press), the overlay and Cancel close; focus stays inside and comes back to the
 * button; the page does not scroll under the modal and is where it was after.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser-suite.ts';
import { openPage } from '../helpers/browser.ts';
import { dialog, openSearch, searchButton, searchFor, searchInput, sections, settled } from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const test = browserSuite('search modal: opening and closing', buildRealSite);

const isOpen = async (page: Page) => (await dialog(page).count()) === 1;
const focusIsOnButton = (page: Page) => page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button') ?? false);
const focusIsInInput = (page: Page) => page.evaluate(() => document.activeElement?.id === 'docsearch-input');

test('Ctrl+K opens with the input focused, Ctrl+K again closes and focus returns to the button', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  assert.ok(await dialog(page).isVisible());
  assert.is(await dialog(page).getAttribute('aria-modal'), 'true');
  assert.ok(await focusIsInInput(page));
  await page.keyboard.press('Control+k');
  assert.not.ok(await isOpen(page));
  assert.ok(await focusIsOnButton(page));
  await page.keyboard.press('Meta+k');
  await dialog(page).waitFor();
  await page.keyboard.press('Meta+K');
  assert.not.ok(await isOpen(page), 'Cmd+Shift+K toggles too');
  await page.context().close();
});

test('"/" opens, but types a slash in a field; Ctrl+K works from inside a field', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('afterbegin', '<input id="field" aria-label="field"><textarea id="area" aria-label="area"></textarea><div id="editable" contenteditable="true" aria-label="editable"></div>');
  });
  for (const id of ['field', 'area', 'editable']) {
    await page.focus(`#${id}`);
    await page.keyboard.press('/');
    assert.not.ok(await isOpen(page), `no modal from "/" in #${id}`);
    assert.match(await page.evaluate((i) => (document.getElementById(i) as HTMLInputElement).value ?? document.getElementById(i)!.textContent, id) ?? (await page.textContent(`#${id}`)) ?? '', '/');
  }
  await page.focus('#field');
  await page.keyboard.press('Control+k');
  await dialog(page).waitFor();
  assert.ok(await focusIsInInput(page));
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await dialog(page).waitFor();
  assert.is(await searchInput(page).inputValue(), '', 'the slash is not typed into the search box');
  await page.context().close();
});

test('the button opens it; a letter or digit typed on the focused button becomes the query', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await searchButton(page).click();
  await dialog(page).waitFor();
  await page.keyboard.press('Escape');
  assert.ok(await focusIsOnButton(page));
  await page.keyboard.press('q');
  await dialog(page).waitFor();
  await settled(page);
  assert.is(await searchInput(page).inputValue(), 'q', 'typed once, not twice');
  await page.keyboard.type('uality');
  await settled(page);
  assert.is(await searchInput(page).inputValue(), 'quality');
  assert.ok((await sections(page)).length > 0, 'results for the typed query');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+f');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  assert.ok(await focusIsOnButton(page));
  await page.keyboard.press('Shift');
  await page.keyboard.press('F5');
  assert.not.ok(await isOpen(page), 'Ctrl+F, Shift or F5 on the button do not open search');
  await page.keyboard.press('7');
  await dialog(page).waitFor();
  assert.is(await searchInput(page).inputValue(), '7');
  await page.context().close();
});

test('text selected on the page becomes the query, selected in the box', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/Configurations/basic-configuration`);
  await page.evaluate(() => {
    const heading = document.querySelector('h3#cachedir code') ?? document.querySelector('h3#cachedir')!;
    const range = document.createRange();
    range.selectNodeContents(heading);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await openSearch(page);
  assert.is(await searchInput(page).inputValue(), 'cacheDir');
  assert.equal(await searchInput(page).evaluate((i: HTMLInputElement) => [i.selectionStart, i.selectionEnd]), [0, 8]);
  assert.ok(await focusIsInInput(page));
  assert.ok((await sections(page)).some((s) => s.rows.some((r) => r.href.endsWith('#cachedir'))), 'searched at once');
  await page.context().close();
});

test('a long selection is cut to 64 characters', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('.markdown p')!);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  const selected = await page.evaluate(() => getSelection()!.toString().trim());
  assert.ok(selected.length > 64);
  await openSearch(page);
  assert.is(await searchInput(page).inputValue(), selected.slice(0, 64));
  await page.context().close();
});

test('one Escape closes, whether results are showing or not', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'sharp');
  assert.is(await searchInput(page).getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Escape');
  assert.not.ok(await isOpen(page));
  assert.ok(await focusIsOnButton(page));
  await openSearch(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  assert.not.ok(await isOpen(page), 'Escape with focus on a button in the modal');
  await page.context().close();
});

test('a click on the overlay closes; a click inside does not, and keeps focus in the dialog', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  // DocSearch's frame (behaviour.md §1.3): a header with the form, the dropdown, a footer.
  assert.equal(await page.locator('.DocSearch-Modal > *').evaluateAll((all) => all.map((e) => `${e.localName}.${e.className.split(' ')[0]}`)), [
    'header.DocSearch-SearchBar',
    'div.DocSearch-Dropdown',
    'footer.DocSearch-Footer',
  ]);
  await page.locator('.DocSearch-Footer').click();
  assert.ok(await isOpen(page));
  assert.ok(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null), 'focus in the dialog, not on <body>');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null), 'Tab stays in the dialog');
  await page.mouse.click(40, 400);
  assert.not.ok(await isOpen(page));
  assert.ok(await focusIsOnButton(page));
  await page.context().close();
});

test('Cancel closes on narrow screens and is hidden on wide ones', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`, { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  await searchButton(page).tap();
  await dialog(page).waitFor();
  const cancel = page.getByRole('button', { name: 'Cancel' });
  assert.ok(await cancel.isVisible());
  assert.is(await cancel.getAttribute('aria-label'), 'Cancel');
  await cancel.tap();
  assert.not.ok(await isOpen(page));
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSearch(page);
  assert.not.ok(await cancel.isVisible());
  await page.context().close();
});

test('Tab and Shift+Tab stay inside the modal', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'image');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal'))), `focus inside after key ${i}`);
  }
  await page.context().close();
});

test('a navigation finishing under an open modal leaves it open, with its query', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'picture');
  await page.evaluate(() => (document.querySelector('.doc-sidebar a[href="/docs/getting-started"]') as HTMLAnchorElement).click());
  await page.waitForFunction(() => location.pathname === '/docs/getting-started' && document.querySelector('article h1')?.textContent === 'Getting Started');
  assert.ok(await isOpen(page), 'still open');
  assert.is(await searchInput(page).inputValue(), 'picture');
  await page.context().close();
});

test('the page does not scroll under the modal, and is back where it was after', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/Configurations/basic-configuration`);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForFunction(() => window.scrollY === 900);
  await openSearch(page);
  assert.ok(await page.evaluate(() => document.body.classList.contains('DocSearch--active')));
  assert.is(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
  await page.mouse.move(40, 400);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  assert.is(await page.evaluate(() => window.scrollY), 900, 'wheel over the overlay');
  await page.keyboard.press('Escape');
  assert.not.ok(await page.evaluate(() => document.body.classList.contains('DocSearch--active')));
  assert.is(await page.evaluate(() => window.scrollY), 900);
  await page.context().close();
});

test.run();
