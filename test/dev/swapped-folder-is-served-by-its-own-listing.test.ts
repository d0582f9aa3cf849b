/**
 * `serve` lists its folder again when a whole build says it has finished; but the build swaps the
 * new folder in before that, and a page requested meanwhile must come whole from the new folder,
 * not with the old folder's size for its file (cut short, or the connection left waiting).
 */
import { cp, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

test('a folder swapped in under serve is served whole before the build reports it', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const devDir = path.join(dir, '.serve');
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir });
  try {
    await dev.ready;
    const page = 'docs/start/index.html';
    const first = await fetch(`${dev.url}docs/start`);
    assert.is(first.status, 200);
    await first.arrayBuffer();
    // What a whole build does before it reports: write a folder beside, rename it into place.
    const staging = `${devDir}.tmp-test`;
    await cp(devDir, staging, { recursive: true });
    const longer = `${await readFile(path.join(staging, page), 'utf8')}<!-- ${'a longer page '.repeat(500)} -->`;
    await writeFile(path.join(staging, page), longer);
    await rename(devDir, `${devDir}.old-test`);
    await rename(staging, devDir);
    const response = await fetch(`${dev.url}docs/start`, { signal: AbortSignal.timeout(5000) });
    const body = await response.text();
    assert.is(Number(response.headers.get('content-length')), Buffer.byteLength(body));
    assert.is(body, longer);
  } finally {
    await dev.close();
    await cleanup();
  }
});

test.run();
