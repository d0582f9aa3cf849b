/**
 * `docsgen serve` on a large site (each page carries its open part of the sidebar), a doc open
 * in Chromium: a new title for a doc beside it appears in the page's sidebar in place; one for a
 * doc of a category the reader opened (read from `_docsgen/site.json`) appears there too.
 */
import { readFile, writeFile } from 'node:fs/promises';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { collectConsole, hydrated, markWindow, openPage, windowMarked } from '../helpers/browser.ts';
import { serveSuite, type ServeContext as Context } from '../helpers/browser-suite.ts';
import { largeDocFile, largeDocPath, largeSiteSources } from '../helpers/large-site.ts';

const test = serveSuite('serve: saves on a large site', largeSiteSources);

async function open(context: Context, route: string): Promise<Page> {
  const page = await openPage(context.browser, `${context.dev.url}${route.slice(1)}`);
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.dataset.docsgenLive === 'connected');
  await markWindow(page);
  return page;
}

async function retitle(context: Context, category: number, doc: number): Promise<string> {
  const file = largeDocFile(context.dir, category, doc);
  const title = `Topic ${category}.${doc}, renamed`;
  await writeFile(file, (await readFile(file, 'utf8')).replace(/^# .*$/m, `# ${title}`));
  return title;
}

test("a new title for a doc beside the open one reaches the open page's sidebar in place", async (context) => {
  const page = await open(context, largeDocPath(3, 1));
  const messages = collectConsole(page);
  const title = await retitle(context, 3, 5);
  const link = page.locator(`.doc-sidebar a[href="${largeDocPath(3, 5)}"]`);
  await page.waitForFunction(([href, title]) => document.querySelector(`.doc-sidebar a[href="${href}"]`)?.textContent === title, [largeDocPath(3, 5), title], { timeout: 10000 });
  assert.is(await link.textContent(), title);
  assert.ok(await windowMarked(page), 'no page load');
  assert.equal(messages.errors, []);
  await page.context().close();
});

test('a new title for a doc of a category the reader opened reaches it there', async (context) => {
  const page = await open(context, largeDocPath(3, 1));
  const sidebar = page.locator('.doc-sidebar');
  await sidebar.locator('summary', { hasText: 'Area 7' }).click();
  await sidebar.locator(`a[href="${largeDocPath(7, 2)}"]`).waitFor({ state: 'visible' });
  const title = await retitle(context, 7, 2);
  await page.waitForFunction(([href, title]) => document.querySelector(`.doc-sidebar a[href="${href}"]`)?.textContent === title, [largeDocPath(7, 2), title], { timeout: 10000 });
  assert.ok(await windowMarked(page), 'no page load');
  await page.context().close();
});

test.run();
