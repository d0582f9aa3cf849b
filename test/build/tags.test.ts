/**
 * Doc tags as Docusaurus has them (test/fixtures/tags): the "Tags:" row at the end of a doc, the
 * tags page (by first letter, with counts) and a page per tag listing its docs; `tags.yml`
 * labels, descriptions and permalinks; inline tags reported as `docs.onInlineTags` says; tag
 * pages in the sitemap but not in the search index; drafts and unlisted docs left out.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';
import { htmlProblems } from '../helpers/html-validity.ts';

interface Built {
  read: (file: string) => Promise<string>;
  exists: (file: string) => boolean;
  lines: string[];
  outDir: string;
}

/** The tags fixture changed by `change`, built; `read` gets what the test needs before the copy goes. */
async function withBuiltTags<T>(change: (dir: string) => Promise<void>, read: (built: Built) => Promise<T>): Promise<T> {
  const { dir, cleanup } = await copyFixture('tags');
  try {
    await change(dir);
    const outDir = path.join(dir, 'build');
    const logger = silentLogger();
    await build({ siteDir: dir, outDir, logger, cache: false });
    return await read({ read: (file) => readFile(path.join(outDir, file), 'utf8'), exists: (file) => existsSync(path.join(outDir, file)), lines: logger.lines, outDir });
  } finally {
    await cleanup();
  }
}

const footerOf = (html: string) => /<footer class="theme-doc-footer doc-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
const mainOf = (html: string) => /<main class="container margin-vert--lg tags-page">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

test('a doc ends with its tags, as Docusaurus lists them: tags.yml labels, descriptions and permalinks, inline tags kebab-cased', async () => {
  const out = await withBuiltTags(async () => {}, async ({ read }) => ({
    start: await read('docs/start/index.html'),
    first: await read('docs/Guides/first/index.html'),
    second: await read('docs/Guides/second/index.html'),
    untagged: await read('docs/untagged/index.html'),
  }));
  const start = footerOf(out.start);
  assert.match(start, /<div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><b>Tags:<\/b><ul class="tags padding--none margin-left--sm">/);
  assert.match(start, /<a rel="tag" title="Where to begin\." class="tag tag--regular" href="\/docs\/tags\/start-here">Getting started<\/a>/);
  assert.match(start, /<a rel="tag" title="Reference pages\." class="tag tag--regular" href="\/docs\/tags\/api">API<\/a>/);
  assert.ok(start.indexOf('Getting started') < start.indexOf('API'), 'in front matter order');
  assert.match(start, /theme-doc-footer-edit-meta-row[\s\S]*Edit this page/, 'the edit link follows the tags');
  const first = footerOf(out.first);
  assert.match(first, /href="\/docs\/tags\/howto">Howto<\/a>/, 'a tags.yml key without a label is capitalised, its permalink kebab-cased');
  assert.match(first, /class="tag tag--regular" href="\/docs\/tags\/inline-tag">Inline Tag<\/a>/);
  assert.match(footerOf(out.second), /title="A tag with its own page\." class="tag tag--regular" href="\/docs\/tags\/custom-place">Own permalink<\/a>/);
  assert.not.match(out.untagged, /theme-doc-footer-tags-row/);
  // The footer is in the page, not a second time in its JSON.
  assert.not.match(/<script id="__docsgen-data"[^>]*>([\s\S]*?)<\/script>/.exec(out.start)![1]!, /theme-doc-footer-tags-row/);
});

test('the tags page lists every listed tag by first letter with its count; a tag page lists its docs', async () => {
  const out = await withBuiltTags(async () => {}, async ({ read, exists }) => ({
    tags: await read('docs/tags/index.html'),
    gettingStarted: await read('docs/tags/start-here/index.html'),
    api: await read('docs/tags/api/index.html'),
    onlyUnlisted: await read('docs/tags/only-unlisted/index.html'),
    draftOnly: exists('docs/tags/draft-only/index.html'),
  }));
  const tags = mainOf(out.tags);
  assert.match(out.tags, /<title>Tags \| Tagged<\/title>/);
  assert.match(out.tags, /<meta name="docusaurus_tag" content="doc_tags_list"\/>/, "Docusaurus's search tag");
  assert.match(out.gettingStarted, /<meta name="docusaurus_tag" content="doc_tag_doc_list"\/>/);
  assert.not.match(out.gettingStarted, /docusaurus_version/);
  assert.match(tags, /^<h1>Tags<\/h1>/);
  const letters = [...tags.matchAll(/<h2 id="(.)">/g)].map((m) => m[1]);
  assert.equal(letters, ['A', 'G', 'H', 'I', 'O']);
  assert.match(tags, /<a rel="tag" title="Where to begin\." class="tag tag--count" href="\/docs\/tags\/start-here">Getting started<span class="tag__count">2<\/span><\/a>/);
  assert.match(tags, /href="\/docs\/tags\/api">API<span class="tag__count">1<\/span>/, 'the unlisted and draft docs are not counted');
  assert.not.match(tags, /only-unlisted|draft-only/);
  assert.not.match(/<script id="__docsgen-data"[^>]*>([\s\S]*?)<\/script>/.exec(out.tags)![1]!, /tag__count/, 'the content is not sent twice');

  const page = mainOf(out.gettingStarted);
  assert.match(out.gettingStarted, /<title>2 docs tagged with &quot;Getting started&quot; \| Tagged<\/title>/);
  assert.match(page, /<h1>2 docs tagged with &quot;Getting started&quot;<\/h1><p>Where to begin\.<\/p><a href="\/docs\/tags">View all tags<\/a>/);
  const docs = [...page.matchAll(/<article class="margin-vert--lg"><a href="([^"]+)"><h2>([^<]+)<\/h2><\/a>(?:<p>([^<]*)<\/p>)?/g)].map((m) => [m[1], m[2], m[3]]);
  assert.equal(docs, [
    ['/docs/Guides/first', 'First guide', 'A guide to begin with.'],
    ['/docs/start', 'Start', 'The first page.'],
  ]);
  assert.match(mainOf(out.api), /<h1>One doc tagged with &quot;API&quot;<\/h1>/);
  assert.not.match(mainOf(out.api), /Hidden guide/, 'an unlisted doc is left out of a tag that has listed docs');

  // Every doc with the tag unlisted: its page is there (the doc links to it), unlisted itself.
  assert.match(out.onlyUnlisted, /<meta name="robots" content="noindex"/);
  assert.match(mainOf(out.onlyUnlisted), /Unlisted page[\s\S]*One doc tagged with &quot;only-unlisted&quot;[\s\S]*Hidden guide/);
  assert.is(out.draftOnly, false, 'a tag of drafts alone has no page in a build');
});

