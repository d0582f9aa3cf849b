/**
 * The announcement bar can be closed; the dismissal is remembered (hidden before paint on the
 * next visit), and a bar with a new id shows again.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildShellSite } from '../helpers/site.ts';
import { hydrated } from '../helpers/browser.ts';

const test = browserSuite('announcement bar', buildShellSite);

test('closing the bar hides it and remembers it across visits', async ({ browser, server }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/start`);
  await hydrated(page);
  const bar = page.getByRole('banner').filter({ hasText: 'Version 2 is out' });
  assert.ok(await bar.isVisible());
  await bar.getByRole('button', { name: 'Close' }).click();
  assert.is(await bar.count(), 0);
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), 'release-2');
  // Next visit, with the bundle held back: the head script alone keeps it hidden.
  await context.route('**/assets/*.js', () => {});
  await page.goto(`${server.url}/docs/start`, { waitUntil: 'commit' });
  await page.waitForSelector('footer', { state: 'attached' });
  await page.waitForFunction(() => document.styleSheets[0]?.cssRules.length);
  assert.not.ok(await page.locator('.announcement-bar').isVisible());
  await context.close();
});

test('a bar with another id shows again after an old one was dismissed', async ({ browser, server }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (localStorage.getItem('docusaurus.announcement.id') === null) {
      localStorage.setItem('docusaurus.announcement.id', 'release-1');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    }
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/start`);
  await hydrated(page);
  assert.ok(await page.getByRole('banner').filter({ hasText: 'Version 2 is out' }).isVisible());
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), 'release-2');
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
  await context.close();
});

test.run();
