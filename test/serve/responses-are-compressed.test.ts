/**
 * Text responses are sent with brotli or gzip, as `Accept-Encoding` asks: from the siblings
 * `build --precompress` writes, or compressed on the first request when there are none; the
 * not-found page too. Every compressed body decodes to the file's exact bytes. Images are never
 * compressed (they are already).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodings } from '../../src/cli/serve/compression.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder, type Response } from '../helpers/http.ts';
import { buildRealSite, copyFixture, runCli } from '../helpers/site.ts';

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

async function withServer(run: (url: string, outDir: string) => Promise<void>, { siblings = true } = {}): Promise<void> {
  const site = await makeOutFolder({ siblings });
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

for (const siblings of [true, false]) {
  const mode = siblings ? 'with siblings' : 'compressed on request';

  test(`${mode}: brotli when accepted, else gzip, else none; each decodes to the file, with Vary`, async () => {
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
    }, { siblings });
  });

  test(`${mode}: the not-found page is compressed too, with status 404`, async () => {
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
    }, { siblings });
  });

  test(`${mode}: images are sent as they are, whatever the client accepts`, async () => {
    await withServer(async (url, outDir) => {
      assert.not.ok(existsSync(path.join(outDir, 'img/logo.png.br')), 'no sibling written for a PNG');
      assert.not.ok(existsSync(path.join(outDir, 'img/logo.png.gz')));
      const response = await fetchRaw(`${url}/img/logo.png`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      assert.is(response.status, 200);
      assert.is(response.headers['content-encoding'], undefined);
      assert.is(response.headers['content-type'], 'image/png');
      assert.ok(response.body.equals(await readFile(path.join(outDir, 'img/logo.png'))));
    }, { siblings });
  });

  test(`${mode}: a file that compression does not make smaller is sent as it is`, async () => {
    await withServer(async (url, outDir) => {
      // robots.txt is 14 bytes: brotli and gzip framing would make it bigger, so no sibling is kept.
      assert.not.ok(existsSync(path.join(outDir, 'robots.txt.br')));
      assert.not.ok(existsSync(path.join(outDir, 'robots.txt.gz')));
      const response = await fetchRaw(`${url}/robots.txt`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      assert.is(response.headers['content-encoding'], undefined);
      assert.is(response.body.toString(), 'User-agent: *\n');
    }, { siblings });
  });
}

test('a build writes no siblings unless asked; with --precompress, brotli and gzip for its text files only', async () => {
  const plain = await buildRealSite();
  const written = await readdir(plain.outDir, { recursive: true });
  assert.equal(written.filter((f) => /\.(?:br|gz)$/.test(f)), [], 'no .br/.gz by default');

  const fixture = await copyFixture('mini');
  try {
    const result = await runCli(['build', '--site-dir', fixture.dir, '--precompress']);
    assert.is(result.code, 0, result.stderr);
    const outDir = path.join(fixture.dir, 'build');
    const files = (await readdir(outDir, { recursive: true })).map((f) => f.split(path.sep).join('/'));
    const text = files.filter((f) => /\.(?:html|js|css|xml|json)$/.test(f));
    assert.ok(text.includes('index.html') && text.some((f) => f.endsWith('.js')), 'pages and scripts were written');
    for (const file of text) {
      const original = await readFile(path.join(outDir, file));
      if (original.length < 100) continue; // too short to compress
      assert.ok(brotliDecompressSync(await readFile(path.join(outDir, `${file}.br`))).equals(original), `${file}.br`);
      assert.ok(gunzipSync(await readFile(path.join(outDir, `${file}.gz`))).equals(original), `${file}.gz`);
    }
    assert.not.ok(files.some((f) => /\.(?:png|jpe?g|woff2?)\.(?:br|gz)$/.test(f)), 'nothing already compressed is compressed again');
  } finally {
    await fixture.cleanup();
  }
});

test('compressed on request: a file rewritten in place is compressed again, not served stale', async () => {
  await withServer(
    async (url, outDir) => {
      const first = await fetchRaw(`${url}/docs/intro`, { headers: { 'Accept-Encoding': 'br' } });
      assert.is(first.headers['content-encoding'], 'br');
      const changed = `<!doctype html><html><body>${'changed page '.repeat(300)}</body></html>`;
      await writeFile(path.join(outDir, 'docs/intro/index.html'), changed);
      const second = await fetchRaw(`${url}/docs/intro`, { headers: { 'Accept-Encoding': 'br' } });
      assert.is(brotliDecompressSync(second.body).toString(), changed);
      assert.is.not(second.headers.etag, first.headers.etag, 'a new ETag for the new bytes');
    },
    { siblings: false },
  );
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
