/**
 * Browser storage that throws (disabled, private mode, full) costs the reader nothing but
 * memory: every feature works for the visit, and the console gets a warning, never an error.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildShellSite } from '../helpers/site.ts';
import { collectConsole, hydrated } from '../helpers/browser.ts';

const test = browserSuite('storage unavailable', buildShellSite);

// Plain strings: functions would be shipped with the test runner's helpers in their source.
const BREAKERS = {
  'localStorage itself throws (storage disabled)': `Object.defineProperty(window, 'localStorage', {
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  });`,
  'every storage call throws (quota, private mode)': `{
    const fail = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  }`,
};

for (const [name, breaker] of Object.entries(BREAKERS)) {
  test(`${name}: the site works and only warns`, async ({ browser, server }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: breaker });
    const page = await context.newPage();
    const log = collectConsole(page);
    await page.goto(`${server.url}/docs/start`);
    await hydrated(page);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    assert.is(await page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'toggle works');
    await page.getByRole('banner').getByRole('button', { name: 'Close' }).click();
    assert.is(await page.locator('.announcement-bar').count(), 0, 'bar closes');
    await page.click('.doc-sidebar a[href="/docs/category/guides"]');
    await page.waitForFunction(() => document.title.startsWith('Guides'));
    assert.equal(log.errors, []);
    assert.ok(log.warnings.some((w) => w.includes('browser storage is not available')), 'one clear warning');
    assert.is(log.warnings.filter((w) => w.includes('browser storage is not available')).length, 1, 'once per page load');
    await context.close();
  });
}

test.run();
