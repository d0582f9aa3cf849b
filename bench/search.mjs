// `node bench/search.mjs`: the embedded search engine's figures, on this site and on a generated
// site of ~1,000 pages (the READMEs under node_modules, each repeated with its titles changed), so
// the size-independence of Pagefind's first query can be seen. Written to bench/results/search.json.
// Timing never fails anything here.
//   - build: the `search` stage and the whole build, as `docsgen build` prints them; index size
//   - in Chromium, served by `docsgen serve --no-watch` (brotli): the cold first query (client
//     created on the first keystroke, index fetch included) in ms and bytes over the wire; then
//     each later keystroke of a typed query, p50 / p95
//   - as-you-type multi-word prefixes (big site): how often Pagefind alone finds nothing, and how
//     often the provider still finds the page the phrase comes from
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin/docsgen');
const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const HARNESS = '__search-bench';

const median = (v) => quantile(v, 0.5);
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function docsgen(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' }, ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`docsgen ${args.join(' ')} exited ${code}\n${stderr}`))));
  });
}

function stageTimes(stdout) {
  const total = Number(/in (\d+) ms/.exec(stdout)?.[1]);
  const search = Number(/search (\d+) ms/.exec(stdout)?.[1]);
  return { total, search };
}

async function folderBytes(dir) {
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return bytes;
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function serve(siteDir, outDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [bin, 'serve', '--no-watch', '--site-dir', siteDir, '--out-dir', outDir, '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).status < 500) return { url, close: () => child.kill() };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('serve did not start');
}

/** The provider as a file of the output, and a blank page to run it from. */
async function addHarness(outDir) {
  const dir = path.join(outDir, HARNESS);
  await mkdir(dir, { recursive: true });
  await esbuild({ entryPoints: [path.join(root, 'src/runtime/search/providers/local.ts')], bundle: true, format: 'esm', minify: true, jsx: 'automatic', outfile: path.join(dir, 'local.js'), logLevel: 'warning' });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>bench</title></head><body></body></html>');
}

const CONTEXTUAL = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const REQUEST = { indexName: 'docsgen', hitsPerPage: 20, attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'], snippetEllipsisText: '…', highlightPreTag: '<mark>', highlightPostTag: '</mark>', facetFilters: CONTEXTUAL };

/** A fresh browser context: the client made on the first keystroke, and what that query cost. */
async function coldQuery(browser, url, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/${HARNESS}/`);
  await page.waitForLoadState('networkidle');
  const sizes = [];
  context.on('requestfinished', async (request) => {
    const s = await request.sizes().catch(() => null);
    if (s) sizes.push(s.responseBodySize + s.responseHeadersSize);
  });
  const result = await page.evaluate(
    async ({ query, request, harness }) => {
      const start = performance.now();
      const { createLocalClient } = await import(`/${harness}/local.js`);
      const client = await createLocalClient({ provider: 'local', indexName: 'docsgen', indexUrl: '/_docsgen/search/' });
      const answer = await client.search({ requests: [{ ...request, query }] });
      window.__client = client;
      return { ms: performance.now() - start, hits: answer.results[0].hits.length };
    },
    { query, request: REQUEST, harness: HARNESS },
  );
  await page.waitForTimeout(300);
  return { ...result, bytes: sizes.reduce((a, b) => a + b, 0), requests: sizes.length, page, context };
}

async function browserFigures(browser, url, { typed, word, phrases = [] }) {
  const firstWord = await coldQuery(browser, url, word);
  await firstWord.context.close();
  const firstKey = await coldQuery(browser, url, typed[0]);
  const later = await firstKey.page.evaluate(
    async ({ typed, phrases, request }) => {
      const client = window.__client;
      const keystrokes = [];
      for (let i = 2; i <= typed.length; i++) {
        const t = performance.now();
        await client.search({ requests: [{ ...request, query: typed.slice(0, i) }] });
        keystrokes.push(performance.now() - t);
      }
      const pf = await import('/_docsgen/search/pagefind.js');
      const raw = pf.createInstance({ basePath: '/_docsgen/search/', baseUrl: '/' });
      await raw.init();
      const prefixes = { queries: 0, pagefindEmpty: 0, providerEmpty: 0, providerFoundPage: 0 };
      for (const { phrase, page } of phrases) {
        const words = phrase.split(' ');
        const last = words[words.length - 1];
        for (let n = 2; n < last.length; n++) {
          const query = [...words.slice(0, -1), last.slice(0, n)].join(' ');
          prefixes.queries++;
          const r = await raw.search(query);
          if (!r || r.results.length === 0) prefixes.pagefindEmpty++;
          const answer = await client.search({ requests: [{ ...request, query, facetFilters: undefined, hitsPerPage: 100 }] });
          const hits = answer.results[0].hits;
          if (hits.length === 0) prefixes.providerEmpty++;
          if (hits.some((h) => h.url_without_anchor.includes(page))) prefixes.providerFoundPage++;
        }
      }
      return { keystrokes, prefixes };
    },
    { typed, phrases, request: REQUEST },
  );
  await firstKey.context.close();
  return {
    firstWord: { query: word, ms: firstWord.ms, bytes: firstWord.bytes, requests: firstWord.requests, hits: firstWord.hits },
    firstKey: { query: typed[0], ms: firstKey.ms, bytes: firstKey.bytes, requests: firstKey.requests, hits: firstKey.hits },
    keystrokeP50: median(later.keystrokes),
    keystrokeP95: quantile(later.keystrokes, 0.95),
    prefixes: later.prefixes,
  };
}

/** ~PAGES docs from the READMEs in node_modules, in categories of 100; titles made unique. */
async function generateSite(dir) {
  await cp(path.join(root, 'test/fixtures/mini'), dir, { recursive: true });
  const config = path.join(dir, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini',", "title: 'Mini',\n  onBrokenLinks: 'ignore',\n  onBrokenMarkdownLinks: 'ignore',\n  onBrokenAnchors: 'ignore',"));
  const modules = path.join(root, 'node_modules');
  const sources = [];
  for (const entry of await readdir(modules, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^readme\.md$/i.test(entry.name) || entry.parentPath.includes('.cache')) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    if (text.length > 3000) sources.push({ name: path.relative(modules, entry.parentPath).replace(/[^\w]+/g, '-'), text });
  }
  sources.sort((a, b) => a.name.localeCompare(b.name));
  const phrases = [];
  for (let i = 0; i < PAGES; i++) {
    const source = sources[i % sources.length];
    const round = Math.floor(i / sources.length);
    const category = `${String(Math.floor(i / 100) + 10).padStart(2, '0')}-Part${Math.floor(i / 100)}`;
    const id = `${source.name}-${round}`;
    const body = source.text
      .replace(/^---[\s\S]*?---\n/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/^#\s+(.*)$/m, '')
      .replace(/\{#/g, '{ #');
    await mkdir(path.join(dir, 'content/docs', category), { recursive: true });
    await writeFile(path.join(dir, 'content/docs', category, `${id}.md`), `---\nid: ${id}\n---\n# ${source.name} ${round}\n\n${body}`);
    const heading = /^##\s+([A-Za-z][A-Za-z ]{8,40})$/m.exec(body)?.[1]?.trim();
    // Each README is repeated under other titles: any copy of the phrase's page counts as found.
    if (round === 0 && heading && heading.includes(' ') && phrases.length < 40) phrases.push({ phrase: heading.toLowerCase(), page: `/${source.name}-` });
  }
  return phrases;
}

if (process.env.BENCH_GENERATE_ONLY) {
  await generateSite(process.env.BENCH_GENERATE_ONLY);
  process.exit(0);
}

const results = {};
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-search-bench-'));
try {
  // This site, cold (no docs cache).
  const out = path.join(tmp, 'site');
  await rm(path.join(root, 'node_modules/.cache/docsgen'), { recursive: true, force: true });
  const built = stageTimes((await docsgen(['build', '--out-dir', out])).stdout);
  await addHarness(out);
  let server = await serve(root, out);
  results.site = {
    build: built,
    indexBytes: await folderBytes(path.join(out, '_docsgen/search')),
    ...(await browserFigures(browser, server.url, { typed: 'remoteImagesDownloadsDelay', word: 'picture' })),
  };
  server.close();

  // ~1,000 generated pages.
  const big = path.join(tmp, 'big');
  const phrases = await generateSite(big);
  const bigBuilt = stageTimes((await docsgen(['build', '--site-dir', big])).stdout);
  await addHarness(path.join(big, 'build'));
  server = await serve(big, 'build');
  results.big = {
    pages: PAGES,
    build: bigBuilt,
    indexBytes: await folderBytes(path.join(big, 'build/_docsgen/search')),
    ...(await browserFigures(browser, server.url, { typed: 'configuration options', word: 'configuration', phrases })),
  };
  server.close();
} finally {
  await browser.close();
  await rm(tmp, { recursive: true, force: true });
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
for (const [name, r] of Object.entries(results)) {
  console.log(`\n${name === 'site' ? 'this site' : `generated site, ${r.pages} pages`}`);
  console.log(`  build ${r.build.total} ms, search stage ${r.build.search} ms, index ${kb(r.indexBytes)} on disk`);
  for (const q of [r.firstWord, r.firstKey]) {
    console.log(`  cold first query "${q.query}" (client made then, index fetch included): ${q.ms.toFixed(0)} ms, ${kb(q.bytes)} over ${q.requests} requests, ${q.hits} hits`);
  }
  console.log(`  later keystrokes: p50 ${r.keystrokeP50.toFixed(1)} ms, p95 ${r.keystrokeP95.toFixed(1)} ms`);
  if (r.prefixes.queries) {
    const p = r.prefixes;
    console.log(`  multi-word prefixes: ${p.queries} queries; Pagefind alone empty ${p.pagefindEmpty}, provider empty ${p.providerEmpty}, provider found the phrase's page ${p.providerFoundPage}`);
  }
}
await mkdir(path.join(root, 'bench/results'), { recursive: true });
await writeFile(path.join(root, 'bench/results/search.json'), JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2));
console.log('\nwritten: bench/results/search.json');
