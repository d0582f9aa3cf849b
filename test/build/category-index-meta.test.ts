/**
 * A generated index's `keywords` and `image` (in its `_category_` link) reach its page's head as
 * a doc's front matter ones do: `<meta name="keywords">`, and `og:image`/`twitter:image` as an
 * absolute URL under the baseUrl, as Docusaurus puts them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { editConfig, withBuiltMini } from '../helpers/site.ts';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

test('a generated index with keywords and image has them in its head', async () => {
  const head = await withBuiltMini(
    async (dir) => {
      await editConfig(dir, "url: 'https://mini.example.com',", "url: 'https://mini.example.com',\n  baseUrl: '/handbook/',");
      const link = { type: 'generated-index', description: 'All the guides.', keywords: ['guides', 'how-to'], image: '/img/guides.png' };
      await writeFile(path.join(dir, 'content/docs/02-Guides/_category_.json'), JSON.stringify({ label: 'Guides', position: 2, link }));
      // The link gate checks a page's image as it checks its links.
      await mkdir(path.join(dir, 'content/static/img'), { recursive: true });
      await writeFile(path.join(dir, 'content/static/img/guides.png'), 'png');
    },
    async (outDir) => headOf(await readFile(path.join(outDir, 'docs/category/guides/index.html'), 'utf8')),
  );
  assert.match(head, /<meta name="keywords" content="guides, how-to"\/>/);
  assert.match(head, /<meta property="og:image" content="https:\/\/mini\.example\.com\/handbook\/img\/guides\.png"\/>/);
  assert.match(head, /<meta name="twitter:image" content="https:\/\/mini\.example\.com\/handbook\/img\/guides\.png"\/>/);
});

test('without them, a generated index has no keywords and no image of its own', async () => {
  const head = await withBuiltMini(
    async () => {},
    async (outDir) => headOf(await readFile(path.join(outDir, 'docs/category/guides/index.html'), 'utf8')),
  );
  assert.not.match(head, /name="keywords"/);
  assert.not.match(head, /og:image/);
});

test.run();
