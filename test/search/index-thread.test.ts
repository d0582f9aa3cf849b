/**
 * A large site's index is written on a worker thread (beside rendering, not between its turns):
 * from the TypeScript sources (the tests' build, under tsx) and from the bundled CLI alike, the
 * index holds every doc.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { THREAD_FROM_PAGES } from '../../src/cli/search/index-thread.ts';
import { LOCAL_INDEX_DIR } from '../../src/runtime/search/types.ts';
import { buildLargeSite } from '../helpers/large-site.ts';
import { copyFixture, runCli } from '../helpers/site.ts';
import { readIndex } from './pagefind-reference.ts';

function indexAt(outDir: string) {
  const dir = path.join(outDir, LOCAL_INDEX_DIR);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(?:br|gz)$/.test(e.name))
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { path: path.relative(dir, file).split(path.sep).join('/'), content: readFileSync(file) };
    });
  return readIndex(files);
}

test('from the sources: every doc of a large site is in the index', async () => {
  const { outDir, model } = await buildLargeSite();
  assert.ok(model.docs.length >= THREAD_FROM_PAGES, 'large enough for the thread');
  const index = indexAt(outDir);
  assert.is(index.wordCounts.length, model.docs.filter((d) => !d.draft).length);
  assert.ok(index.words.has('topic'));
  assert.ok(index.fragments.some((f) => f.url === '/docs/area-16/topic-16-20'));
});

test('from the bundled CLI: the same', async () => {
  const site = await copyFixture('mini');
  try {
    const folder = path.join(site.dir, 'content/docs/99-many');
    await mkdir(folder, { recursive: true });
    for (let i = 1; i <= THREAD_FROM_PAGES; i++) await writeFile(path.join(folder, `page-${i}.md`), `# Page ${i}\n\nWombat number ${i}.\n`);
    const result = await runCli(['build', '--site-dir', site.dir]);
    assert.is(result.code, 0, result.stderr);
    const index = indexAt(path.join(site.dir, 'build'));
    assert.ok(index.wordCounts.length > THREAD_FROM_PAGES);
    assert.is(index.words.get('wombat')?.size, THREAD_FROM_PAGES);
  } finally {
    await site.cleanup();
    await rm(path.join(site.dir, 'build'), { recursive: true, force: true });
  }
});

test.run();
