/** A doc's `<details>`: collapsed under its summary, opened by a click (animated, as the sidebar's categories), and without JavaScript too. */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildShellSite } from '../helpers/site.ts';
import { openPage } from '../helpers/browser.ts';

const test = browserSuite('doc details', buildShellSite);

test('the folded text shows once its summary is clicked, and hides again', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/Guides/second`);
  const details = page.locator('.markdown details.details');
  const folded = details.getByText('One more step, folded away.');
  assert.is(await details.locator('summary').textContent(), 'Is there more to read?');
  assert.not.ok(await folded.isVisible(), 'collapsed at first');
  await details.locator('summary').click();
  assert.ok(await details.evaluate((d) => d.getAnimations().length > 0), 'it slides open');
  await folded.waitFor({ state: 'visible' });
  assert.is(await details.locator('strong').textContent(), 'step', 'the Markdown inside is rendered');
  await page.waitForFunction(() => document.querySelector('.markdown details')!.getAnimations().length === 0);
  await details.locator('summary').click();
  await page.waitForFunction(() => !(document.querySelector('.markdown details') as HTMLDetailsElement).open);
  assert.not.ok(await folded.isVisible());
  await page.context().close();
});

test('without JavaScript the summary still opens it', async ({ browser, server }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/Guides/second`);
  const details = page.locator('.markdown details.details');
  await details.locator('summary').click();
  assert.ok(await details.getByText('One more step, folded away.').isVisible());
  await page.context().close();
});

test.run();
