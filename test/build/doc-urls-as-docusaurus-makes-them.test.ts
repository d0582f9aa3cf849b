/**
 * Where a doc's file puts its page, as Docusaurus decides it: the docs folder's own `index.md` is
 * the docs root's page, a folder page stays one whatever id its front matter gives it, and a
 * relative slug is read from the doc's folder (`../` climbs out of it).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withBuiltMini } from '../helpers/site.ts';

const sidebarOf = (html: string) => html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));

test("the docs folder's index.md is the page at /docs, listed in the sidebar", async () => {
  const { root, sidebar } = await withBuiltMini(
    (dir) => writeFile(path.join(dir, 'content/docs/index.md'), '---\nsidebar_position: 0\n---\n# Welcome\n\nThe docs start here.\n'),
    async (outDir) => {
      const root = await readFile(path.join(outDir, 'docs/index.html'), 'utf8');
      return { root, sidebar: sidebarOf(await readFile(path.join(outDir, 'docs/start/index.html'), 'utf8')) };
    },
  );
  assert.match(root, /<h1[^>]*>Welcome<\/h1>/, 'the doc itself, not a redirect');
  assert.match(root, /<link rel="canonical" href="https:\/\/mini\.example\.com\/docs"/);
  assert.match(sidebar, /href="\/docs"[^>]*>Welcome<\/a>/);
});

test('a folder page with an id in its front matter is still its folder page; a slug with ../ is resolved', async () => {
  const out = await withBuiltMini(
    async (dir) => {
      const api = path.join(dir, 'content/docs/03-api');
      await mkdir(api, { recursive: true });
      await writeFile(path.join(api, 'index.md'), '---\nid: overview\n---\n# API overview\n\nEvery call.\n');
      await writeFile(path.join(api, '01-calls.md'), '---\nslug: ../all-calls\n---\n# Calls\n\nThe calls.\n');
    },
    async (outDir) => ({
      overview: existsSync(path.join(outDir, 'docs/api/index.html')),
      byId: existsSync(path.join(outDir, 'docs/api/overview/index.html')),
      calls: await readFile(path.join(outDir, 'docs/all-calls/index.html'), 'utf8'),
      sitemap: await readFile(path.join(outDir, 'sitemap.xml'), 'utf8'),
    }),
  );
  assert.ok(out.overview, 'index.md with an id is at /docs/api');
  assert.not.ok(out.byId);
  assert.match(sidebarOf(out.calls), /href="\/docs\/api"[^>]*>API overview<\/a>/, 'the category links to it');
  assert.match(out.calls, /<link rel="canonical" href="https:\/\/mini\.example\.com\/docs\/all-calls"/);
  assert.match(out.sitemap, /\/docs\/all-calls</);
  assert.not.match(out.sitemap, /\.\./);
});

test.run();
