/**
 * `serve`'s first build, with no earlier output to show: once its pages can be rendered, a page
 * asked for is answered before the build has written it (rendered on request), with the files it
 * loads; it is the page the build then writes. What the build has not finished waits for it.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { deferred } from '../../src/cli/deferred.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

/** What a response says, or that none came within `ms`. */
async function answered(response: Promise<Response>, ms: number): Promise<Response | 'no answer'> {
  return Promise.race([response, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms))]);
}

test('pages and the files they load are served while the first build still holds its pages', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const devDir = path.join(dir, '.serve');
  const held = deferred();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir, pagesHeld: held.promise });
  try {
    // Asked for at once: it waits for the build to reach its pages, not for the build to end.
    const first = await fetch(`${dev.url}docs/start`, { signal: AbortSignal.timeout(60_000) });
    assert.is(first.status, 200);
    assert.is(first.headers.get('cache-control'), 'no-store');
    const page = await first.text();
    assert.match(page, /<h1[^>]*>Start here<\/h1>/);
    assert.not.ok(existsSync(devDir), 'nothing written to the served folder yet');

    const payload = await (await fetch(`${dev.url}_docsgen/routes/docs/start.json`)).text();
    const site = await (await fetch(`${dev.url}_docsgen/site.json`)).text();
    const assets = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    assert.ok(assets.some((a) => a.endsWith('.css')) && assets.some((a) => a.endsWith('.js')), assets.join(', '));
    const assetBodies = await Promise.all(assets.map(async (asset) => {
      const response = await fetch(`${dev.url}${asset}`);
      assert.is(response.status, 200, asset);
      return Buffer.from(await response.arrayBuffer());
    }));
    // A page no route makes, and the search index: the build's to answer.
    const missing = fetch(`${dev.url}docs/no-such-page`);
    assert.is(await answered(missing, 300), 'no answer');

    held.resolve();
    await dev.ready;
    assert.is((await missing).status, 404);
    // Byte for byte what the build wrote.
    assert.is(await readFile(path.join(devDir, 'docs/start/index.html'), 'utf8'), page);
    assert.is(await readFile(path.join(devDir, '_docsgen/routes/docs/start.json'), 'utf8'), payload);
    assert.is(await readFile(path.join(devDir, '_docsgen/site.json'), 'utf8'), site);
    for (const [i, asset] of assets.entries()) assert.ok(assetBodies[i]!.equals(await readFile(path.join(devDir, asset))), asset);
  } finally {
    held.resolve();
    await dev.close();
    await cleanup();
  }
});

test('a first build that fails before its pages answers every waiting request with its error', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const file = path.join(dir, 'content/docs/01-start.md');
  await writeFile(file, `---\ntitle: [unclosed\n---\n# Start\n`);
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir: path.join(dir, '.serve') });
  try {
    const response = await fetch(`${dev.url}docs/start`, { signal: AbortSignal.timeout(60_000) });
    assert.is(response.status, 503);
    assert.match(await response.text(), /Build failed[\s\S]*01-start\.md/);
  } finally {
    await dev.close();
    await cleanup();
  }
});

test.run();
