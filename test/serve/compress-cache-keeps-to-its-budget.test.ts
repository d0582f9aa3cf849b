/**
 * Files compressed on request are kept in memory within a byte budget, least recently used let go
 * first: a large site served for a day must not grow the process without end. Past the budget the
 * answers stay what they were: a file let go is compressed again when next asked for.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ByteBudgetCache, DEFAULT_COMPRESS_CACHE_BYTES } from '../../src/cli/serve/byte-budget-cache.ts';
import { runServe } from '../../src/cli/serve/command.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder, SAMPLE_FILES } from '../helpers/http.ts';
import { silentLogger } from '../helpers/site.ts';

test('filled past its budget, the cache holds no more than the budget, and the least recently used went first', () => {
  const cache = new ByteBudgetCache<string>(1000);
  for (let i = 0; i < 10; i++) cache.set(`page-${i}`, `body ${i}`, 150);
  assert.ok(cache.bytes <= 1000, `${cache.bytes} bytes held`);
  assert.equal(cache.keys(), ['page-4', 'page-5', 'page-6', 'page-7', 'page-8', 'page-9']);
  // Using an entry makes it the most recently used: the next one stored pushes out another.
  assert.is(cache.get('page-4'), 'body 4');
  cache.set('page-10', 'body 10', 150);
  assert.equal(cache.keys(), ['page-6', 'page-7', 'page-8', 'page-9', 'page-4', 'page-10']);
  assert.is(cache.get('page-5'), undefined);
  assert.ok(cache.bytes <= 1000);
});

test('an entry sized once it is made counts then, and evicts the least recently used then', () => {
  const cache = new ByteBudgetCache<object>(1000);
  const [a, b, c] = [{}, {}, {}];
  cache.set('a', a, 400);
  cache.set('b', b, 400);
  cache.set('c', c); // compression still running
  assert.is(cache.bytes, 800);
  cache.get('a');
  cache.resize('c', c, 500);
  assert.equal(cache.keys(), ['c', 'a'], 'b, least recently used, made room');
  assert.is(cache.bytes, 900);
  // A stale resize (the entry was replaced meanwhile) changes nothing.
  cache.resize('a', {}, 10_000);
  assert.is(cache.bytes, 900);
});

test('an entry larger than the whole budget is not kept, and the rest stays', () => {
  const cache = new ByteBudgetCache<string>(1000);
  cache.set('small', 's', 100);
  cache.set('huge', 'h', 5000);
  assert.equal(cache.keys(), ['small']);
  assert.is(cache.bytes, 100);
  const zero = new ByteBudgetCache<string>(0);
  zero.set('any', 'x', 1);
  assert.is(zero.size, 0);
});

test('the budget is bounded under many files: bytes held never pass it', () => {
  const cache = new ByteBudgetCache<number>(64 * 1024);
  for (let i = 0; i < 5000; i++) {
    cache.set(`f${i % 700}`, i, 100 + ((i * 7919) % 3000));
    if (i % 3 === 0) cache.get(`f${(i * 31) % 700}`);
    assert.ok(cache.bytes <= cache.budget);
  }
  assert.ok(DEFAULT_COMPRESS_CACHE_BYTES === 32 * 1024 * 1024);
});

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

test('end to end: with a budget smaller than the site, every answer is still the whole file, compressed', async () => {
  const site = await makeOutFolder({ siblings: false });
  // About two compressed files fit: every round evicts and compresses again.
  const server = await listenOn(createStaticServer(site.outDir, { compressCacheBytes: 400 }));
  const routes: Record<string, string> = {
    '/': 'index.html',
    '/docs/intro': 'docs/intro/index.html',
    '/docs/guide': 'docs/guide.html',
    '/assets/main-ABCD2345.js': 'assets/main-ABCD2345.js',
    '/assets/styles-EFGH6723.css': 'assets/styles-EFGH6723.css',
    '/_docsgen/routes/docs/intro.json': '_docsgen/routes/docs/intro.json',
  };
  try {
    for (let round = 0; round < 3; round++) {
      for (const [route, file] of Object.entries(routes)) {
        for (const accept of ['br', 'gzip']) {
          const response = await fetchRaw(server.url + route, { headers: { 'Accept-Encoding': accept } });
          assert.is(response.status, 200, route);
          assert.is(response.headers['content-encoding'], accept, `${route}: compressed`);
          assert.is(Number(response.headers['content-length']), response.body.length);
          assert.is(decode(response.body, accept).toString(), String(SAMPLE_FILES[file]), `${route} (${accept}), round ${round}`);
        }
      }
    }
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test('--compress-cache: a number of MiB; anything else is refused in words', async () => {
  const site = await makeOutFolder({ siblings: false });
  try {
    for (const bad of ['lots', '-1', '']) {
      await runServe({ siteDir: site.parent, outDir: 'out', port: '0', host: '127.0.0.1', compressCache: bad, logger: silentLogger() }).then(
        (server) => {
          server.close();
          assert.unreachable(`--compress-cache ${bad} accepted`);
        },
        (error: Error) => assert.match(error.message, /--compress-cache: expected a number of MiB/),
      );
    }
    const server = await runServe({ siteDir: site.parent, outDir: 'out', port: '0', host: '127.0.0.1', compressCache: '0.5', logger: silentLogger() });
    server.close();
  } finally {
    await site.cleanup();
  }
});

test.run();
