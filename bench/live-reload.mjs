// `npm run bench:live`: `docsgen serve` (watch mode) on a copy of this site, with Chromium holding a
// doc open. Printed beside the budgets of issues 6 and 7, written to bench/results/live-reload.json.
//   - spawn to first HTTP 200 with no earlier serve output (a cold first build)
//   - edit-to-browser: from writing the file to the new text in the page's DOM (median of N saves)
//   - incremental rebuild of that one doc, as `serve` reports it
//   - title edits (other pages show the title: those pages written again) to the new title on
//     screen, in the heading and in the sidebar (median of several)
//   - the peak memory of that serve process over the session
// `largeSiteServeFigures` does the body and title edits on a copy of a generated site (run.mjs: 1,000 pages).
// Timing never fails anything here: a missed budget is shown as MISSED.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { processTreePeakBytes } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const EDITS_DEFAULT = Number(process.env.BENCH_EDITS ?? 15);
/** Title edits measured (each a new title for the same doc). */
const TITLE_EDITS = Number(process.env.BENCH_TITLE_EDITS ?? 5);
/** New places measured on a large site (each moves the doc to the start or the end of its list). */
const PLACE_EDITS = Number(process.env.BENCH_PLACE_EDITS ?? 5);
/** Cold starts measured (each on a fresh copy); the first is the one the edits then use. */
const COLD_RUNS_DEFAULT = Number(process.env.BENCH_COLD_RUNS ?? 5);
const now = () => performance.timeOrigin + performance.now();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const freePort = () =>
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
  const serve = startServe(site, port);
  const { child } = serve;
  let browser;
  try {
    const firstOk = await serve.firstOk('/');
    await serve.built();
    browser = await launchBrowser();
    const page = await openLivePage(browser, `http://127.0.0.1:${port}/docs/getting-started`);
    const original = await readFile(doc, 'utf8');
    const editMs = await bodyEdits(page, doc, EDITS);
    const rebuildMs = rebuildTimes(serve.log(), '/docs/getting-started');

    const titleMs = await titleEdits(page, doc, (text, title) => text.replace(/^# .*$/m, `# ${title}`));

    // Its first build, a rebuild per body edit and a whole rebuild for the title, in one process.
    const sessionPeakBytes = await processTreePeakBytes(child.pid);

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
      ['edit-to-browser, body edit (median)', median(editMs), 60, `${EDITS} saves; p95 ${percentile95(editMs).toFixed(0)} ms; write → text in DOM`],
      ['incremental rebuild of one doc (median)', median(rebuildMs.slice(1)), 30, `as serve reports it; first after start: ${rebuildMs[0]} ms`],
      titleRow(titleMs),
      ['serve: peak memory over the session', sessionPeakBytes / 2 ** 20, undefined, `first build, ${EDITS} body edits, ${TITLE_EDITS} title edits; VmHWM of the process and its children`, 'MiB'],
    ];
    if (!print) return { rows, editMs, rebuildMs, titleMs, coldMs };
  console.log(`docsgen serve (watch) bench — ${os.cpus().length} cores, Node ${process.version}\n`);
    console.log(['figure'.padEnd(46), 'value'.padStart(10), 'budget'.padStart(10), 'status'.padStart(8), '  note'].join(''));
    for (const [name, value, budget, note, unit = 'ms'] of rows) {
      const status = budget === undefined ? '' : value <= budget ? 'ok' : 'MISSED';
      console.log([name.padEnd(46), `${value.toFixed(0)} ${unit}`.padStart(10), (budget === undefined ? '—' : `${budget} ${unit}`).padStart(10), status.padStart(8), `  ${note}`].join(''));
    }
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    const figures = rows.map(([name, value, budget, , unit = 'ms']) => ({ name, value: Number(value.toFixed(2)), unit, budget: budget ?? null, met: budget === undefined ? null : value <= budget }));
    await writeFile(path.join(root, 'bench/results/live-reload.json'), JSON.stringify({ date: new Date().toISOString(), edits: EDITS, editMs, rebuildMs, titleMs, coldMs, figures }, null, 2));
    console.log('\nwritten: bench/results/live-reload.json');
  } catch (error) {
    console.error(serve.log());
    throw error;
  } finally {
    await browser?.close();
    child.kill('SIGTERM');
    await rm(tmp, { recursive: true, force: true });
  }
}

/** Issue 7's budgets for `serve` on a big site; issue 34 sets its own at 100,000 pages. */
export const LARGE_SERVE_BUDGETS = { firstOk: undefined, edit: 60, title: 60, place: 60 };

