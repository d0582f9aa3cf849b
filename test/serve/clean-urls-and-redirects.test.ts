/**
 * Every page has one address, the clean one: `.html` and `/index.html` spellings are redirected
 * there with 301, the query kept. A redirect never leaves the site (`//host` and `/\host` in a
 * Location are read by browsers as another host). Unknown paths get the not-found page with 404.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanPath } from '../../src/cli/serve/clean-urls.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder, rawRequest } from '../helpers/http.ts';

async function withServer(run: (server: { url: string; port: number }) => Promise<void>): Promise<void> {
  const site = await makeOutFolder();
  const server = await listenOn(createStaticServer(site.outDir));
  try {
    await run(server);
  } finally {
    await server.close();
    await site.cleanup();
  }
}

test('clean URLs are served; their .html and /index.html spellings redirect to them, query kept', async () => {
  await withServer(async ({ url }) => {
    for (const route of ['/', '/docs/intro', '/docs/intro/', '/docs/guide', '/404.html']) {
      assert.is((await fetchRaw(url + route)).status, 200, route);
    }
    const redirects: Record<string, string> = {
      '/index.html': '/',
      '/docs/intro.html': '/docs/intro',
      '/docs/intro/index.html': '/docs/intro',
      '/docs/guide.html': '/docs/guide',
      '/docs/intro.html?tab=npm&q=a%20b': '/docs/intro?tab=npm&q=a%20b',
      '/index.html?x': '/?x',
      '/docs/index.html': '/docs',
      '/nowhere.html': '/nowhere',
    };
    for (const [from, to] of Object.entries(redirects)) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetchRaw(url + from, { method });
        assert.is(response.status, 301, `${method} ${from}`);
        assert.is(response.headers.location, to, from);
        assert.is(response.body.length, 0);
      }
    }
  });
});

test('unknown paths get the not-found page with 404', async () => {
  await withServer(async ({ url }) => {
    for (const route of ['/nowhere', '/docs/nowhere', '/assets/missing-AAAAAAAA.js', '/docs/intro/extra', '/img/logo.png/x']) {
      const response = await fetchRaw(url + route);
      assert.is(response.status, 404, route);
      assert.match(response.body.toString(), /<title>Page Not Found<\/title>/, route);
    }
  });
});

test('no redirect points off the site, however the path starts', async () => {
  await withServer(async ({ port }) => {
    const targets = [
      '//evil.com/x.html',
      '//evil.com/index.html',
      '///evil.com/x.html',
      '//evil.com/x.html?next=1',
      '/\\evil.com/x.html',
      '/\\/evil.com/index.html',
      '/%2f%2fevil.com/x.html',
      '/%5cevil.com/x.html',
      '/%2fevil.com/index.html',
      'http://evil.com//x.html',
      'http://127.0.0.1//evil.com/x.html',
      '/.//evil.com/x.html',
    ];
    for (const target of targets) {
      const response = await rawRequest(port, `GET ${target} HTTP/1.1`);
      const location = response.headers.location;
      assert.ok([400, 404].includes(response.status), `${target}: ${response.status} ${location ?? ''}`);
      assert.is(location, undefined, `${target} redirected to ${location}`);
    }
    // A redirect that does happen keeps the client on this site.
    const fine = await rawRequest(port, 'GET http://evil.com/docs/intro.html HTTP/1.1');
    assert.is(fine.status, 301);
    assert.is(fine.headers.location, '/docs/intro');
  });
});

test('cleanPath: .html and /index.html dropped, the not-found page and other files kept', () => {
  assert.is(cleanPath('/index.html'), '/');
  assert.is(cleanPath('/docs/index.html'), '/docs');
  assert.is(cleanPath('/docs/intro.html'), '/docs/intro');
  assert.is(cleanPath('/404.html'), '/404.html');
  assert.is(cleanPath('/docs/intro'), '/docs/intro');
  assert.is(cleanPath('/assets/main-ABCD2345.js'), '/assets/main-ABCD2345.js');
});

test.run();
