/**
 * Versioned docs as Docusaurus lays them out (`versions.json`, `versioned_docs/version-<name>/`,
 * `versioned_sidebars/`), read unchanged: the latest version at `/docs/…`, the current docs at
 * `/docs/next/…`, older ones at `/docs/<name>/…`, each with its own sidebar, prev/next, category
 * pages, `.md` links, sitemap entries and search records; and the docs plugin's version options.
 * The fixture: current ("Next"), 2.0 (latest, without Next's `guides/turbo`) and 1.0 (with
 * `getting-started` where later versions have `install`, and no `api`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { searchRecords } from '../../src/cli/search/records.ts';
import type { DocRoute, SiteData } from '../../src/runtime/data.ts';
import { copyFixture, editConfig, fixtureBuildError, silentLogger } from '../helpers/site.ts';

interface Built {
  dir: string;
  outDir: string;
  result: BuildResult;
  page(file: string): Promise<string>;
  site(): Promise<SiteData>;
  cleanup(): Promise<void>;
}

async function buildVersioned(change: (dir: string) => Promise<void> = async () => {}): Promise<Built> {
  const { dir, cleanup } = await copyFixture('versioned');
  try {
    await change(dir);
    const outDir = path.join(dir, 'build');
    const result = await build({ siteDir: dir, outDir, logger: silentLogger() });
    const page = (file: string) => readFile(path.join(outDir, file), 'utf8');
    return { dir, outDir, result, page, site: async () => JSON.parse(await page('_docsgen/site.json')) as SiteData, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** The `docs` option object of the fixture's config, with `extra` added to it. */
const docsOptions = (dir: string, extra: string) => editConfig(dir, "docs: { path: 'docs',", `docs: { ${extra}, path: 'docs',`);

