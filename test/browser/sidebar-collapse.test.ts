/** Sidebar categories slide open and shut in the app; with reduced motion they toggle at once. */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildShellSite } from '../helpers/site.ts';
import { openPage } from '../helpers/browser.ts';

const test = browserSuite('sidebar collapse', buildShellSite);

test('a category opens with an animation, then closes the same way', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`);
  const details = page.locator('.doc-sidebar .menu__details').first();
  const first = page.locator('.doc-sidebar a[href="/docs/Guides/first"]');
  assert.not.ok(await first.isVisible());
  await details.locator('summary').click();
  assert.ok(await details.evaluate((d) => d.getAnimations().length > 0), 'animating');
  await first.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('.doc-sidebar .menu__details')!.getAnimations().length === 0);
  assert.ok(await details.evaluate((d) => (d as HTMLDetailsElement).open));
  await details.locator('summary').click();
  await page.waitForFunction(() => !(document.querySelector('.doc-sidebar .menu__details') as HTMLDetailsElement).open);
  assert.not.ok(await first.isVisible());
  await page.context().close();
});

test('with reduced motion the category toggles at once', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/start`, { reducedMotion: 'reduce' });
  const details = page.locator('.doc-sidebar .menu__details').first();
  await details.locator('summary').click();
  assert.ok(await details.evaluate((d) => (d as HTMLDetailsElement).open && d.getAnimations().length === 0));
  await page.context().close();
});

test.run();
