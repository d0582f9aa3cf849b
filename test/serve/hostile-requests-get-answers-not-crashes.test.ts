/**
 * Requests no browser sends still get a plain HTTP answer, and the server keeps serving after
 * each: other methods 405 with `Allow`, bad percent-encoding and control characters 400, URLs and
 * headers beyond Node's limits 431, garbage 400, files vanishing under the server a reset
 * connection at worst. (A crash here would take the test process down with it.)
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder, rawRequest } from '../helpers/http.ts';

async function withServer(run: (server: { url: string; port: number }, outDir: string) => Promise<void>): Promise<void> {
  const site = await makeOutFolder();
  const server = await listenOn(createStaticServer(site.outDir, { reportError: (error) => assert.unreachable(`server error: ${String(error)}`) }));
  try {
    await run(server, site.outDir);
    // Still serving after whatever the test sent.
    assert.is((await fetchRaw(`${server.url}/docs/intro`)).status, 200, 'server still answers');
  } finally {
    await server.close();
    await site.cleanup();
  }
}

test('methods other than GET and HEAD get 405 with Allow', async () => {
  await withServer(async ({ url }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      for (const route of ['/', '/docs/intro', '/missing', '/docs/intro.html']) {
        const response = await fetchRaw(url + route, { method });
        assert.is(response.status, 405, `${method} ${route}`);
        assert.is(response.headers.allow, 'GET, HEAD');
      }
    }
  });
});

test('malformed percent-encoding and control characters get 400', async () => {
  await withServer(async ({ port }) => {
    for (const target of ['/%E0%A4%A', '/%', '/%zz', '/docs/%E0%A4%A/intro', '/%ED%A0%80', '/%FF', '/a%00b', '/%0d%0aSet-Cookie:x=1', '/%1b[31m', '/%7f']) {
      const response = await rawRequest(port, `GET ${target} HTTP/1.1`);
      assert.is(response.status, 400, target);
      assert.not.match(response.text, /Set-Cookie/i, `${target}: nothing injected`);
    }
    // Raw bytes Node's parser refuses by itself.
    for (const target of [Buffer.from('GET /a\u0000b HTTP/1.1', 'latin1'), Buffer.from('GET /café HTTP/1.1', 'utf8'), 'GET /a b HTTP/1.1']) {
      assert.is((await rawRequest(port, target)).status, 400, String(target));
    }
  });
});

test('a 100 KB URL and huge or numerous headers are refused by Node, not by a crash', async () => {
  await withServer(async ({ port, url }) => {
    assert.is((await rawRequest(port, `GET /${'a'.repeat(100_000)} HTTP/1.1`)).status, 431);
    assert.is((await rawRequest(port, `GET /docs/${'%2e'.repeat(30_000)} HTTP/1.1`)).status, 431);
    assert.is((await rawRequest(port, 'GET / HTTP/1.1', `X-Big: ${'b'.repeat(100_000)}\r\n`)).status, 431);
    const many = Array.from({ length: 5000 }, (_, i) => `X-H${i}: v\r\n`).join('');
    assert.ok([200, 431].includes((await rawRequest(port, 'GET / HTTP/1.1', many)).status), 'many headers');
    // Long but within limits: an answer, not a hang.
    assert.is((await fetchRaw(`${url}/${'x/'.repeat(3000)}`)).status, 404);
    assert.is((await fetchRaw(`${url}/?${'q=1&'.repeat(3000)}`)).status, 200);
  });
});

test('garbage, odd request lines and absurd headers get answers', async () => {
  await withServer(async ({ port }) => {
    const tlsHello = Buffer.from('16030100a5010000a10303', 'hex');
    for (const request of [tlsHello, 'BREW /pot HTTP/1.1', 'GET', 'GET / HTTP/9.9', 'GET * HTTP/1.1', 'GET evil.com:443 HTTP/1.1', 'CONNECT evil.com:443 HTTP/1.1']) {
      const response = await rawRequest(port, request);
      assert.ok(response.status === 0 || (response.status >= 400 && response.status < 500), `${String(request).slice(0, 30)}: ${response.status}`);
    }
    for (const header of [
      'Accept-Encoding: br;q=banana, gzip;q=-1, ,,;;, *;q=0\r\n',
      `Accept-Encoding: ${'gzip, '.repeat(1000)}\r\n`,
      'If-None-Match: *\r\n',
      `If-None-Match: ${'"x", '.repeat(1000)}\r\n`,
      'Range: bytes=999999999999999-\r\n',
      'Range: bytes=10-5\r\n',
      `Range: bytes=${'0-1,'.repeat(2000)}\r\n`,
    ]) {
      const response = await rawRequest(port, 'GET /img/logo.png HTTP/1.1', header);
      assert.ok([200, 206, 304, 416].includes(response.status), `${header.trim().slice(0, 40)}: ${response.status}`);
    }
  });
});

test('a file deleted after the folder was listed does not stop the server', async () => {
  await withServer(async ({ url }, outDir) => {
    await rm(path.join(outDir, 'assets/main-ABCD2345.js'));
    await rm(path.join(outDir, 'assets/main-ABCD2345.js.br'));
    // The listing still has it: the connection is cut rather than a wrong answer sent.
    await fetchRaw(`${url}/assets/main-ABCD2345.js`, { headers: { 'Accept-Encoding': 'br' } }).then(
      (response) => assert.is(response.status, 404, 'relisted before answering'),
      (error: NodeJS.ErrnoException) => assert.ok(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE'].includes(error.code ?? ''), String(error)),
    );
    // ...and the folder is listed again, so the next request gets an honest 404.
    assert.is((await fetchRaw(`${url}/assets/main-ABCD2345.js`, { headers: { 'Accept-Encoding': 'br' } })).status, 404);
  });
});

test.run();
