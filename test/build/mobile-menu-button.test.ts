/**
 * The hamburger is there only when the mobile menu would hold something: navbar items, or the
 * docs sidebar of the page (Docusaurus's rule). A site without navbar items has none on its
 * home page, and one on its docs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const TOGGLE = /class="navbar__toggle clean-btn"/;

test('no navbar items: no hamburger where there is no docs sidebar, one on a doc', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const configFile = path.join(dir, 'site.config.ts');
    const config = await readFile(configFile, 'utf8');
    const without = config.replace(/items: \[.*\] \}/, 'items: [] }');
    assert.is.not(without, config, 'the fixture’s navbar items were removed');
    await writeFile(configFile, without);
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    assert.not.match(await readFile(path.join(outDir, 'index.html'), 'utf8'), TOGGLE);
    assert.match(await readFile(path.join(outDir, 'docs/start/index.html'), 'utf8'), TOGGLE);
  } finally {
    await cleanup();
  }
});

test('with navbar items every page has it', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    assert.match(await readFile(path.join(outDir, 'index.html'), 'utf8'), TOGGLE);
  } finally {
    await cleanup();
  }
});

test.run();
