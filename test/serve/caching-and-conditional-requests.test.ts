/**
 * Caching as a production host does it: hashed assets for a year (`immutable`), everything else
 * revalidated; ETag and 304; HEAD answers with GET's headers and no body; text types carry a
 * charset; nothing may be MIME-sniffed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder } from '../helpers/http.ts';

// Every behaviour holds for a folder built with `--precompress` (sirv sends the siblings) and for
// one without (docsgen compresses on the first request).
for (const siblings of [true, false]) {
  const mode = siblings ? 'with siblings' : 'compressed on request';

  async function withServer(run: (url: string) => Promise<void>): Promise<void> {
    const site = await makeOutFolder({ siblings });
    const server = await listenOn(createStaticServer(site.outDir));
    try {
      await run(server.url);
    } finally {
      await server.close();
      await site.cleanup();
    }
  }

  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const REVALIDATE = 'public, max-age=0, must-revalidate';

  test(`${mode}: hashed assets are immutable for a year; pages, payloads, unhashed files and the 404 revalidate`, async () => {
    await withServer(async (url) => {
      const expected: Record<string, string> = {
        '/assets/main-ABCD2345.js': IMMUTABLE,
        '/assets/styles-EFGH6723.css': IMMUTABLE,
        '/assets/plain.js': REVALIDATE,
        '/': REVALIDATE,
        '/docs/intro': REVALIDATE,
        '/_docsgen/routes/docs/intro.json': REVALIDATE,
        '/img/logo.png': REVALIDATE,
        '/missing': REVALIDATE,
      };
      for (const [route, cacheControl] of Object.entries(expected)) {
        for (const accept of ['br', '']) {
          const response = await fetchRaw(url + route, { headers: { 'Accept-Encoding': accept } });
          assert.is(response.headers['cache-control'], cacheControl, `${route} (Accept-Encoding "${accept}")`);
        }
      }
    });
  });

  test(`${mode}: Content-Type has a charset for text, and nosniff is on every response`, async () => {
    await withServer(async (url) => {
      const expected: Record<string, string> = {
        '/': 'text/html;charset=utf-8',
        '/docs/guide': 'text/html;charset=utf-8',
        '/assets/main-ABCD2345.js': 'text/javascript; charset=utf-8',
        '/assets/styles-EFGH6723.css': 'text/css; charset=utf-8',
        '/_docsgen/routes/docs/intro.json': 'application/json; charset=utf-8',
        '/robots.txt': 'text/plain; charset=utf-8',
        '/img/icon.svg': 'image/svg+xml',
        '/img/logo.png': 'image/png',
        '/missing': 'text/html; charset=utf-8',
      };
      for (const [route, type] of Object.entries(expected)) {
        for (const accept of ['br, gzip', '']) {
          const response = await fetchRaw(url + route, { headers: { 'Accept-Encoding': accept } });
          assert.is(response.headers['content-type'], type, `${route} (Accept-Encoding "${accept}")`);
          assert.is(response.headers['x-content-type-options'], 'nosniff', route);
        }
      }
      for (const route of ['/docs/intro.html', '/%zz']) {
        assert.is((await fetchRaw(url + route)).headers['x-content-type-options'], 'nosniff', route);
      }
    });
  });

  test(`${mode}: If-None-Match with the ETag gets 304 and no body, per encoding`, async () => {
    await withServer(async (url) => {
      for (const route of ['/docs/intro', '/assets/main-ABCD2345.js', '/img/logo.png']) {
        const tags = new Set<string>();
        for (const accept of ['br', 'gzip', '']) {
          const first = await fetchRaw(url + route, { headers: { 'Accept-Encoding': accept } });
          const etag = first.headers.etag;
          assert.ok(etag, `${route}: ETag`);
          tags.add(etag);
          const again = await fetchRaw(url + route, { headers: { 'Accept-Encoding': accept, 'If-None-Match': etag } });
          assert.is(again.status, 304, `${route} (${accept})`);
          assert.is(again.body.length, 0);
          assert.is(again.headers['cache-control'], first.headers['cache-control'], '304 keeps the caching policy');
          const changed = await fetchRaw(url + route, { headers: { 'Accept-Encoding': accept, 'If-None-Match': 'W/"1-1"' } });
          assert.is(changed.status, 200, `${route}: another ETag gets the file`);
        }
        // Each encoding is its own representation, so each needs its own validator.
        assert.is(tags.size, route.endsWith('.png') ? 1 : 3, `${route}: ETags per encoding`);
      }
    });
  });

  test(`${mode}: HEAD answers with the headers GET would send, and no body`, async () => {
    await withServer(async (url) => {
      for (const route of ['/', '/docs/intro', '/assets/main-ABCD2345.js', '/img/logo.png', '/missing', '/docs/intro.html']) {
        for (const accept of ['br', '']) {
          const get = await fetchRaw(url + route, { headers: { 'Accept-Encoding': accept } });
          const head = await fetchRaw(url + route, { method: 'HEAD', headers: { 'Accept-Encoding': accept } });
          assert.is(head.status, get.status, route);
          assert.is(head.body.length, 0, `${route}: no body`);
          for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'location']) {
            assert.is(head.headers[name], get.headers[name], `${route} (${accept}): ${name}`);
          }
        }
      }
    });
  });

  test(`${mode}: one plain byte range is honoured; a malformed one gets the whole file`, async () => {
    await withServer(async (url) => {
      const whole = await fetchRaw(`${url}/img/logo.png`);
      const part = await fetchRaw(`${url}/img/logo.png`, { headers: { Range: 'bytes=0-7' } });
      assert.is(part.status, 206);
      assert.ok(part.body.equals(whole.body.subarray(0, 8)));
      for (const range of ['bytes=10-5', 'bytes=-5', 'bytes=0-1,4-5', 'bytes=abc', 'items=0-1', `bytes=0-${'9'.repeat(40)}`]) {
        const response = await fetchRaw(`${url}/img/logo.png`, { headers: { Range: range } });
        assert.is(response.status, 200, range);
        assert.ok(response.body.equals(whole.body), `${range}: whole file`);
      }
    });
  });
}

test.run();
