/**
 * What a build adds for search: the embedded index (local provider) or the records for
 * `docsgen search push` (Algolia), the search metadata in every head, and the OpenSearch
 * description when there is a search page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_INDEX_DIR, RECORDS_FILE, type SearchRecord } from '../../src/runtime/search/types.ts';
import { buildRealSite, runCli } from '../helpers/site.ts';
import { miniSite } from '../links/mini-site.ts';

function html(outDir: string, route: string): string {
  return readFileSync(path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
}

test('the local provider: Pagefind’s engine and index, without its UI, and no records', async () => {
  const { outDir, model } = await buildRealSite();
  const dir = path.join(outDir, LOCAL_INDEX_DIR);
  const files = readdirSync(dir);
  for (const name of ['pagefind-entry.json', 'facets.json']) assert.ok(files.includes(name), name);
  // An English index is read by docsgen's engine: Pagefind's browser module could not read it.
  for (const name of ['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind']) assert.not.ok(files.includes(name), name);
  assert.ok(files.some((f) => f.endsWith('.pf_meta')));
  for (const folder of ['index', 'fragment']) assert.ok(readdirSync(path.join(dir, folder)).length > 0, folder);
  assert.not.ok(files.some((f) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(f)), 'no ready-made UI');
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  assert.is(entry.languages.en?.page_count, model.docs.length, 'one Pagefind page per doc');
  // Every page has the same language, docs tag and version: a filter index would hold them all.
  assert.not.ok(existsSync(path.join(dir, 'filter')), 'no filter index for facets every page shares');
  assert.equal(JSON.parse(readFileSync(path.join(dir, 'facets.json'), 'utf8')), {
    uniform: { language: ['en'], docusaurus_tag: ['default', 'docs-default-current'], version: ['current'] },
  });
  assert.not.ok(existsSync(path.join(outDir, RECORDS_FILE)), 'records are for `docsgen search push` (Algolia) only');
});

test('every page names its locale and tag; doc pages their version and docs tag', async () => {
  const { outDir } = await buildRealSite();
  const doc = html(outDir, '/docs/Features/picture-component');
  for (const tag of [
    '<meta name="docusaurus_locale" content="en"/>',
    '<meta name="docusaurus_version" content="current"/>',
    '<meta name="docusaurus_tag" content="docs-default-current"/>',
    '<meta name="docsearch:language" content="en"/>',
    '<meta name="docsearch:version" content="current"/>',
    '<meta name="docsearch:docusaurus_tag" content="docs-default-current"/>',
  ]) {
    assert.ok(doc.includes(tag), tag);
  }
  for (const route of ['/', '/search']) {
    const page = html(outDir, route);
    assert.ok(page.includes('<meta name="docusaurus_tag" content="default"/>'), route);
    assert.ok(page.includes('<meta name="docsearch:docusaurus_tag" content="default"/>'), route);
    assert.ok(page.includes('<meta name="docsearch:language" content="en"/>'), route);
    assert.not.ok(page.includes('docsearch:version'), route);
  }
});

test('with a search page: an OpenSearch description the head links to', async () => {
  const { outDir } = await buildRealSite();
  assert.ok(
    html(outDir, '/docs/intro').includes(
      '<link rel="search" type="application/opensearchdescription+xml" title="Next Export Optimize Images" href="/opensearch.xml"/>',
    ),
  );
  const xml = readFileSync(path.join(outDir, 'opensearch.xml'), 'utf8');
  assert.match(xml, /<ShortName>Next Export Optimize Images<\/ShortName>/);
  assert.match(xml, /template="https:\/\/next-export-optimize-images\.vercel\.app\/search\?q=\{searchTerms\}"/);
});

test('the Algolia provider: records only, no embedded engine', async () => {
  const site = await miniSite({ config: ["search: { provider: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'mini' },", 'precompress: true,'] });
  try {
    const result = await site.build();
    assert.is(result.code, 0, result.stderr);
    const out = path.join(site.dir, 'build');
    assert.ok(existsSync(path.join(out, RECORDS_FILE)), 'records, for `docsgen search push`');
    const records = JSON.parse(readFileSync(path.join(out, RECORDS_FILE), 'utf8')) as SearchRecord[];
    assert.ok(records.some((r) => r.type === 'lvl1' && r.url.endsWith('/docs/start')));
    // Only `search push` reads them: no browser does, so no compressed copies, even when asked for.
    assert.not.ok(existsSync(path.join(out, `${RECORDS_FILE}.br`)) || existsSync(path.join(out, `${RECORDS_FILE}.gz`)), 'records not precompressed');
    assert.ok(existsSync(path.join(out, 'sitemap.xml.gz')), 'other text files are');
    assert.not.ok(existsSync(path.join(out, LOCAL_INDEX_DIR, 'pagefind-entry.json')));
    assert.ok(existsSync(path.join(out, 'opensearch.xml')));
  } finally {
    await site.cleanup();
  }
});

test('without a search page: no OpenSearch description and no link to one', async () => {
  // 'warn': the navbar's search link (the modal's branch) still points at /search without a page.
  const site = await miniSite({ config: ["search: { provider: 'local', searchPagePath: false },", "onBrokenLinks: 'warn',"] });
  try {
    const result = await site.build();
    assert.is(result.code, 0, result.stderr);
    const out = path.join(site.dir, 'build');
    assert.not.ok(existsSync(path.join(out, 'opensearch.xml')));
    assert.not.ok(readFileSync(path.join(out, 'docs/start/index.html'), 'utf8').includes('opensearch'));
    assert.ok(existsSync(path.join(out, LOCAL_INDEX_DIR, 'pagefind-entry.json')), 'the modal still searches');
  } finally {
    await site.cleanup();
  }
});

test('`docsgen build` reports the search stage in its timings', async () => {
  const site = await miniSite();
  try {
    const result = await runCli(['build', '--site-dir', site.dir]);
    assert.is(result.code, 0, result.stderr);
    assert.match(result.stdout, /search \d+ ms/);
  } finally {
    await site.cleanup();
  }
});

test.run();
