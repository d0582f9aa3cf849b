/**
 * Issue 33: a Docusaurus site after `docsgen migrate`, read in Chromium as its readers would: its
 * navbar, announcement bar and footer from docusaurus.config.ts, each doc in the sidebar of
 * sidebars.js that lists it (two sidebars, in their order), the navbar's docSidebar item swapping
 * them by client navigation, and Algolia's search button. Nothing of the site was moved.
 */
import * as assert from 'uvu/assert';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { runMigrate } from '../../src/cli/migrate/command.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { collectConsole, markWindow, openPage, windowMarked } from '../helpers/browser.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

let site: Promise<BuildResult> | undefined;
const migratedSite = () =>
  (site ??= copyFixture('docusaurus-site').then(async ({ dir }) => {
    await runMigrate({ dir, log: () => {} });
    return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
  }));

const test = browserSuite('a migrated Docusaurus site in the browser', migratedSite);

const sidebarLinks = (page: import('playwright-core').Page) => page.locator('.doc-sidebar nav a').allTextContents();

test("its own navbar, announcement and footer; each doc in its sidebars.js sidebar; docSidebar swaps them", async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/guide/intro`);
  const console = collectConsole(page);
  assert.match(await page.locator('.navbar').innerText(), /Widget Kit[\s\S]*Guide[\s\S]*API[\s\S]*More[\s\S]*GitHub/);
  assert.not.match(await page.locator('.navbar').innerText(), /Blog/, 'no link to the blog docsgen does not build');
  assert.match(await page.locator('.announcementBar, [role=banner]').first().innerText(), /Widget Kit 2 is out!/);
  assert.match(await page.locator('footer.footer').innerText(), /Introduction[\s\S]*GitHub[\s\S]*Copyright © \d{4} Example\./);
  assert.equal(await sidebarLinks(page), ['Introduction', 'Install', 'Configure']);
  assert.match(await page.locator('.doc-sidebar nav').innerText(), /^Introduction\s+Guides$/, 'the Guides category after the intro, collapsed as Docusaurus has it');
  assert.ok(await page.locator('button.DocSearch-Button').isVisible(), "Algolia's search button");

  await markWindow(page);
  await page.locator('.navbar a', { hasText: 'API' }).first().click();
  await page.waitForURL(`${server.url}/guide/api/overview`);
  await page.locator('.doc-sidebar a', { hasText: 'Widgets' }).waitFor();
  assert.equal(await sidebarLinks(page), ['API overview', 'Widgets']);
  assert.ok(await windowMarked(page), 'a client navigation, not a page load');
  assert.equal(console.errors, []);
  await page.context().close();
});

test.run();
