/**
 * The copy-page menu beside a doc's title, in Chromium on this site: nothing of it loads until it
 * opens; opened from the keyboard, "Copy page as Markdown" puts the page's twin in the clipboard
 * and says so; Escape closes it back onto its button; after a client navigation it copies the new
 * page's twin; it fits a 390 px screen and axe finds nothing, in both colour modes.
 */
import * as assert from 'uvu/assert';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectConsole, hydrated, markWindow, windowMarked } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const test = browserSuite('copy page', buildRealSite);

async function openPage(browser: import('playwright-core').Browser, url: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, colorScheme: options.colorScheme ?? 'light' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(url);
  await hydrated(page);
  return { page, requested, close: () => context.close() };
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The menu's action is a chunk loaded when it first opens: clicks before it arrives are only the browser's own. */
const actionLoaded = (page: Page) => page.locator('details.copy-page[data-ready]').waitFor({ state: 'attached' });

test('opened from the keyboard, it copies the twin and says so; Escape closes it', async ({ browser, server }) => {
  const { outDir } = await buildRealSite();
  const { page, requested, close } = await openPage(browser, `${server.url}/docs/getting-started`);
  const console = collectConsole(page);
  try {
    assert.not.ok(requested.some((url) => url.includes('copy-page-')), 'nothing of the menu loads with the page');
    await page.locator('.copy-page__button').focus();
    await page.keyboard.press('Enter');
    await page.locator('.copy-page__menu').waitFor({ state: 'visible' });
    await actionLoaded(page);
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Copy page as Markdown');
    await page.keyboard.press('Enter');
    await page.locator('.copy-page__status', { hasText: 'Copied to the clipboard' }).waitFor();
    assert.is(await clipboard(page), await readFile(path.join(outDir, 'docs/getting-started.md'), 'utf8'));
    await page.keyboard.press('Escape');
    await page.locator('.copy-page__menu').waitFor({ state: 'hidden' });
    assert.is(await page.evaluate(() => document.activeElement?.className), 'copy-page__button');
    assert.equal(console.errors, []);
  } finally {
    await close();
  }
});

test('View as Markdown and the assistants link to the twin; after a client navigation it copies the new page', async ({ browser, server }) => {
  const { outDir } = await buildRealSite();
  const { page, close } = await openPage(browser, `${server.url}/docs/intro`);
  try {
    await page.locator('.copy-page__button').click();
    await actionLoaded(page);
    assert.is(await page.locator('.copy-page__item', { hasText: 'View as Markdown' }).getAttribute('href'), '/docs/intro.md');
    const chatgpt = await page.locator('.copy-page__item', { hasText: 'Open in ChatGPT' }).getAttribute('href');
    assert.match(decodeURIComponent(new URL(chatgpt!).searchParams.get('q')!), /^Read https:\/\/next-export-optimize-images\.vercel\.app\/docs\/intro\.md /);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.locator('.copy-page__menu').waitFor({ state: 'hidden' });
    await markWindow(page);
    await page.locator('.doc-sidebar a[href="/docs/qa"]').first().click();
    await page.waitForURL('**/docs/qa');
    await page.locator('h1.doc-title', { hasText: 'Q&A' }).waitFor();
    assert.ok(await windowMarked(page), 'a client navigation');
    await page.locator('.copy-page__button').click();
    await actionLoaded(page);
    await page.locator('.copy-page__item', { hasText: 'Copy page as Markdown' }).click();
    await page.locator('.copy-page__status', { hasText: 'Copied' }).waitFor();
    assert.is(await clipboard(page), await readFile(path.join(outDir, 'docs/qa.md'), 'utf8'));
  } finally {
    await close();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`open at 390 px, ${colorScheme}: inside the screen, and axe finds nothing`, async ({ browser, server }) => {
    const { page, close } = await openPage(browser, `${server.url}/docs/Features/remote-image-component`, { width: 390, colorScheme });
    try {
      await page.locator('.copy-page__button').click();
      const box = (await page.locator('.copy-page__menu').boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `menu at ${box.x}–${box.x + box.width}`);
      assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (d: Element, o: object) => Promise<{ violations: { id: string }[] }> } }).axe;
        return (await axe.run(document.querySelector('.doc-article')!, { resultTypes: ['violations'] })).violations.map((v) => v.id);
      });
      assert.equal(violations, []);
    } finally {
      await close();
    }
  });
}

test.run();