test('tag pages are in the sitemap (not an unlisted one) and not in the search index', async () => {
  const out = await withBuiltTags(async () => {}, async ({ read, outDir }) => ({
    sitemap: await read('sitemap.xml'),
    fragments: await Promise.all(
      (await readdir(path.join(outDir, '_docsgen/search/fragment'))).map(async (f) => gunzipSync(await readFile(path.join(outDir, '_docsgen/search/fragment', f))).toString('utf8')),
    ),
  }));
  for (const loc of ['/docs/tags', '/docs/tags/start-here', '/docs/tags/api', '/docs/tags/inline-tag', '/docs/tags/custom-place']) {
    assert.ok(out.sitemap.includes(`<loc>https://tags.example.com${loc}</loc>`), `${loc} in the sitemap`);
  }
  assert.not.match(out.sitemap, /only-unlisted|draft-only/);
  assert.ok(out.fragments.some((f) => f.includes('/docs/start')), 'the index holds the docs');
  assert.not.ok(out.fragments.some((f) => f.includes('/docs/tags')), 'and no tag page');
});

test('onInlineTags: warn (the default) names the doc, line, tags and the tags file; log informs; ignore is quiet', async () => {
  const warned = await withBuiltTags(async () => {}, async ({ lines }) => lines);
  const first = warned.find((l) => l.includes('01-first.md'));
  assert.is(first, '[WARNING] content/docs/02-Guides/01-first.md:3: tags [Inline Tag] are not defined in content/docs/tags.yml. Known tags: getting-started, api, howto. Add them to content/docs/tags.yml, or use one of its tags (docs.onInlineTags says what an inline tag does).');
  const logged = await withBuiltTags((dir) => editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'log'"), async ({ lines }) => lines);
  assert.ok(logged.some((l) => l.startsWith('[INFO] content/docs/02-Guides/01-first.md:3: tags [Inline Tag]')));
  assert.not.ok(logged.some((l) => l.startsWith('[WARNING]')));
  const ignored = await withBuiltTags((dir) => editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'ignore'"), async ({ lines }) => lines);
  assert.not.ok(ignored.some((l) => l.includes('not defined')));
});

test('tags: null: no tags file, every tag inline and nothing reported', async () => {
  const out = await withBuiltTags(
    (dir) => editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'throw', tags: null"),
    async ({ read, lines }) => ({ lines, start: await read('docs/start/index.html') }),
  );
  assert.not.ok(out.lines.some((l) => l.includes('not defined')));
  assert.match(footerOf(out.start), /href="\/docs\/tags\/getting-started">getting-started<\/a>/, 'the key is an inline tag now');
});

test('docs-only mode: the tag pages are at /tags', async () => {
  const out = await withBuiltTags(
    async (dir) => {
      await editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'warn', routeBasePath: '/'");
      await writeFile(path.join(dir, 'content/docs/01-start.md'), '---\nslug: /\ntags: [api]\n---\n# Start\n\nHome.\n');
      const { rm } = await import('node:fs/promises');
      await rm(path.join(dir, 'content/pages/index.tsx'));
      await editConfig(dir, "{ type: 'doc', docId: 'start', label: 'Docs' }", "{ type: 'doc', docId: 'untagged', label: 'Docs' }");
    },
    async ({ read, exists }) => ({ home: await read('index.html'), tags: exists('tags/index.html'), api: await read('tags/api/index.html') }),
  );
  assert.match(footerOf(out.home), /href="\/tags\/api">API<\/a>/);
  assert.is(out.tags, true);
  assert.match(mainOf(out.api), /<a href="\/tags">View all tags<\/a>[\s\S]*<a href="\/"><h2>Start<\/h2>/);
});

test('tagsBasePath and baseUrl move the tag pages', async () => {
  const out = await withBuiltTags(
    async (dir) => {
      await editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'warn', tagsBasePath: 'topics'");
      await editConfig(dir, "url: 'https://tags.example.com',", "url: 'https://tags.example.com',\n  baseUrl: '/site/',");
    },
    async ({ read }) => ({ start: await read('docs/start/index.html'), topics: await read('docs/topics/index.html') }),
  );
  assert.match(footerOf(out.start), /href="\/site\/docs\/topics\/api">API<\/a>/);
  assert.match(mainOf(out.topics), /href="\/site\/docs\/topics\/start-here"/);
});

test('the tag pages and a tagged doc are valid HTML (as html-validity.test.ts checks the real site)', async () => {
  const files = ['docs/start/index.html', 'docs/tags/index.html', 'docs/tags/start-here/index.html', 'docs/tags/only-unlisted/index.html'];
  const problems = await withBuiltTags(async () => {}, async ({ read }) => (await Promise.all(files.map(async (file) => htmlProblems(await read(file), file)))).flat());
  assert.equal(problems, []);
});

test.run();
