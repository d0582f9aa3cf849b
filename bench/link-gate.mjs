// `node bench/link-gate.mjs`: the link gate over a 1,000-doc site, beside its budget (3 s).
// Generates the site in a temporary folder (10 categories of 100 docs, each doc linking to
// another doc, to a heading of another doc and to a heading of its own), builds it once with
// `docsgen build`, then times `docsgen check` (the same gate, without the build) several times.
// Every page carries the whole sidebar, so the gate reads about a thousand links per page: the
// real shape of a big docs site, not a folder of four-link pages.
// Timing never fails anything here: a missed budget is printed as MISSED. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 3000;
const CATEGORIES = 10;
const PER_CATEGORY = 100;

function docsgen(args) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'bin/docsgen'), ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`docsgen ${args.join(' ')} exited ${code}\n${stderr}`));
      resolve({ stdout, ms: performance.now() - start });
    });
  });
}

const pad = (n, width = 3) => String(n).padStart(width, '0');

async function generateSite(dir) {
  await cp(path.join(root, 'test/fixtures/mini'), dir, { recursive: true });
  const docs = path.join(dir, 'content/docs');
  await rm(docs, { recursive: true, force: true });
  await mkdir(docs, { recursive: true });
  await writeFile(path.join(docs, '00-start.md'), '# Start\n\nThe first page.\n');
  for (let c = 0; c < CATEGORIES; c++) {
    const folder = path.join(docs, `${pad(c + 1, 2)}-part-${c}`);
    await mkdir(folder);
    await writeFile(path.join(folder, '_category_.json'), JSON.stringify({ label: `Part ${c}`, position: c + 1 }));
    for (let i = 0; i < PER_CATEGORY; i++) {
      const next = (i + 1) % PER_CATEGORY;
      const body = [
        `# Doc ${c}.${i}`,
        '',
        `Go on to [the next doc](./${pad(next + 1)}-doc-${next}.md), read [its details](./${pad(next + 1)}-doc-${next}.md#details), or [see below](#details).`,
        '',
        '## Overview',
        '',
        'Some text.',
        '',
        '## Details',
        '',
        'More text.',
        '',
      ].join('\n');
      await writeFile(path.join(folder, `${pad(i + 1)}-doc-${i}.md`), body);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-links-'));
const site = path.join(tmp, 'site');
try {
  await generateSite(site);
  const built = await docsgen(['build', '--site-dir', site]);
  const stageMs = Number(/links (\d+) ms/.exec(built.stdout)?.[1]);
  const pages = Number(/Built (\d+) pages/.exec(built.stdout)?.[1]);
  const checks = [];
  let links = 0;
  for (let i = 0; i < runs; i++) {
    const { stdout } = await docsgen(['check', '--site-dir', site]);
    const [, , count, ms] = /Checked (\d+) pages \((\d+) links\) .* in (\d+) ms/.exec(stdout) ?? [];
    links = Number(count);
    checks.push(Number(ms));
  }
  const gate = median(checks);
  console.log(`docsgen link gate bench — ${pages} pages, ${links.toLocaleString('en')} links, ${os.cpus().length} cores, Node ${process.version}\n`);
  const row = (name, ms, budget) =>
    console.log(`${name.padEnd(44)}${`${Math.round(ms)} ms`.padStart(10)}${(budget ? `${budget} ms` : '—').padStart(10)}${(budget ? (ms <= budget ? 'ok' : 'MISSED') : '').padStart(8)}`);
  console.log(`${'figure'.padEnd(44)}${'value'.padStart(10)}${'budget'.padStart(10)}${'status'.padStart(8)}`);
  row(`link gate, docsgen check (median of ${runs})`, gate, BUDGET_MS);
  row('link gate, build stage `links` (one build)', stageMs, BUDGET_MS);
  row('the whole build, for scale (one build)', built.ms, undefined);
  console.log(`\nruns: ${checks.join(', ')} ms`);
} finally {
  await rm(tmp, { recursive: true, force: true });
}
