// `npm run bench:serve`: figures for `docsgen serve --no-watch` on this site, printed beside the
// budgets of issue 6 and written to bench/results/serve.json. Timing never fails anything here:
// a missed budget is shown as MISSED, never hidden.
//   - time from spawning the command to its first HTTP 200 (median of 5 fresh processes)
//   - requests per second under load from this process (keep-alive, 50 at a time, pages and
//     assets with brotli, gzip and none), and how many failed: on a default build (compressed
//     on request) and on a `--precompress` build (sent from its .br/.gz siblings)
//   - what precompressing costs the build (the `precompress` stage, median of 5 builds)
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(root, 'bin/docsgen');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = 50;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`docsgen ${args.join(' ')} exited ${code}\n${stderr}`))));
  });
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function get(port, pathname, { agent, accept = '' } = {}) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent: agent ?? false, headers: { 'Accept-Encoding': accept } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Spawns the server on a known port and polls until `/` answers 200: what a user waits for. */
async function timeToFirst200(outDir) {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, [bin, 'serve', '--no-watch', '--out-dir', outDir, '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve exited with ${child.exitCode}`);
      if ((await get(port, '/')) === 200) return { ms: performance.now() - start, child, port, exited };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } catch (error) {
    child.kill();
    throw error;
  }
}

async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-bench-serve-'));
const outDir = path.join(tmp, 'build');
const precompressedDir = path.join(tmp, 'build-precompressed');
try {
  const precompressMs = [];
  for (let i = 0; i < RUNS; i++) {
    const stdout = await run(['build', '--out-dir', precompressedDir, '--precompress']);
    precompressMs.push(Number(/precompress (\d+) ms/.exec(stdout)?.[1] ?? NaN));
  }
  await run(['build', '--out-dir', outDir]);

  const starts = [];
  for (let i = 0; i < RUNS; i++) {
    const { ms, child, exited } = await timeToFirst200(outDir);
    starts.push(ms);
    child.kill('SIGTERM');
    await exited;
  }

  // Load: every page and asset, rotating through brotli, gzip and identity.
  const load = async (dir) => {
    const files = (await listFiles(dir)).filter((f) => !/\.(br|gz)$/.test(f));
    const paths = files.map((f) => `/${f}`.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1')).filter((p) => !p.endsWith('.html') || p === '/404.html');
    const server = await timeToFirst200(dir);
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const accepts = ['br, gzip', 'gzip', ''];
    let next = 0;
    let failed = 0;
    const loadStart = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < LOAD_REQUESTS; i = next++) {
          const status = await get(server.port, paths[i % paths.length], { agent, accept: accepts[i % accepts.length] });
          if (status !== 200) failed++;
        }
      }),
    );
    const seconds = (performance.now() - loadStart) / 1000;
    agent.destroy();
    server.child.kill('SIGTERM');
    await server.exited;
    return { perSecond: LOAD_REQUESTS / seconds, failed, paths: paths.length };
  };
  const onRequest = await load(outDir);
  const fromSiblings = await load(precompressedDir);

  const rows = [
    ['serve --no-watch: spawn to first 200', median(starts), 'ms', 1000, `median of ${RUNS} fresh processes`],
    ['requests per second (keep-alive, 50 at once)', onRequest.perSecond, 'req/s', undefined, `${LOAD_REQUESTS} requests over ${onRequest.paths} paths, br/gzip/identity, compressed on request`],
    ['failed or non-200 under load', onRequest.failed, '', 0, ''],
    ['same, build --precompress', fromSiblings.perSecond, 'req/s', undefined, 'sent from the .br/.gz siblings'],
    ['failed or non-200 under load (--precompress)', fromSiblings.failed, '', 0, ''],
    ['build --precompress: precompress stage', median(precompressMs), 'ms', undefined, `median of ${RUNS} builds (the rest is compressed while pages are written)`],
  ];
  console.log(`docsgen serve bench — ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(['figure'.padEnd(46), 'value'.padStart(12), 'budget'.padStart(10), 'status'.padStart(8), '  note'].join(''));
  for (const [name, value, unit, budget, note] of rows) {
    const status = budget === undefined ? '' : value <= budget ? 'ok' : 'MISSED';
    const shown = `${value.toFixed(0)}${unit ? ` ${unit}` : ''}`;
    console.log([name.padEnd(46), shown.padStart(12), (budget === undefined ? '—' : `${budget}${unit ? ` ${unit}` : ''}`).padStart(10), status.padStart(8), `  ${note}`].join(''));
  }
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  const figures = rows.map(([name, value, unit, budget]) => ({ name, value: Number(value.toFixed(2)), unit, budget: budget ?? null, met: budget === undefined ? null : value <= budget }));
  await writeFile(path.join(root, 'bench/results/serve.json'), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, figures }, null, 2));
  console.log('\nwritten: bench/results/serve.json');
} finally {
  await rm(tmp, { recursive: true, force: true });
}
