/**
 * `docsgen serve --no-watch` as a separate process, under a bounded load from this one: 3,000
 * requests, 50 at a time over keep-alive connections, mixing pages, assets, payloads, not-found
 * paths, redirects, refused paths and HEADs, with brotli, gzip and no compression. Every answer
 * must be the expected status, and every 200 must decode to the file's exact bytes. No timing is
 * asserted (bench/serve.mjs measures throughput).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Agent, request } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { outputFileFor } from '../../src/cli/routes/routes.ts';
import { startServe } from '../helpers/serve-cli.ts';
import { buildRealSite } from '../helpers/site.ts';

const TOTAL = 3000;
const CONCURRENCY = 50;

interface Probe {
  method: 'GET' | 'HEAD';
  path: string;
  status: number;
  /** For 200: the file whose bytes the body must be. For 301: the Location. */
  expect?: string;
}

test('3,000 requests, 50 at a time: no errors, no unexpected status, every body exact', async () => {
  const site = await buildRealSite();
  const pages: Probe[] = site.routes.map((route) => ({ method: 'GET', path: route.path, status: 200, expect: outputFileFor(route.path) }));
  const assets: Probe[] = site.assets.files.filter((f) => !f.path.endsWith('.map')).map((f) => ({ method: 'GET', path: `/${f.path}`, status: 200, expect: f.path }));
  const redirects: Probe[] = site.routes
    .filter((route) => route.path !== '/' && !route.path.endsWith('/404'))
    .map((route) => ({ method: 'GET', path: `${route.path}.html?from=load`, status: 301, expect: `${route.path}?from=load` }));
  const misses: Probe[] = ['/nope', '/docs/nope', '/assets/gone-AAAAAAAA.js', '/docs/intro/x'].map((p) => ({ method: 'GET', path: p, status: 404, expect: '404.html' }));
  const refused: Probe[] = ['/%2e%2e/package.json', '/..%2fpackage.json', '/%E0%A4%A'].map((p) => ({ method: 'GET', path: p, status: 400 }));
  const heads: Probe[] = pages.slice(0, 5).map((p) => ({ ...p, method: 'HEAD' }));
  const mix = [...pages, ...assets, ...redirects, ...misses, ...refused, ...heads];
  const encodings = ['br, gzip', 'gzip', ''];

  const files = new Map<string, Buffer>();
  for (const probe of mix) {
    if (probe.status !== 301 && probe.expect && !files.has(probe.expect)) files.set(probe.expect, await readFile(path.join(site.outDir, probe.expect)));
  }

  const server = await startServe(['--no-watch', '--out-dir', site.outDir, '--port', '0']);
  const address = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const errors: string[] = [];
  const unexpected: string[] = [];
  const seen = new Map<number, number>();
  let next = 0;
  const one = (probe: Probe, accept: string) =>
    new Promise<void>((resolve) => {
      // Host, port and path apart: a URL string would have `%2e%2e` normalised away by the client.
      const req = request({ host: address.hostname, port: address.port, path: probe.path, method: probe.method, agent, headers: { 'Accept-Encoding': accept } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (error) => {
          errors.push(`${probe.path}: ${error.message}`);
          resolve();
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          seen.set(status, (seen.get(status) ?? 0) + 1);
          const body = Buffer.concat(chunks);
          const where = `${probe.method} ${probe.path} (${accept || 'identity'})`;
          if (status !== probe.status) unexpected.push(`${where}: ${status}, expected ${probe.status}`);
          else if (status === 301 && res.headers.location !== probe.expect) unexpected.push(`${where}: Location ${res.headers.location}`);
          else if (res.headers['content-length'] !== undefined && Number(res.headers['content-length']) !== body.length && probe.method === 'GET') {
            unexpected.push(`${where}: Content-Length ${res.headers['content-length']}, got ${body.length} bytes`);
          } else if (probe.method === 'GET' && probe.expect && status !== 301) {
            const encoding = res.headers['content-encoding'];
            const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
            if (!decoded.equals(files.get(probe.expect)!)) unexpected.push(`${where}: body is not ${probe.expect}`);
          }
          resolve();
        });
      });
      req.on('error', (error) => {
        errors.push(`${probe.method} ${probe.path}: ${error.message}`);
        resolve();
      });
      req.end();
    });
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < TOTAL; i = next++) await one(mix[i % mix.length]!, encodings[i % encodings.length]!);
      }),
    );
    assert.is(server.child.exitCode, null, 'the server is still running');
  } finally {
    agent.destroy();
    await server.stop();
  }
  const answered = [...seen.values()].reduce((a, b) => a + b, 0);
  assert.equal(errors, [], `${errors.length} request errors`);
  assert.equal(unexpected.slice(0, 20), [], `${unexpected.length} unexpected answers`);
  assert.is(answered, TOTAL);
  for (const status of [200, 301, 400, 404]) assert.ok((seen.get(status) ?? 0) > 0, `the mix exercised ${status}`);
  assert.not.match(server.output().stderr, /Error|\n\s+at /, 'nothing logged as an error');
});

test.run();
