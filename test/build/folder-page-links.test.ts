/**
 * A doc Docusaurus serves as a folder (`/docs/Extra/`: a category's index doc, or a slug ending in
 * `/`) writes its relative links for that folder. docsgen serves it without the slash, so it
 * writes them absolute: the page leads where it led on Docusaurus, and the link gate agrees.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withBuiltMini } from '../helpers/site.ts';

test('an index doc and a slug: …/ doc link relative to their folder, a plain MDX doc too; other docs as written', async () => {
  const pages = await withBuiltMini(
    async (dir) => {
      const extra = path.join(dir, 'content/docs/03-Extra');
      await mkdir(extra, { recursive: true });
      await writeFile(path.join(extra, 'index.md'), '# Extra\n\nSee [the other page](other) and [the start](../start).\n');
      await writeFile(path.join(extra, 'other.md'), '# Other\n\nBack to [the start](../start).\n');
      await writeFile(path.join(extra, 'hub.mdx'), '---\nslug: /hub/\n---\n# Hub\n\n<details><summary>More</summary>Go [to other](../Extra/other).</details>\n');
    },
    async (outDir) => ({
      index: await readFile(path.join(outDir, 'docs/Extra/index.html'), 'utf8'),
      other: await readFile(path.join(outDir, 'docs/Extra/other/index.html'), 'utf8'),
      hub: await readFile(path.join(outDir, 'docs/hub/index.html'), 'utf8'),
    }),
  );
  assert.match(pages.index, /<a href="\/docs\/Extra\/other">the other page<\/a>/);
  assert.match(pages.index, /<a href="\/docs\/start">the start<\/a>/);
  assert.match(pages.other, /<a href="\.\.\/start">the start<\/a>/, 'a page served as a page keeps its link as written');
  assert.match(pages.hub, /<a href="\/docs\/Extra\/other">to other<\/a>/);
});

test.run();
