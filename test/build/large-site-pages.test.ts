/**
 * Past 300 sidebar links, a page carries only the part of the sidebar it shows open; the whole
 * sidebar and every doc entry stay in `_docsgen/site.json`. A small site is unaffected.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData, SidebarCategory, SiteData } from '../../src/runtime/data.ts';
import { buildLargeSite, DOCS_PER_CATEGORY, LARGE_CATEGORIES, largeDocPath } from '../helpers/large-site.ts';
import { buildShellSite } from '../helpers/site.ts';

const test = suite('large site pages');

async function page(outDir: string, route: string) {
  const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
  const json = /<script id="__docsgen-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return { html, data: JSON.parse(json) as { site: SiteData; route: RouteData } };
}

const links = (html: string): string[] => /<aside class="doc-sidebar">[\s\S]*?<\/aside>/.exec(html)?.[0].match(/href="[^"]+"/g) ?? [];

test('a doc page lists its own category and the other categories, not their links', async () => {
  const { outDir } = await buildLargeSite();
  const { html } = await page(outDir, largeDocPath(3, 5));
  const sidebar = links(html);
  for (let d = 1; d <= DOCS_PER_CATEGORY; d++) assert.ok(sidebar.includes(`href="${largeDocPath(3, d)}"`), `own category: topic 3.${d}`);
  assert.not.ok(sidebar.some((h) => h.includes('/area-4/')), 'a closed category has no links in the page');
  for (let c = 1; c <= LARGE_CATEGORIES; c++) assert.match(html, `>Area ${c}<`);
});

test('the page data carries the slice; the whole sidebar is in site.json', async () => {
  const { outDir } = await buildLargeSite();
  const { data } = await page(outDir, largeDocPath(3, 5));
  assert.equal(data.site.sidebars, {});
  assert.equal(data.site.versions[0]!.docs, []);
  assert.ok(data.route.kind === 'doc' && data.route.version === 'current');
  const slice = (data.route as { sidebar?: SidebarCategory[] }).sidebar ?? [];
  const closed = slice.find((item) => item.label === 'Area 4')!;
  assert.equal([closed.items, closed.unloaded], [[], true]);
  assert.equal(slice.find((item) => item.label === 'Area 3')!.items.length, DOCS_PER_CATEGORY);

  const site = JSON.parse(await readFile(path.join(outDir, '_docsgen/site.json'), 'utf8')) as SiteData;
  const whole = site.sidebars['tutorialSidebar']!.find((item) => item.label === 'Area 4') as SidebarCategory;
  assert.equal(whole.items.length, DOCS_PER_CATEGORY);
  assert.ok(site.versions[0]!.docs.length >= LARGE_CATEGORIES * DOCS_PER_CATEGORY);
  const payload = JSON.parse(await readFile(path.join(outDir, '_docsgen/routes', `${largeDocPath(3, 5).slice(1)}.json`), 'utf8')) as { sidebar?: unknown };
  assert.equal(payload.sidebar, slice);
});

test('a page does not grow with the site: each doc page is about the same size', async () => {
  const { outDir } = await buildLargeSite();
  const first = (await page(outDir, largeDocPath(1, 1))).html.length;
  const last = (await page(outDir, largeDocPath(LARGE_CATEGORIES, DOCS_PER_CATEGORY))).html.length;
  assert.ok(first < 40_000 && last < 40_000, `${first} / ${last} bytes`);
});

test('a small site still sends its whole sidebar with every page', async () => {
  const { outDir } = await buildShellSite();
  const site = JSON.parse(await readFile(path.join(outDir, '_docsgen/site.json'), 'utf8')) as SiteData;
  const docPath = site.versions[0]!.docs[0]!.path;
  const { data } = await page(outDir, docPath);
  assert.equal(data.site.sidebars, site.sidebars);
  assert.is((data.route as { sidebar?: unknown }).sidebar, undefined);
});

test.run();
