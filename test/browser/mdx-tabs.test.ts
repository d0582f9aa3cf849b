/**
 * MDX `<Tabs>` in Chromium, as a reader meets them: with JavaScript off every panel reads under
 * its label; with it on, one panel at a time, a click or an arrow key switches, a groupId's choice
 * is the same in every group and remembered after a reload, and a client navigation to the page
 * makes its tabs live too. Only pages with tabs load the tabs module; no errors or warnings.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/cli/build/build.ts';
import { collectConsole, hydrated, launchChromium, markWindow, openPage, serveBuild, windowMarked } from '../helpers/browser.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

interface Context {
  browser: Browser;
  url: string;
  close: () => Promise<void>;
  cleanup: () => Promise<void>;
}

const tabs = suite<Context>('MDX tabs in the browser');

tabs.before(async (context) => {
  const { dir, cleanup } = await copyFixture('mdx');
  // A second group with the same groupId, to see the choice follow.
  const install = path.join(dir, 'content/docs/install.mdx');
  const { readFile } = await import('node:fs/promises');
  await writeFile(install, `${await readFile(install, 'utf8')}\n## Again\n\n<Tabs groupId="package-manager">\n  <TabItem value="npm" label="npm">npm again</TabItem>\n  <TabItem value="yarn" label="Yarn">yarn again</TabItem>\n</Tabs>\n`);
  const outDir = path.join(dir, 'build');
  await build({ siteDir: dir, outDir, logger: silentLogger() });
  const server = await serveBuild(outDir);
  Object.assign(context, { url: server.url, close: server.close, cleanup, browser: await launchChromium() });
});

tabs.after(async (context) => {
  await context.browser?.close();
  await context.close?.();
  await context.cleanup?.();
});

const visiblePanels = (page: Page, group = 0) =>
  page.locator('.tabs-container').nth(group).locator(':scope > [role=tabpanel]').evaluateAll((panels) => panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.value));

tabs('with JavaScript off every panel is there to read, under its label', async ({ browser, url }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${url}/docs/install`);
  assert.equal(await visiblePanels(page), ['npm', 'yarn', 'pnpm']);
  assert.equal(await page.locator('.tabs-container').first().locator('.tabs__label').allInnerTexts(), ['npm', 'Yarn', 'pnpm']);
  assert.not.ok(await page.locator('[role=tablist]').first().isVisible(), 'no tab list without JavaScript');
  await context.close();
});

tabs('with JavaScript on: one panel, switched by click and arrow keys, the group in sync and remembered', async ({ browser, url }) => {
  const page = await openPage(browser, `${url}/docs/install`);
  const console = collectConsole(page);
  await page.waitForSelector('.tabs-container--live');
  assert.equal(await visiblePanels(page), ['npm']);
  assert.not.ok(await page.locator('.tabs__label').first().isVisible(), 'labels are the tabs now');
  await page.locator('[role=tab]', { hasText: 'Yarn' }).first().click();
  assert.equal(await visiblePanels(page), ['yarn']);
  assert.equal(await visiblePanels(page, 1), ['yarn'], 'the other group with the same groupId follows');
  assert.is(await page.locator('[role=tab][aria-selected=true]').first().textContent(), 'Yarn');
  await page.keyboard.press('ArrowRight');
  assert.equal(await visiblePanels(page), ['pnpm']);
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'pnpm');
  await page.reload();
  await hydrated(page);
  await page.waitForSelector('.tabs-container--live');
  assert.equal(await visiblePanels(page), ['pnpm'], 'the choice is remembered');
  assert.equal(await visiblePanels(page, 1), ['npm'], 'a group without that value keeps its default');
  assert.equal(console.errors, []);
  await page.context().close();
});

tabs('a client navigation to a page with tabs makes them live; a page without tabs loads no tabs code', async ({ browser, url }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${url}/docs/intro`);
  await hydrated(page);
  assert.not.ok(scripts.some((s) => s.includes('/chunks/enhance-')), 'no tabs module on a page without tabs');
  await markWindow(page);
  await page.locator('.markdown a', { hasText: 'installation' }).click();
  await page.waitForSelector('.tabs-container--live');
  assert.ok(await windowMarked(page), 'a client navigation');
  assert.equal(await visiblePanels(page), ['npm']);
  assert.ok(scripts.some((s) => s.includes('/chunks/enhance-')));
  await context.close();
});

tabs.run();
