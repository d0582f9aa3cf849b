/**
 * A doc's page heading, as Docusaurus decides it: the doc's own `# Heading` when it has one
 * (the front matter's `title` still names the page in `<title>` and the sidebar), else the
 * title; `hide_title` hides only a heading made from the title.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withBuiltMini } from '../helpers/site.ts';

const DOCS = {
  'own.md': '---\ntitle: Front Matter Title\n---\n# The Doc’s Own Heading\n\nText.\n',
  'hidden-own.md': '---\nhide_title: true\n---\n# Still Shown\n\nText.\n',
  'hidden.md': '---\ntitle: Not Shown\nhide_title: true\n---\nText only.\n',
  'plain.md': '---\ntitle: Made From Title\n---\nText only.\n',
};

test('own heading first; the title otherwise; hide_title hides only the title', async () => {
  const pages = await withBuiltMini(
    async (dir) => {
      for (const [name, text] of Object.entries(DOCS)) await writeFile(path.join(dir, 'content/docs', name), text);
    },
    async (outDir) => Object.fromEntries(await Promise.all(Object.keys(DOCS).map(async (name) => [name, await readFile(path.join(outDir, 'docs', name.replace('.md', ''), 'index.html'), 'utf8')] as const))),
  );
  const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);
  assert.equal(h1s(pages['own.md']!), ['The Doc’s Own Heading']);
  assert.match(pages['own.md']!, /<title>Front Matter Title \| Mini<\/title>/);
  assert.equal(h1s(pages['hidden-own.md']!), ['Still Shown']);
  assert.equal(h1s(pages['hidden.md']!), []);
  assert.equal(h1s(pages['plain.md']!), ['Made From Title']);
});

test.run();
