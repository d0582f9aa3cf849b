/**
 * A build replaces its output folder whole: an `--out-dir` that is the site folder, a folder
 * above it, a folder of its sources, or a file, is refused before anything is written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { UserError } from '../../src/cli/errors.ts';
import { checkOutDir } from '../../src/cli/output/out-dir.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const CONFIG = { docs: { path: 'content/docs' }, pages: { path: 'content/pages' }, staticDir: 'content/static', templatesDir: 'templates' } as Parameters<typeof checkOutDir>[2];
const SITE = '/srv/site';
const refused = (outDir: string) => {
  try {
    checkOutDir(SITE, path.resolve(SITE, outDir), CONFIG);
    return undefined;
  } catch (error) {
    assert.instance(error, UserError);
    return (error as UserError).message;
  }
};

test('the site folder, a folder above it, and its source folders are refused, saying why', () => {
  assert.match(refused('.') ?? '', /is the site folder: the build replaces its output folder whole/);
  assert.match(refused('..') ?? '', /holds the site folder/);
  assert.match(refused('content') ?? '', /overlaps the docs/);
  assert.match(refused('content/docs/out') ?? '', /overlaps the docs/);
  assert.match(refused('content/static') ?? '', /overlaps the static files/);
  assert.match(refused('templates') ?? '', /overlaps the templates/);
  assert.match(refused('node_modules') ?? '', /holds the installed packages/);
});

test('ordinary output folders pass, inside node_modules’ cache too (serve writes there)', () => {
  for (const ok of ['build', 'dist/site', '../elsewhere', 'node_modules/.cache/docsgen/serve', 'contents']) assert.is(refused(ok), undefined, ok);
});

test('a real build into the site folder or a file fails and writes nothing', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const into = (outDir: string) => build({ siteDir: dir, outDir, logger: silentLogger() }).then(() => undefined, (error: Error) => error);
    assert.instance(await into('.'), UserError);
    assert.ok(existsSync(path.join(dir, 'content/docs/01-start.md')), 'the sources are where they were');
    assert.ok(existsSync(path.join(dir, 'site.config.ts')));
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    assert.match(String(await into('notes.txt')), /is a file/);
    assert.ok(existsSync(path.join(dir, 'notes.txt')));
  } finally {
    await cleanup();
  }
});

test.run();
