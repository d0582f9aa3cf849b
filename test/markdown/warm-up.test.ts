/**
 * `serve` readies its compiler after the first build: the first doc, then one doc per code
 * language not met yet, so no grammar is used for the first time on a saved edit; then the docs
 * again until the code is optimised, in turns that leave the event loop free.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { settle, warmLanguages, warmUp } from '../../src/cli/markdown/warm-up.ts';
import { fencedLanguages } from '../../src/cli/markdown/code-blocks.ts';
import type { CompiledMarkdown } from '../../src/cli/markdown/pipeline.ts';

const test = suite('compiler warm-up');

const doc = (file: string, source: string) => ({ source: { file, source } });
const fence = (language: string) => `\`\`\`${language}\nx\n\`\`\`\n`;

async function warmed(docs: ReturnType<typeof doc>[]): Promise<string[]> {
  const seen: string[] = [];
  const compile = async (_source: string, file: string) => {
    seen.push(file);
    return {} as CompiledMarkdown;
  };
  const returned = await warmUp(compile, docs);
  assert.equal(returned, seen);
  return seen;
}

test('the first doc, then only docs that bring a language not met yet', async () => {
  const files = await warmed([
    doc('intro.md', '# Intro\n\nNo code.\n'),
    doc('a.md', fence('tsx') + fence('bash')),
    doc('b.md', fence('bash')),
    doc('c.md', fence('json') + fence('tsx')),
    doc('d.md', fence('tsx')),
  ]);
  assert.equal(files, ['intro.md', 'a.md', 'c.md']);
});

test('aliases count as the language they are read with (js, ts and jsx are tsx)', async () => {
  const files = await warmed([doc('a.md', fence('ts')), doc('b.md', fence('js')), doc('c.md', fence('jsx')), doc('d.md', fence('typescript'))]);
  assert.equal(files, ['a.md']);
});

test('a language Shiki does not know brings nothing to warm', async () => {
  const files = await warmed([doc('a.md', fence('bash')), doc('b.md', fence('not-a-language'))]);
  assert.equal(files, ['a.md']);
});

test('of a large site, a few docs spread over it are read for their languages', async () => {
  const read: number[] = [];
  const docs = Array.from({ length: 100 }, (_, i) => ({
    source: {
      file: `${i}.md`,
      get source() {
        read.push(i);
        return i === 37 ? fence('go') : i === 40 ? fence('rust') : '';
      },
    },
  }));
  const seen: string[] = [];
  await warmUp(async (_source, file) => (seen.push(file), {} as CompiledMarkdown), docs, 25);
  // Every fourth doc: the 40th brings its language, the 37th is never read.
  assert.equal([...new Set(read)], Array.from({ length: 25 }, (_, i) => i * 4));
  assert.equal(seen, ['0.md', '40.md']);
});

test('no docs, nothing compiled', async () => {
  assert.equal(await warmed([]), []);
});

test('then the docs again, round robin, up to the number of compiles asked for', async () => {
  const seen: string[] = [];
  const compile = async (_source: string, file: string) => {
    seen.push(file);
    return {} as CompiledMarkdown;
  };
  const done = await settle(compile, [doc('a.md', ''), doc('b.md', ''), doc('c.md', '')], { times: 7 });
  assert.is(done, 7);
  assert.equal(seen, ['a.md', 'b.md', 'c.md', 'a.md', 'b.md', 'c.md', 'a.md']);
});

test('it stops when its time is up, and lets other work run between compiles', async () => {
  let compiles = 0;
  const slow = async () => {
    compiles++;
    const until = performance.now() + 20;
    while (performance.now() < until); // a compile that takes 20 ms of the thread
    return {} as CompiledMarkdown;
  };
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  const done = await settle(slow, [doc('a.md', '')], { times: 1000, maxMs: 100 });
  clearInterval(timer);
  // 1,000 compiles would take 20 s: it stopped on time, not on count.
  assert.ok(done >= 1 && done < 50, `stopped after about 100 ms (${done} compiles)`);
  assert.is(compiles, done);
  assert.ok(ticks >= done - 1, `timers ran between compiles (${ticks} ticks for ${done} compiles)`);
});

test('no docs, nothing compiled again', async () => {
  assert.is(await settle(async () => ({}) as CompiledMarkdown, []), 0);
});

test("before a large site's first page: one doc with a block of each language of a sample of its docs", async () => {
  const sources: { source: string; file: string }[] = [];
  const compile = async (source: string, file: string) => {
    sources.push({ source, file });
    return {} as CompiledMarkdown;
  };
  // 1,000 docs: every tenth is read (100); the languages only the others use are left.
  const docs = Array.from({ length: 1000 }, (_, i) => ({ file: `doc-${i}.md`, source: i % 10 === 0 ? fence(['python', 'json', 'yaml'][(i / 10) % 3]!) : fence('rust') }));
  const languages = await warmLanguages(compile, docs);
  assert.equal(languages.sort(), ['json', 'python', 'yaml']);
  assert.is(sources.length, 1);
  assert.equal([...fencedLanguages(sources[0]!.source)].sort(), ['json', 'python', 'yaml']);
  assert.is(sources[0]!.file, 'doc-0.md');
  // Docs without code: nothing to compile.
  assert.equal(await warmLanguages(compile, [{ file: 'a.md', source: '# No code\n' }]), []);
  assert.is(sources.length, 1);
});

test.run();
