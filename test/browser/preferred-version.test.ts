/**
 * The preferred docs version (behaviour.md §5.13): reading a doc does not choose it (a pick in the
 * versions dropdown or the banner's "latest version" link does, test/browser/versions.test.ts);
 * a stale stored name is dropped.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';
import { hydrated } from '../helpers/browser.ts';
import { openSearch } from '../helpers/search-modal.ts';

const test = browserSuite('preferred docs version', buildRealSite);
const KEY = 'docs-preferred-version-default';

test('reading a doc stores no preferred version, on a first load or a client navigation', async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await page.click('nav[aria-label="Main"] a.navbar__link[href="/docs/intro"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
  assert.is(await page.evaluate((k) => localStorage.getItem(k), KEY), null);
  await page.reload();
  await hydrated(page);
  assert.is(await page.evaluate((k) => localStorage.getItem(k), KEY), null);
  await context.close();
});

test('a stored name that is no longer a version is removed when read (by the search here)', async ({ browser, server }) => {
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
  // Nothing on a one-version site's page reads it until the search does (its version filter).
  assert.is(await page.evaluate((k) => localStorage.getItem(k), KEY), '1.x');
  await openSearch(page);
  await page.waitForFunction((k) => localStorage.getItem(k) === null, KEY);
  await context.close();
});

test.run();
