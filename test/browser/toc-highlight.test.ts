/** The table of contents highlights the heading the reader is at, following the scroll; the narrow layout's copy stays out of print. */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import type { Page } from 'playwright-core';
import { buildShellSite } from '../helpers/site.ts';
import { openPage } from '../helpers/browser.ts';

const test = browserSuite('TOC highlight', buildShellSite);

const active = (page: Page) => page.locator('.table-of-contents .table-of-contents__link--active').allTextContents();

async function scrollToHeading(page: Page, id: string): Promise<void> {
  await page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - 100);
  }, id);
  await page.waitForTimeout(200);
}

test('the heading in view is the one highlighted, and only one', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  await scrollToHeading(page, 'section-3');
  assert.equal(await active(page), ['Section 3']);
  await scrollToHeading(page, 'detail-6');
  assert.equal(await active(page), ['Detail 6']);
  assert.is(await page.locator('.table-of-contents [aria-current="location"]').textContent(), 'Detail 6');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  assert.equal(await active(page), ['Detail 8'], 'at the end: the last heading');
  await page.context().close();
});

test('clicking a TOC entry highlights it', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  await page.click('.table-of-contents a[href="#section-5"]');
  await page.waitForTimeout(250);
  assert.equal(await active(page), ['Section 5']);
  await page.context().close();
});

test('the narrow layout’s collapsible TOC is left out of print, as Docusaurus does', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, { viewport: { width: 800, height: 800 } });
  const shown = () => page.$eval('.toc-collapsible', (toc) => getComputedStyle(toc).display !== 'none');
  assert.ok(await shown(), 'on screen at 800 px');
  await page.emulateMedia({ media: 'print' });
  assert.not.ok(await shown(), 'not in print');
  await page.context().close();
});

test.run();
