/** Navbar dropdowns open on hover and from the keyboard; the locale dropdown lists the one locale. */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import type { Page } from 'playwright-core';
import { buildShellSite } from '../helpers/site.ts';
import { openPage } from '../helpers/browser.ts';

const test = browserSuite('navbar dropdowns', buildShellSite);

const more = (page: Page) => page.locator('nav[aria-label="Main"] details.dropdown', { hasText: 'More' });

test('hovering opens the dropdown and leaving closes it', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  assert.not.ok(await more(page).getByRole('link', { name: 'First guide' }).isVisible());
  await more(page).locator('summary').hover();
  assert.ok(await more(page).getByRole('link', { name: 'First guide' }).isVisible());
  // Moving onto the label and clicking does not snap it shut.
  await more(page).locator('summary').click();
  assert.ok(await more(page).getByRole('link', { name: 'First guide' }).isVisible());
  await page.mouse.move(600, 500);
  assert.not.ok(await more(page).getByRole('link', { name: 'First guide' }).isVisible());
  await page.context().close();
});

test('keyboard: Enter opens, arrows move, Escape closes back to the label, a choice navigates', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  await more(page).locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.ok(await more(page).getByRole('link', { name: 'First guide' }).isVisible());
  await page.keyboard.press('Escape');
  assert.not.ok(await more(page).getByRole('link', { name: 'First guide' }).isVisible());
  assert.is(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'First guide');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Second guide');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'First guide', 'wraps');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'The first guide');
  assert.not.ok(await more(page).getByRole('link', { name: 'First guide' }).isVisible(), 'closed after the choice');
  await page.context().close();
});

test('the locale dropdown shows the single locale, marked current', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  const locale = page.locator('details.dropdown--locale');
  assert.is((await locale.locator('summary').textContent())?.trim(), 'English');
  await locale.locator('summary').click();
  const items = locale.locator('.dropdown__menu a');
  assert.is(await items.count(), 1);
  assert.is(await items.first().getAttribute('aria-current'), 'page');
  assert.is(await items.first().getAttribute('lang'), 'en');
  await page.context().close();
});

test.run();
