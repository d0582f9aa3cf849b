// Side-by-side mode of the benchmark (issue 7): the same content built by docsgen and by
// Docusaurus 3.7, cold, with wall time and peak memory of each whole process tree.
//
//   node bench/docusaurus.mjs [--pages 1000|site] [--runs 3] [--warm] [--max-old-space-size MB]
//                             [--only docsgen|docusaurus] [--site-dir <generated site>] [--keep] [--install-only]
//
// Docusaurus is NOT a dependency of the project: it is installed once into a cache folder outside
// the repo (os.tmpdir()/docsgen-bench-docusaurus-3.7) and reused. Never run by CI or `npm test`.
// Docusaurus 3.7 needs webpack pinned to ~5.105, done with npm `overrides` in the cache folder's
// package.json: with the newest webpack (5.112.2 when checked) every build stops at once with
// "ValidationError: Invalid options object. Progress Plugin has been initialized using an options
// object that does not match the API schema" (options webpackbar passes: name, color, reporters).
import { spawnSync } from 'node:child_process';
import { emptyTrash, setAside } from './lib/set-aside.mjs';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, measure } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What goes into the cache folder's package.json; a change here means a new install. */
const MANIFEST = {
  name: 'docsgen-bench-docusaurus',
  private: true,
  description: 'Docusaurus 3.7 for docsgen\'s side-by-side benchmark (bench/docusaurus.mjs). Safe to delete.',
  dependencies: {
    '@docusaurus/core': '~3.7.0',
    '@docusaurus/preset-classic': '~3.7.0',
    '@mdx-js/react': '^3.0.0',
    clsx: '^2.0.0',
    'prism-react-renderer': '^2.3.0',
    // Docusaurus 3.7 accepts React 18 or 19 (peer range ^18.0.0 || ^19.0.0); 19 is what docsgen uses
    react: '^19.0.0',
    'react-dom': '^19.0.0',
  },
  overrides: { webpack: '~5.105.0' },
};
const MANIFEST_HASH = createHash('sha256').update(JSON.stringify(MANIFEST)).digest('hex').slice(0, 16);

export const defaultCacheDir = () => path.join(os.tmpdir(), 'docsgen-bench-docusaurus-3.7');

const exists = (p) => stat(p).then(() => true, () => false);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

