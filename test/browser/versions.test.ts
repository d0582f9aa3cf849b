/**
 * A versioned site (test/fixtures/versioned: "Next", 2.0 latest, 1.0) in Chromium: the versions
 * dropdown on the desktop and in the 390 px menu leads to the same doc in each version, or the
 * version's main doc where it has none; banners on Next and 1.0, none on 2.0, and the badge;
 * picking a version (or the banner's latest-version link) makes it the preferred one, which the
 * navbar's Docs link then follows; moving between versions is a client navigation that keeps
 * `<html>`'s version class in step; axe finds nothing, light and dark; no console errors.
 */
import * as assert from 'uvu/assert';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { collectConsole, markWindow, openPage, windowMarked } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const KEY = 'docs-preferred-version-default';
const MOBILE = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };

let built: Promise<BuildResult> | undefined;
function buildVersionedSite(): Promise<BuildResult> {
  built ??= (async () => {
    const { dir } = await copyFixture('versioned');
    return build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
  })();
  return built;
}

const test = browserSuite('versioned docs', buildVersionedSite);

const versions = (page: Page) => page.locator('nav[aria-label="Main"] .navbar__items--right details.dropdown');
const docsLink = (page: Page) => page.locator('nav[aria-label="Main"] a.navbar__link', { hasText: 'Docs' });
const banner = (page: Page) => page.locator('.theme-doc-version-banner');
const badge = (page: Page) => page.locator('.theme-doc-version-badge');
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY);
const heading = (page: Page, text: string) => page.locator('h1', { hasText: text }).waitFor();

async function entries(page: Page): Promise<[string, string][]> {
  return versions(page)
    .locator('.dropdown__menu a')
    .evaluateAll((links) => links.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as [string, string]));
}

test('desktop dropdown: labelled with the version read, each entry the same doc there or the main doc', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/next/install`);
  const console = collectConsole(page);
  assert.is((await versions(page).locator('summary').textContent())?.trim(), 'Next');
  assert.equal(await entries(page), [
    ['Next', '/docs/next/install'],
    ['2.0', '/docs/install'],
    // 1.0 has getting-started where the later versions have install: its main doc.
    ['1.0', '/docs/1.0/intro'],
  ]);
  assert.is(await versions(page).locator('a[aria-current="page"]').textContent(), 'Next');
  assert.equal(console.errors, []);
  await page.context().close();
});

test('picking a version: a client navigation there, saved as preferred, <html> class and label in step', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/next/install`);
  const console = collectConsole(page);
  assert.is(await stored(page), null, 'reading a doc chooses nothing');
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('docs-version-current')));
  await markWindow(page);
  await versions(page).locator('summary').hover();
  await versions(page).getByRole('link', { name: '2.0' }).click();
  await page.waitForURL('**/docs/install');
  await page.getByText('Run npm install verso@2').waitFor();
  assert.ok(await windowMarked(page), 'a client navigation');
  assert.is(await stored(page), '2.0');
  assert.is((await versions(page).locator('summary').textContent())?.trim(), '2.0');
  const classes = await page.evaluate(() => [...document.documentElement.classList]);
  assert.ok(classes.includes('docs-version-2.0') && !classes.includes('docs-version-current'), classes.join(' '));
  assert.equal(console.errors, []);
  await page.context().close();
});

test('banners on Next and 1.0 with the latest-version link, none on 2.0; the badge on each', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/next/api`);
  assert.is(
    (await banner(page).innerText()).replace(/\s+/g, ' ').trim(),
    'This is unreleased documentation for Verso Next version. For up-to-date documentation, see the latest version (2.0).',
  );
  assert.is(await banner(page).getByRole('link', { name: 'latest version' }).getAttribute('href'), '/docs/api');
  assert.is(await badge(page).textContent(), 'Version: Next');
  // A doc 2.0 does not have: the link goes to 2.0's main doc.
  await page.goto(`${server.url}/docs/next/guides/turbo`);
  assert.is(await banner(page).getByRole('link', { name: 'latest version' }).getAttribute('href'), '/docs/intro');
  await page.goto(`${server.url}/docs/1.0/getting-started`);
  assert.match(await banner(page).innerText(), /This is documentation for Verso 1\.0, which is no longer actively maintained\./);
  assert.is(await banner(page).getByRole('link', { name: 'latest version' }).getAttribute('href'), '/docs/intro');
  assert.is(await badge(page).textContent(), 'Version: 1.0');
  await page.goto(`${server.url}/docs/intro`);
  assert.is(await banner(page).count(), 0);
  assert.is(await badge(page).textContent(), 'Version: 2.0');
  await page.context().close();
});

test("the banner's latest-version link saves the latest as preferred, and goes there without a reload", async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/1.0/intro`);
  await markWindow(page);
  await banner(page).getByRole('link', { name: 'latest version' }).click();
  await page.waitForURL('**/docs/intro');
  await page.getByText("This is version 2's introduction").waitFor();
  assert.ok(await windowMarked(page));
  assert.is(await stored(page), '2.0');
  assert.is(await banner(page).count(), 0);
  await page.context().close();
});

test('the navbar Docs link follows the version read, else the preferred one, else the latest', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/`);
  assert.is(await docsLink(page).getAttribute('href'), '/docs/intro', 'no preference: the latest');
  await page.goto(`${server.url}/docs/1.0/getting-started`);
  assert.is(await docsLink(page).getAttribute('href'), '/docs/1.0/intro', 'the version read');
  await versions(page).locator('summary').click();
  await versions(page).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL('**/docs/next/intro');
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] a.navbar__link')?.getAttribute('href') === '/docs/next/intro');
  assert.is((await versions(page).locator('summary').textContent())?.trim(), 'Next', 'the dropdown shows the preferred version off the docs');
  await docsLink(page).click();
  await page.waitForURL('**/docs/next/intro');
  await heading(page, 'Introduction');
  await page.context().close();
});

test('390 px menu: the versions group leads to the same doc in the version picked', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/next/api`, MOBILE);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  await panel.getByRole('button', { name: '← Back to main menu' }).click();
  const group = panel.locator('.menu__details', { hasText: 'Next' });
  await group.locator('summary').click();
  const links = await group.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.equal(links, [
    ['Next', '/docs/next/api'],
    ['2.0', '/docs/api'],
    ['1.0', '/docs/1.0/intro'],
  ]);
  await group.getByRole('link', { name: '2.0' }).click();
  await page.waitForURL('**/docs/api');
  assert.is(await panel.count(), 0, 'the menu closed');
  assert.is(await stored(page), '2.0');
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
  await page.context().close();
});

test('a category page of an older version has its banner and badge', async ({ browser, server }) => {
  const page = await openPage(browser, `${server.url}/docs/next/category/guides`);
  assert.match(await banner(page).innerText(), /unreleased documentation for Verso Next version/);
  assert.is(await badge(page).textContent(), 'Version: Next');
  // A category page is no doc: the other versions open at their main doc.
  assert.equal(await entries(page), [
    ['Next', '/docs/next/intro'],
    ['2.0', '/docs/intro'],
    ['1.0', '/docs/1.0/intro'],
  ]);
  await page.context().close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a 1.0 doc with its banner, badge and open dropdown, ${colorScheme}`, async ({ browser, server }) => {
    const page = await openPage(browser, `${server.url}/docs/1.0/intro`, { colorScheme });
    const console = collectConsole(page);
    await versions(page).locator('summary').click();
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert.equal(violations, []);
    assert.equal(console.errors, []);
    await page.context().close();
  });
}

test.run();
