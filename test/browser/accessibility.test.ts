/**
 * axe-core finds no violations on the home page, a doc, a category index, search and 404, in
 * light and dark, at 1280 px and 390 px.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { launchChromium, serveBuild } from '../helpers/browser.ts';
import { buildRealSite } from '../helpers/site.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PAGES = ['/', '/docs/intro', '/docs/getting-started', '/docs/Configurations/basic-configuration', '/docs/category/features', '/search', '/no-such-page'];

const a11y = suite<{ browser: Browser; url: string; close: () => Promise<void> }>('accessibility');

a11y.before(async (context) => {
  const { outDir } = await buildRealSite();
  Object.assign(context, await serveBuild(outDir));
  context.browser = await launchChromium();
});

a11y.after(async (context) => {
  await context.browser?.close();
  await context.close?.();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    a11y(`no axe violations, ${colorScheme}, ${width} px`, async ({ browser, url }) => {
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const found: string[] = [];
      for (const route of PAGES) {
        await page.goto(url + route);
        assert.is(await page.locator('html').getAttribute('data-theme'), colorScheme);
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
          return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        found.push(...violations.map((v) => `${route} ${v}`));
      }
      await context.close();
      assert.equal(found, []);
    });
  }
}

a11y.run();
