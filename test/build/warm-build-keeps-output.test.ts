/**
 * Issue 34: a warm build keeps the doc and category pages, and the search index, that the folder
 * it writes into (the output of the build before last) already holds as it would write them
 * (reuse/output-ledger.ts). Whatever it keeps, the output is the one a cold build writes, byte
 * for byte; an edited doc, a changed sidebar and a page changed in the output after a build are
 * made again, and the link gate still reads every kept page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';

/** Every file of `dir` by its path, as a hash of its bytes. */
async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);
  }
  return out;
}

/** A site copied from a fixture, built into `build/` again and again, and cold into a new folder to compare. */
async function site(fixture: string) {
  const { dir } = await copyFixture(fixture);
  const outDir = path.join(dir, 'build');
  let colds = 0;
  return {
    dir,
    outDir,
    build: (logger = silentLogger()): Promise<BuildResult> => build({ siteDir: dir, outDir, logger }),
    /** What a cold build (no cache, no earlier output) of the site as it is now writes. */
    cold: async () => {
      const coldOut = path.join(dir, `cold-${colds++}`);
      await build({ siteDir: dir, outDir: coldOut, logger: silentLogger(), cache: false });
      return tree(coldOut);
    },
  };
}

const keepable = (result: BuildResult) => result.routes.filter((route) => route.kind === 'doc' || route.kind === 'category').length;

test('the third build keeps every doc and category page and the index, and writes what a cold build writes', async () => {
  const s = await site('mdx');
  const first = await s.build();
  assert.is(first.keptPages, 0, 'nothing to keep in a first build');
  const llmsFull = async () => (await stat(path.join(s.outDir, 'llms-full.txt'))).mtimeMs;
  const firstLlmsFull = await llmsFull();
  assert.is((await s.build()).keptPages, 0, 'the second writes into a new folder too (the first had no output to replace)');
  const third = await s.build();
  assert.ok(keepable(third) > 5, 'the fixture has pages to keep');
  assert.is(third.keptPages, keepable(third), 'every doc and category page kept');
  assert.is(await llmsFull(), firstLlmsFull, 'llms-full.txt kept as the first build wrote it');
  assert.equal(await tree(s.outDir), await s.cold(), 'the same files, byte for byte');
  assert.is((await s.build()).keptPages, keepable(third));
  assert.equal(await tree(s.outDir), await s.cold());
});

test('an edited doc is written again, in this build and the next; the others are kept', async () => {
  const s = await site('mini');
  for (let i = 0; i < 3; i++) await s.build();
  const doc = path.join(s.dir, 'content/docs/02-Guides/01-first.md');
  // Below its first paragraph (its description, which the category's cards show).
  await writeFile(doc, `${await readFile(doc, 'utf8')}\nAn edited step.\n`);
  for (const when of ['the build after the edit', 'the one after that (its folder holds the page from before the edit)']) {
    const result = await s.build();
    assert.is(result.keptPages, keepable(result) - 1, when);
    assert.match(await readFile(path.join(s.outDir, 'docs/Guides/first/index.html'), 'utf8'), 'An edited step.', when);
    assert.equal(await tree(s.outDir), await s.cold(), when);
  }
});

test('docs the scan index and the docs cache hold are taken without being read; a doc edited later is read', async () => {
  const s = await site('mdx');
  // The scan trusts files changed more than 2 s before it (content/scan-index.ts).
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await s.build();
  await s.build();
  const indexes = await readdir(path.join(s.dir, 'node_modules/.cache/docsgen/scan'));
  assert.is(indexes.filter((name) => name.endsWith('.v8')).length, 1, 'one docs folder, one index');
  assert.equal(await tree(s.outDir), await s.cold(), 'the same files, byte for byte');
  const doc = path.join(s.dir, 'content/docs/intro.md');
  await writeFile(doc, (await readFile(doc, 'utf8')).replace('sidebar_position: 1', 'sidebar_position: 1\ntitle: A title edited later'));
  await s.build();
  assert.match(await readFile(path.join(s.outDir, 'docs/intro/index.html'), 'utf8'), 'A title edited later');
  assert.equal(await tree(s.outDir), await s.cold());
});

