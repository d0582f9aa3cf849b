/**
 * A versioned site's pages without JavaScript: the banners (unreleased on Next, unmaintained on
 * 1.0, none on the latest), the badge, the versions dropdown's entries and the version's class on
 * `<html>` are in the server HTML, and the versions UI's chunk is preloaded; a `noIndex` version's pages carry robots noindex. A
 * one-version site's pages load nothing of the versions UI.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { buildRealSite, copyFixture, editConfig, silentLogger } from '../helpers/site.ts';

test('banners, badge, dropdown, <html> class and noindex are in the HTML', async () => {
  const { dir, cleanup } = await copyFixture('versioned');
  try {
    await editConfig(dir, "docs: { path: 'docs',", "docs: { versions: { '1.0': { noIndex: true, className: 'legacy-docs' } }, path: 'docs',");
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    // React's text separators (`<!-- -->`) left out: they are no part of what a reader sees.
    const page = async (route: string) => (await readFile(path.join(outDir, route, 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    const next = await page('docs/next/install');
    assert.match(
      next,
      '<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>This is unreleased documentation for Verso <b>Next</b> version.</div>' +
        '<div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/install">latest version</a></b> (2.0).</div></div>',
    );
    assert.match(next, '<span class="theme-doc-version-badge badge badge--secondary">Version: Next</span>');
    assert.match(next, /<html [^>]*class="docs-version-current"/);
    assert.match(next, /<summary class="navbar__link">Next<\/summary><ul class="dropdown__menu"><li><a href="\/docs\/next\/install" class="dropdown__link" aria-current="page">Next<\/a><\/li><li><a href="\/docs\/install" class="dropdown__link">2\.0<\/a><\/li><li><a href="\/docs\/1\.0\/intro" class="dropdown__link">1\.0<\/a><\/li><\/ul>/);
    assert.not.match(next, /name="robots"/);

    const old = await page('docs/1.0/getting-started');
    assert.match(old, '<div>This is documentation for Verso <b>1.0</b>, which is no longer actively maintained.</div>');
    assert.match(old, 'see the <b><a href="/docs/intro">latest version</a></b> (2.0).');
    assert.match(old, /<html [^>]*class="legacy-docs"/);
    assert.match(old, '<meta name="robots" content="noindex"/>');
    // The navbar's Docs link: the version read.
    assert.match(old, /<a href="\/docs\/1\.0\/intro" class="navbar__item navbar__link[^"]*"[^>]*>Docs<\/a>/);

    const latest = await page('docs/install');
    assert.not.match(latest, 'theme-doc-version-banner');
    assert.match(latest, '<span class="theme-doc-version-badge badge badge--secondary">Version: 2.0</span>');

    const category = await page('docs/next/category/guides');
    assert.match(category, 'This is unreleased documentation for Verso <b>Next</b> version.');
    assert.match(category, 'Version: Next</span>');

    // The versions UI's chunk comes with the entry, not after it.
    const ui = (await readdir(path.join(outDir, 'assets/chunks'))).find((f) => /^ui-[\w-]+\.js$/.test(f));
    assert.ok(ui);
    assert.match(next, new RegExp(`<link rel="modulepreload" href="/assets/chunks/${ui}"`));

    const home = await page('');
    assert.not.match(home, 'theme-doc-version');
    assert.match(home, /<summary class="navbar__link">2\.0<\/summary>/, 'off the docs, the latest');
  } finally {
    await cleanup();
  }
});

test("a one-version site: no page names the versions UI's chunk, no banner or badge", async () => {
  const { outDir } = await buildRealSite();
  const chunks = await readdir(path.join(outDir, 'assets/chunks'));
  const ui = chunks.filter((f) => /^ui-[\w-]+\.js$/.test(f));
  assert.is(ui.length, 1, chunks.join(' '));
  for (const route of ['', 'docs/intro']) {
    const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
    assert.not.match(html, ui[0]!);
    assert.not.match(html, 'theme-doc-version');
  }
});

test('a one-version site: docsVersionDropdown and docsVersion are links to its main doc, as Docusaurus draws them', async () => {
  const { dir, cleanup } = await copyFixture('versioned');
  try {
    await rm(path.join(dir, 'versions.json'));
    await editConfig(dir, "{ type: 'docsVersionDropdown', position: 'right' },", "{ type: 'docsVersionDropdown', position: 'right' }, { type: 'docsVersion', label: 'This version' }, { type: 'docsVersionDropdown', dropdownItemsAfter: [{ label: 'All versions', href: 'https://example.org/versions' }] },");
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const html = (await readFile(path.join(outDir, 'docs/api/index.html'), 'utf8')).replaceAll('<!-- -->', '');
    assert.match(html, /<a href="\/docs\/intro" class="navbar__item navbar__link">Next<\/a>/, 'the dropdown alone: a link named for the version');
    assert.match(html, /<a href="\/docs\/intro" class="navbar__item navbar__link">This version<\/a>/);
    assert.match(html, /<summary class="navbar__link">Next<\/summary><ul class="dropdown__menu"><li><a href="\/docs\/intro" class="dropdown__link">Next<\/a><\/li><li><a href="https:\/\/example\.org\/versions" [^>]*>All versions<svg/, 'with other links: a dropdown');
  } finally {
    await cleanup();
  }
});

test.run();
