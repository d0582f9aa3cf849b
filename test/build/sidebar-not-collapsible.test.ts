/**
 * A category with `collapsible: false` is always open: no toggle, its items always listed (in
 * the page and in the mobile menu, which share the list).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withBuiltMini } from '../helpers/site.ts';

test('collapsible: false renders the category open, without <details>', async () => {
  const html = await withBuiltMini(
    async (dir) => {
      const file = path.join(dir, 'content/docs/02-Guides/_category_.json');
      const category = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      await writeFile(file, JSON.stringify({ ...category, collapsible: false, collapsed: true }));
    },
    (outDir) => readFile(path.join(outDir, 'docs/start/index.html'), 'utf8'),
  );
  const sidebar = html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));
  assert.not.match(sidebar, /<details/, 'nothing to toggle');
  assert.match(sidebar, /href="\/docs\/Guides\/first"/, 'its items listed, though `collapsed` says closed');
});

test.run();
