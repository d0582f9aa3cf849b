/**
 * Light and dark: the toggle switches and remembers the choice under `theme`, applied before the
 * first paint on the next visit; without a switch the site follows the system, live.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite, buildShellSite } from '../helpers/site.ts';
import { hydrated } from '../helpers/browser.ts';

const test = browserSuite('color mode', buildShellSite);
/** The cases that this site's own configuration covers. */
const real = browserSuite('color mode without a switch', buildRealSite);

const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('the toggle switches mode, says which, and stores the choice under "theme"', async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/start`);
  await hydrated(page);
  assert.is(await theme(page), 'light', 'defaultMode light');
  const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
  assert.is(await toggle.getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
  await toggle.click();
  assert.is(await theme(page), 'dark');
  assert.is(await toggle.getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  // Client navigation keeps it.
  await page.click('.doc-sidebar a[href="/docs/category/guides"]');
  await page.waitForFunction(() => document.title.startsWith('Guides'));
  assert.is(await theme(page), 'dark');
  await context.close();
});

test('a stored choice is applied before the first paint, before any bundle runs', async ({ browser, server }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Hold the bundle back: whatever the page shows now comes from the HTML and its head script.
  await context.route('**/assets/*.js', () => {});
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/start`, { waitUntil: 'commit' });
  await page.waitForSelector('footer', { state: 'attached' });
  await page.waitForFunction(() => document.styleSheets.length > 0 && document.styleSheets[0]!.cssRules.length > 0);
  assert.is(await theme(page), 'dark');
  assert.is(await page.evaluate(() => document.documentElement.hasAttribute('data-has-hydrated')), false, 'the bundle has not run');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.is(background, 'rgb(27, 27, 29)');
  await context.close();
});

real('with the switch disabled there is no toggle and the system preference is followed, live', async ({ browser, server }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await hydrated(page);
  assert.is(await page.getByRole('button', { name: /Switch between dark and light mode/ }).count(), 0);
  assert.is(await theme(page), 'dark', 'system dark wins over a stale stored choice');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), null, 'stale choice removed');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await context.close();
});

test('?docsgen-theme= forces a mode for one visit without storing it', async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/start?docsgen-theme=dark`);
  await hydrated(page);
  assert.is(await theme(page), 'dark');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), null);
  await context.close();
});

test.run();
real.run();
