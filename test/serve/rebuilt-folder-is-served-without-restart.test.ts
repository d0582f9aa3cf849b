/**
 * `docsgen build` swaps a new output folder in while `serve --no-watch` runs: the next request
 * sees the new build (new hashed assets served, old ones gone), no restart needed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder } from '../helpers/http.ts';

test('a folder renamed into place is listed again on the next request', async () => {
  const site = await makeOutFolder();
  const server = await listenOn(createStaticServer(site.outDir));
  try {
    assert.is((await fetchRaw(`${server.url}/assets/main-ABCD2345.js`)).status, 200);
    // What the build does: write a staging folder, then rename it over the output folder.
    const staging = `${site.outDir}.tmp`;
    await cp(site.outDir, staging, { recursive: true });
    await rm(path.join(staging, 'assets/main-ABCD2345.js'));
    await writeFile(path.join(staging, 'assets/main-WXYZ2345.js'), 'export const next = 2;\n');
    await writeFile(path.join(staging, 'docs/intro/index.html'), '<!doctype html><title>New intro</title>');
    await rename(site.outDir, `${site.outDir}.old`);
    await rename(staging, site.outDir);

    assert.is((await fetchRaw(`${server.url}/assets/main-WXYZ2345.js`)).status, 200);
    assert.is((await fetchRaw(`${server.url}/assets/main-ABCD2345.js`)).status, 404);
    const intro = await fetchRaw(`${server.url}/docs/intro`);
    assert.is(intro.body.toString(), '<!doctype html><title>New intro</title>');
    assert.is(Number(intro.headers['content-length']), intro.body.length);
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test.run();
