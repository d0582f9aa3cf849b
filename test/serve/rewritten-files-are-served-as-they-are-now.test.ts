/**
 * `serve` rewrites a saved doc's page and payload in place and tells the handler so, instead of
 * listing the folder again: those files are served with their new bytes and length, and every
 * other file as listed. Its search index folder is live: files written there after the listing
 * (a re-index, under new names) are served, and those removed are not.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createStaticHandler } from '../../src/cli/serve/static-server.ts';
import { fetchRaw, listenOn, makeOutFolder, rawRequest } from '../helpers/http.ts';

const SAVED = '<!doctype html><title>Intro</title><p>A paragraph saved after the folder was listed.</p>';

test('a file named as rewritten is served whole as it is now; the others as listed', async () => {
  const site = await makeOutFolder({ siblings: false });
  const handler = createStaticHandler(site.outDir, { compress: false });
  const server = await listenOn(createServer((req, res) => handler.handle(req, res)));
  try {
    const before = await fetchRaw(`${server.url}/docs/intro`);
    assert.is(before.status, 200);
    await writeFile(path.join(site.outDir, 'docs/intro/index.html'), SAVED);
    await writeFile(path.join(site.outDir, '_docsgen/routes/docs/intro.json'), '{"title":"Intro, saved again"}');
    handler.rewritten(['docs/intro/index.html', '_docsgen/routes/docs/intro.json']);

    const page = await fetchRaw(`${server.url}/docs/intro`);
    assert.is(page.status, 200);
    assert.is(page.body.toString(), SAVED);
    assert.is(Number(page.headers['content-length']), Buffer.byteLength(SAVED));
    assert.is.not(page.headers.etag, before.headers.etag, 'a new ETag: a cached copy is not reused');
    const payload = await fetchRaw(`${server.url}/_docsgen/routes/docs/intro.json`);
    assert.is(payload.body.toString(), '{"title":"Intro, saved again"}');
    assert.match(String(payload.headers['content-type']), /json/);

    const home = await fetchRaw(`${server.url}/`);
    assert.is(home.status, 200);
    assert.is(Number(home.headers['content-length']), home.body.length);
    assert.is((await fetchRaw(`${server.url}/docs/missing`)).status, 404);
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test('a live folder is read at each request; a file added elsewhere after the listing is not served', async () => {
  const site = await makeOutFolder({ siblings: false });
  await mkdir(path.join(site.outDir, '_docsgen/search/index'), { recursive: true });
  await writeFile(path.join(site.outDir, '_docsgen/search/index/old.pf_index'), 'old chunk');
  const handler = createStaticHandler(site.outDir, { compress: false, liveFolders: ['_docsgen/search'] });
  const server = await listenOn(createServer((req, res) => handler.handle(req, res)));
  try {
    // What a re-index does: new files under new names, the old ones removed.
    await writeFile(path.join(site.outDir, '_docsgen/search/index/new.pf_index'), 'new chunk, longer');
    await rm(path.join(site.outDir, '_docsgen/search/index/old.pf_index'));
    await writeFile(path.join(site.outDir, 'assets/added-after.js'), 'export {};\n');

    const added = await fetchRaw(`${server.url}/_docsgen/search/index/new.pf_index`);
    assert.is(added.status, 200);
    assert.is(added.body.toString(), 'new chunk, longer');
    assert.is(Number(added.headers['content-length']), added.body.length);
    assert.is((await fetchRaw(`${server.url}/_docsgen/search/index/old.pf_index`)).status, 404);
    assert.is((await fetchRaw(`${server.url}/assets/added-after.js`)).status, 404, 'outside the live folder: as listed');
    // Read from disk, yet only inside the output folder.
    await writeFile(path.join(site.parent, 'secret.txt'), 'not part of the site');
    for (const target of ['../../../secret.txt', '%2e%2e/%2e%2e/%2e%2e/secret.txt', '..%2f..%2f..%2fsecret.txt']) {
      const answer = await rawRequest(server.port, `GET /_docsgen/search/${target} HTTP/1.1`);
      assert.ok(answer.status >= 300, `${target}: ${answer.status}`);
      assert.not.match(answer.text, 'not part of the site');
    }
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test.run();
