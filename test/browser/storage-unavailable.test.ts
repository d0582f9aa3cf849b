/**
 * Browser storage that throws (disabled, private mode, full) costs the reader nothing but
 * memory: every feature works for the visit. As Docusaurus logs it (behaviour.md §5.14): no
 * storage at all is one warning; each operation that fails is an error naming it.
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

const CONSOLE: Record<keyof typeof BREAKERS, (log: { errors: string[]; warnings: string[] }) => void> = {
  'localStorage itself throws (storage disabled)': (log) => {
    assert.equal(log.errors, []);
    assert.is(log.warnings.filter((w) => w.includes('browser storage is not available')).length, 1, 'one clear warning, once per page load');
  },
  'every storage call throws (quota, private mode)': (log) => {
    assert.not.ok(log.warnings.some((w) => w.includes('browser storage is not available')), 'storage is there: its operations fail');
    assert.ok(log.errors.some((e) => e.startsWith("docsgen storage error, can't get key=")), log.errors.join('\n'));
    assert.ok(log.errors.some((e) => e.startsWith("docsgen storage error, can't set theme=dark")), 'the toggle’s write');
    assert.ok(log.errors.every((e) => e.startsWith('docsgen storage error, can')), log.errors.join('\n'));
  },
};

for (const [name, breaker] of Object.entries(BREAKERS) as [keyof typeof BREAKERS, string][]) {
  test(`${name}: the site works; the console says why`, async ({ browser, server }) => {
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
    CONSOLE[name](log);
    await context.close();
  });
}

test('a change to storage is announced to this tab as a storage event, as to the others', async ({ browser, server }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`${server.url}/docs/start`);
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { seen: unknown[] }).seen = [];
    window.addEventListener('storage', (e) => (window as unknown as { seen: unknown[] }).seen.push([e.key, e.oldValue, e.newValue, e.storageArea === localStorage]));
  });
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  assert.equal(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen), [['theme', null, 'dark', true]]);
  await page.context().close();
});

test.run();
