/**
 * The modal's screens on this site's docs: the start screen, results in sections by top-level
 * heading (at most 5 per section, or `maxResultsPerGroup`) with the page tree, icons by type and
 * "See all N results"; no results with suggestions and the optional "Let us know." link; the
 * error screen when the index cannot be fetched.
 */
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import { launchChromium, openPage, serveBuild, type Served } from '../helpers/browser.ts';
import { buildRealSiteWithSearch, dialog, openSearch, searchFor, searchInput, sections, settled } from '../helpers/search-modal.ts';
import { buildRealSite } from '../helpers/site.ts';

const MISSING = 'https://github.com/dc7290/next-export-optimize-images/issues/new?title=Search:+{query}';
const test = suite<{ browser: Browser; site: Served; configured: Served; bare: Served }>('search modal: screens');

test.before(async (context) => {
  try {
    const site = await buildRealSite();
    const configured = await buildRealSiteWithSearch({ maxResultsPerGroup: 2, missingResultsUrl: MISSING });
    const bare = await buildRealSiteWithSearch({ searchPagePath: false });
    context.site = await serveBuild(site.outDir);
    context.configured = await serveBuild(configured.outDir);
    context.bare = await serveBuild(bare.outDir);
    context.browser = await launchChromium();
  } catch (error) {
    // uvu reports a failed hook only as "0 / n": say why.
    console.error(error);
    throw error;
  }
});

test.after(async (context) => {
  await context.browser?.close();
  await Promise.all([context.site?.close(), context.configured?.close(), context.bare?.close()]);
});

const dropdownText = (page: Page) => page.locator('.DocSearch-Dropdown').innerText();

test('start screen: "No recent searches" when nothing was searched yet', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  assert.is((await page.locator('.DocSearch-StartScreen p.DocSearch-Help').textContent())?.trim(), 'No recent searches');
  await page.context().close();
});

test('results: one section per top-level heading, pages with their headings and paragraphs as a tree', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'quality');
  const found = await sections(page);
  // An option's exact name finds the page that documents it first.
  assert.equal(
    found.map((s) => s.title),
    ['Configurations', 'Documentation'],
  );
  const config = found[0]!;
  assert.equal(config.rows[0], {
    title: 'Basic Configuration',
    path: 'Every option of export-images.config.js, with its type, default value and …',
    href: '/docs/Configurations/basic-configuration',
    child: false,
    icon: 'DocSearch-Page-Icon',
  });
  assert.equal(config.rows[1], {
    title: 'quality',
    path: 'Basic Configuration',
    href: '/docs/Configurations/basic-configuration#quality',
    child: true,
    icon: 'DocSearch-Heading-Icon',
  });
  const paragraph = config.rows.find((r) => r.icon === 'DocSearch-Content-Icon');
  assert.ok(paragraph?.child && paragraph.path === 'Basic Configuration' && paragraph.title.includes('quality'), JSON.stringify(paragraph));
  // The tree: "├" for children followed by a sibling, "└" for the last child of a page.
  const trees = await page.locator('.DocSearch-Hits').nth(0).locator('li').evaluateAll((rows) =>
    rows.map((row) => row.querySelector('svg.DocSearch-Hit-Tree path')?.getAttribute('d') ?? null),
  );
  assert.is(trees[0], null, 'the page has no tree line');
  assert.ok(trees.slice(1, -1).every((d) => d === trees[1]) && trees[trees.length - 1] !== trees[1], `middle vs last: ${trees}`);
  assert.ok(await page.locator('mark', { hasText: /^quality$/i }).first().isVisible(), 'matches are marked');
  await page.context().close();
});

test('at most 5 rows per section by default, at most `maxResultsPerGroup` when configured', async ({ browser, site, configured }) => {
  for (const [server, max] of [[site, 5], [configured, 2]] as const) {
    const page = await openPage(browser, `${server.url}/docs/intro`);
    await openSearch(page);
    await searchFor(page, 'image');
    const counts = (await sections(page)).map((s) => s.rows.length);
    assert.ok(counts.length >= 2, `${counts}`);
    assert.ok(counts.every((n) => n <= max) && counts.includes(max), `max ${max}: ${counts}`);
    await page.context().close();
  }
});

test('a section shows the pages whose titles and headings match, not one page’s paragraphs', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'image');
  const features = (await sections(page)).find((s) => s.title === 'Features');
  const pages = new Set(features?.rows.map((r) => r.href.split('#')[0]));
  assert.ok(pages.size >= 2, `Features shows ${[...pages].join(', ')}`);
  await page.context().close();
});

