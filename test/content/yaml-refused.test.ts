/**
 * YAML that the build will not read — aliases that multiply ("billion laughs"), an alias of
 * nothing or of the value that holds it, nesting that would overflow the stack, a duplicate key —
 * in a doc's front matter or a `_category_.yml`: each is a UserError naming the file and the
 * line, never a raw exception. A property test feeds arbitrary YAML-like text to the front
 * matter reader and allows nothing but a result or a UserError.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configSchema } from '../../src/cli/config/schema.ts';
import { parseFrontMatter } from '../../src/cli/content/front-matter.ts';
import { buildContentModel } from '../../src/cli/content/model.ts';
import { UserError } from '../../src/cli/errors.ts';
import { copyFixture } from '../helpers/site.ts';

/** Nine levels of nine aliases each: a dozen lines that stand for 9^9 values. */
export function aliasBomb(levels = 9): string {
  const names = 'abcdefghijklmnop';
  const lines = [`${names[0]}: &${names[0]} [${Array(9).fill('x').join(',')}]`];
  for (let i = 1; i < levels; i++) lines.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]`);
  return lines.join('\n');
}

function refusal(yaml: string): string {
  try {
    parseFrontMatter(`---\n${yaml}\n---\n# Doc\n`, 'content/docs/bad.md');
  } catch (error) {
    assert.instance(error, UserError, `not a UserError: ${String(error)}`);
    return (error as UserError).format();
  }
  throw new Error('expected the front matter to be refused');
}

test('an alias bomb in front matter: the line where its aliases pass the limit, and what to do', () => {
  const started = performance.now();
  // File line 6 is YAML line 5: `d: &d [*c,…]`, where the aliases pass 1,000 values.
  assert.is(
    refusal(`title: Bomb\n${aliasBomb()}`),
    'content/docs/bad.md:6: front matter may not expand aliases this much: *c here brings it past 1000 values. Write the values out instead of aliases of aliases.',
  );
  assert.ok(performance.now() - started < 1000, 'refused without expanding it');
});

test('an alias of no anchor, and an alias inside the value it names, at their lines', () => {
  assert.is(refusal('title: T\ndescription: *nope'), 'content/docs/bad.md:3: front matter uses the alias *nope before any &nope names a value. Put the &nope value first, or write the value out.');
  assert.is(refusal('title: T\nkeywords: &k [a, *k]'), 'content/docs/bad.md:3: front matter uses the alias *k inside the value &k names, which would never end. Write the value out.');
});

test('nesting deep enough to overflow the stack, in flow or block style', () => {
  assert.match(refusal(`title: T\nkeywords: ${'['.repeat(20_000)}${']'.repeat(20_000)}`), /^content\/docs\/bad\.md:\d+: front matter nests too deeply \(more than 100 levels\)\. Flatten it\.$/);
  const block = Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n');
  assert.match(refusal(`${block} 1`), /^content\/docs\/bad\.md:\d+: front matter nests too deeply/);
  assert.match(refusal(`x: ${'['.repeat(150)}${']'.repeat(150)}`), /^content\/docs\/bad\.md:2: front matter nests too deeply/);
});

test('a duplicate key and an out-of-range number stay errors at their lines', () => {
  assert.is(refusal('title: a\nkeywords: [x]\ntitle: b'), 'content/docs/bad.md:4: front matter is not valid YAML: Map keys must be unique');
  assert.match(refusal('keywords: [x]\nsidebar_position: 1e999'), /^content\/docs\/bad\.md:3: front matter sidebar_position: /);
});

test('a list or mapping as a key: its line, not a warning from Node', () => {
  assert.is(refusal('title: T\n? [a, b]\n: c'), 'content/docs/bad.md:3: front matter has a list or mapping as a key. Write each key as a plain word.');
  assert.is(refusal('title: T\n{a: 1}: 2'), 'content/docs/bad.md:3: front matter has a list or mapping as a key. Write each key as a plain word.');
});

test('aliases that repeat a value a few times are still read', () => {
  const fm = parseFrontMatter('---\ntitle: &t Shared\nsidebar_label: *t\nkeywords: &k [a, b]\nmore: [*k, *k]\n---\n', 'doc.md');
  assert.equal(fm, { title: 'Shared', sidebar_label: 'Shared', keywords: ['a', 'b'], more: [['a', 'b'], ['a', 'b']] });
});

test('property: any YAML-like front matter gives a result or a UserError with its file and a line in the block', () => {
  const token = fc.constantFrom('a', 'title', 'keywords', ':', ': ', '&a ', '&b ', '*a', '*b', '[', ']', '{', '}', ',', '- ', '\n', '\n  ', '"', "'", '#', '!!int ', '!!binary ', '? ', '<<: ', '1e999', '0x1F', '~', '|', '>', '%YAML 1.2\n', '---', '...', '\t');
  const text = fc.array(token, { maxLength: 40 }).map((parts) => parts.join(''));
  fc.assert(
    fc.property(text, (yaml) => {
      const source = `---\n${yaml}\n---\n# Doc\n`;
      try {
        parseFrontMatter(source, 'content/docs/p.md');
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        assert.is(error.file, 'content/docs/p.md');
        const lines = source.split('\n').length;
        assert.ok(error.line === undefined || (error.line >= 1 && error.line <= lines), `line ${error.line} of ${lines}`);
      }
    }),
    { numRuns: 2000 },
  );
});

const config = configSchema.parse({ title: 'Mini', url: 'https://mini.example.com' });

async function categoryError(yaml: string): Promise<string> {
  const site = await copyFixture('mini');
  const dir = path.join(site.dir, 'content/docs/03-More');
  try {
    await mkdir(dir);
    await writeFile(path.join(dir, 'page.md'), '# Page\n');
    await writeFile(path.join(dir, '_category_.yml'), yaml);
    const error = await buildContentModel({ config, siteDir: site.dir, includeDrafts: false, compiler: async () => ({}) as never }).then(() => undefined, (e: unknown) => e);
    assert.instance(error, UserError, `not a UserError: ${String(error)}`);
    return (error as UserError).format();
  } finally {
    await site.cleanup();
  }
}

test('an alias bomb in _category_.yml: its file and line, and what to do', async () => {
  assert.is(
    await categoryError(`label: More\n${aliasBomb()}\n`),
    'content/docs/03-More/_category_.yml:5: is not valid YAML: it may not expand aliases this much: *c here brings it past 1000 values. Write the values out instead of aliases of aliases.',
  );
});

test('an alias of no anchor in _category_.yml: its line', async () => {
  assert.match(await categoryError('label: More\nposition: *p\n'), /^content\/docs\/03-More\/_category_\.yml:2: is not valid YAML: it uses the alias \*p before any &p names a value/);
});

test.run();
