/**
 * `unlisted: true`: the doc is built and reachable by its URL, with a banner saying so and a
 * robots noindex, but listed nowhere: not in the sidebar, the category's cards, the reading
 * order, the sitemap or the search index.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { withBuiltMini } from '../helpers/site.ts';

test('built with a banner and noindex, listed nowhere', async () => {
  const read = (outDir: string, file: string) => readFile(path.join(outDir, file), 'utf8');
  const out = await withBuiltMini(
    (dir) => writeFile(path.join(dir, 'content/docs/02-Guides/03-hidden.md'), '---\nunlisted: true\n---\n# Hidden guide\n\nOnly by link. Quetzalcoatl.\n'),
    async (outDir) => ({
      page: await read(outDir, 'docs/Guides/hidden/index.html'),
      other: await read(outDir, 'docs/Guides/first/index.html'),
      cards: await read(outDir, 'docs/category/guides/index.html'),
      sitemap: await read(outDir, 'sitemap.xml'),
      // The embedded index's page fragments (gzip), as the browser reads them.
      fragments: await Promise.all(
        (await readdir(path.join(outDir, '_docsgen/search/fragment'))).map(async (f) => gunzipSync(await readFile(path.join(outDir, '_docsgen/search/fragment', f))).toString('utf8')),
      ),
    }),
  );
  assert.match(out.page, /<h1 class="doc-title">Hidden guide<\/h1>/);
  assert.match(out.page, /Unlisted page[\s\S]*This page is unlisted\. Search engines will not index it/);
  assert.match(out.page, /<meta name="robots" content="noindex"/);
  for (const [name, html] of [['another doc', out.other], ['the category page', out.cards]] as const) {
    assert.not.match(html, /href="\/docs\/Guides\/hidden"/, `not linked from ${name}`);
  }
  assert.not.match(out.sitemap, /Guides\/hidden/);
  assert.ok(out.fragments.some((f) => f.includes('/docs/Guides/first')), 'the index holds the listed docs');
  assert.not.ok(out.fragments.some((f) => f.includes('Quetzalcoatl')), 'and not the unlisted one');
});

test.run();
