/**
 * Docusaurus's docs-only mode, `docs.routeBasePath: '/'`: the docs are served from the site root
 * (`intro.md` at `/intro`), a `slug: /` doc is the home page, and every URL the build makes (the
 * sidebar, breadcrumbs, prev/next, category pages, `.md` links, the sitemap, search records,
 * the version's path) starts at the root. The fixture has no page module at all.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { searchRecords } from '../../src/cli/search/records.ts';
import { copyFixture, editConfig, silentLogger, fixtureBuildError } from '../helpers/site.ts';

interface Built {
  dir: string;
  outDir: string;
  result: BuildResult;
  page(file: string): Promise<string>;
  cleanup(): Promise<void>;
}

async function buildDocsOnly(change: (dir: string) => Promise<void> = async () => {}): Promise<Built> {
  const { dir, cleanup } = await copyFixture('docs-only');
  try {
    await change(dir);
    const outDir = path.join(dir, 'build');
    const result = await build({ siteDir: dir, outDir, logger: silentLogger() });
    return { dir, outDir, result, page: (file) => readFile(path.join(outDir, file), 'utf8'), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

const buildError = (change: (dir: string) => Promise<void>) => fixtureBuildError('docs-only', change);

/** The hrefs of the links inside the first element that opens with `opening`. */
function hrefsIn(html: string, opening: string, closing = '</nav>'): string[] {
  const start = html.indexOf(opening);
  assert.ok(start >= 0, `${opening} not in the page`);
  const part = html.slice(start, html.indexOf(closing, start));
  return [...part.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
}

/** A home page module, `content/pages/index.tsx` (the fixture has no pages folder). */
async function homePage(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'content/pages'), { recursive: true });
  await writeFile(path.join(dir, 'content/pages/index.tsx'), 'export default function Home() {\n  return <p>home page</p>;\n}\n');
}

const SIDEBAR = '<nav aria-label="Docs sidebar"';
const CRUMBS = '<nav aria-label="Breadcrumbs"';
const PAGINATION = '<nav class="pagination-nav"';

let site: Built;

test.before(async () => {
  site = await buildDocsOnly();
});
test.after(async () => {
  await site.cleanup();
});

test('the docs are written from the root: the slug:/ doc is index.html, no docs/ folder', async () => {
  for (const file of ['index.html', 'install/index.html', 'Guides/config/index.html', 'Guides/deploy/index.html', 'category/guides/index.html', 'search/index.html', '404.html', 'sitemap.xml']) {
    assert.ok(existsSync(path.join(site.outDir, file)), `${file} written`);
  }
  assert.not.ok(existsSync(path.join(site.outDir, 'docs')), 'no docs/ folder');
  assert.not.ok(existsSync(path.join(site.outDir, 'intro')), 'the home doc is not also at /intro');
  const home = await site.page('index.html');
  assert.match(home, /<h1[^>]*>Welcome<\/h1>/);
  assert.match(home, /<link rel="canonical" href="https:\/\/docs-only\.example\.com\/"/);
  assert.equal(site.result.routes.map((r) => `${r.kind} ${r.path}`).sort(), [
    'category /category/guides',
    'doc /',
    'doc /Guides/config',
    'doc /Guides/deploy',
    'doc /install',
    'notFound /404',
    'search /search',
  ]);
});

