/**
 * `serve --no-watch` over a docs-only build (`docs.routeBasePath: '/'`): the docs answer at the
 * root with their clean URLs, the other spellings redirect there, and an unknown path gets the
 * not-found page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn } from '../helpers/http.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

test('root doc URLs are served clean, their other spellings redirected, the rest 404', async () => {
  const { dir, cleanup } = await copyFixture('docs-only');
  const outDir = path.join(dir, 'build');
  await build({ siteDir: dir, outDir, logger: silentLogger() });
  const server = await listenOn(createStaticServer(outDir));
  try {
    for (const [route, heading] of [['/', 'Welcome'], ['/install', 'Install'], ['/Guides/config', 'Configure'], ['/category/guides', 'Guides']] as const) {
      const response = await fetchRaw(server.url + route);
      assert.is(response.status, 200, route);
      assert.match(response.body.toString(), new RegExp(`<h1[^>]*>${heading}</h1>`), route);
    }
    for (const [from, to] of [['/index.html', '/'], ['/install.html', '/install'], ['/install/index.html', '/install'], ['/Guides/config/index.html', '/Guides/config']]) {
      const response = await fetchRaw(server.url + from);
      assert.is(response.status, 301, from);
      assert.is(response.headers.location, to, from);
    }
    const missing = await fetchRaw(`${server.url}/docs/install`);
    assert.is(missing.status, 404);
    assert.match(missing.body.toString(), /Page Not Found/);
  } finally {
    await server.close();
    await cleanup();
  }
});

test.run();