async function readMarker(dir) {
  try {
    return JSON.parse(await readFile(path.join(dir, '.installed.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Installs Docusaurus 3.7 into `dir` (default: a folder in the system temp dir) unless a finished
 * install of the same manifest is already there. A lock folder keeps two benches from installing at
 * once; a lock left by a dead process is taken over. Returns the folder and what was installed.
 */
export async function installDocusaurus(dir = defaultCacheDir(), { log = console.error } = {}) {
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, '.installing');
  for (;;) {
    const marker = await readMarker(dir);
    if (marker?.manifest === MANIFEST_HASH) return { dir, ...marker, reused: true };
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const pid = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      if (pid && !alive(pid)) await rm(lock, { recursive: true, force: true });
      else {
        log(`waiting for another install of Docusaurus in ${dir} (pid ${pid || '?'})`);
        await sleep(2000);
      }
    }
  }
  try {
    await rm(path.join(dir, '.installed.json'), { force: true });
    await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(MANIFEST, null, 2)}\n`);
    log(`installing Docusaurus 3.7 into ${dir} (npm install, once)…`);
    const start = performance.now();
    // npm writes progress to stderr; keep it, it is the only clue when the registry misbehaves
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.status !== 0) throw new Error(`npm install in ${dir} exited ${r.status ?? r.signal}`);
    const installMs = performance.now() - start;
    const version = async (name) => JSON.parse(await readFile(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    const du = spawnSync('du', ['-sb', path.join(dir, 'node_modules')], { encoding: 'utf8' });
    const marker = {
      manifest: MANIFEST_HASH,
      date: new Date().toISOString(),
      installMs: Math.round(installMs),
      nodeModulesBytes: Number(du.stdout?.split('\t')[0]) || null,
      versions: Object.fromEntries(await Promise.all(['@docusaurus/core', '@docusaurus/preset-classic', 'react', 'react-dom', 'webpack'].map(async (n) => [n, await version(n)]))),
    };
    await writeFile(path.join(dir, '.installed.json'), `${JSON.stringify(marker, null, 2)}\n`);
    log(`installed in ${(installMs / 1000).toFixed(1)} s: ${Object.entries(marker.versions).map(([n, v]) => `${n}@${v}`).join(', ')}`);
    return { dir, ...marker, reused: false };
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** `onBrokenLinks: 'throw'` and friends, read from a docsgen site.config.ts (plain text match). */
async function brokenLinkOptions(siteDir) {
  const config = await readFile(path.join(siteDir, 'site.config.ts'), 'utf8').catch(() => '');
  const option = (name, fallback) => new RegExp(`${name}:\\s*['"](\\w+)['"]`).exec(config)?.[1] ?? fallback;
  return {
    onBrokenLinks: option('onBrokenLinks', 'throw'),
    onBrokenMarkdownLinks: option('onBrokenMarkdownLinks', 'warn'),
    onBrokenAnchors: option('onBrokenAnchors', 'warn'),
    navbarDocId: /type:\s*'doc',\s*docId:\s*'([^']+)'/.exec(config)?.[1],
  };
}

/**
 * A Docusaurus site in a new folder inside the install folder (so `require` finds Docusaurus by
 * walking up, no symlinked node_modules), whose docs/ is a copy of `<siteDir>/content/docs` (and
 * static/ of `content/static`, if any). Its own package.json keeps webpack's and babel's caches in
 * `<site>/node_modules/.cache`.
 * A copy, not a symlink (the copy is not timed): with docs/ a symlink, Docusaurus 3.7 compiles but
 * then fails to render every doc ("Can't render static file … TypeError: Cannot read properties of
 * undefined (reading 'id')"), as webpack sees the docs under their real path.
 */
async function makeSite(installDir, siteDir) {
  const dir = await mkdtemp(path.join(installDir, 'site-'));
  const options = await brokenLinkOptions(siteDir);
  await cp(path.join(siteDir, 'content/docs'), path.join(dir, 'docs'), { recursive: true });
  // static files (images a doc may show): docsgen copies them into its output too
  if (await exists(path.join(siteDir, 'content/static'))) await cp(path.join(siteDir, 'content/static'), path.join(dir, 'static'), { recursive: true });
  await mkdir(path.join(dir, 'src/pages'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-site', private: true }, null, 2)}\n`);
  await writeFile(path.join(dir, 'sidebars.js'), "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };\n");
  await writeFile(
    path.join(dir, 'src/pages/index.js'),
    "import React from 'react';\nimport Layout from '@theme/Layout';\n\nexport default function Home() {\n  return <Layout title=\"Home\" description=\"The generated site.\"><main><h1>Generated Docs</h1></main></Layout>;\n}\n",
  );
  const navbarItems = options.navbarDocId ? [{ type: 'doc', docId: options.navbarDocId, label: 'Docs' }] : [];
  const config = {
    title: 'Generated Docs',
    tagline: 'A generated site for the benchmarks.',
    url: 'https://bench.example.com',
    baseUrl: '/',
    onBrokenLinks: options.onBrokenLinks,
    onBrokenMarkdownLinks: options.onBrokenMarkdownLinks,
    onBrokenAnchors: options.onBrokenAnchors,
    // .md as CommonMark, .mdx as MDX: the generated docs are plain markdown, as docsgen reads them
    markdown: { format: 'detect' },
    presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false, theme: {} }]],
    // no search: the classic preset has none unless Algolia is configured (docsgen builds a Pagefind
    // index as part of its build, so docsgen does a little more work here than Docusaurus)
    themeConfig: { navbar: { title: 'Generated Docs', items: navbarItems }, footer: { copyright: 'Generated' } },
  };
  await writeFile(path.join(dir, 'docusaurus.config.js'), `// written by bench/docusaurus.mjs\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`);
  return { dir, options };
}

async function clearDocusaurus(installDir, site) {
  await Promise.all(
    // Set aside, not deleted, as for docsgen (lib/set-aside.mjs): both tools start cold the same way.
    [path.join(site, '.docusaurus'), path.join(site, 'build'), path.join(site, 'node_modules/.cache'), path.join(installDir, 'node_modules/.cache')].map(setAside),
  );
}

function nodeEnv(maxOldSpaceMb) {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' };
  if (maxOldSpaceMb) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${maxOldSpaceMb}`.trim();
  return env;
}

const summary = (runs) => ({ ms: median(runs.map((r) => r.ms)), peakRssBytes: median(runs.map((r) => r.peakRssBytes)), runs });

function failure(what, r) {
  // V8's native stack frames say nothing useful here; the GC lines and the FATAL ERROR line do
  const tail = (s) => s.split('\n').filter((l) => !/^\s*\d+: 0x[0-9a-f]+ /.test(l)).slice(-40).join('\n');
  const error = new Error(`${what} exited ${r.code}${r.signal ? ` (${r.signal})` : ''}\n--- stdout (tail)\n${tail(r.stdout)}\n--- stderr (tail)\n${tail(r.stderr)}`);
  // kept so a failed side still shows in the results: how long it ran and how much it held
  error.run = { ms: r.ms, peakRssBytes: r.peakRssBytes, code: r.code, signal: r.signal ?? null, outOfMemory: /heap out of memory/.test(r.stderr) };
  return error;
}

/** A tool's figures, or what is known of its failure (the bench goes on with the other tool). */
async function orFailure(name, work, log) {
  try {
    return await work();
  } catch (e) {
    if (!e.run) throw e;
    log(`  ${name} FAILED: ${e.message}`);
    return { failed: e.message.split('\n')[0], ...e.run };
  }
}

/**
 * Builds `<siteDir>/content/docs` with Docusaurus 3.7, `runs` times, cold each time (no
 * .docusaurus, build or node_modules/.cache), then `warmRuns` times keeping webpack's cache.
 * Returns medians of wall ms and peak tree RSS: `{ ms, peakRssBytes, runs, warm? }`.
 */
export async function buildWithDocusaurus({ siteDir, pages, runs = 3, warmRuns = 0, installDir, maxOldSpaceMb, keep = false, log = console.error }) {
  const install = await installDocusaurus(installDir, { log });
  const { dir, options } = await makeSite(install.dir, siteDir);
  const bin = path.join(install.dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const env = nodeEnv(maxOldSpaceMb);
  const build = async (label) => {
    const started = performance.now();
    // webpackbar's "[success] … Compiled successfully in 35.17m" lines: progress of very long builds
    const onOutput = (chunk) => {
      for (const line of chunk.split('\n')) if (/\[(success|SUCCESS|ERROR)\]/.test(line)) log(`    ${((performance.now() - started) / 1000).toFixed(0)} s: ${line.trim()}`);
    };
    const r = await measure(process.execPath, [bin, 'build'], { cwd: dir, env, onOutput });
    if (r.code !== 0) throw failure(`docusaurus build (${label}, ${dir})`, r);
    const warnings = (r.stdout + r.stderr).split('\n').filter((l) => /\[WARNING\]|\bwarn(ing)?\b/i.test(l));
    log(`  docusaurus ${label}: ${(r.ms / 1000).toFixed(1)} s, ${(r.peakRssBytes / 2 ** 20).toFixed(0)} MiB peak (${r.processes} processes)${warnings.length ? `, ${warnings.length} warning lines` : ''}`);
    return { ms: r.ms, peakRssBytes: r.peakRssBytes, processes: r.processes, warnings: warnings.slice(0, 20), output: r.stdout.split('\n').slice(-6).join('\n') };
  };
  try {
    const cold = [];
    for (let i = 0; i < runs; i++) {
      await clearDocusaurus(install.dir, dir);
      cold.push(await build(`cold ${i + 1}/${runs}`));
    }
    const result = { ...summary(cold), pages, versions: install.versions, options, maxOldSpaceMb: maxOldSpaceMb ?? null, siteCopy: dir };
    if (warmRuns) {
      const warm = [];
      for (let i = 0; i < warmRuns; i++) warm.push(await build(`warm ${i + 1}/${warmRuns}`));
      result.warm = summary(warm);
    }
    return result;
  } finally {
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

/** Builds `siteDir` with docsgen `runs` times, cold each time (no compiled-docs cache). */
export async function buildWithDocsgen({ siteDir, runs = 3, warmRuns = 0, log = console.error }) {
  const bin = path.join(root, 'bin/docsgen');
  const build = async (label) => {
    const r = await measure(process.execPath, [bin, 'build', '--site-dir', siteDir], { cwd: root, env: nodeEnv() });
    if (r.code !== 0) throw failure(`docsgen build (${label}, ${siteDir})`, r);
    log(`  docsgen ${label}: ${(r.ms / 1000).toFixed(1)} s, ${(r.peakRssBytes / 2 ** 20).toFixed(0)} MiB peak (${r.processes} processes)`);
    return { ms: r.ms, peakRssBytes: r.peakRssBytes, processes: r.processes, output: r.stdout.trim().split('\n').slice(-2).join('\n') };
  };
  const cache = path.join(siteDir, 'node_modules/.cache/docsgen');
  await build('warm-up (not counted: bundles the CLI if stale, fills the disk cache)');
  const cold = [];
  for (let i = 0; i < runs; i++) {
    await setAside(cache);
    cold.push(await build(`cold ${i + 1}/${runs}`));
  }
  const result = summary(cold);
  if (warmRuns) {
    const warm = [];
    for (let i = 0; i < warmRuns; i++) warm.push(await build(`warm ${i + 1}/${warmRuns}`));
    result.warm = summary(warm);
  }
  return result;
}

/**
 * A site to build: generated with `pages` docs, or (pages = 'site') a copy of this repository's own
 * site, so docsgen's cache lands in the copy and not in the shared node_modules. Returns its folder.
 */
export async function prepareSite(pages, tmp) {
  const siteDir = path.join(tmp, 'site');
  if (pages === 'site') {
    await mkdir(siteDir, { recursive: true });
    for (const name of ['site.config.ts', 'content', 'templates']) {
      if (await exists(path.join(root, name))) await cp(path.join(root, name), path.join(siteDir, name), { recursive: true });
    }
  } else {
    const { generateSite } = await import('./generate-site.mjs');
    await generateSite(siteDir, pages);
  }
  return siteDir;
}

async function countDocs(dir) {
  let n = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile() && /\.mdx?$/.test(entry.name)) n++;
  return n;
}

/**
 * The side-by-side figures for one size: docsgen then Docusaurus on the same content, cold, `runs`
 * each; medians and ratios (Docusaurus ÷ docsgen, so 10 means Docusaurus takes ten times as long).
 */
export async function sideBySide({ pages = 1000, runs = 3, warm = false, only, siteDir: givenSite, maxOldSpaceMb, installDir, keep = false, log = console.error } = {}) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `docsgen-bench-side-${pages}-`));
  const load = () => os.loadavg().map((l) => Number(l.toFixed(2)));
  try {
    const loadBefore = load();
    // a site generated earlier (`node bench/generate-site.mjs <dir> <pages>`) saves minutes at 10,000 pages
    const siteDir = givenSite ? path.resolve(givenSite) : await prepareSite(pages, tmp);
    const docs = await countDocs(path.join(siteDir, 'content/docs'));
    log(`${pages === 'site' ? 'this site' : `generated site`}: ${docs} docs in ${siteDir}`);
    const warmRuns = warm ? runs : 0;
    const docsgen = only === 'docusaurus' ? null : await orFailure('docsgen', () => buildWithDocsgen({ siteDir, runs, warmRuns, log }), log);
    const docusaurus =
      only === 'docsgen' ? null : await orFailure('docusaurus', () => buildWithDocusaurus({ siteDir, pages, runs, warmRuns, installDir, maxOldSpaceMb, keep, log }), log);
    if (docusaurus?.failed) docusaurus.maxOldSpaceMb = maxOldSpaceMb ?? null;
    const ok = (side) => side && !side.failed;
    const ratio = (a, b) => (a && b ? Number((a / b).toFixed(2)) : null);
    return {
      date: new Date().toISOString(),
      pages,
      docs,
      runs,
      machine: { cores: os.cpus().length, memoryBytes: os.totalmem(), node: process.version, loadavgBefore: loadBefore, loadavgAfter: load() },
      docsgen,
      docusaurus,
      ratios: {
        coldMs: ok(docusaurus) && ok(docsgen) ? ratio(docusaurus.ms, docsgen.ms) : null,
        peakRss: ok(docusaurus) && ok(docsgen) ? ratio(docusaurus.peakRssBytes, docsgen.peakRssBytes) : null,
        ...(warm && ok(docusaurus) && ok(docsgen)
          ? { warmMs: ratio(docusaurus.warm.ms, docsgen.warm.ms), warmPeakRss: ratio(docusaurus.warm.peakRssBytes, docsgen.warm.peakRssBytes) }
          : {}),
      },
    };
  } finally {
    if (!keep) await rm(tmp, { recursive: true, force: true });
  }
}

export function printTable(result, print = console.log) {
  const s = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
  const mib = (b) => (b === undefined ? '—' : `${(b / 2 ** 20).toFixed(0)} MiB`);
  const x = (r) => (r === null || r === undefined ? '—' : `${r}×`);
  const { docsgen: g, docusaurus: d, ratios } = result;
  // a failed side shows how far it got: "FAILED 963 s" / "OOM 4.6 GiB"
  const cell = (side, value, format) => (side?.failed ? `${side.outOfMemory ? 'OOM' : 'FAILED'} ${format(value)}` : format(value));
  const rows = [
    ['cold build', cell(g, g?.ms, s), cell(d, d?.ms, s), x(ratios.coldMs)],
    ['peak memory (process tree), cold', cell(g, g?.peakRssBytes, mib), cell(d, d?.peakRssBytes, mib), x(ratios.peakRss)],
  ];
  if ('warmMs' in ratios) {
    rows.push(['warm build (caches kept)', s(g?.warm.ms), s(d?.warm.ms), x(ratios.warmMs)]);
    rows.push(['peak memory, warm', mib(g?.warm.peakRssBytes), mib(d?.warm.peakRssBytes), x(ratios.warmPeakRss)]);
  }
  const what = result.pages === 'site' ? `this site (${result.docs} doc files)` : `generated site, ${result.docs} docs`;
  const versions = d?.versions ? ` ${d.versions['@docusaurus/core']} (webpack ${d.versions.webpack}${d.maxOldSpaceMb ? `, --max-old-space-size=${d.maxOldSpaceMb}` : ''})` : '';
  print(`\ndocsgen vs Docusaurus${versions} — ${what}, medians of ${result.runs} runs, ${result.machine.cores} cores, Node ${result.machine.node}, load ${result.machine.loadavgBefore[0]} → ${result.machine.loadavgAfter[0]}\n`);
  print(['figure'.padEnd(34), 'docsgen'.padStart(10), 'Docusaurus'.padStart(12), 'ratio'.padStart(8)].join(''));
  for (const [name, a, b, r] of rows) print([name.padEnd(34), a.padStart(10), b.padStart(12), r.padStart(8)].join(''));
  print('\nratio = Docusaurus ÷ docsgen (higher is better for docsgen). Docusaurus builds no search index here; docsgen does.');
  for (const [name, side] of [['docsgen', g], ['Docusaurus', d]]) if (side?.failed) print(`${name} failed (figures are how far it got): ${side.failed}${side.outOfMemory ? ' — JavaScript heap out of memory' : ''}`);
}

function parseArgs(argv) {
  const out = { pages: 1000, runs: 3, warm: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a.startsWith('--pages')) {
      const v = value();
      out.pages = v === 'site' ? 'site' : Number(v);
    }
    else if (a.startsWith('--runs')) out.runs = Number(value());
    else if (a.startsWith('--max-old-space-size')) out.maxOldSpaceMb = Number(value());
    else if (a === '--warm') out.warm = true;
    else if (a === '--keep') out.keep = true;
    else if (a === '--install-only') out.installOnly = true;
    else if (a.startsWith('--only')) out.only = value();
    else if (a.startsWith('--site-dir')) out.siteDir = value();
    else throw new Error(`unknown option ${a}\nusage: node bench/docusaurus.mjs [--pages 1000|site] [--runs 3] [--warm] [--max-old-space-size MB] [--keep] [--install-only] [--only docsgen|docusaurus] [--site-dir <generated site>]`);
  }
  if (out.pages !== 'site' && !(out.pages > 0)) throw new Error('--pages takes a number of pages or "site"');
  if (!(out.runs > 0)) throw new Error('--runs takes a positive number');
  if (out.only !== undefined && !['docsgen', 'docusaurus'].includes(out.only)) throw new Error('--only takes docsgen or docusaurus');
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  const install = await installDocusaurus();
  if (args.installOnly) {
    console.log(JSON.stringify(install, null, 2));
  } else {
    const result = await sideBySide(args);
    printTable(result);
    const file = path.join(root, `bench/results/docusaurus-${args.pages}${args.only ? `-${args.only}-only` : ''}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify({ ...result, install: { dir: install.dir, installMs: install.installMs, nodeModulesBytes: install.nodeModulesBytes } }, null, 2)}\n`);
    console.log(`written: ${path.relative(root, file)}`);
    await emptyTrash();
  }
}
