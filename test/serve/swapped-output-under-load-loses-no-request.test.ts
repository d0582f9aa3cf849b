/**
 * A build swaps its new output folder in under the same name while `serve --no-watch` is answering
 * requests. Every request must be answered whole, from the old folder or the new one: no reset,
 * no body cut short or joined from two versions, no Content-Length that is another file's. Load
 * from a handful of keep-alive clients on 127.0.0.1 across three swaps made by the build's own
 * swap (withStagingDir, with a spare folder as `docsgen build` uses).
 */
import { Agent, request } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withStagingDir } from '../../src/cli/output/swap.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { listenOn } from '../helpers/http.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const VERSIONS = 4;
const CLIENTS = 8;
const SWAP_EVERY_MS = 600;

/** Files of several sizes; each version of a file has other bytes and another length. */
const FILES: Record<string, number> = {
  'index.html': 3_000,
  'docs/intro/index.html': 12_000,
  'docs/guide.html': 40_000,
  'docs/big/index.html': 300_000,
  'assets/main-ABCD2345.js': 90_000,
  'assets/styles-EFGH6723.css': 8_000,
  '_docsgen/routes/docs/intro.json': 5_000,
  'img/photo.png': 200_000,
};
const ROUTES: Record<string, string> = {
  '/': 'index.html',
  '/docs/intro': 'docs/intro/index.html',
  '/docs/guide': 'docs/guide.html',
  '/docs/big': 'docs/big/index.html',
  '/assets/main-ABCD2345.js': 'assets/main-ABCD2345.js',
  '/assets/styles-EFGH6723.css': 'assets/styles-EFGH6723.css',
  '/_docsgen/routes/docs/intro.json': '_docsgen/routes/docs/intro.json',
  '/img/photo.png': 'img/photo.png',
};

function contents(file: string, version: number): Buffer {
  const head = `version ${version} of ${file}\n`;
  const size = FILES[file]! + version * 1_111;
  return Buffer.from((head + `${file} v${version} `.repeat(Math.ceil(size / 10))).slice(0, size));
}

async function writeVersion(dir: string, version: number): Promise<void> {
  for (const file of Object.keys(FILES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents(file, version));
  }
}

interface Tally {
  requests: number;
  errors: string[];
  versionsSeen: Set<number>;
}

/** One keep-alive connection's worth of GETs, one after another, until `stop()` says so. */
async function client(port: number, id: number, stop: () => boolean, tally: Tally): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const routes = Object.keys(ROUTES);
  try {
    for (let n = 0; !stop(); n++) {
      const route = routes[(n * 7 + id * 3) % routes.length]!;
      const accept = ['', 'br', 'gzip'][(n + id) % 3]!;
      try {
        const { status, headers, body } = await get(agent, port, route, accept);
        tally.requests++;
        const declared = Number(headers['content-length']);
        if (status !== 200) throw new Error(`HTTP ${status}`);
        if (declared !== body.length) throw new Error(`Content-Length ${declared}, body ${body.length}`);
        const encoding = headers['content-encoding'];
        const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        const version = Number(/^version (\d+) of /.exec(plain.subarray(0, 64).toString())?.[1]);
        if (!(version >= 0) || !plain.equals(contents(ROUTES[route]!, version))) throw new Error('body is no version of the file');
        tally.versionsSeen.add(version);
      } catch (error) {
        tally.errors.push(`${route} (${accept || 'identity'}): ${(error as Error).message}`);
      }
    }
  } finally {
    agent.destroy();
  }
}

function get(agent: Agent, port: number, route: string, accept: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: route, agent, headers: { 'Accept-Encoding': accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.complete ? resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }) : reject(new Error('response cut short'))));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('response aborted')));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', reject);
    req.end();
  });
}

test('three swaps under load: no reset, no error, every body whole and one of the versions', async () => {
  const parent = await tempDir('docsgen-swap-load-');
  const outDir = path.join(parent, 'build');
  const spareDir = path.join(parent, 'cache', 'spare');
  await writeVersion(outDir, 0);
  const server = await listenOn(createStaticServer(outDir, { reportError: (error) => tally.errors.push(`server: ${String(error)}`) }));
  const tally: Tally = { requests: 0, errors: [], versionsSeen: new Set() };
  let done = false;
  try {
    const clients = Array.from({ length: CLIENTS }, (_, id) => client(server.port, id, () => done, tally));
    for (let version = 1; version < VERSIONS; version++) {
      await new Promise((resolve) => setTimeout(resolve, SWAP_EVERY_MS));
      await withStagingDir(outDir, ({ dir }) => writeVersion(dir, version), { spareDir });
    }
    await new Promise((resolve) => setTimeout(resolve, SWAP_EVERY_MS));
    done = true;
    await Promise.all(clients);
  } finally {
    done = true;
    await server.close();
  }
  assert.equal(tally.errors.slice(0, 10), [], `${tally.errors.length} of ${tally.requests} requests failed`);
  assert.ok(tally.requests >= 300, `${tally.requests} requests made`);
  assert.ok(tally.versionsSeen.has(0) && tally.versionsSeen.has(VERSIONS - 1), `versions served: ${[...tally.versionsSeen]}`);
});

test.run();
