/**
 * `serve`'s provisional pages make a doc's route when one of its files is asked for
 * (build/provisional-pages.ts, `docRouteFiles`): for every doc, each of its files finds the route
 * the whole build makes for it, and no other name finds a doc.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { filesOfRoute } from '../../src/cli/build/build.ts';
import { docRouteFiles } from '../../src/cli/build/provisional-pages.ts';
import { configSchema } from '../../src/cli/config/schema.ts';
import { buildContentModel } from '../../src/cli/content/model.ts';
import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler } from '../../src/cli/markdown/pipeline.ts';
import { buildRoutes } from '../../src/cli/routes/routes.ts';
import { copyFixture } from '../helpers/site.ts';

const config = configSchema.parse({ title: 'Shell', url: 'https://shell.example.com' });

test("each doc file finds the whole build's route for it; other names find none", async () => {
  const site = await copyFixture('shell');
  try {
    // Routes of every shape: a folder's own page, names to encode, deep folders, a slug.
    const docs = (file: string) => path.join(site.dir, 'content/docs', file);
    await mkdir(docs('03-Ünïcode Folder'), { recursive: true });
    await mkdir(docs('04-deep/a/b'), { recursive: true });
    await writeFile(docs('02-Guides/index.md'), '# Guides\n\nThe folder\'s page.\n');
    await writeFile(docs('03-Ünïcode Folder/naïve doc.md'), '# Naïve\n');
    await writeFile(docs('04-deep/a/b/c.md'), '# Deep\n');
    await writeFile(docs('04-deep/slugged.md'), '---\nslug: /custom/path\n---\n# Slugged\n');
    const highlighter = await getHighlighter();
    const model = await buildContentModel({ config, siteDir: site.dir, includeDrafts: false, compiler: async (permalinks, linkRoots) => createMarkdownCompiler({ baseUrl: '/', permalinks, linkRoots, highlighter }) });
    const routes = buildRoutes(config, model, [], new Map());
    const lookup = docRouteFiles(config, [model]);
    const docRoutes = routes.filter((route) => route.kind === 'doc');
    assert.is(docRoutes.length, 7);
    assert.ok(docRoutes.some((route) => route.path === "/docs/custom/path") && docRoutes.some((route) => route.path === "/docs/Guides"), docRoutes.map((r) => r.path).join(" "));
    for (const route of docRoutes) {
      const files = filesOfRoute(config, route);
      assert.ok(files.twin !== undefined);
      assert.equal(lookup(`/${files.page}`), { route, part: 'html' }, files.page);
      assert.equal(lookup(`/${files.payload}`), { route, part: 'payload' }, files.payload);
      assert.equal(lookup(`/${files.twin}`), { route, part: 'twin' }, files.twin);
      for (const other of [route.path, `${route.path}/`, `${route.path}.html`, `/${files.page}x`, `/x/${files.payload}`]) assert.is(lookup(other), undefined, other);
    }
    for (const route of routes.filter((r) => r.kind !== 'doc')) assert.is(lookup(`/${filesOfRoute(config, route).page}`), undefined, route.path);
    // Without the docs' pages, the rest are as the whole build makes them.
    assert.equal(buildRoutes(config, model, [], new Map(), { docPages: false }), routes.filter((route) => route.kind !== 'doc'));
  } finally {
    await site.cleanup();
  }
});

test.run();
