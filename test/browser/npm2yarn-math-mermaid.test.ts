/**
 * Issue 32 item 7 in Chromium, on the MDX fixture (its `features/` docs, one plain Markdown, one
 * MDX): npm2yarn blocks are tabs that switch, stay in sync and are remembered; math is drawn with
 * no JavaScript loaded for it, KaTeX's stylesheet only where there is math; a Mermaid diagram is
 * drawn as an SVG, drawn again in dark mode, shown as code without JavaScript, and a page without
 * a diagram never requests Mermaid.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
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

const features = suite<Context>('npm2yarn, math and Mermaid in the browser');

features.before(async (context) => {
  const { dir, cleanup } = await copyFixture('mdx');
  const outDir = path.join(dir, 'build');
  await build({ siteDir: dir, outDir, logger: silentLogger() });
  const server = await serveBuild(outDir);
  Object.assign(context, { url: server.url, close: server.close, cleanup, browser: await launchChromium() });
});

features.after(async (context) => {
  await context.browser?.close();
  await context.close?.();
  await context.cleanup?.();
});

const PLAIN = '/docs/features/plain-features';
const MDX = '/docs/features/mdx-features';

const visiblePanels = (page: Page, group = 0) =>
  page.locator('.tabs-container').nth(group).locator(':scope > [role=tabpanel]').evaluateAll((panels) => panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => (p as HTMLElement).dataset.value));

/** Every request the page makes, by URL. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

features('npm2yarn without JavaScript: npm, Yarn and pnpm commands, each under its label', async ({ browser, url }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url + PLAIN);
  assert.equal(await visiblePanels(page), ['npm', 'yarn', 'pnpm']);
  assert.equal(await page.locator('.tabs-container').first().locator('.tabs__label').allInnerTexts(), ['npm', 'Yarn', 'pnpm']);
  assert.equal(await page.locator('.tabs-container').first().locator('pre').allInnerTexts(), ['npm install --save-dev example-package', 'yarn add --dev example-package', 'pnpm add --save-dev example-package']);
  await context.close();
});

features('npm2yarn with JavaScript: a click switches every npm2yarn block, on this page and the next, and a reload keeps it', async ({ browser, url }) => {
  const page = await openPage(browser, url + PLAIN);
  const console = collectConsole(page);
  await page.waitForSelector('.tabs-container--live');
  assert.equal(await visiblePanels(page, 0), ['npm']);
  await page.locator('.tabs-container').first().locator('[role=tab]', { hasText: 'Yarn' }).click();
  assert.equal(await visiblePanels(page, 0), ['yarn']);
  assert.equal(await visiblePanels(page, 1), ['yarn'], 'the other block follows (groupId npm2yarn)');
  assert.ok(await page.locator('.tabs-container').nth(1).locator('[role=tabpanel][data-value=yarn] .code-block__title', { hasText: 'terminal' }).isVisible(), 'the fence title stays on each panel');
  await page.locator('.tabs-container').nth(1).locator('[role=tab]', { hasText: 'pnpm' }).click();
  assert.equal(await visiblePanels(page, 0), ['pnpm']);
  // The copy button of the code in a panel works as on any block.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('.tabs-container').first().locator('[role=tabpanel][data-value=pnpm] .copy-button').click();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), 'pnpm add --save-dev example-package');
  await page.goto(url + MDX);
  await hydrated(page);
  await page.waitForSelector('.tabs-container--live');
  assert.equal(await visiblePanels(page, 0), ['pnpm'], 'remembered on another page, in an MDX doc');
  assert.equal(console.errors, []);
  await page.context().close();
});

features('math is drawn at build time: KaTeX markup styled by its stylesheet, no script for it', async ({ browser, url }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = requests(page);
  await page.goto(url + PLAIN);
  await hydrated(page);
  const inline = page.locator('.katex').first();
  assert.ok(await inline.isVisible());
  // KaTeX's CSS hides the MathML (kept for assistive technology) and shows the drawing.
  assert.is(await inline.locator('.katex-mathml').evaluate((el) => getComputedStyle(el).position), 'absolute');
  assert.ok(await page.locator('.katex-display').isVisible());
  assert.ok(urls.some((u) => /\/assets\/katex-\w+\.css$/.test(u)), 'the stylesheet is loaded');
  assert.ok(await page.evaluate(() => document.fonts.check('1em KaTeX_Main') || [...document.fonts].some((f) => f.family.includes('KaTeX'))), 'its fonts are declared');
  assert.not.ok(urls.some((u) => /katex/i.test(u) && u.endsWith('.js')), 'no KaTeX script');
  await context.close();
});

features('a page without math links no KaTeX stylesheet; a client navigation to one with math brings it', async ({ browser, url }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = requests(page);
  await page.goto(`${url}/docs/intro`);
  await hydrated(page);
  assert.not.ok(urls.some((u) => u.includes('katex')));
  await markWindow(page);
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'go';
    document.querySelector('.markdown')!.append(link);
  }, PLAIN);
  await page.locator('.markdown a', { hasText: 'go' }).click();
  await page.waitForSelector('.katex');
  assert.ok(await windowMarked(page), 'a client navigation');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.katex-mathml')!).position === 'absolute');
  await context.close();
});

features('a Mermaid diagram is drawn as an SVG, and drawn again in dark mode', async ({ browser, url }) => {
  const page = await openPage(browser, url + PLAIN);
  const console = collectConsole(page);
  const svg = page.locator('.mermaid-diagram__svg svg');
  await svg.first().waitFor({ timeout: 20_000 });
  assert.ok(await svg.first().isVisible());
  assert.not.ok(await page.locator('.mermaid-diagram .code-block').isVisible(), 'the source gives way to the diagram');
  const light = await svg.first().innerHTML();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await page.waitForSelector('.mermaid-diagram__svg[data-theme=dark] svg', { timeout: 20_000 });
  assert.is.not(await svg.first().innerHTML(), light, 'another drawing, in the dark theme');
  assert.equal(console.errors, []);
  await page.context().close();
});

features('without JavaScript the diagram is its source, as code', async ({ browser, url }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url + MDX);
  assert.match(await page.locator('.mermaid-diagram pre').innerText(), /graph TD;\s+A-->B;/);
  assert.ok(await page.locator('.mermaid-diagram pre').isVisible());
  await context.close();
});

features('a page without a diagram never requests Mermaid; one with tabs only loads the content module', async ({ browser, url }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = requests(page);
  await page.goto(`${url}/docs/install`);
  await hydrated(page);
  await page.waitForSelector('.tabs-container--live');
  assert.ok(urls.some((u) => u.includes('/chunks/enhance-')));
  assert.not.ok(urls.some((u) => u.includes('mermaid')), urls.filter((u) => u.includes('mermaid')).join(', '));
  await context.close();
});

features.run();