function hrefsIn(html: string, opening: string, closing = '</nav>'): string[] {
  const start = html.indexOf(opening);
  assert.ok(start >= 0, `${opening} not in the page`);
  const part = html.slice(start, html.indexOf(closing, start));
  return [...part.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
}

const SIDEBAR = '<nav aria-label="Docs sidebar"';
const PAGINATION = '<nav class="pagination-nav"';
const exists = (site: Built, file: string) => existsSync(path.join(site.outDir, file));

let site: Built;

test.before(async () => {
  site = await buildVersioned();
});
test.after(async () => {
  await site.cleanup();
});

test('each version is at its own URLs: the latest at /docs, the current docs at /docs/next, older ones under their name', async () => {
  assert.match(await site.page('docs/intro/index.html'), /version 2&#x27;s introduction|version 2's introduction/);
  assert.match(await site.page('docs/next/intro/index.html'), /the next release&#x27;s introduction|the next release's introduction/);
  assert.match(await site.page('docs/1.0/intro/index.html'), /version 1&#x27;s introduction|version 1's introduction/);
  // A doc only Next has; a doc 1.0 had under another name; a doc 1.0 did not have.
  assert.ok(exists(site, 'docs/next/guides/turbo/index.html'));
  assert.not.ok(exists(site, 'docs/guides/turbo/index.html'), 'not in 2.0');
  assert.ok(exists(site, 'docs/1.0/getting-started/index.html'));
  assert.not.ok(exists(site, 'docs/1.0/install/index.html'));
  assert.not.ok(exists(site, 'docs/1.0/api/index.html'));
  // Each version's root leads to its main doc.
  const roots = site.result.routes.filter((r) => r.kind === 'redirect').map((r) => `${r.path} → ${r.kind === 'redirect' ? r.to : ''}`);
  assert.equal(roots.sort(), ['/docs → /docs/intro', '/docs/1.0 → /docs/1.0/intro', '/docs/next → /docs/next/intro']);
});

test('a .md link resolves within its own version', async () => {
  const links = (html: string) => [...html.matchAll(/<a href="(\/docs\/[^"]*)"/g)].map((m) => m[1]!);
  const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  assert.equal(links(article(await site.page('docs/1.0/intro/index.html'))).filter((h) => !h.endsWith('.md')), ['/docs/1.0/getting-started', '/docs/1.0/guides/configure']);
  assert.equal(links(article(await site.page('docs/next/intro/index.html'))).filter((h) => !h.endsWith('.md')), ['/docs/next/install', '/docs/next/guides/configure']);
  assert.equal(links(article(await site.page('docs/intro/index.html'))).filter((h) => !h.endsWith('.md')), ['/docs/install', '/docs/guides/configure']);
  assert.ok(links(article(await site.page('docs/guides/configure/index.html'))).includes('/docs/api'));
  assert.ok(links(article(await site.page('docs/next/guides/configure/index.html'))).includes('/docs/next/api'));
});

test('each version has its own sidebar, prev/next and category pages', async () => {
  const old = await site.page('docs/1.0/intro/index.html');
  assert.equal(hrefsIn(old, SIDEBAR), ['/docs/1.0/intro', '/docs/1.0/getting-started', '/docs/1.0/guides/configure']);
  assert.equal(hrefsIn(old, PAGINATION), ['/docs/1.0/getting-started']);
  const next = await site.page('docs/next/guides/configure/index.html');
  assert.ok(hrefsIn(next, SIDEBAR).includes('/docs/next/guides/turbo'));
  assert.equal(hrefsIn(next, PAGINATION), ['/docs/next/category/guides', '/docs/next/guides/turbo']);
  const latest = await site.page('docs/guides/configure/index.html');
  assert.not.ok(hrefsIn(latest, SIDEBAR).some((h) => h.includes('turbo')));
  assert.equal(hrefsIn(latest, PAGINATION), ['/docs/category/guides', '/docs/api']);
  assert.ok(exists(site, 'docs/category/guides/index.html'));
  assert.ok(exists(site, 'docs/next/category/guides/index.html'));
  assert.not.ok(exists(site, 'docs/1.0/category/guides/index.html'), '1.0 has no generated index');
  assert.match(await site.page('docs/next/category/guides/index.html'), /href="\/docs\/next\/guides\/turbo"/);
});

test('the site data lists every version with its sidebars kept apart, and each page names its version', async () => {
  const data = await site.site();
  assert.equal(
    data.versions.map((v) => [v.name, v.label, v.isLast, v.path, v.mainDocId, v.banner ?? 'none', v.badge ?? false, v.className]),
    [
      ['current', 'Next', false, '/docs/next', 'intro', 'unreleased', true, 'docs-version-current'],
      ['2.0', '2.0', true, '/docs', 'intro', 'none', true, 'docs-version-2.0'],
      ['1.0', '1.0', false, '/docs/1.0', 'intro', 'unmaintained', true, 'docs-version-1.0'],
    ],
  );
  assert.equal(Object.keys(data.sidebars).sort(), ['1.0/docs', 'current/docs', 'docs']);
  assert.equal(data.versions[2]!.docs.map((d) => d.path).sort(), ['/docs/1.0/getting-started', '/docs/1.0/guides/configure', '/docs/1.0/intro']);
  const route = (p: string) => site.result.routes.find((r) => r.path === p) as DocRoute;
  assert.equal([route('/docs/1.0/intro').version, route('/docs/1.0/intro').sidebarId], ['1.0', '1.0/docs']);
  assert.equal([route('/docs/intro').version, route('/docs/intro').sidebarId], ['2.0', 'docs']);
  assert.equal([route('/docs/next/intro').version, route('/docs/next/intro').sidebarId], ['current', 'current/docs']);
  // A page carries its own version's sidebar in its route, not every version's in its site data.
  const embedded = JSON.parse(/<script id="__docsgen-data" type="application\/json">(.*?)<\/script>/s.exec(await site.page('docs/1.0/intro/index.html'))![1]!) as { site: SiteData; route: DocRoute };
  assert.equal(embedded.site.sidebars, {});
  assert.equal(embedded.route.sidebar?.map((item) => item.label), ['Introduction', 'Getting started', 'Guides']);
  // The DocSearch crawler's facets in the head name the page's version.
  assert.match(await site.page('docs/1.0/intro/index.html'), /<meta name="docsearch:docusaurus_tag" content="docs-default-1.0"\/>/);
  assert.match(await site.page('docs/next/intro/index.html'), /<meta name="docusaurus_version" content="current"\/>/);
  // Old versions are their own canonical pages.
  assert.match(await site.page('docs/1.0/intro/index.html'), /<link rel="canonical" href="https:\/\/verso\.example\.com\/docs\/1\.0\/intro"\/>/);
});

test('the sitemap and the search records cover every version, each record tagged with its own', async () => {
  const sitemap = await site.page('sitemap.xml');
  for (const url of ['/docs/intro', '/docs/next/guides/turbo', '/docs/1.0/getting-started']) assert.ok(sitemap.includes(`<loc>https://verso.example.com${url}</loc>`), url);
  const records = searchRecords(site.result.config, site.result.models).filter((r) => r.type === 'lvl1');
  const tagOf = (url: string) => records.find((r) => r.url === url)?.docusaurus_tag;
  assert.equal(tagOf('https://verso.example.com/docs/1.0/getting-started'), ['default', 'docs-default-1.0']);
  assert.equal(tagOf('https://verso.example.com/docs/next/guides/turbo'), ['default', 'docs-default-current']);
  assert.equal(tagOf('https://verso.example.com/docs/install'), ['default', 'docs-default-2.0']);
  assert.equal(records.length, 5 + 4 + 3);
});

test('llms.txt and llms-full.txt hold the latest version; every version’s pages have their twin', async () => {
  const txt = await site.page('llms.txt');
  assert.ok(txt.includes('(https://verso.example.com/docs/install.md)'));
  assert.not.match(txt, /\/docs\/next\/|\/docs\/1\.0\//);
  const full = await site.page('llms-full.txt');
  assert.equal([...full.matchAll(/^# (.+)$/gm)].map((m) => m[1]), ['Introduction', 'Install', 'API', 'Configure']);
  assert.match(full, /version 2's introduction/);
  assert.ok(exists(site, 'docs/1.0/getting-started.md') && exists(site, 'docs/next/guides/turbo.md'));
});

test('lastVersion: current puts the docs folder at /docs and 2.0 under its name', async () => {
  const other = await buildVersioned((dir) => docsOptions(dir, "lastVersion: 'current'"));
  try {
    assert.ok(exists(other, 'docs/guides/turbo/index.html'));
    assert.ok(exists(other, 'docs/2.0/install/index.html'));
    assert.not.ok(exists(other, 'docs/next'));
    const data = await other.site();
    assert.equal(data.versions.map((v) => [v.name, v.path, v.banner ?? 'none']), [
      ['current', '/docs', 'none'],
      ['2.0', '/docs/2.0', 'unmaintained'],
      ['1.0', '/docs/1.0', 'unmaintained'],
    ]);
  } finally {
    await other.cleanup();
  }
});

test('onlyIncludeVersions and includeCurrentVersion leave versions out; one version left has no badge', async () => {
  const two = await buildVersioned((dir) => docsOptions(dir, "onlyIncludeVersions: ['current', '2.0']"));
  try {
    assert.not.ok(exists(two, 'docs/1.0'));
    assert.equal((await two.site()).versions.map((v) => v.name), ['current', '2.0']);
  } finally {
    await two.cleanup();
  }
  const one = await buildVersioned((dir) => docsOptions(dir, "includeCurrentVersion: false, onlyIncludeVersions: ['1.0']"));
  try {
    assert.not.ok(exists(one, 'docs/next'));
    assert.ok(exists(one, 'docs/getting-started/index.html'), 'the one version left is at the root');
    const data = await one.site();
    assert.equal(data.versions.map((v) => [v.name, v.isLast, v.badge, v.banner]), [['1.0', true, undefined, undefined]]);
  } finally {
    await one.cleanup();
  }
});

test('versions options: a label, a path, noIndex (noindex pages, out of the sitemap), a banner and no badge', async () => {
  const other = await buildVersioned((dir) => docsOptions(dir, "versions: { '1.0': { label: '1.x (legacy)', path: '1.x', noIndex: true, badge: false }, current: { label: 'Canary', banner: 'none' } }"));
  try {
    assert.ok(exists(other, 'docs/1.x/intro/index.html'));
    assert.match(await other.page('docs/1.x/intro/index.html'), /<meta name="robots" content="noindex"\/>/);
    assert.not.ok((await other.page('sitemap.xml')).includes('/docs/1.x/'));
    const data = await other.site();
    assert.equal(data.versions.map((v) => [v.label, v.banner ?? 'none', v.badge ?? false, v.noIndex ?? false]), [
      ['Canary', 'none', true, false],
      ['2.0', 'none', true, false],
      ['1.x (legacy)', 'unmaintained', false, true],
    ]);
  } finally {
    await other.cleanup();
  }
});

test('edit links of a released version lead to its own folder when editUrl names the docs folder', async () => {
  const other = await buildVersioned((dir) => editConfig(dir, "editUrl: 'https://example.com/edit/'", "editUrl: 'https://github.com/o/verso/edit/main/docs/'"));
  try {
    const editOf = (p: string) => (other.result.routes.find((r) => r.path === p) as DocRoute).editUrl;
    assert.equal(editOf('/docs/next/intro'), 'https://github.com/o/verso/edit/main/docs/intro.md');
    assert.equal(editOf('/docs/1.0/getting-started'), 'https://github.com/o/verso/edit/main/versioned_docs/version-1.0/getting-started.md');
  } finally {
    await other.cleanup();
  }
});

test('a site without versions.json keeps its one version and its site data as before', async () => {
  const plain = await buildVersioned((dir) => rm(path.join(dir, 'versions.json')));
  try {
    assert.ok(exists(plain, 'docs/guides/turbo/index.html'));
    assert.not.ok(exists(plain, 'docs/1.0'));
    const [only] = (await plain.site()).versions;
    assert.equal(Object.keys(only!).sort(), ['docs', 'draftIds', 'isLast', 'label', 'mainDocId', 'name', 'path', 'sidebars']);
    assert.not.ok('version' in plain.result.routes.find((r) => r.path === '/docs/intro')!);
  } finally {
    await plain.cleanup();
  }
});

test('a broken versions setup is an error naming what to fix', async () => {
  const missing = await fixtureBuildError('versioned', (dir) => writeFile(path.join(dir, 'versions.json'), '["3.0", "2.0", "1.0"]\n'));
  assert.match(missing, /^versions\.json: versions\.json lists version "3\.0", but its docs folder versioned_docs\/version-3\.0\/ does not exist/);
  const notJson = await fixtureBuildError('versioned', (dir) => writeFile(path.join(dir, 'versions.json'), '["2.0",\n  1.0\n'));
  assert.match(notJson, /^versions\.json:\d+: is not valid JSON/);
  const unknown = await fixtureBuildError('versioned', (dir) => docsOptions(dir, "onlyIncludeVersions: ['2.0', '0.9']"));
  assert.match(unknown, /site\.config\.ts: docs\.onlyIncludeVersions names "0\.9", which is not a version\. Versions: current, 2\.0, 1\.0\./);
  const last = await fixtureBuildError('versioned', (dir) => docsOptions(dir, "lastVersion: '9'"));
  assert.match(last, /docs\.lastVersion is "9", which is not a version/);
  const clash = await fixtureBuildError('versioned', (dir) => docsOptions(dir, "versions: { '1.0': { path: 'next' } }"));
  assert.match(clash, /versions "current" and "1\.0" are both at the docs' path "next"/);
});

test.run();
