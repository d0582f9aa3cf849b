// `npm run bench:live`: `docsgen serve` (watch mode) on a copy of this site, with Chromium holding a
// doc open. Printed beside the budgets of issues 6 and 7, written to bench/results/live-reload.json.
//   - spawn to first HTTP 200 with no earlier serve output (a cold first build)
//   - edit-to-browser: from writing the file to the new text in the page's DOM (median of N saves)
//   - incremental rebuild of that one doc, as `serve` reports it
//   - a title edit (sidebar changes: whole build and reload) to the new title on screen
// Timing never fails anything here: a missed budget is shown as MISSED.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const EDITS_DEFAULT = Number(process.env.BENCH_EDITS ?? 15);
/** Cold starts measured (each on a fresh copy); the first is the one the edits then use. */
const COLD_RUNS_DEFAULT = Number(process.env.BENCH_COLD_RUNS ?? 5);
const now = () => performance.timeOrigin + performance.now();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Spawns `serve` on a fresh copy of this site and polls until `/` answers 200: the ms it took. */
async function coldStart() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-cold-'));
  const site = path.join(tmp, 'site');
  for (const entry of ['content', 'templates', 'site.config.ts']) await cp(path.join(root, entry), path.join(site, entry), { recursive: true });
  const port = await freePort();
  const started = now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docsgen'), 'serve', '--site-dir', site, '--port', String(port)], { stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}`);
      const status = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status, () => 0);
      if (status === 200) return now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    await rm(tmp, { recursive: true, force: true });
  }
}

/** The figures of a `docsgen serve` session on a copy of this site; printed and written when `print`. */
export async function liveReloadFigures({ edits = EDITS_DEFAULT, coldRuns = COLD_RUNS_DEFAULT, print = false } = {}) {
  const EDITS = edits;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-live-'));
  const site = path.join(tmp, 'site');
  for (const entry of ['content', 'templates', 'site.config.ts']) await cp(path.join(root, entry), path.join(site, entry), { recursive: true });
  const doc = path.join(site, 'content/docs/02-getting-started.md');

  const port = await freePort();
  const started = now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docsgen'), 'serve', '--site-dir', site, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (b) => (log += b));
  child.stderr.on('data', (b) => (log += b));
  let browser;
  try {
    let firstOk;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}\n${log}`);
      const status = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status, () => 0);
      if (status === 200) {
        firstOk = now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/getting-started`);
    await page.waitForFunction(() => document.documentElement.dataset.docsgenLive === 'connected');
    // Seen: when the marker text is first in the DOM, by the page's clock.
    await page.evaluate(() => {
      window.__seen = {};
      new MutationObserver(() => {
        const text = document.querySelector('.markdown')?.textContent ?? '';
        for (const m of text.matchAll(/bench-marker-(\d+)/g)) window.__seen[m[1]] ??= performance.timeOrigin + performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    const original = await readFile(doc, 'utf8');
    const editMs = [];
    for (let i = 0; i < EDITS; i++) {
      await new Promise((r) => setTimeout(r, 150));
      const text = `${original}\n\nA paragraph saved by the benchmark: bench-marker-${i}.\n`;
      const t0 = now();
      await writeFile(doc, text);
      await page.waitForFunction((n) => window.__seen[n] !== undefined, String(i), { timeout: 10_000, polling: 'raf' });
      editMs.push((await page.evaluate((n) => window.__seen[n], String(i))) - t0);
    }
    await new Promise((r) => setTimeout(r, 100));
    const rebuildMs = [...log.matchAll(/Updated \/docs\/getting-started in (\d+) ms/g)].map((m) => Number(m[1]));

    const titleT0 = now();
    await writeFile(doc, original.replace(/^# .*$/m, '# Getting Started, renamed'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting Started, renamed', undefined, { timeout: 20_000 });
    const titleMs = now() - titleT0;

    // A second start: the previous session's output is served while the first build runs.
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    const port2 = await freePort();
    const warmStart = now();
    const second = spawn(process.execPath, [path.join(root, 'bin/docsgen'), 'serve', '--site-dir', site, '--port', String(port2)], { stdio: 'ignore' });
    let warmOk;
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port2}/`).then((r) => r.status, () => 0);
      if (status === 200) {
        warmOk = now() - warmStart;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    second.kill('SIGTERM');
    await new Promise((r) => (second.exitCode !== null ? r() : second.once('exit', r)));
    // More cold starts, each on a fresh copy, now that nothing else runs: the figure is their median.
    const coldMs = [firstOk];
    while (coldMs.length < coldRuns) coldMs.push(await coldStart());

    const rows = [
      ['serve: spawn to first 200 (cold first build)', median(coldMs), 1000, `median of ${coldMs.length} (${coldMs.map((ms) => ms.toFixed(0)).join(', ')}); fresh copy: no compile cache, no earlier serve output`],
      ['serve: spawn to first 200 (second start)', warmOk, 1000, "the last session's output served while it rebuilds"],
      ['edit-to-browser, body edit (median)', median(editMs), 60, `${EDITS} saves; p95 ${[...editMs].sort((a, b) => a - b)[Math.floor(editMs.length * 0.95)]?.toFixed(0)} ms; write → text in DOM`],
      ['incremental rebuild of one doc (median)', median(rebuildMs.slice(1)), 30, `as serve reports it; first after start: ${rebuildMs[0]} ms`],
      ['title edit → new title on screen (reload)', titleMs, undefined, 'whole build + page reload'],
    ];
    if (!print) return { rows, editMs, rebuildMs, coldMs };
  console.log(`docsgen serve (watch) bench — ${os.cpus().length} cores, Node ${process.version}\n`);
    console.log(['figure'.padEnd(46), 'value'.padStart(10), 'budget'.padStart(10), 'status'.padStart(8), '  note'].join(''));
    for (const [name, value, budget, note] of rows) {
      const status = budget === undefined ? '' : value <= budget ? 'ok' : 'MISSED';
      console.log([name.padEnd(46), `${value.toFixed(0)} ms`.padStart(10), (budget === undefined ? '—' : `${budget} ms`).padStart(10), status.padStart(8), `  ${note}`].join(''));
    }
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    const figures = rows.map(([name, value, budget]) => ({ name, value: Number(value.toFixed(2)), unit: 'ms', budget: budget ?? null, met: budget === undefined ? null : value <= budget }));
    await writeFile(path.join(root, 'bench/results/live-reload.json'), JSON.stringify({ date: new Date().toISOString(), edits: EDITS, editMs, rebuildMs, coldMs, figures }, null, 2));
    console.log('\nwritten: bench/results/live-reload.json');
  } catch (error) {
    console.error(log);
    throw error;
  } finally {
    await browser?.close();
    child.kill('SIGTERM');
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await liveReloadFigures({ print: true });