test('sidebar, breadcrumbs and prev/next link from the root; the home crumb is the slug:/ doc', async () => {
  const config = await site.page('Guides/config/index.html');
  assert.equal(hrefsIn(config, SIDEBAR), ['/', '/install', '/category/guides', '/Guides/config', '/Guides/deploy']);
  assert.equal(hrefsIn(config, CRUMBS), ['/', '/category/guides']);
  assert.match(config, /<a class="breadcrumbs__link" href="\/" aria-label="Home page">/);
  assert.equal(hrefsIn(await site.page('install/index.html'), PAGINATION), ['/', '/category/guides']);
  assert.equal(hrefsIn(await site.page('index.html'), PAGINATION), ['/install']);
  const cards = [...(await site.page('category/guides/index.html')).matchAll(/<a class="doc-card__link[^"]*" href="([^"]*)"/g)].map((m) => m[1]);
  assert.equal(cards, ['/Guides/config', '/Guides/deploy']);
});

test('.md links resolve to root URLs; a full URL of the site passes the link gate', async () => {
  assert.match(await site.page('index.html'), /<a href="\/install">how to install<\/a>/);
  const install = await site.page('install/index.html');
  assert.match(install, /<a href="\/Guides\/config">configure it<\/a>/);
  assert.match(install, /<a href="\/">home<\/a>/);
  assert.match(await site.page('Guides/config/index.html'), /<a href="\/install#requirements">install<\/a>/);
});

test('the version, sitemap and search records are at the root', async () => {
  const data = JSON.parse(await site.page('_docsgen/site.json')) as { versions: { path: string; mainDocId: string }[]; noHomePage?: true };
  assert.is(data.versions[0]!.path, '/');
  assert.is(data.noHomePage, undefined, 'the slug:/ doc is a home page');
  const sitemap = await site.page('sitemap.xml');
  assert.equal([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort(), [
    'https://docs-only.example.com/',
    'https://docs-only.example.com/Guides/config',
    'https://docs-only.example.com/Guides/deploy',
    'https://docs-only.example.com/category/guides',
    'https://docs-only.example.com/install',
  ]);
  const urls = new Set(searchRecords(site.result.config, site.result.model).map((r) => r.url_without_anchor));
  assert.equal([...urls].sort(), ['https://docs-only.example.com/', 'https://docs-only.example.com/Guides/config', 'https://docs-only.example.com/Guides/deploy', 'https://docs-only.example.com/install']);
});

test("without a slug:/ doc, / sends the reader to the first doc and the crumbs have no home", async () => {
  const built = await buildDocsOnly((dir) => writeFile(path.join(dir, 'content/docs/01-intro.md'), '# Welcome\n\nHello.\n'));
  try {
    const redirect = built.result.routes.find((r) => r.path === '/');
    assert.equal(redirect && { kind: redirect.kind, to: 'to' in redirect ? redirect.to : undefined }, { kind: 'redirect', to: '/intro' });
    assert.match(await built.page('index.html'), /This page has moved to <a href="\/intro">Welcome<\/a>/);
    assert.ok(existsSync(path.join(built.outDir, 'intro/index.html')));
    const config = await built.page('Guides/config/index.html');
    assert.not.match(config, /aria-label="Home page"/);
    assert.equal(hrefsIn(config, CRUMBS), ['/category/guides']);
  } finally {
    await built.cleanup();
  }
});

test("routeBasePath '' means the same as '/'", async () => {
  const built = await buildDocsOnly((dir) => editConfig(dir, "routeBasePath: '/'", "routeBasePath: ''"));
  try {
    assert.equal(built.result.routes.map((r) => r.path).sort(), site.result.routes.map((r) => r.path).sort());
  } finally {
    await built.cleanup();
  }
});

test('a page module at / beside the slug:/ doc is an error naming both files', async () => {
  const message = await buildError((dir) => homePage(dir));
  assert.match(message, /URL \/ is made twice: by the page content\/pages\/index\.tsx and by the doc content\/docs\/01-intro\.md/);
});

test('a doc at /search is an error naming it and the search page', async () => {
  const message = await buildError((dir) => writeFile(path.join(dir, 'content/docs/search.md'), '# Find\n'));
  assert.match(message, /URL \/search is made twice: by the doc content\/docs\/search\.md and by the search page \(search\.searchPagePath\)/);
});

test('a page module beside docs-only docs (no slug:/ doc) is the home page; / is not a redirect', async () => {
  const built = await buildDocsOnly(async (dir) => {
    await writeFile(path.join(dir, 'content/docs/01-intro.md'), '# Welcome\n\nHello.\n');
    await homePage(dir);
  });
  try {
    assert.is(built.result.routes.find((r) => r.path === '/')?.kind, 'page');
    assert.match(await built.page('index.html'), /home page/);
  } finally {
    await built.cleanup();
  }
});

test.run();
