/**
 * The fast twin (llms/hast-markdown.ts, one walk of the compiled tree) against the unified
 * collective's conversion (hast-util-to-mdast and mdast-util-to-markdown, llms/twin.ts) of the same
 * rendered page: for every doc of this site and of the MDX fixture, both Markdown texts must read
 * back (remark-parse with GFM) as the same tree. Spacing, escapes and list looseness may differ;
 * what a reader or a model gets may not.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { build } from '../../src/cli/build/build.ts';
import { htmlToMarkdown } from '../../src/cli/llms/twin.ts';
import { buildRealSite, copyFixture, silentLogger } from '../helpers/site.ts';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The tree a Markdown text reads as, without what only its spelling decides. */
function meaning(markdown: string): unknown {
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  return JSON.parse(
    JSON.stringify(tree, (key, value: unknown) => (key === 'position' || key === 'spread' || key === 'checked' && value === null ? undefined : value)),
    // One text node however it was split: the converters split around escapes differently.
  ) as unknown;
}

function mergeTexts(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const n = node as { children?: unknown[]; type?: string; value?: string };
  if (!n.children) return n;
  const children: unknown[] = [];
  for (const child of n.children.map(mergeTexts)) {
    const last = children.at(-1) as { type?: string; value?: string } | undefined;
    const c = child as { type?: string; value?: string };
    if (last?.type === 'text' && c.type === 'text') last.value = (last.value ?? '') + (c.value ?? '');
    else children.push(child);
  }
  return { ...n, children };
}

/** The doc's rendered body on its page. */
function bodyOf(page: string): string {
  const start = page.indexOf('<div class="markdown">') + '<div class="markdown">'.length;
  return page.slice(start, page.indexOf('</div></article>', start));
}

async function compareSite(outDir: string, site: string, docs: readonly string[]): Promise<void> {
  for (const route of docs) {
    const twin = await readFile(path.join(outDir, `${route}.md`), 'utf8');
    const body = twin.slice(twin.indexOf('\n\n') + 2);
    const page = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
    const oracle = htmlToMarkdown(bodyOf(page), { pageUrl: `${site}/${route}` });
    assert.equal(mergeTexts(meaning(body)), mergeTexts(meaning(oracle)), route);
  }
}

test("this site's docs: the fast twin reads as the unified collective's", async () => {
  const { outDir, routes } = await buildRealSite();
  const docs = routes.filter((r) => r.kind === 'doc').map((r) => r.path.replace(/^\//, ''));
  assert.ok(docs.length >= 10);
  await compareSite(outDir, 'https://next-export-optimize-images.vercel.app', docs);
});

test("the MDX fixture's docs (tabs, partials, math, tables, admonitions, card lists) too", async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  try {
    const outDir = path.join(dir, 'build');
    const { routes } = await build({ siteDir: dir, outDir, logger: silentLogger() });
    const docs = routes.filter((r) => r.kind === 'doc').map((r) => r.path.replace(/^\//, ''));
    await compareSite(outDir, 'https://mdx.example.com', docs);
  } finally {
    await cleanup();
  }
});

test.run();
