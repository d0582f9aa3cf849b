/**
 * The modal is a labelled dialog with a combobox and listboxes, and axe-core finds no violation
 * on any of its screens (start with saved searches, results, no results, error), in light and
 * dark, wide and narrow.
 */
import * as assert from 'uvu/assert';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser-suite.ts';
import { hydrated } from '../helpers/browser.ts';
import { FAVORITE_KEY, openSearch, RECENT_KEY, savedHit, searchFor, seedScript } from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const test = browserSuite('search modal: accessibility', buildRealSite);

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test('a dialog named Search, a combobox that controls listboxes of options', async ({ browser, server }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/intro`);
  await hydrated(page);
  await openSearch(page);
  await searchFor(page, 'quality');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const combobox = dialog.getByRole('combobox', { name: 'Search' });
  assert.is(await combobox.getAttribute('aria-expanded'), 'true');
  const controls = (await combobox.getAttribute('aria-controls'))!.split(' ');
  const listboxes = dialog.getByRole('listbox');
  assert.equal(controls, await listboxes.evaluateAll((l) => l.map((x) => x.id)));
  assert.is(await dialog.getByRole('listbox', { name: 'Configurations' }).count(), 1, 'a listbox is named by its section');
  const active = await combobox.getAttribute('aria-activedescendant');
  assert.is(await page.locator(`#${active}`).getAttribute('role'), 'option');
  assert.is(await page.locator(`#${active}`).getAttribute('aria-selected'), 'true');
  assert.is(await dialog.getByRole('option', { selected: true }).count(), 1);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`no axe violations on any screen, ${colorScheme}, ${width} px`, async ({ browser, server }) => {
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
      await context.addInitScript({ content: seedScript({ [RECENT_KEY]: [savedHit(1), savedHit(2)], [FAVORITE_KEY]: [savedHit(3)] }) });
      const page = await context.newPage();
      await page.goto(`${server.url}/docs/intro`);
      await hydrated(page);
      assert.is(await page.locator('html').getAttribute('data-theme'), colorScheme);
      const found: string[] = [];
      const check = async (screen: string) => found.push(...(await axeViolations(page)).map((v) => `${screen}: ${v}`));
      await openSearch(page);
      await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();
      await check('start');
      await page.keyboard.press('ArrowDown');
      await check('start, second row active');
      await searchFor(page, 'remote');
      await check('results');
      await searchFor(page, 'zzyzx');
      await page.locator('.DocSearch-Prefill').first().waitFor();
      await check('no results');
      await page.route('**/_docsgen/search/fragment/**', (route) => route.abort('internetdisconnected'));
      await searchFor(page, 'sharp');
      await page.locator('.DocSearch-ErrorScreen').waitFor();
      await check('error');
      await context.close();
      assert.equal(found, []);
    });
  }
}

test.run();
