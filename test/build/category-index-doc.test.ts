/**
 * A folder's `index.md` is its category's page only when the `_category_` file does not say
 * what the category links to; with an explicit link it is an ordinary item (Docusaurus's rule).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withBuiltMini } from '../helpers/site.ts';

const sidebarOf = (html: string) => html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));

test('with a generated-index link, index.md is listed as an item and has the sidebar', async () => {
  const page = await withBuiltMini(
    (dir) => writeFile(path.join(dir, 'content/docs/02-Guides/index.md'), '# Guides overview\n\nAll about guides.\n'),
    (outDir) => readFile(path.join(outDir, 'docs/Guides/index.html'), 'utf8'),
  );
  const sidebar = sidebarOf(page);
  assert.match(sidebar, /href="\/docs\/category\/guides"/, 'the category still links to its generated index');
  assert.match(sidebar, /<a class="menu__link menu__link--active" href="\/docs\/Guides" aria-current="page">Guides overview<\/a>/);
});

test('without a link in _category_, index.md is the category page', async () => {
  const page = await withBuiltMini(
    async (dir) => {
      await writeFile(path.join(dir, 'content/docs/02-Guides/_category_.json'), JSON.stringify({ label: 'Guides', position: 2 }));
      await writeFile(path.join(dir, 'content/docs/02-Guides/index.md'), '# Guides overview\n\nAll about guides.\n');
    },
    (outDir) => readFile(path.join(outDir, 'docs/Guides/index.html'), 'utf8'),
  );
  const sidebar = sidebarOf(page);
  assert.match(sidebar, /href="\/docs\/Guides"[^>]*>Guides<\/a>/, 'the category links to it, under its own label');
  assert.not.match(sidebar, />Guides overview</, 'not listed again as an item');
});

test('a category without a label, position or class of its own takes them from its index doc, as in Docusaurus', async () => {
  const page = await withBuiltMini(
    async (dir) => {
      await writeFile(path.join(dir, 'content/docs/02-Guides/_category_.json'), JSON.stringify({}));
      await writeFile(path.join(dir, 'content/docs/02-Guides/index.md'), '---\nsidebar_label: All the guides\nsidebar_position: 0\nsidebar_class_name: guides-pill\n---\n# Guides overview\n\nAll about guides.\n');
    },
    (outDir) => readFile(path.join(outDir, 'docs/start/index.html'), 'utf8'),
  );
  const sidebar = sidebarOf(page);
  assert.match(sidebar, /href="\/docs\/Guides"[^>]*>All the guides<\/a>/, 'named after its doc');
  assert.ok(sidebar.indexOf('All the guides') < sidebar.indexOf('href="/docs/start"'), 'placed by its doc (0, before Start at 1)');
  assert.match(sidebar, /class="[^"]*guides-pill[^"]*"/, 'its doc\'s class');
});

test('link: doc names a doc of the folder by its id there; the category links to it and does not list it again', async () => {
  const page = await withBuiltMini(
    async (dir) => {
      await writeFile(path.join(dir, 'content/docs/02-Guides/_category_.json'), JSON.stringify({ label: 'Guides', link: { type: 'doc', id: 'first' } }));
    },
    (outDir) => readFile(path.join(outDir, 'docs/start/index.html'), 'utf8'),
  );
  const sidebar = sidebarOf(page);
  assert.match(sidebar, /href="\/docs\/Guides\/first"[^>]*>Guides<\/a>/, 'the category links to Guides/first');
  assert.is(sidebar.split('href="/docs/Guides/first"').length - 1, 1, 'listed once, as the category');
});

test('a category holding nothing but its own doc is a link to it, under the category\'s name', async () => {
  const page = await withBuiltMini(
    async (dir) => {
      await mkdir(path.join(dir, 'content/docs/03-Lonely'), { recursive: true });
      await writeFile(path.join(dir, 'content/docs/03-Lonely/_category_.json'), JSON.stringify({ label: 'All alone' }));
      await writeFile(path.join(dir, 'content/docs/03-Lonely/index.md'), '# The lonely page\n\nNothing else here.\n');
    },
    (outDir) => readFile(path.join(outDir, 'docs/start/index.html'), 'utf8'),
  );
  const sidebar = sidebarOf(page);
  assert.match(sidebar, /<a class="menu__link" href="\/docs\/Lonely">All alone<\/a>/, 'a plain link');
  const item = sidebar.slice(sidebar.lastIndexOf('<li', sidebar.indexOf('href="/docs/Lonely"')), sidebar.indexOf('</li>', sidebar.indexOf('href="/docs/Lonely"')));
  assert.not.match(item, /<details|menu__caret|menu__list-item-collapsible/, 'no category to open');
});

test.run();
