/**
 * A page that throws while rendering in the browser shows "This page crashed.", the message of
 * the error and of each cause, and a "Try again" button; navbar and footer stay usable.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildShellSite } from '../helpers/site.ts';

const test = browserSuite('crash page', buildShellSite);

test('a render error shows the crash page with the cause chain, and Try again recovers', async ({ browser, server }) => {
  const page = await browser.newPage();
  page.on('pageerror', () => {});
  await page.goto(`${server.url}/crash?crash`);
  const heading = page.locator('main h1');
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'This page crashed.');
  assert.is(await page.locator('.crash-page__chain').textContent(), 'The widget failed\n\nCause:\nThe data was missing');
  assert.ok(await page.locator('nav[aria-label="Main"]').isVisible(), 'navbar stays');
  assert.ok(await page.locator('footer').isVisible(), 'footer stays');
  // The reader's situation changes (here: the URL no longer asks for a crash) and they try again.
  await page.evaluate(() => history.replaceState(null, '', '/crash'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Crash test');
  assert.is(await heading.textContent(), 'Crash test');
  await page.close();
});

test('navigating away from a crashed page works', async ({ browser, server }) => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/crash?crash`);
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'This page crashed.');
  await page.click('nav[aria-label="Main"] a.navbar__link[href="/docs/start"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Start here');
  await page.close();
});

test.run();
