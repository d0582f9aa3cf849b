/** With `navbar.hideOnScroll`, the navbar slides away while scrolling down and returns on scrolling up. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { buildRealSite, buildShellSite } from '../helpers/site.ts';
import { launchChromium, openPage, serveBuild, type Served } from '../helpers/browser.ts';

const test = suite<{ browser: Browser; shell: Served; real: Served }>('navbar hide on scroll');

test.before(async (context) => {
  context.shell = await serveBuild((await buildShellSite()).outDir);
  context.real = await serveBuild((await buildRealSite()).outDir);
  context.browser = await launchChromium();
});

test.after(async (context) => {
  await context.browser?.close();
  await context.shell?.close();
  await context.real?.close();
});

/** Whether the navbar is on screen: its bottom edge below the top of the window. */
const navbarShown = (page: Page) => page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);

async function scrollBy(page: Page, dy: number): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await page.mouse.wheel(0, dy / 5);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(350);
}

test('hides while scrolling down, shows on scrolling up', async ({ browser, shell }) => {
  const page = await openPage(browser, `${shell.url}/docs/start`);
  await page.mouse.move(600, 400);
  assert.ok(await navbarShown(page));
  await scrollBy(page, 1200);
  assert.not.ok(await navbarShown(page), 'hidden after scrolling down');
  await scrollBy(page, -300);
  assert.ok(await navbarShown(page), 'back after scrolling up');
  await page.context().close();
});

test('without the option the navbar stays put', async ({ browser, real }) => {
  const page = await openPage(browser, `${real.url}/docs/getting-started`);
  await page.mouse.move(600, 400);
  await scrollBy(page, 1200);
  assert.ok(await navbarShown(page));
  await page.context().close();
});

test.run();
