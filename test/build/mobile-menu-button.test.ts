/**
 * The hamburger is there only when the mobile menu would hold something: navbar items, or the
 * docs sidebar of the page (Docusaurus's rule). A site without navbar items has none on its
 * home page, and one on its docs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { editConfig, withBuiltMini } from '../helpers/site.ts';

const TOGGLE = /class="navbar__toggle clean-btn"/;
const page = (outDir: string, file: string) => readFile(path.join(outDir, file), 'utf8');

test('no navbar items: no hamburger where there is no docs sidebar, one on a doc', async () => {
  const [home, doc] = await withBuiltMini(
    (dir) => editConfig(dir, /items: \[.*\] \}/, 'items: [] }'),
    (outDir) => Promise.all([page(outDir, 'index.html'), page(outDir, 'docs/start/index.html')]),
  );
  assert.not.match(home, TOGGLE);
  assert.match(doc, TOGGLE);
});

test('with navbar items every page has it', async () => {
  assert.match(await withBuiltMini(async () => {}, (outDir) => page(outDir, 'index.html')), TOGGLE);
});

test.run();
