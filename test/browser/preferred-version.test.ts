/** The docs version a reader reads is remembered in local storage; a stale name is dropped. */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';
import { hydrated } from '../helpers/browser.ts';

const test = browserSuite('preferred docs version', buildRealSite);
const KEY = 'docs-preferred-version-default';

test('reading a doc stores its version, and it persists across visits', async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await hydrated(page);
  assert.is(await page.evaluate((k) => localStorage.getItem(k), KEY), null, 'the home page is not a doc');
  await page.click('nav[aria-label="Main"] a.navbar__link[href="/docs/intro"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
  assert.is(await page.evaluate((k) => localStorage.getItem(k), KEY), 'current');
  const other = await context.newPage();
  await other.goto(`${server.url}/search`);
  await hydrated(other);
  assert.is(await other.evaluate((k) => localStorage.getItem(k), KEY), 'current');
  await context.close();
});

test('a stored name that is no longer a version is removed', async ({ browser, server }) => {
  const context = await browser.newContext();
  await context.addInitScript((k) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(k, '1.x');
    }
  }, KEY);
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await page.waitForFunction((k) => localStorage.getItem(k) === null, KEY);
  await context.close();
});

test.run();
