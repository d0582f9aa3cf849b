/**
 * At 996 px and below the navbar items and the docs sidebar live in a menu behind the hamburger:
 * docs sidebar first, "← Back to main menu" to the navbar items; focus stays inside while open;
 * Escape, the close button, the backdrop, choosing a doc or the browser's Back closes it.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import type { Page } from 'playwright-core';
import { buildShellSite } from '../helpers/site.ts';
import { animationsDone, openPage } from '../helpers/browser.ts';

const test = browserSuite('mobile menu', buildShellSite);
const MOBILE = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };

const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });

/** Waits for the guide chosen in the menu; if it never shows, says what the page shows instead. */
async function onSecondGuide(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'The second guide', undefined, { timeout: 10_000 });
  } catch {
    const shown = await page.evaluate(() => ({ url: location.href, h1: document.querySelector('h1')?.textContent, menuOpen: document.querySelector('.navbar-sidebar') !== null }));
    assert.unreachable(`the guide never showed: ${JSON.stringify(shown)}`);
  }
}

test('the hamburger opens the docs sidebar first; Back shows the navbar items', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, MOBILE);
  assert.not.ok(await page.locator('.doc-sidebar').isVisible(), 'no sidebar column at 390 px');
  assert.is(await hamburger(page).getAttribute('aria-expanded'), 'false');
  await hamburger(page).click();
  assert.ok(await panel(page).isVisible());
  assert.is(await hamburger(page).getAttribute('aria-expanded'), 'true');
  assert.ok(await panel(page).locator('nav[aria-label="Docs sidebar"] a', { hasText: 'Start here' }).isVisible(), 'secondary menu: the docs sidebar');
  assert.is(await page.evaluate(() => document.body.style.overflow), 'hidden', 'page behind does not scroll');
  await panel(page).getByRole('button', { name: '← Back to main menu' }).click();
  await page.waitForTimeout(350);
  const primary = panel(page).locator('.navbar-sidebar__item').first();
  assert.ok(await primary.locator('a', { hasText: 'Docs' }).isVisible(), 'primary menu: navbar items');
  assert.ok(await primary.locator('a', { hasText: 'Source' }).isVisible());
  await page.context().close();
});

test('"← Back to main menu" by keyboard: focus moves to the navbar items, stays in the panel, and Escape still closes', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, MOBILE);
  await hamburger(page).click();
  const back = panel(page).getByRole('button', { name: '← Back to main menu' });
  await back.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.closest('.navbar-sidebar__item:not([inert])') !== null);
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Docs', 'the first navbar item');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar'))), `focus inside after Tab ${i}`);
  }
  await page.keyboard.press('Escape');
  assert.is(await panel(page).count(), 0, 'closed');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Toggle navigation bar');
  await page.context().close();
});

test('focus stays inside while open; Escape closes and returns focus to the hamburger', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, MOBILE);
  await hamburger(page).click();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar'))), `focus inside after key ${i}`);
  }
  await page.keyboard.press('Escape');
  assert.is(await panel(page).count(), 0);
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Toggle navigation bar');
  assert.is(await page.evaluate(() => document.body.style.overflow), 'visible', 'the page scrolls again (as Docusaurus leaves it)');
  await page.context().close();
});

test('choosing a doc navigates and closes the menu; the backdrop and close button close it', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, MOBILE);
  await hamburger(page).click();
  await panel(page).locator('summary', { hasText: 'Toggle the Guides category' }).click();
  await animationsDone(page);
  await panel(page).getByRole('link', { name: 'The second guide' }).click();
  await onSecondGuide(page);
  assert.is(await panel(page).count(), 0);
  await hamburger(page).click();
  await panel(page).getByRole('button', { name: 'Close navigation bar' }).click();
  assert.is(await panel(page).count(), 0);
  await hamburger(page).click();
  await page.mouse.click(380, 400);
  assert.is(await panel(page).count(), 0, 'backdrop click closes');
  await page.context().close();
});

test("the browser's Back closes an open menu and stays on the page; the next Back leaves it", async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, MOBILE);
  await hamburger(page).click();
  await panel(page).locator('summary', { hasText: 'Toggle the Guides category' }).click();
  await animationsDone(page);
  await panel(page).getByRole('link', { name: 'The second guide' }).click();
  await onSecondGuide(page);
  const guide = new URL(page.url()).pathname;
  const entries = await page.evaluate(() => history.length);
  await hamburger(page).click();
  await page.evaluate(() => history.back());
  await panel(page).waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
  assert.is(new URL(page.url()).pathname, guide, 'still on the guide');
  assert.is(await page.locator('h1').textContent(), 'The second guide');
  assert.is(await page.evaluate(() => history.length), entries, 'no entry added or lost');
  assert.is(await page.evaluate(() => document.body.style.overflow), 'visible', 'the page scrolls again');
  await page.evaluate(() => history.back());
  await page.waitForFunction(() => location.pathname === '/docs/start' && document.querySelector('h1')?.textContent !== 'The second guide');
  await page.evaluate(() => history.forward());
  await page.waitForFunction((path) => location.pathname === path && document.querySelector('h1')?.textContent === 'The second guide', guide);
  await page.context().close();
});

test('on a wide window there is no hamburger, and widening closes an open menu', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, { viewport: { width: 1280, height: 800 } });
  assert.not.ok(await hamburger(page).isVisible());
  assert.ok(await page.locator('.doc-sidebar').isVisible());
  await page.setViewportSize({ width: 996, height: 800 });
  assert.ok(await hamburger(page).isVisible(), '996 px is mobile');
  await hamburger(page).click();
  assert.ok(await panel(page).isVisible());
  await page.setViewportSize({ width: 997, height: 800 });
  await panel(page).waitFor({ state: 'detached' });
  await page.context().close();
});

test.run();
