/**
 * A build replaces its output folder whole: an `--out-dir` that is the site folder, a folder
 * above it, a folder of its sources, a file, or a folder of files no docsgen build wrote (a
 * repository, notes), is refused before anything is written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

test('a folder holding files no build wrote is refused; an empty one, or an earlier build, is written', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const into = (outDir: string) => build({ siteDir: dir, outDir, logger: silentLogger() }).then(() => undefined, (error: Error) => error);
    await mkdir(path.join(dir, 'notes/.git'), { recursive: true });
    await writeFile(path.join(dir, 'notes/todo.txt'), 'mine');
    const error = await into('notes');
    assert.instance(error, UserError);
    assert.match(String(error), /--out-dir \/\S+\/notes holds files no docsgen build wrote \(\.git, todo\.txt; a build leaves _docsgen\/ there\): the build replaces its output folder whole/);
    assert.is(await readFile(path.join(dir, 'notes/todo.txt'), 'utf8'), 'mine', 'nothing touched');
    assert.ok(existsSync(path.join(dir, 'notes/.git')));
    await mkdir(path.join(dir, 'empty'));
    assert.is(await into('empty'), undefined, 'an empty folder is fine');
    assert.is(await into('empty'), undefined, 'and so is the build it now holds');
    assert.ok(existsSync(path.join(dir, 'empty/_docsgen')));
  } finally {
    await cleanup();
  }
});

test.run();
