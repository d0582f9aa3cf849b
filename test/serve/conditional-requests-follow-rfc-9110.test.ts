/**
 * Conditional requests as RFC 9110 §13 has them: If-None-Match with `*`, with a list, compared
 * weakly, and before If-Modified-Since (read only without it, to the second); If-Range lets a
 * Range apply only for the exact strong ETag or the very Last-Modified date, else the whole file
 * comes with 200. For files sent from the build's siblings and for files compressed on request.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder } from '../helpers/http.ts';

const ROUTES = ['/docs/intro', '/assets/main-ABCD2345.js', '/img/logo.png'];

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

  /** GET and HEAD alike. */
  async function both(url: string, headers: Record<string, string>): Promise<number[]> {
    return [(await fetchRaw(url, { headers })).status, (await fetchRaw(url, { method: 'HEAD', headers })).status];
  }

  test(`${mode}: If-None-Match: *, a list holding the tag, and a weak match each get 304`, async () => {
    await withServer(async (url) => {
      for (const route of ROUTES) {
        for (const accept of ['br', '']) {
          const first = await fetchRaw(url + route, { headers: { 'Accept-Encoding': accept } });
          const etag = first.headers.etag!;
          const flipped = etag.startsWith('W/') ? etag.slice(2) : `W/${etag}`;
          const ask = (ifNoneMatch: string) => both(url + route, { 'Accept-Encoding': accept, 'If-None-Match': ifNoneMatch });
          assert.equal(await ask('*'), [304, 304], `${route} (${accept}): *`);
          assert.equal(await ask(`"other", ${etag}, W/"more"`), [304, 304], `${route}: in a list`);
          assert.equal(await ask(`"a,b",${etag}`), [304, 304], `${route}: in a list without spaces`);
          assert.equal(await ask(flipped), [304, 304], `${route}: weak comparison (${flipped} against ${etag})`);
          assert.equal(await ask('"other", W/"more"'), [200, 200], `${route}: not in the list`);
        }
      }
    });
  });

  test(`${mode}: If-Modified-Since alone is compared to the second; If-None-Match takes precedence over it`, async () => {
    await withServer(async (url) => {
      for (const route of ROUTES) {
        const first = await fetchRaw(url + route);
        const lastModified = first.headers['last-modified']!;
        const at = Date.parse(lastModified);
        const date = (ms: number) => new Date(ms).toUTCString();
        const ask = (headers: Record<string, string>) => both(url + route, headers);
        assert.equal(await ask({ 'If-Modified-Since': lastModified }), [304, 304], `${route}: same second`);
        assert.equal(await ask({ 'If-Modified-Since': date(at + 60_000) }), [304, 304], `${route}: later`);
        assert.equal(await ask({ 'If-Modified-Since': date(at - 1000) }), [200, 200], `${route}: a second earlier`);
        assert.equal(await ask({ 'If-Modified-Since': 'not a date' }), [200, 200], `${route}: no date`);
        // §13.2.2: with If-None-Match present, If-Modified-Since is not looked at.
        assert.equal(await ask({ 'If-None-Match': '"other"', 'If-Modified-Since': date(at + 60_000) }), [200, 200], `${route}: INM decides`);
        assert.equal(await ask({ 'If-None-Match': first.headers.etag!, 'If-Modified-Since': date(at - 60_000) }), [304, 304], `${route}: INM decides`);
      }
    });
  });

  test(`${mode}: If-Range with the strong ETag or the exact date gives 206; a weak, other or older one gives the whole file`, async () => {
    await withServer(async (url) => {
      const whole = await fetchRaw(`${url}/img/logo.png`);
      const { etag, 'last-modified': lastModified } = whole.headers;
      assert.ok(etag && !etag.startsWith('W/'), `a file sent as it is has a strong ETag: ${etag}`);
      const ranged = (ifRange: string) => fetchRaw(`${url}/img/logo.png`, { headers: { Range: 'bytes=0-7', 'If-Range': ifRange } });
      for (const good of [etag, lastModified!]) {
        const part = await ranged(good);
        assert.is(part.status, 206, `If-Range ${good}`);
        assert.ok(part.body.equals(whole.body.subarray(0, 8)));
      }
      const older = new Date(Date.parse(lastModified!) - 1000).toUTCString();
      const newer = new Date(Date.parse(lastModified!) + 1000).toUTCString();
      for (const bad of [`W/${etag}`, '"other"', older, newer, 'garbage']) {
        const response = await ranged(bad);
        assert.is(response.status, 200, `If-Range ${bad}: never 206`);
        assert.is(response.headers['content-range'], undefined);
        assert.ok(response.body.equals(whole.body), `If-Range ${bad}: the whole file`);
      }
    });
  });

  test(`${mode}: a compressed response's ETag is its own, never the file's, and If-Range with it gives no 206`, async () => {
    await withServer(async (url) => {
      const plain = await fetchRaw(`${url}/docs/intro`);
      const br = await fetchRaw(`${url}/docs/intro`, { headers: { 'Accept-Encoding': 'br' } });
      assert.is(br.headers['content-encoding'], 'br');
      assert.is.not(br.headers.etag, plain.headers.etag);
      const crossed = await fetchRaw(`${url}/docs/intro`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': plain.headers.etag! } });
      assert.is(crossed.status, 200, 'the identity tag does not validate brotli bytes');
      const ranged = await fetchRaw(`${url}/docs/intro`, { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-3', 'If-Range': plain.headers.etag! } });
      assert.is(ranged.status, 200);
      assert.ok(ranged.body.equals(br.body));
    });
  });
}

test.run();
