/**
 * The staging folder and the swap (output/swap.ts): a finished build replaces the output, the
 * replaced one is deleted in the background, old folders of builds that died go with it, and a
 * failed build leaves the previous output and no staging folder.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withStagingDir } from '../../src/cli/output/swap.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const writeSite = (text: string) => async (staging: string) => {
  await writeFile(path.join(staging, 'index.html'), text);
  return text;
};

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.unreachable(`not within 10 s: ${what}`);
}

const siblings = async (dir: string) => (await readdir(dir)).filter((f) => f.startsWith('build.')).sort();

test('a rebuild replaces the output; the old one is deleted after it returns', async () => {
  const dir = await tempDir('docsgen-swap-');
  const out = path.join(dir, 'build');
  await withStagingDir(out, writeSite('first'));
  assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'first');
  assert.equal(await siblings(dir), [], 'nothing beside the first output');

  await withStagingDir(out, writeSite('second'));
  assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'second');
  await eventually(async () => (await siblings(dir)).length === 0, 'the replaced output is deleted');
});

test('old folders of builds that are gone are deleted with the next old output; a running one is not', async () => {
  const dir = await tempDir('docsgen-swap-');
  const out = path.join(dir, 'build');
  // No process has a pid this large (Linux caps them at 2^22).
  const dead = path.join(dir, 'build.old-99999999-1');
  const deadStaging = path.join(dir, 'build.tmp-99999999-2');
  const running = path.join(dir, `build.tmp-${process.ppid}-3`);
  for (const folder of [dead, deadStaging, running]) await mkdir(folder);
  await withStagingDir(out, writeSite('first'));
  await eventually(async () => !existsSync(dead) && !existsSync(deadStaging), 'abandoned folders deleted');
  assert.ok(existsSync(running), "a running build's staging folder is left alone");
});

test('a failed build leaves the previous output as it was, and no staging folder', async () => {
  const dir = await tempDir('docsgen-swap-');
  const out = path.join(dir, 'build');
  await withStagingDir(out, writeSite('first'));
  let failed = false;
  try {
    await withStagingDir(out, async (staging) => {
      await writeFile(path.join(staging, 'index.html'), 'half written');
      throw new Error('render failed');
    });
  } catch {
    failed = true;
  }
  assert.ok(failed);
  assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'first');
  assert.equal(await siblings(dir), []);
});

test.run();
