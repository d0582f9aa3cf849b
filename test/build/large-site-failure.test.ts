/**
 * On a large site the bundles wait for the docs to compile (build.ts, `bundleGate`). A build
 * that fails before they start (a doc's front matter read, or a doc compiled) still ends at once
 * with the file named, and leaves the previous output as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../src/cli/build/build.ts';
import { isUserError } from '../../src/cli/errors.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

/** Past the large-site threshold of 100 docs. */
const DOCS = 120;

interface Context {
  dir: string;
  outDir: string;
  home: string;
  cleanup: () => Promise<void>;
}

const test = suite<Context>('a large site whose build fails');

test.before(async (context) => {
  const { dir, cleanup } = await copyFixture('mini');
  const folder = path.join(dir, 'content/docs/50-many');
  await mkdir(folder, { recursive: true });
  for (let d = 1; d <= DOCS; d++) await writeFile(path.join(folder, `doc-${d}.md`), `# Doc ${d}\n\nAbout doc ${d}.\n`);
  const outDir = path.join(dir, 'build');
  await build({ siteDir: dir, outDir, logger: silentLogger() });
  Object.assign(context, { dir, outDir, cleanup, home: await readFile(path.join(outDir, 'index.html'), 'utf8') });
});

test.after(async (context) => {
  await context.cleanup();
});

/** The build's error, or a failure if it succeeds or has not ended within a minute. */
async function failure(dir: string, outDir: string): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 60_000)));
  const result = await Promise.race([build({ siteDir: dir, outDir, logger: silentLogger() }).then(() => 'built' as const, (error: unknown) => ({ error })), timeout]);
  clearTimeout(timer);
  assert.ok(result !== 'timeout', 'the failed build ended within a minute');
  assert.ok(result !== 'built', 'the build failed');
  return (result as { error: unknown }).error;
}

async function outputUnchanged(context: Context): Promise<void> {
  assert.is(await readFile(path.join(context.outDir, 'index.html'), 'utf8'), context.home, 'the previous output is as it was');
  const staging = (await readdir(context.dir)).filter((name) => name.startsWith('build.tmp-'));
  assert.equal(staging, [], 'no staging folder is left');
}

test('a doc that fails to compile: the file named, the output kept', async (context) => {
  const file = path.join(context.dir, 'content/docs/50-many/doc-7.md');
  const good = await readFile(file, 'utf8');
  await writeFile(file, `---\ntoc_min_heading_level: 5\ntoc_max_heading_level: 2\n---\n${good}`);
  try {
    const error = await failure(context.dir, context.outDir);
    assert.ok(isUserError(error), 'a problem the user can fix');
    assert.match((error as Error & { file?: string }).file ?? '', /doc-7\.md$/);
    await outputUnchanged(context);
  } finally {
    await writeFile(file, good);
  }
});

test('front matter that is not YAML, before any doc compiles: the file named, the output kept', async (context) => {
  const file = path.join(context.dir, 'content/docs/50-many/doc-9.md');
  const good = await readFile(file, 'utf8');
  await writeFile(file, `---\ntitle: [unclosed\n---\n${good}`);
  try {
    const error = await failure(context.dir, context.outDir);
    assert.ok(isUserError(error), 'a problem the user can fix');
    assert.match((error as Error & { file?: string }).file ?? '', /doc-9\.md$/);
    await outputUnchanged(context);
    assert.ok(existsSync(path.join(context.outDir, 'docs')), 'the docs of the previous output are there');
  } finally {
    await writeFile(file, good);
  }
});

test.run();
