// `npm run bench:lighthouse`: Lighthouse mobile scores (Performance, Accessibility) of `/` and
// `/docs/intro`, built and served by `docsgen serve --no-watch` (compressed, as a production host
// would), medians of 3 runs, beside the budget of 100 and the peers' figures.
//
// Lighthouse is not a dependency of the project (≈200 packages): install it beside the checkout
// once with `npm i --no-save lighthouse@12`, or point LIGHTHOUSE_BIN at its binary.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const lighthouse = process.env.LIGHTHOUSE_BIN ?? path.join(root, 'node_modules/.bin/lighthouse');
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PEERS = { '/': 'Docusaurus 95/96, VitePress 98/100', '/docs/intro': 'Docusaurus 95/96, VitePress 98/100' };

if (!existsSync(lighthouse)) {
  console.log(`Lighthouse not installed: not measured.\nInstall it with \`npm i --no-save lighthouse@12\` (or set LIGHTHOUSE_BIN) and run again.`);
  process.exit(0);
}

const exec = (cmd, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, ...options });
    let err = '';
    child.stderr?.on('data', (b) => (err += b));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}\n${err}`))));
  });

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'docsgen-lh-')), 'build');
await exec(process.execPath, ['bin/docsgen', 'build', '--out-dir', outDir]);
const port = await freePort();
const server = spawn(process.execPath, ['bin/docsgen', 'serve', '--no-watch', '--out-dir', outDir, '--port', String(port)], { cwd: root, stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 1000));

const rows = [];
try {
  for (const route of ['/', '/docs/intro']) {
    const scores = { performance: [], accessibility: [] };
    for (let i = 0; i < runs; i++) {
      const report = path.join(path.dirname(outDir), `lh-${i}.json`);
      await exec(lighthouse, [
        `http://127.0.0.1:${port}${route}`,
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ], { env: { ...process.env, CHROME_PATH: chrome } });
      const { categories } = JSON.parse(await readFile(report, 'utf8'));
      scores.performance.push(Math.round(categories.performance.score * 100));
      scores.accessibility.push(Math.round(categories.accessibility.score * 100));
    }
    for (const category of ['performance', 'accessibility']) {
      rows.push({ name: `Lighthouse mobile ${category}, ${route}`, value: median(scores[category]), unit: 'score', budget: 100, compare: PEERS[route] });
    }
  }
} finally {
  server.kill();
}

console.log(`docsgen bench — Lighthouse (mobile, simulated throttling), medians of ${runs}\n`);
console.log(['figure'.padEnd(44), 'value'.padStart(7), 'budget'.padStart(8), 'status'.padStart(8), '  compare'].join(''));
for (const row of rows) {
  console.log([row.name.padEnd(44), String(row.value).padStart(7), String(row.budget).padStart(8), (row.value >= row.budget ? 'ok' : 'MISSED').padStart(8), `  ${row.compare}`].join(''));
}
await mkdir(path.join(root, 'bench/results'), { recursive: true });
await writeFile(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify(rows.map((r) => ({ ...r, met: r.value >= r.budget })), null, 2));
console.log('\nwritten: bench/results/lighthouse.json');