test('"See all N results" leads to the search page with the query, and closes the modal', async ({ browser, site, bare }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'remote images');
  const link = page.locator('.DocSearch-HitsFooter a');
  assert.match((await link.textContent()) ?? '', /^See all \d+ results$/);
  assert.is(await link.getAttribute('href'), '/search?q=remote%20images');
  await link.click();
  await page.waitForURL('**/search?q=remote%20images');
  assert.is(await dialog(page).count(), 0);
  await page.context().close();
  const withoutPage = await openPage(browser, `${bare.url}/docs/intro`);
  await openSearch(withoutPage);
  await searchFor(withoutPage, 'remote images');
  assert.ok((await sections(withoutPage)).length > 0);
  assert.is(await withoutPage.locator('.DocSearch-HitsFooter').count(), 0, 'no link without a search page');
  await withoutPage.context().close();
});

test('no results: the query, up to 3 sections to try that fill the box, no report link by default', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'zzyzx');
  assert.is((await page.locator('.DocSearch-NoResults p.DocSearch-Title').textContent())?.trim(), 'No results for "zzyzx"');
  assert.is(await page.locator('.DocSearch-NoResults p.DocSearch-Title strong').textContent(), 'zzyzx');
  assert.is(await page.locator('.DocSearch-Prefill').count(), 0, 'nothing to suggest before a search found something');
  await searchFor(page, 'remote');
  const groups = (await sections(page)).map((s) => s.title);
  assert.ok(groups.length === 3, `${groups}`);
  await searchFor(page, 'zzyzx');
  assert.match(await dropdownText(page), 'Try searching for:');
  const prefills = page.locator('button.DocSearch-Prefill');
  assert.equal(await prefills.allTextContents(), groups.slice(0, 3));
  assert.not.match(await dropdownText(page), 'Let us know');
  await prefills.filter({ hasText: 'Configurations' }).click();
  await settled(page);
  assert.is(await searchInput(page).inputValue(), 'configurations ');
  assert.ok(await page.evaluate(() => document.activeElement?.id === 'docsearch-input'));
  assert.ok((await sections(page)).some((s) => s.title === 'Configurations'));
  await page.context().close();
});

test('no results with a missing-results URL: "Let us know." with the query in it', async ({ browser, configured }) => {
  const page = await openPage(browser, `${configured.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'zzyzx &<qq>');
  const help = page.locator('.DocSearch-NoResults p.DocSearch-Help', { hasText: 'Believe this query should return results?' });
  assert.is((await help.innerText()).trim(), 'Believe this query should return results? Let us know.');
  const link = help.getByRole('link', { name: 'Let us know.' });
  assert.is(await link.getAttribute('href'), MISSING.replace('{query}', encodeURIComponent('zzyzx &<qq>')));
  assert.is(await link.getAttribute('target'), '_blank');
  assert.is(await link.getAttribute('rel'), 'noopener noreferrer');
  await page.context().close();
});

test('error screen when the index cannot be fetched; the next keystroke tries again', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await page.route('**/_docsgen/search/**', (route) => route.abort('internetdisconnected'));
  await openSearch(page);
  await searchFor(page, 'sharp');
  assert.is((await page.locator('.DocSearch-ErrorScreen p.DocSearch-Title').textContent())?.trim(), 'Unable to fetch results');
  assert.is((await page.locator('.DocSearch-ErrorScreen p.DocSearch-Help').textContent())?.trim(), 'You might want to check your network connection.');
  assert.ok(await page.locator('.DocSearch-Container').evaluate((c) => c.classList.contains('DocSearch-Container--Errored')));
  await page.unroute('**/_docsgen/search/**');
  await searchFor(page, 'sharp effort');
  assert.ok((await sections(page)).some((s) => s.rows.some((r) => r.href.endsWith('#lower-the-sharp-effort'))), 'back online: results');
  assert.not.ok(await page.locator('.DocSearch-Container').evaluate((c) => c.classList.contains('DocSearch-Container--Errored')));
  await page.context().close();
});

test('error screen when the index breaks after it has loaded (a fragment cannot be fetched)', async ({ browser, site }) => {
  const page = await openPage(browser, `${site.url}/docs/intro`);
  await openSearch(page);
  await searchFor(page, 'picture');
  await page.route('**/_docsgen/search/fragment/**', (route) => route.abort('connectionreset'));
  await searchFor(page, 'sharp');
  assert.ok(await page.locator('.DocSearch-ErrorScreen').isVisible());
  await page.context().close();
});

test.run();
