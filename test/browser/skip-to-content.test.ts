/**
 * The skip link: the first Tab stop of every page, shown when focused; following it puts the
 * focus on the page's `<main>`, so the next Tab is in the content, past the docs sidebar too.
 * Tab marks the body as keyboard navigation (`navigation-with-keyboard`) until the mouse is used.
 */
import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser-suite.ts';
import { buildRealSite } from '../helpers/site.ts';
import { openPage } from '../helpers/browser.ts';

const test = browserSuite('skip to content', buildRealSite);

const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName, text: el?.textContent?.trim().slice(0, 40), inMain: Boolean(el?.closest('main')), inSidebar: Boolean(el?.closest('.doc-sidebar')) };
  });

test('Tab then Enter on a doc: focus on <main>, and the next Tab lands in the content, not the sidebar', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/getting-started`);
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).text, 'Skip to main content');
  const box = await page.locator('.skip-to-content__link').boundingBox();
  assert.ok(box && box.x >= 0 && box.x < 100, `shown on screen once focused (x ${box?.x})`);
  await page.keyboard.press('Enter');
  assert.equal((await focused(page)).tag, 'MAIN');
  await page.keyboard.press('Tab');
  const next = await focused(page);
  assert.ok(next.inMain && !next.inSidebar, `next Tab inside the content: ${JSON.stringify(next)}`);
  assert.is(await page.evaluate(() => location.hash), '', 'the link did not navigate to its fallback anchor');
  await page.context().close();
});

test('a click does the same, and <main> does not stay a Tab stop once it loses focus', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  await page.keyboard.press('Tab');
  await page.locator('.skip-to-content__link').click();
  assert.equal((await focused(page)).tag, 'MAIN');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.querySelector('main')?.hasAttribute('tabindex')), false);
  await page.context().close();
});

test('Tab marks the body as keyboard navigation; the mouse unmarks it', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/intro`);
  const marked = () => page.evaluate(() => document.body.classList.contains('navigation-with-keyboard'));
  assert.is(await marked(), false);
  await page.keyboard.press('Tab');
  assert.is(await marked(), true);
  await page.mouse.click(600, 400);
  assert.is(await marked(), false);
  await page.context().close();
});

test.run();
