/**
 * With `navbar.hideOnScroll`, the navbar slides away while scrolling down and returns on scrolling
 * up (Docusaurus's rules: a first jump from the very top is no direction yet; a jump to a heading
 * hides it, and the scroll of that jump does not count). Scrolls before the reader's first wheel,
 * click or key are the browser's own and leave it.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import type { Page } from 'playwright-core';
import { buildRealSite, buildShellSite } from '../helpers/site.ts';
import { openPage } from '../helpers/browser.ts';

const test = browserSuite('navbar hide on scroll', buildShellSite);
/** The cases that this site's own configuration covers. */
const real = browserSuite('navbar without hide on scroll', buildRealSite);

/** Whether the navbar is on screen: its bottom edge below the top of the window. */
const navbarShown = (page: Page) => page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);

async function scrollBy(page: Page, dy: number): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await page.mouse.wheel(0, dy / 5);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(350);
}

test('hides while scrolling down, shows on scrolling up', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  await page.mouse.move(600, 400);
  assert.ok(await navbarShown(page));
  await scrollBy(page, 1200);
  assert.not.ok(await navbarShown(page), 'hidden after scrolling down');
  await scrollBy(page, -300);
  assert.ok(await navbarShown(page), 'back after scrolling up');
  await page.context().close();
});

test('a first jump from the top leaves it; a jump to a heading hides it until the reader scrolls up', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  // A key the page does not act on: the reader is there, so scrolls from now on are theirs.
  await page.keyboard.press('Shift');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForTimeout(350);
  assert.ok(await navbarShown(page), 'from 0, not yet a direction');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await page.locator('.table-of-contents a[href="#section-4"]').first().click();
  await page.waitForFunction(() => location.hash === '#section-4');
  await page.waitForTimeout(350);
  assert.not.ok(await navbarShown(page), 'hidden over the heading');
  const top = await page.evaluate(() => document.getElementById('section-4')!.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the heading in view (${top})`);
  await scrollBy(page, -300);
  assert.ok(await navbarShown(page), 'back after scrolling up');
  await page.context().close();
});

test('a page opened at a heading keeps its navbar: only a navigation to one hides it', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start#section-4`);
  await page.waitForTimeout(350);
  assert.ok(await page.evaluate(() => window.scrollY > 0), 'opened at the heading');
  assert.ok(await navbarShown(page), 'shown on a page load');
  await page.context().close();
});

test('before the reader wheels, clicks or types, a scroll is the browser settling the page: the navbar stays', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start#section-4`);
  await page.waitForTimeout(350);
  // What Chromium does while fonts and images load: it keeps the heading in place by scrolling on.
  for (const dy of [120, 240]) {
    await page.evaluate((by) => window.scrollBy(0, by), dy);
    await page.waitForTimeout(200);
    assert.ok(await navbarShown(page), `still shown after the page scrolled itself ${dy} px further`);
  }
  await page.mouse.move(600, 400);
  await scrollBy(page, 600);
  assert.not.ok(await navbarShown(page), "the reader's own scroll down hides it");
  await page.context().close();
});

real('without the option the navbar stays put', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/getting-started`);
  await page.mouse.move(600, 400);
  await scrollBy(page, 1200);
  assert.ok(await navbarShown(page));
  await page.context().close();
});

test.run();
real.run();