/**
 * Body edits and the serve process's memory on a copy of a big site (`siteDir`, a generated one):
 * the incremental rebuild must not grow with the site.
 */
export async function largeSiteServeFigures({ siteDir, doc, route, edits = EDITS_DEFAULT, budgets = LARGE_SERVE_BUDGETS }) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-live-large-'));
  const site = path.join(tmp, 'site');
  await copySources(siteDir, site);
  const port = await freePort();
  const serve = startServe(site, port);
  let browser;
  try {
    const firstOk = await serve.firstOk(route);
    await serve.built();
    browser = await launchBrowser();
    const page = await openLivePage(browser, `http://127.0.0.1:${port}${route}`);
    const editMs = await bodyEdits(page, path.join(site, doc), edits);
    const rebuildMs = rebuildTimes(serve.log(), route);
    const titleMs = await titleEdits(page, path.join(site, doc), (text, title) => text.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
    const placeMs = await placeEdits(page, path.join(site, doc));
    const peakBytes = await processTreePeakBytes(serve.child.pid);
    return {
      rows: [
        ['serve: spawn to first 200 (cold first build)', firstOk, budgets.firstOk, 'no compile cache, no earlier serve output'],
        ['edit-to-browser, body edit (median)', median(editMs), budgets.edit, `${edits} saves; p95 ${percentile95(editMs).toFixed(0)} ms; write → text in DOM`],
        ['incremental rebuild of one doc (median)', median(rebuildMs.slice(1)), 30, `as serve reports it; first after start: ${rebuildMs[0]} ms`],
        titleRow(titleMs, budgets.title),
        ['new sidebar position → sidebar reordered (median)', median(placeMs), budgets.place, `${placeMs.length} saves (${placeMs.map((ms) => ms.toFixed(0)).join(', ')}); the doc to the start or the end of its list, in the open page's sidebar`],
        ['serve: peak memory over the session', peakBytes / 2 ** 20, undefined, `first build, ${edits} body edits, ${TITLE_EDITS} title edits, ${PLACE_EDITS} new places; VmHWM of the process and its children`, 'MiB'],
      ],
      editMs,
      rebuildMs,
      titleMs,
      placeMs,
    };
  } catch (error) {
    console.error(serve.log());
    throw error;
  } finally {
    await browser?.close();
    serve.child.kill('SIGTERM');
    await new Promise((r) => (serve.child.exitCode !== null ? r() : serve.child.once('exit', r)));
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * A site's sources copied: by `cp -R` where there is one (Node's `fs.cp` was still copying the
 * 100,000-doc site after 9 minutes; `cp` takes about one), else by `fs.cp`.
 */
async function copySources(from, to) {
  await mkdir(to, { recursive: true });
  for (const entry of ['content', 'site.config.ts']) {
    const copied = await new Promise((resolve) => execFile('cp', ['-R', path.join(from, entry), path.join(to, entry)], (error) => resolve(!error)));
    if (!copied) await cp(path.join(from, entry), path.join(to, entry), { recursive: true });
  }
}

/** `docsgen serve` on `site` (watching): its process, its output so far, and the wait for its first 200. */
export function startServe(site, port) {
  // In a checkout, a source newer than the CLI's bundle is bundled again by the first command run
  // (1–1.5 s): that is not serve's time, so it is done before the clock starts (`--help` only
  // loads the bundle).
  execFileSync(process.execPath, [path.join(root, 'bin/docsgen'), '--help'], { stdio: 'ignore' });
  const started = now();
  const child = spawn(process.execPath, [path.join(root, 'bin/docsgen'), 'serve', '--site-dir', site, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (b) => (log += b));
  child.stderr.on('data', (b) => (log += b));
  return {
    child,
    log: () => log,
    /** Polls `route` until it answers 200: ms from the spawn. */
    async firstOk(route) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}\n${log}`);
        const response = await fetch(`http://127.0.0.1:${port}${route}`).catch(() => undefined);
        if (response?.status === 200) return now() - started;
        // A first build that failed is served as a 503 page until a save fixes it: no later poll can succeed.
        const text = response ? await response.text() : '';
        if (response?.status === 503 && text.includes('<title>Build failed</title>')) throw new Error(`serve's first build failed\n${log}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    /**
     * Resolves once the first build is done. Its pages are served before that (dev/early-pages.ts),
     * and a save made meanwhile waits for the build: the edits are timed after it.
     */
    async built() {
      while (!/✔ Built the site/.test(log)) {
        if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}\n${log}`);
        if (/save a fix and it rebuilds/.test(log)) throw new Error(`serve's first build failed\n${log}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
}

/** A page at `url` once its live-reload channel is connected. */
async function openLivePage(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.docsgenLive === 'connected');
  return page;
}

/**
 * Saves `doc` `edits` times, each with a new marker paragraph: ms from the write to the marker
 * in the page's DOM (by the page's clock), for each save.
 */
async function bodyEdits(page, doc, edits) {
  await page.evaluate(() => {
    window.__seen = {};
    new MutationObserver(() => {
      const text = document.querySelector('.markdown')?.textContent ?? '';
      for (const m of text.matchAll(/bench-marker-(\d+)/g)) window.__seen[m[1]] ??= performance.timeOrigin + performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const original = await readFile(doc, 'utf8');
  const editMs = [];
  for (let i = 0; i < edits; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const t0 = now();
    await writeFile(doc, `${original}\n\nA paragraph saved by the benchmark: bench-marker-${i}.\n`);
    await page.waitForFunction((n) => window.__seen[n] !== undefined, String(i), { timeout: 10_000, polling: 'raf' });
    editMs.push((await page.evaluate((n) => window.__seen[n], String(i))) - t0);
  }
  // The last rebuild's line reaches the log just after the page has it.
  await new Promise((r) => setTimeout(r, 100));
  return editMs;
}

/**
 * Gives the open page's doc a new title `TITLE_EDITS` times (`retitle` puts it in the text): ms from
 * the write to the new title in the page's DOM, in its heading and in its sidebar both. A page
 * that reloads is watched from its first byte (an init script), and `performance.timeOrigin`
 * makes its clock the same as the one before.
 */
async function titleEdits(page, doc, retitle) {
  const watch = () => {
    window.__titles ??= {};
    const seen = () => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading && heading === document.querySelector('.doc-sidebar .menu__link--active')?.textContent) window.__titles[heading] ??= performance.timeOrigin + performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
    seen();
  };
  await page.addInitScript(watch);
  await page.evaluate(watch);
  const original = await readFile(doc, 'utf8');
  const times = [];
  for (let i = 0; i < TITLE_EDITS; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const title = `Renamed by the benchmark ${i}`;
    const t0 = now();
    await writeFile(doc, retitle(original, title));
    await page.waitForFunction((title) => window.__titles?.[title] !== undefined, title, { timeout: 30_000 });
    times.push((await page.evaluate((title) => window.__titles[title], title)) - t0);
  }
  await writeFile(doc, original);
  return times;
}

/**
 * Gives the open page's doc a new `sidebar_position` `PLACE_EDITS` times, first in its list then
 * last, by turns: ms from the write to its link (the active one) coming first or last in its list
 * in the page's sidebar. The doc's list must have other docs, with positions between.
 */
async function placeEdits(page, doc) {
  await page.evaluate(() => {
    window.__places = [];
    const seen = () => {
      const item = document.querySelector('.doc-sidebar .menu__link--active')?.closest('li');
      if (!item) return;
      const at = item.previousElementSibling === null ? 'first' : item.nextElementSibling === null ? 'last' : 'between';
      if (window.__places.at(-1)?.at !== at) window.__places.push({ at, t: performance.timeOrigin + performance.now() });
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    seen();
  });
  const original = await readFile(doc, 'utf8');
  if (!/^sidebar_position: /m.test(original)) throw new Error(`${doc} has no sidebar_position to change`);
  const times = [];
  for (let i = 0; i < PLACE_EDITS; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const at = i % 2 === 0 ? 'first' : 'last';
    const t0 = now();
    await writeFile(doc, original.replace(/^sidebar_position: .*$/m, `sidebar_position: ${at === 'first' ? -1 : 1e6}`));
    const seen = () => page.evaluate(({ at, t0 }) => window.__places.find((p) => p.at === at && p.t >= t0)?.t, { at, t0 });
    await page.waitForFunction(({ at, t0 }) => window.__places.some((p) => p.at === at && p.t >= t0), { at, t0 }, { timeout: 30_000 });
    times.push((await seen()) - t0);
  }
  await writeFile(doc, original);
  return times;
}

function titleRow(titleMs, budget = 60) {
  return ['title edit → new title in heading and sidebar (median)', median(titleMs), budget, `${titleMs.length} saves (${titleMs.map((ms) => ms.toFixed(0)).join(', ')}); the pages that show it written again, taken in place by the open page`];
}

/** The rebuild times `serve` reported for `route`. */
function rebuildTimes(log, route) {
  return [...log.matchAll(/Updated (\S+) in (\d+) ms/g)].filter((m) => m[1] === route).map((m) => Number(m[2]));
}

const percentile95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;

if (process.argv[1] === fileURLToPath(import.meta.url)) await liveReloadFigures({ print: true });
