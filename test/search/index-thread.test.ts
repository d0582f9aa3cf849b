/**
 * A large site's index is written on a worker thread (beside rendering, not between its turns):
 * from the TypeScript sources (the tests' build, under tsx) and from the bundled CLI alike, the
 * index holds every doc. `serve`'s index thread gives way to its main thread (Linux), and keeps
 * what it made: writing the index again after a save writes the files that changed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IndexThread, THREAD_FROM_PAGES, writeIndex } from '../../src/cli/search/index-thread.ts';
import type { SearchPage } from '../../src/cli/search/records.ts';
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

/** The niceness of this process's thread named `docsgen-search`, every 2 ms while `work` runs. */
async function searchThreadNiceness(work: Promise<unknown>): Promise<number[]> {
  const seen: number[] = [];
  const poll = setInterval(() => {
    for (const task of readdirSync('/proc/self/task')) {
      try {
        if (readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() !== 'docsgen-search') continue;
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        // Fields after the name (which may hold spaces): state is field 3, nice field 19.
        seen.push(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
      } catch {}
    }
  }, 2);
  try {
    await work;
  } finally {
    clearInterval(poll);
  }
  return seen;
}

const wordyPages = (count: number): SearchPage[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `https://example.com/docs/page-${i}`,
    lvl0: 'Docs',
    title: `Page ${i}`,
    description: null,
    language: 'en',
    docusaurusTag: ['docs-default-current'],
    version: ['current'],
    sections: [{ heading: null, texts: [Array.from({ length: 400 }, (_, w) => `word${(i * 7 + w) % 997} text${w}`).join(' ')] }],
  }));

const linux = existsSync('/proc/thread-self');

test('serve\'s index thread runs at a low priority; a build\'s at the normal one', async () => {
  if (!linux) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-index-nice-'));
  try {
    const pages = wordyPages(THREAD_FROM_PAGES);
    const background = await searchThreadNiceness(writeIndex({ pages, outputPath: path.join(dir, 'a'), language: 'en', thread: true, background: true }));
    // Relative to this process's own priority (0 unless the tests run under `nice`).
    const own = os.getPriority();
    assert.ok(background.length > 0, 'the thread was seen');
    assert.is(background.at(-1), Math.max(10, own), `niceness seen: ${[...new Set(background)].join(', ')}`);
    const build = await searchThreadNiceness(writeIndex({ pages, outputPath: path.join(dir, 'b'), language: 'en', thread: true }));
    assert.ok(build.length > 0, 'the thread was seen');
    assert.equal([...new Set(build)], [own]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("serve's thread writes the index again and again, each time the files that changed", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-index-kept-'));
  const thread = new IndexThread();
  try {
    const outputPath = path.join(dir, LOCAL_INDEX_DIR);
    const pages = wordyPages(THREAD_FROM_PAGES);
    await thread.write({ pages, outputPath, language: 'en', background: true });
    const fragments = () => new Map(readdirSync(path.join(outputPath, 'fragment')).map((f) => [f, statSync(path.join(outputPath, 'fragment', f)).mtimeMs]));
    const before = fragments();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = pages.with(7, { ...pages[7]!, sections: [{ heading: null, texts: ['A numbat, now.'] }] });
    await thread.write({ pages: edited, outputPath, language: 'en', background: true });
    const after = fragments();
    assert.equal([...after.keys()].sort(), [...before.keys()].sort(), 'the same names');
    assert.is([...after].filter(([file, time]) => before.get(file) !== time).length, 1, "the edited page's fragment alone");
    const index = indexAt(dir);
    assert.equal([...(index.words.get('numbat')?.keys() ?? [])], [7]);
    assert.ok(index.words.get('word49')?.size, 'a word it had, on other pages');
    assert.not.ok(index.words.get('word49')?.has(7), 'its old words are gone from it');
  } finally {
    await thread.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test("serve's thread is sent a job's pages ahead of it, in several messages; after a failure, a new thread writes the next index", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-index-sent-'));
  const thread = new IndexThread();
  try {
    const outputPath = path.join(dir, LOCAL_INDEX_DIR);
    // More pages than one message carries ahead of a job: they go in several.
    const pages = wordyPages(600);
    await thread.write({ pages, outputPath, language: 'en', background: true });
    // A folder that cannot be made (a file is in its way): the job fails and the thread is stopped.
    await writeFile(path.join(dir, 'blocked'), '');
    const failed = await thread.write({ pages, outputPath: path.join(dir, 'blocked', 'index'), language: 'en', background: true }).then(() => undefined, (error: Error) => error);
    assert.ok(failed, 'the job failed');
    // The same page objects again, and one edited, to the new thread.
    const edited = pages.with(3, { ...pages[3]!, sections: [{ heading: null, texts: ['A quoll, now.'] }] });
    await thread.write({ pages: edited, outputPath, language: 'en', background: true });
    const index = indexAt(dir);
    assert.is(index.wordCounts.length, pages.length, 'every page');
    assert.equal([...(index.words.get('quoll')?.keys() ?? [])], [3]);
    assert.is(index.words.get('text399')?.size, pages.length - 1, 'the other pages, as they were');
  } finally {
    await thread.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test("serve's thread, idle, keeps no process alive", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-index-idle-'));
  try {
    // A script that writes an index and never closes the thread: it must still exit.
    const script = `
      import { IndexThread } from ${JSON.stringify(new URL('../../src/cli/search/index-thread.ts', import.meta.url).href)};
      const pages = [{ url: 'https://example.com/docs/a', lvl0: 'Docs', title: 'A', description: null, language: 'en', docusaurusTag: ['x'], version: ['current'], sections: [{ heading: null, texts: ['An aardvark.'] }] }];
      await new IndexThread().write({ pages, outputPath: ${JSON.stringify(path.join(dir, 'index'))}, language: 'en' });
      console.log('written');`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => (child.kill(), resolve(null)), 30_000);
      child.on('exit', (c) => (clearTimeout(timer), resolve(c)));
    });
    assert.is(code, 0, `exited by itself: ${out}`);
    assert.match(out, /written/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
