/**
 * Docs compiled on worker threads come out exactly as on the main thread; the adaptive compiler
 * moves to threads only when many docs wait at once, and back to the main thread once released.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { adaptiveCompiler, CompilePool } from '../../src/cli/markdown/compile-pool.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../src/cli/markdown/pipeline.ts';

const test = suite('compile pool');

const permalinks: [string, string][] = [['/site/docs/other.md', '/docs/other']];
const linkRoots = ['/site/docs', '/site'];
const options = { baseUrl: '/', permalinks, linkRoots, html: true };
const doc = (n: number) => `# Doc ${n}\n\nSee [the other](./other.md#part).\n\n## Part ${n}\n\n\`\`\`tsx title="a.tsx" {1}\nconst x = <b>{${n}}</b>;\n\`\`\`\n\n:::tip[Hint ${n}]\n\n| a | b |\n| - | - |\n| ${n} | [broken](./gone.md) |\n\n:::\n`;

test('a doc compiled on a thread equals the main thread’s result', async () => {
  const local = createMarkdownCompiler({ baseUrl: '/', permalinks: new Map(permalinks), linkRoots, highlighter: await getHighlighter() });
  const pool = new CompilePool(2);
  pool.configure(options);
  try {
    const sources = [1, 2, 3, 4].map(doc);
    const threaded = await Promise.all(sources.map((s) => pool.compile(s, '/site/docs/page.md')));
    const main = await Promise.all(sources.map((s) => local(s, '/site/docs/page.md')));
    assert.equal(threaded, main);
    assert.match(threaded[0]!.html, 'href="/docs/other#part"');
    assert.equal(threaded[0]!.brokenMarkdownLinks.map((l) => l.url), ['./gone.md']);
  } finally {
    await pool.close();
  }
});

test('docs go to threads only when many wait, and back to the main thread after release', async () => {
  let onMain = 0;
  const real = createMarkdownCompiler({ baseUrl: '/', permalinks: new Map(permalinks), linkRoots, highlighter: await getHighlighter() });
  const local: MarkdownCompiler = async (source, file) => {
    onMain++;
    return real(source, file);
  };
  const one = adaptiveCompiler(local, options, undefined, 4);
  await one(doc(1), '/site/docs/a.md');
  assert.is(onMain, 1, 'a single doc compiles on the main thread');

  const many = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => one(doc(n), '/site/docs/a.md')));
  assert.is(many.length, 8);
  assert.ok(onMain < 5, `a burst goes to the pool (main thread took ${onMain - 1} of 8)`);
  await one.release();
  const before = onMain;
  await one(doc(9), '/site/docs/a.md');
  assert.is(onMain, before + 1, 'after release: the main thread');
});

test('a prewarmed pool gets the docs from the first one', async () => {
  let onMain = 0;
  const local: MarkdownCompiler = async () => {
    onMain++;
    throw new Error('not expected');
  };
  const compile = adaptiveCompiler(local, options, new CompilePool(1));
  const result = await compile(doc(1), '/site/docs/a.md');
  assert.match(result.html, 'Hint 1');
  assert.is(onMain, 0);
  await compile.release();
});

test.run();
