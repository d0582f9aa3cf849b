// `npm run bench`: figures for this site, printed as a table beside the budgets of the issues and
// written to bench/results/latest.json. Medians of several cold runs (a new process each time).
// Timing never fails anything here: a missed budget is shown as MISSED, never hidden.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 7);

function run(args) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'bench/with-rss.mjs'), ...args], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (b) => (stderr += b));
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - start;
      if (code !== 0) return reject(new Error(`docsgen ${args.join(' ')} exited ${code}\n${stderr}`));
      resolve({ ms, rss: Number(/@@rss (\d+)/.exec(stderr)?.[1] ?? NaN) });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function firstVisitBytes(outDir, route) {
  const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const bytes = gzipSync(await readFile(path.join(outDir, ref)), { level: 9 }).length;
    if (ref.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css, html: gzipSync(html, { level: 9 }).length };
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-'));
const outDir = path.join(tmp, 'build');
try {
  await run(['build', '--out-dir', outDir]); // warms the dist bundle and the disk cache
  const cache = path.join(root, 'node_modules/.cache/docsgen');
  const builds = [];
  for (let i = 0; i < runs; i++) {
    await rm(cache, { recursive: true, force: true }); // cold: no cache of compiled docs
    builds.push(await run(['build', '--out-dir', outDir]));
  }
  const warm = [];
  for (let i = 0; i < runs; i++) warm.push(await run(['build', '--out-dir', outDir]));
  const versions = [];
  for (let i = 0; i < runs; i++) versions.push(await run(['--version']));
  const intro = await firstVisitBytes(outDir, 'docs/intro');
  const rows = [
    ['cold build (no cache), this site', median(builds.map((b) => b.ms)), 'ms', 1000, 'Docusaurus 3.7: 27 s, VitePress: 7.4 s'],
    ['warm build (docs cache), this site', median(warm.map((b) => b.ms)), 'ms', undefined, 'unchanged docs are not parsed again'],
    ['peak memory, cold build', median(builds.map((b) => b.rss)) / 2 ** 20, 'MiB', 250, 'Docusaurus 3.7: 761 MiB'],
    ['docsgen --version', median(versions.map((v) => v.ms)), 'ms', 150, ''],
    ['first visit /docs/intro: JS gzip', intro.js / 1024, 'KB', 85, 'Docusaurus 3.7: 154 KB'],
    ['first visit /docs/intro: CSS gzip', intro.css / 1024, 'KB', 12, 'peers: 18–19 KB'],
    ['first visit /docs/intro: HTML gzip', intro.html / 1024, 'KB', undefined, ''],
  ];
  console.log(`docsgen bench — ${runs} runs each, medians, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(['figure'.padEnd(38), 'value'.padStart(10), 'budget'.padStart(10), 'status'.padStart(8), '  compare'].join(''));
  for (const [name, value, unit, budget, compare] of rows) {
    const status = budget === undefined ? '' : value <= budget ? 'ok' : 'MISSED';
    console.log(
      [name.padEnd(38), `${value.toFixed(unit === 'ms' ? 0 : 1)} ${unit}`.padStart(10), (budget === undefined ? '—' : `${budget} ${unit}`).padStart(10), status.padStart(8), `  ${compare}`].join(''),
    );
  }
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const json = rows.map(([name, value, unit, budget]) => ({ name, value: Number(value.toFixed(2)), unit, budget: budget ?? null, met: budget === undefined ? null : value <= budget }));
  await writeFile(path.join(root, 'bench/results/latest.json'), JSON.stringify({ date: new Date().toISOString(), runs, figures: json }, null, 2));
  console.log('\nwritten: bench/results/latest.json');
} finally {
  await rm(tmp, { recursive: true, force: true });
}
