/**
 * Tags in Chromium (test/fixtures/tags): a doc's tag links, the tag page's "View all tags" link and
 * the tags page's links navigate without a reload; the footer made at build time hydrates without a
 * mismatch and comes back on client navigation; the tags page reads in light and dark.
 */
import * as assert from 'uvu/assert';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/cli/build/build.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';
import { collectConsole, hydrated, markWindow, windowMarked } from '../helpers/browser.ts';

const test = browserSuite('tags', async () => {
  const { dir } = await copyFixture('tags');
  // React's development build: a hydration mismatch is logged as an error.
  return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger(), clientMode: 'development' });
});

async function open(browser: Browser, url: string, theme?: 'light' | 'dark'): Promise<{ page: Page; console: ReturnType<typeof collectConsole> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (theme) await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  const console = collectConsole(page);
  // The fixture has no favicon: the browser's own request for one is the only 404 allowed.
  page.on('response', (response) => void (response.status() >= 400 && console.errors.push(`${response.status()} ${response.url()}`)));
  await page.goto(url);
  await hydrated(page);
  return { page, console };
}

/** Console errors, less the browser's unreported favicon request (a response of ours that fails is listed on its own). */
const errorsOf = (console: ReturnType<typeof collectConsole>) => console.errors.filter((e) => !e.startsWith('Failed to load resource'));

const h1 = (page: Page) => page.locator('h1').first().textContent();

test('tag links navigate client-side: doc → tag page → all tags → tag page → doc, footer and all', async ({ browser, server }) => {
  const { page, console } = await open(browser, `${server.url}/docs/start`);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  assert.is(await page.locator('.theme-doc-footer-tags-row a.tag').count(), 2, 'the footer survives hydration');
  await markWindow(page);

  await page.click('.theme-doc-footer-tags-row a[href="/docs/tags/api"]');
  await page.waitForFunction(() => location.pathname === '/docs/tags/api' && document.querySelector('h1')?.textContent === 'One doc tagged with "API"');
  assert.ok(requests.includes('/_docsgen/routes/docs/tags/api.json'), 'its payload was fetched');
  assert.is(await page.title(), 'One doc tagged with "API" | Tagged');

  await page.click('text=View all tags');
  await page.waitForFunction(() => location.pathname === '/docs/tags' && document.querySelector('h1')?.textContent === 'Tags');
  assert.equal(await page.locator('.tags-page h2').allTextContents(), ['A', 'G', 'H', 'I', 'O']);

  await page.click('a.tag[href="/docs/tags/start-here"]');
  // The address changes as the route starts loading; its page follows once its payload is in.
  await page.waitForFunction(() => location.pathname === '/docs/tags/start-here' && document.querySelector('h1')?.textContent === '2 docs tagged with "Getting started"');
  assert.is(await h1(page), '2 docs tagged with "Getting started"');

  await page.click('.tags-page a[href="/docs/Guides/first"]');
  await page.waitForFunction(() => location.pathname === '/docs/Guides/first' && document.querySelector('h1')?.textContent === 'First guide');
  assert.equal(await page.locator('.theme-doc-footer-tags-row a.tag').allTextContents(), ['Getting started', 'Howto', 'Inline Tag']);
  assert.ok(await windowMarked(page), 'all without a reload');
  assert.not.ok(requests.some((r) => r.endsWith('.html') || r === '/docs/tags' || r === '/docs/Guides/first'), 'no HTML fetched');

  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/docs/tags/start-here');
  assert.equal(errorsOf(console), []);
  await page.context().close();
});

test('the tags page and a tag page read in light and dark', async ({ browser, server }) => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [url, link] of [['/docs/tags', 'a.tag'], ['/docs/tags/start-here', '.tags-page article a'], ['/docs/start', 'a.tag']] as const) {
      const { page, console } = await open(browser, `${server.url}${url}`, mode);
      assert.is(await page.evaluate(() => document.documentElement.dataset.theme), mode);
      const colours = await page.evaluate((selector) => {
        const tag = document.querySelector(selector)!;
        const body = getComputedStyle(document.body);
        return { tag: getComputedStyle(tag).color, border: getComputedStyle(tag).borderTopColor, bg: body.backgroundColor, text: body.color };
      }, link);
      assert.is.not(colours.tag, colours.bg, `${mode} ${url}: tag text is not the background`);
      if (link === 'a.tag') assert.is.not(colours.border, colours.bg, `${mode} ${url}: the tag's border shows`);
      if (process.env.TAGS_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.TAGS_SCREENSHOTS, `${mode}${url.replace(/\//g, '_')}.png`), fullPage: true });
      assert.equal(errorsOf(console), [], `${mode} ${url}`);
      await page.context().close();
    }
  }
});

test.run();
