/**
 * axe-core finds no violations on the home page, a doc, a category index, search and 404, in
 * light and dark, at 1280 px and 390 px.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import type { Page } from 'playwright-core';
import { hydrated, launchChromium, serveBuild, type Served } from '../helpers/browser.ts';
import { buildRealSite, buildShellSite } from '../helpers/site.ts';

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
        await hydrated(page);
        assert.is(await page.locator('html').getAttribute('data-theme'), colorScheme);
        found.push(...(await axeViolations(page)).map((v) => `${route} ${v}`));
      }
      await context.close();
      assert.equal(found, []);
    });
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

a11y.run();

/** The states the app adds in the browser: open menus, the announcement bar, load errors, crashes. */
const states = suite<{ browser: Browser; server: Served }>('accessibility of shell states');

states.before(async (context) => {
  context.server = await serveBuild((await buildShellSite()).outDir);
  context.browser = await launchChromium();
});

states.after(async (context) => {
  await context.browser?.close();
  await context.server?.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  states(`no axe violations in open menus, errors and crashes, ${colorScheme}`, async ({ browser, server }) => {
    const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 800 } });
    await context.addInitScript(`localStorage.setItem('theme', '${colorScheme}')`);
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await axeViolations(page)).map((v) => `${state}: ${v}`));
    await page.goto(`${server.url}/docs/start`);
    await hydrated(page);
    await check('doc with announcement bar');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await check('mobile menu, docs sidebar');
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await check('mobile menu, navbar items');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('details.dropdown summary', { hasText: 'More' }).hover();
    await check('dropdown open');
    // The pointer leaves the dropdown, which closes, as a reader's would on the way to the sidebar.
    await page.mouse.move(640, 700);
    await page.waitForFunction(() => !document.querySelector('details.dropdown[open]'));
    await context.route('**/_docsgen/routes/docs/Guides/first.json', (route) => route.abort('internetdisconnected'));
    await page.click('.doc-sidebar a[href="/docs/category/guides"]');
    await page.waitForFunction(() => document.title.startsWith('Guides'));
    await page.click('a.doc-card__link[href="/docs/Guides/first"]');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await check('load error');
    page.on('pageerror', () => {});
    await page.goto(`${server.url}/crash?crash`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await check('crash page');
    await context.close();
    assert.equal(found, []);
  });
}

states.run();