test('a new sidebar label changes every page: nothing is kept', async () => {
  const s = await site('mini');
  for (let i = 0; i < 3; i++) await s.build();
  const doc = path.join(s.dir, 'content/docs/02-Guides/01-first.md');
  await writeFile(doc, (await readFile(doc, 'utf8')).replace('sidebar_label: First', 'sidebar_label: The first'));
  const result = await s.build();
  assert.is(result.keptPages, 0);
  assert.equal(await tree(s.outDir), await s.cold());
});

test('a page changed in the output after a build is written again when its folder comes back', async () => {
  const s = await site('mini');
  for (let i = 0; i < 3; i++) await s.build();
  const page = path.join(s.outDir, 'docs/start/index.html');
  const written = await readFile(page, 'utf8');
  // A step after the build (an analytics snippet, a minifier) rewrites a page in place.
  await writeFile(page, written.replace('</body>', '<script>track()</script></body>'));
  const next = await s.build();
  assert.is(next.keptPages, keepable(next), 'the build after writes into the other folder');
  const after = await s.build();
  assert.is(after.keptPages, keepable(after) - 1, 'the changed page is not kept');
  assert.is(await readFile(page, 'utf8'), written, 'the page is as docsgen writes it');
  assert.equal(await tree(s.outDir), await s.cold());
});

test('the link gate reads the kept pages: a broken link is reported by every build', async () => {
  const s = await site('mini');
  await editConfig(s.dir, "title: 'Mini',", "title: 'Mini',\n  onBrokenLinks: 'warn',");
  const doc = path.join(s.dir, 'content/docs/01-start.md');
  await writeFile(doc, `${await readFile(doc, 'utf8')}\n\nSee [the missing page](/docs/missing).\n`);
  for (let i = 0; i < 4; i++) {
    const logger = silentLogger();
    const result = await s.build(logger);
    assert.ok(
      logger.lines.some((line) => line.includes('/docs/missing') && line.includes('/docs/start')),
      `build ${i + 1} (${result.keptPages} pages kept) reports the link:\n${logger.lines.join('\n')}`,
    );
    if (i === 3) assert.is(result.keptPages, keepable(result));
  }
});

test("a kept page's anchor into a doc that changed is judged again: the heading that went is reported", async () => {
  const s = await site('mini');
  // A hosted search: no index in the output, whose files' names would change with the doc's text
  // (a new listing, over which every page is read again anyway).
  await editConfig(s.dir, "title: 'Mini',", "title: 'Mini',\n  onBrokenAnchors: 'warn',\n  search: { provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'docs' },");
  const doc = path.join(s.dir, 'content/docs/01-start.md');
  await writeFile(doc, `${await readFile(doc, 'utf8')}\n\nSee [that part](/docs/target#some-part).\n`);
  const target = path.join(s.dir, 'content/docs/09-target.md');
  await writeFile(target, '# Target\n\n## Some part\n\nText.\n');
  const reported = (logger: ReturnType<typeof silentLogger>) => logger.lines.some((line) => line.includes('/docs/target#some-part'));
  for (let i = 0; i < 4; i++) {
    const logger = silentLogger();
    await s.build(logger);
    assert.not.ok(reported(logger), `build ${i + 1}: the anchor is there`);
  }
  await writeFile(target, '# Target\n\n## Another part\n\nText.\n');
  for (let i = 0; i < 2; i++) {
    const logger = silentLogger();
    const result = await s.build(logger);
    assert.ok(result.keptPages > 0, 'the page with the anchor is kept');
    assert.ok(reported(logger), `build ${i + 5} reports the anchor:\n${logger.lines.join('\n')}`);
  }
});

test('without the cache (a cold build) nothing is kept', async () => {
  const s = await site('mini');
  for (let i = 0; i < 3; i++) await s.build();
  const result = await build({ siteDir: s.dir, outDir: s.outDir, logger: silentLogger(), cache: false });
  assert.is(result.keptPages, 0);
});

test.run();
