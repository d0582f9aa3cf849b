// `npm run bench:search`: how fast the search modal answers on this site, in Chromium, served by
// `docsgen serve --no-watch`'s static server from a fresh build. Printed beside the budgets of
// issue 5 and written to bench/results/search-modal.json; timing never fails anything here.
//
// How it is measured, in the page: a capturing `keydown` listener on the search input stamps
// `performance.now()`; a MutationObserver on the modal stamps the first DOM update after it in
// which the request is over (no `aria-busy` on the dropdown) and the screen shows the query's
// results. "Painted" adds the next animation frame. Each keystroke waits for its answer first.
//   - cold: a new browser context (empty HTTP cache) per run; Ctrl+K, then the first character
//     typed as soon as the input exists. The modal chunk, Pagefind's JS and wasm, the index and
//     the excerpts are all fetched during the measured time (the fetches start at Ctrl+K).
//   - later keystrokes: the rest of each query, one character at a time, in the same modal.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from '../src/cli/build/build.ts';
import { launchChromium, serveBuild } from '../test/helpers/browser.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const QUERIES = ['cache', 'sharp', 'remote images', 'picture', 'quality', 'basepath', 'external'];

const INSTRUMENT = `
  window.__timings = [];
  addEventListener('keydown', (event) => {
    if (event.target && event.target.id === 'docsearch-input' && event.key.length === 1) window.__pending = performance.now();
  }, true);
  new MutationObserver(() => {
    if (window.__pending === undefined) return;
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    if (!dropdown || dropdown.getAttribute('aria-busy') === 'true') return;
    if (!dropdown.querySelector('.DocSearch-Hits, .DocSearch-NoResults')) return;
    const start = window.__pending;
    window.__pending = undefined;
    const dom = performance.now() - start;
    requestAnimationFrame(() => window.__timings.push({ dom, painted: performance.now() - start }));
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

type Timing = { dom: number; painted: number };

async function typeMeasured(page: Page, text: string): Promise<Timing[]> {
  const before = await page.evaluate(() => (window as unknown as { __timings: Timing[] }).__timings.length);
  for (const [i, char] of [...text].entries()) {
    await page.keyboard.type(char);
    await page.waitForFunction((n) => (window as unknown as { __timings: Timing[] }).__timings.length >= n, before + i + 1, { timeout: 5000, polling: 100 });
  }
  return page.evaluate((n) => (window as unknown as { __timings: Timing[] }).__timings.slice(n), before);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-search-'));
try {
  const { outDir } = await build({ siteDir: root, outDir: path.join(tmp, 'build'), logger: { info() {}, warn() {} } });
  const server = await serveBuild(outDir);
  const browser = await launchChromium();
  const cold: Timing[] = [];
  const later: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: INSTRUMENT });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/intro`);
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const query = QUERIES[run % QUERIES.length]!;
    await page.keyboard.press('Control+k');
    await page.locator('#docsearch-input').waitFor();
    const [first, ...rest] = await typeMeasured(page, query);
    cold.push(first!);
    later.push(...rest);
    for (const next of QUERIES.filter((q) => q !== query).slice(0, 3)) {
      await page.locator('#docsearch-input').fill('');
      later.push(...(await typeMeasured(page, next)).slice(1));
    }
    await context.close();
  }
  await browser.close();
  await server.close();
  const rows: [string, number, number][] = [
    ['first keystroke, cold modal: p50', percentile(cold.map((t) => t.painted), 50), 150],
    ['first keystroke, cold modal: max', Math.max(...cold.map((t) => t.painted)), 150],
    ['later keystroke to DOM: p50', percentile(later.map((t) => t.dom), 50), 16],
    ['later keystroke to DOM: p95', percentile(later.map((t) => t.dom), 95), 16],
    ['later keystroke to paint: p50', percentile(later.map((t) => t.painted), 50), 16],
    ['later keystroke to paint: p95', percentile(later.map((t) => t.painted), 95), 16],
  ];
  console.log(`search modal bench — ${RUNS} cold runs, ${later.length} later keystrokes, ${os.cpus().length} cores, Node ${process.version}\n`);
  for (const [name, ms, budget] of rows) console.log(`${name.padEnd(40)}${`${ms.toFixed(1)} ms`.padStart(10)}${`${budget} ms`.padStart(9)}${(ms <= budget ? 'ok' : 'MISSED').padStart(8)}`);
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(root, 'bench/results/search-modal.json'),
    JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cold, later, figures: rows.map(([name, value, budget]) => ({ name, value: Number(value.toFixed(2)), unit: 'ms', budget, met: value <= budget })) }, null, 2),
  );
  console.log('\nwritten: bench/results/search-modal.json');
} finally {
  await rm(tmp, { recursive: true, force: true });
}
