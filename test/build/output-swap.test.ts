/**
 * The staging folder and the swap (output/swap.ts): a finished build replaces the output, the
 * replaced one is kept as the spare the next build writes into (or, without a spare folder,
 * deleted in the background), old folders of builds that died are deleted, and a failed build
 * leaves the previous output and no staging folder.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withStagingDir } from '../../src/cli/output/swap.ts';
import { listOutput, OutputListing } from '../../src/cli/links/output-files.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const writeSite = (text: string) => async ({ dir: staging }: { dir: string }) => {
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
    await withStagingDir(out, async ({ dir: staging }) => {
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

/** Writes `pages` (text by path below `dir`) into `dir`. */
async function writeFiles(dir: string, pages: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

test('with a spare folder, the replaced output waits there and the next build writes into it', async () => {
  const dir = await tempDir('docsgen-swap-');
  const out = path.join(dir, 'build');
  const spareDir = path.join(dir, 'cache', 'spare');
  const build = (pages: Record<string, string>) =>
    withStagingDir(
      out,
      async ({ dir: staging, prune }) => {
        await writeFiles(staging, pages);
        return prune();
      },
      { spareDir },
    );
  assert.is(await build({ 'index.html': 'one', 'old/page.html': 'gone later' }), 0, 'a new folder has nothing to prune');
  assert.not.ok(existsSync(spareDir), 'no spare after a first build');
  await build({ 'index.html': 'two' });
  assert.is(await readFile(path.join(spareDir, 'index.html'), 'utf8'), 'one', 'the replaced output is the spare');
  assert.equal(await siblings(dir), [], 'nothing deleted or left beside the output');
  const spareInode = (await stat(path.join(spareDir, 'index.html'))).ino;

  const pruned = await build({ 'index.html': 'three', 'new.html': 'new' });
  assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'three');
  assert.is((await stat(path.join(out, 'index.html'))).ino, spareInode, 'the file was overwritten in place, not created');
  assert.is(pruned, 1, 'the one file only the first build wrote');
  assert.not.ok(existsSync(path.join(out, 'old')), 'its folder went with it');
  assert.ok(existsSync(path.join(out, 'new.html')));
  assert.not.ok(existsSync(path.join(out, '.docsgen-build-started')));
});

test("the prune of a reused folder tells every file and link it leaves: the folder's listing, as a walk finds it", async () => {
  const dir = await tempDir('docsgen-swap-');
  const out = path.join(dir, 'build');
  const spareDir = path.join(dir, 'spare');
  const build = (pages: Record<string, string>, link = false) =>
    withStagingDir(
      out,
      async ({ dir: staging, prune }) => {
        await writeFiles(staging, pages);
        if (link) {
          await rm(path.join(staging, 'latest'), { force: true });
          await symlink('docs', path.join(staging, 'latest'));
        }
        const left = new OutputListing();
        await prune(undefined, (file, isFile) => left.add(file, isFile));
        return { left: left.files(), walked: await listOutput(staging) };
      },
      { spareDir },
    );
  await build({ 'index.html': '1', 'docs/a/index.html': 'a', 'docs/gone/index.html': 'gone' }, true);
  await build({ 'index.html': '2' });
  const { left, walked } = await build({ 'index.html': '3', 'docs/a/index.html': 'a', 'docs/b/index.html': 'b', '.well-known/x.txt': 'x' }, true);
  assert.equal([...left.files].sort(), [...walked.files].sort());
  assert.equal(left.pages, walked.pages);
  assert.equal([...left.all].sort(), [...walked.all].sort());
  assert.ok(left.files.has('/latest') && !left.files.has('/docs/gone/index.html'), 'the link listed, the pruned page not');
});

test('a failed build over a spare leaves the output as it was, and neither staging nor that spare', async () => {
  const dir = await tempDir('docsgen-swap-');
  const out = path.join(dir, 'build');
  const spareDir = path.join(dir, 'spare');
  await withStagingDir(out, writeSite('first'), { spareDir });
  await withStagingDir(out, writeSite('second'), { spareDir });
  assert.ok(existsSync(spareDir));
  await withStagingDir(out, async () => {
    throw new Error('render failed');
  }, { spareDir }).catch(() => {});
  assert.is(await readFile(path.join(out, 'index.html'), 'utf8'), 'second');
  assert.not.ok(existsSync(spareDir), 'a half-written folder is not reused');
  assert.equal(await siblings(dir), []);
});

test.run();
