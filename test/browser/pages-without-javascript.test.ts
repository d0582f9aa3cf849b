/**
 * Every route of the spec opened in Chromium with JavaScript off reads completely; with it on,
 * the page hydrates without a warning or error.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { buildRealSite } from '../helpers/site.ts';
import { launchChromium, serveBuild } from '../helpers/browser.ts';

const ROUTES: [string, string][] = [
  ['/', 'Next Export Optimize Images'],
  ['/search', 'Search the documentation'],
  ['/docs/intro', 'Introduction'],
  ['/docs/getting-started', 'Getting Started'],
  ['/docs/comparison', 'Comparison with similar libraries'],
  ['/docs/examples', 'Examples'],
  ['/docs/qa', 'Q&A'],
  ['/docs/Configurations/basic-configuration', 'Basic Configuration'],
  ['/docs/Features/build-mode', 'Build Mode'],
  ['/docs/Features/external-images', 'External images'],
  ['/docs/Features/get-props', 'Get Optimized Image Props'],
  ['/docs/Features/picture-component', 'Picture component'],
  ['/docs/Features/remote-image-component', 'RemoteImage component'],
  ['/docs/category/features', 'Features'],
  ['/docs/category/configurations', 'Configuration'],
  ['/no/such/page', 'Page Not Found'],
];

const pages = suite<{ browser: Browser; url: string; close: () => Promise<void> }>('pages without JavaScript');

pages.before(async (context) => {
  const { outDir } = await buildRealSite();
  const server = await serveBuild(outDir);
  context.url = server.url;
  context.close = server.close;
  context.browser = await launchChromium();
});

pages.after(async (context) => {
  await context.browser?.close();
  await context.close?.();
});

pages('every route reads completely with JavaScript off', async ({ browser, url }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [route, heading] of ROUTES) {
    const response = await page.goto(url + route);
    assert.is(response?.status(), route === '/no/such/page' ? 404 : 200, route);
    assert.is((await page.locator('h1').first().textContent())?.trim(), heading, route);
    assert.ok(await page.locator('nav[aria-label="Main"]').isVisible(), `${route}: navbar`);
    assert.ok(await page.locator('footer.footer').isVisible(), `${route}: footer`);
  }
  await context.close();
});

pages('a doc read with JavaScript off: content, code, sidebar categories that open', async ({ browser, url }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/docs/getting-started`);
  assert.ok(await page.locator('.markdown h2#installation').isVisible());
  assert.ok(await page.locator('.code-block pre').first().isVisible());
  const configLink = page.locator('.doc-sidebar a[href="/docs/Configurations/basic-configuration"]');
  assert.not.ok(await configLink.isVisible(), 'collapsed category hides its items');
  await page.locator('.doc-sidebar summary', { hasText: 'Toggle the Configurations category' }).click();
  assert.ok(await configLink.isVisible(), 'opening the category shows its items');
  await configLink.click();
  await page.waitForURL('**/docs/Configurations/basic-configuration');
  assert.is((await page.locator('h1').textContent())?.trim(), 'Basic Configuration');
  await context.close();
});

pages('at 390 px with JavaScript off, the docs sidebar is still there to navigate', async ({ browser, url }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/docs/intro`);
  const link = page.locator('.doc-sidebar a[href="/docs/getting-started"]');
  assert.ok(await link.isVisible());
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  await context.close();
  const withJs = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const jsPage = await withJs.newPage();
  await jsPage.goto(`${url}/docs/intro`);
  assert.not.ok(await jsPage.locator('.doc-sidebar').isVisible(), 'with JavaScript the sidebar belongs to the mobile menu');
  await withJs.close();
});

pages('with JavaScript on, pages hydrate with no console warning or error', async ({ browser, url }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  for (const route of ['/', '/docs/intro', '/docs/category/features', '/search']) {
    await page.goto(url + route);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(100);
  }
  assert.equal(messages, []);
  await context.close();
});

pages('the stored or system color mode is applied before paint', async ({ browser, url }) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ colorScheme, javaScriptEnabled: true });
    const page = await context.newPage();
    await page.goto(`${url}/docs/intro`, { waitUntil: 'commit' });
    await page.waitForSelector('body');
    assert.is(await page.locator('html').getAttribute('data-theme'), colorScheme);
    await context.close();
  }
});

pages.run();
