/**
 * What a reader sees of the theme's details, measured in the browser: code lines keep their
 * highlight in dark mode, code blocks stand out from a light page, a table's first column is not
 * broken letter by letter, admonitions carry their kind's colour and icon, the mobile "On this
 * page" box and the narrow-screen layout, the skip link invisible until it is used, and the
 * mobile menu marking the Docs item on a doc; the search button's one focus ring and the modal's
 * footer on a phone.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser-suite.ts';
import { openPage } from '../helpers/browser.ts';
import { buildRealSite } from '../helpers/site.ts';

const test = browserSuite('page layout details', buildRealSite);

const style = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.locator(selector).first().evaluate((el, [p, ps]) => getComputedStyle(el, ps ?? null).getPropertyValue(p!), [property, pseudo] as const);

for (const colorScheme of ['light', 'dark'] as const) {
  test(`diff lines keep their own background over the code block's, ${colorScheme}`, async ({ browser, server }) => {
    const page = await openPage(browser, `${server.url}/docs/getting-started`, { colorScheme });
    const block = await style(page, '.code-block:has(.diff) pre', 'background-color');
    const added = await style(page, '.code-block .line.diff.add', 'background-color');
    const removed = await style(page, '.code-block .line.diff.remove', 'background-color');
    assert.is.not(added, block, 'an added line is tinted');
    assert.is.not(removed, block, 'a removed line is tinted');
    assert.is.not(added, removed);
    await page.context().close();
  });
}

test('a code block stands out from a light page', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/getting-started`, { colorScheme: 'light' });
  assert.is.not(await style(page, '.code-block pre', 'background-color'), await style(page, 'body', 'background-color'));
  await page.context().close();
});

test('the options table keeps each option name whole on one line, at 1280 and 390 px (the table scrolls)', async ({ browser, server }) => {
  for (const width of [1280, 390]) {
    const page = await openPage(browser, `${server.url}/docs/Configurations/basic-configuration`, { viewport: { width, height: 900 } });
    const names = await page.locator('.markdown table tbody tr td:first-child code').evaluateAll((codes) =>
      codes.map((c) => ({ text: c.textContent, lines: c.getClientRects().length })),
    );
    assert.ok(names.length > 5, 'the table has its option names');
    assert.equal(names.filter((n) => n.lines > 1), [], `no name broken across lines at ${width} px`);
    assert.is(await page.evaluate(() => document.documentElement.scrollWidth), width, 'the page itself does not scroll sideways');
    await page.context().close();
  }
});

test('admonitions are tinted in their colour and show an icon', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/Features/external-images`);
  const tip = '.admonition--tip';
  assert.is.not(await style(page, tip, 'background-color'), await style(page, '.admonition--tip ~ p, .markdown > p', 'background-color'));
  assert.is.not(await style(page, tip, 'background-color'), 'rgba(0, 0, 0, 0)');
  const icon = await style(page, `${tip} .admonition__title`, 'mask-image', '::before');
  assert.match(icon, /^url\("data:image\/svg\+xml/, 'a drawn icon before the title');
  assert.is(await style(page, `${tip} .admonition__title`, 'width', '::before'), await style(page, `${tip} .admonition__title`, 'height', '::before'));
  await page.context().close();
});

test('on a phone: the doc title is smaller, "On this page" opens with its own chevron, and the doc is full width at 996 px', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/getting-started`, { viewport: { width: 390, height: 800 } });
  assert.is(await style(page, '.doc-title', 'font-size'), '32px');
  const summary = '.toc-collapsible__button';
  assert.is(await style(page, summary, 'list-style-type'), 'none', 'no browser triangle');
  assert.is(await style(page, summary, 'content', '::after'), '""', 'a chevron of its own');
  await page.locator(summary).click();
  assert.is(await style(page, '.toc-collapsible > ul', 'border-top-style'), 'solid', 'a line between the button and the list');
  await page.setViewportSize({ width: 996, height: 800 });
  const column = await page.locator('.doc-column').boundingBox();
  const container = await page.locator('.doc-container').boundingBox();
  assert.ok(column && container && container.width - column.width < 40, `the doc takes the width (${column?.width} of ${container?.width})`);
  await page.context().close();
});

test('the skip link casts no shadow while it waits off screen', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  assert.is(await style(page, '.skip-to-content__link', 'box-shadow'), 'none');
  await page.keyboard.press('Tab');
  assert.is.not(await style(page, '.skip-to-content__link', 'box-shadow'), 'none', 'shown with its shadow');
  await page.context().close();
});

test('the mobile menu marks Docs on a doc page, as the navbar does', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/Features/build-mode`, { viewport: { width: 390, height: 800 } });
  await page.locator('.navbar__toggle').click();
  const docs = page.locator('.navbar-sidebar .menu__link', { hasText: /^Docs$/ });
  await page.locator('.navbar-sidebar__back').click();
  assert.ok(await docs.evaluate((a) => a.classList.contains('menu__link--active')));
  assert.is(await docs.getAttribute('aria-current'), 'page');
  await page.context().close();
});

test('the search button shows one focus ring; the modal has no empty footer on a phone (no key hints there, no credit for the embedded engine)', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.is(await style(page, '.DocSearch-Button', 'outline-style'), 'none');
  assert.match(await style(page, '.DocSearch-Button', 'box-shadow'), /inset/, 'its own ring');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Modal').waitFor();
  assert.is(await page.locator('.DocSearch-Footer').isVisible(), false);
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.ok(await page.locator('.DocSearch-Commands').isVisible(), 'the key hints on a wide screen');
  await page.context().close();
});

test.run();
