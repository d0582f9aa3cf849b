/**
 * Text responses are sent with brotli or gzip, as `Accept-Encoding` asks, from the siblings the
 * build writes; the not-found page too. Every compressed body decodes to the file's exact bytes.
 * Images are never compressed (they are already).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodings } from '../../src/cli/serve/compression.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder, type Response } from '../helpers/http.ts';
import { buildRealSite } from '../helpers/site.ts';

const decode = (response: Response): Buffer => {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.body);
    case 'gzip':
      return gunzipSync(response.body);
    case undefined:
      return response.body;
    default:
      throw new Error(`unexpected Content-Encoding ${response.headers['content-encoding']}`);
  }
};

async function withServer(run: (url: string, outDir: string) => Promise<void>): Promise<void> {
  const site = await makeOutFolder();
  const server = await listenOn(createStaticServer(site.outDir));
  try {
    await run(server.url, site.outDir);
  } finally {
    await server.close();
    await site.cleanup();
  }
}

const TEXT_URLS: Record<string, string> = {
  '/': 'index.html',
  '/docs/intro': 'docs/intro/index.html',
  '/docs/guide': 'docs/guide.html',
  '/assets/main-ABCD2345.js': 'assets/main-ABCD2345.js',
  '/assets/styles-EFGH6723.css': 'assets/styles-EFGH6723.css',
  '/_docsgen/routes/docs/intro.json': '_docsgen/routes/docs/intro.json',
  '/img/icon.svg': 'img/icon.svg',
};

test('brotli when accepted, else gzip, else none; each decodes to the file, with Vary', async () => {
  await withServer(async (url, outDir) => {
    for (const [route, file] of Object.entries(TEXT_URLS)) {
      const original = await readFile(path.join(outDir, file));
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['gzip;q=0.5, br;q=0', 'gzip'],
        ['identity', undefined],
        ['', undefined],
      ] as const) {
        const response = await fetchRaw(url + route, { headers: accept ? { 'Accept-Encoding': accept } : {} });
        assert.is(response.status, 200, `${route} (${accept})`);
        assert.is(response.headers['content-encoding'], expected, `${route} with Accept-Encoding "${accept}"`);
        assert.is(response.headers.vary, 'Accept-Encoding', route);
        assert.is(Number(response.headers['content-length']), response.body.length, `${route}: Content-Length is the sent length`);
        if (expected) assert.ok(response.body.length < original.length, `${route}: compressed is smaller`);
        assert.ok(decode(response).equals(original), `${route} (${accept}) decodes to the file`);
      }
    }
  });
});

test('the not-found page is compressed too, with status 404', async () => {
  await withServer(async (url, outDir) => {
    const page = await readFile(path.join(outDir, '404.html'));
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const response = await fetchRaw(`${url}/no/such/page`, { headers: accept ? { 'Accept-Encoding': accept } : {} });
      assert.is(response.status, 404);
      assert.is(response.headers['content-encoding'], expected, `Accept-Encoding "${accept}"`);
      assert.is(response.headers['content-type'], 'text/html; charset=utf-8');
      assert.is(response.headers.vary, 'Accept-Encoding');
      assert.ok(decode(response).equals(page));
    }
  });
});

test('images are sent as they are, whatever the client accepts', async () => {
  await withServer(async (url, outDir) => {
    assert.not.ok(existsSync(path.join(outDir, 'img/logo.png.br')), 'no sibling written for a PNG');
    assert.not.ok(existsSync(path.join(outDir, 'img/logo.png.gz')));
    const response = await fetchRaw(`${url}/img/logo.png`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.is(response.status, 200);
    assert.is(response.headers['content-encoding'], undefined);
    assert.is(response.headers['content-type'], 'image/png');
    assert.ok(response.body.equals(await readFile(path.join(outDir, 'img/logo.png'))));
  });
});

test('a compressed sibling is not kept when it is not smaller than the file', async () => {
  await withServer(async (url, outDir) => {
    // robots.txt is 14 bytes: brotli and gzip framing would make it bigger.
    assert.not.ok(existsSync(path.join(outDir, 'robots.txt.br')));
    assert.not.ok(existsSync(path.join(outDir, 'robots.txt.gz')));
    const response = await fetchRaw(`${url}/robots.txt`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.is(response.headers['content-encoding'], undefined);
    assert.is(response.body.toString(), 'User-agent: *\n');
  });
});

test('the real build writes brotli and gzip siblings for its text files only', async () => {
  const { outDir, assets } = await buildRealSite();
  for (const file of ['index.html', 'docs/intro/index.html', '404.html', 'sitemap.xml', ...assets.js.map((js) => js.replace(/^\//, ''))]) {
    const original = await readFile(path.join(outDir, file));
    assert.ok(brotliDecompressSync(await readFile(path.join(outDir, `${file}.br`))).equals(original), `${file}.br`);
    assert.ok(gunzipSync(await readFile(path.join(outDir, `${file}.gz`))).equals(original), `${file}.gz`);
  }
});

test('the siblings are not addresses of their own; other .gz files are', async () => {
  await withServer(async (url, outDir) => {
    for (const route of ['/docs/intro/index.html.br', '/index.html.gz', '/assets/main-ABCD2345.js.br', '/404.html.br', '/index.html%2Ebr', '/index%2Ehtml.%62r']) {
      const response = await fetchRaw(url + route, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.is(response.status, 404, route);
      assert.not.equal(response.headers['content-encoding'], 'br', route);
    }
    await writeFile(path.join(outDir, 'data.tar.gz'), gzipSync('a download'));
    const server = createStaticServer(outDir);
    const listening = await listenOn(server);
    try {
      const download = await fetchRaw(`${listening.url}/data.tar.gz`);
      assert.is(download.status, 200);
      // A download, not a page in transit: the browser must not unpack it.
      assert.is(download.headers['content-encoding'], undefined);
      assert.is(download.headers['content-type'], 'application/gzip');
      assert.is(gunzipSync(download.body).toString(), 'a download');
    } finally {
      await listening.close();
    }
  });
});

test('Accept-Encoding: q-values order the codings, q=0 and absence refuse them', () => {
  assert.equal(acceptedEncodings('gzip, deflate, br'), ['br', 'gzip']);
  assert.equal(acceptedEncodings('gzip;q=1.0, br;q=0.8'), ['gzip', 'br']);
  assert.equal(acceptedEncodings('br;q=0, gzip'), ['gzip']);
  assert.equal(acceptedEncodings('*'), ['br', 'gzip']);
  assert.equal(acceptedEncodings('*;q=0.1, gzip;q=0'), ['br']);
  assert.equal(acceptedEncodings('deflate'), []);
  assert.equal(acceptedEncodings(undefined), []);
  assert.equal(acceptedEncodings('br;q=banana'), []);
});

test.run();
