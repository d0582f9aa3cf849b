/**
 * A scan with a spill decodes only the start of each doc (`frontMatterHead`) and hands the rest
 * over as bytes: for any doc, that start reads as the whole text reads for its front matter (the
 * same block, the same data or the same error) and its bytes give the same body digest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { frontMatterHead, isDocText, textBytes } from '../../src/cli/content/doc-text.ts';
import { parseFrontMatter } from '../../src/cli/content/front-matter.ts';
import { bodyDigest, bodyDigestOfBytes } from '../../src/cli/markdown/cache.ts';
import { FRONT_MATTER } from '../../src/cli/markdown/parse/front-matter-block.ts';

const test = suite('frontMatterHead');

/** Lines a doc's start is made of: fences with and without spaces and line ends, keys, YAML that fails, long lines that cross the first cut. */
const piece = fc.oneof(
  fc.constantFrom('---', '--- ', '---\t', '----', '-- -', 'title: Hello', 'title: "Ünïcode ✓ 🎉"', 'sidebar_position: 2', 'sidebar_position: first', 'tags: [a, b]', 'a---', 'x: [unclosed', '', ' ', '# Heading', 'key:', '\t- item'),
  fc.nat({ max: 3000 }).map((n) => `description: ${'word é '.repeat(n / 7)}`),
  fc.string({ maxLength: 20 }),
);
const eol = fc.constantFrom('\n', '\r\n', '\r', '');
const doc = fc.tuple(fc.boolean(), fc.array(fc.tuple(piece, eol), { maxLength: 14 })).map(([bom, lines]) => (bom ? '\uFEFF' : '') + lines.map(([line, end]) => line + end).join(''));

/** What parsing makes of a text: its data, or its error's words and line. */
function parsed(source: string): unknown {
  try {
    return { data: parseFrontMatter(source, 'doc.md') };
  } catch (error) {
    return { error: (error as Error).message, line: (error as { line?: number }).line };
  }
}

test('the start reads as the whole text, and its bytes digest as it does', () => {
  fc.assert(
    fc.property(doc, (source) => {
      const bytes = new TextEncoder().encode(source);
      fc.pre(isDocText(bytes));
      const text = textBytes(bytes);
      const whole = new TextDecoder().decode(text);
      const head = frontMatterHead(text);
      assert.ok(whole.startsWith(head));
      assert.is(FRONT_MATTER.exec(head)?.[0], FRONT_MATTER.exec(whole)?.[0]);
      assert.equal(parsed(head), parsed(whole));
      assert.is(bodyDigestOfBytes(text, head), bodyDigest(whole));
    }),
    { numRuns: 3000 },
  );
});

test('a block longer than the first cut is read on; a doc without one decodes nothing', () => {
  const long = `---\ntitle: Long\ndescription: ${'x'.repeat(5000)}\n---\n\n${'Body line.\n'.repeat(3000)}`;
  const head = frontMatterHead(new TextEncoder().encode(long));
  assert.ok(FRONT_MATTER.test(head) && head.length < long.length);
  assert.is(frontMatterHead(new TextEncoder().encode(`# Title\n\n${'text '.repeat(1000)}`)), '');
  assert.is(frontMatterHead(new TextEncoder().encode('---\ntitle: never closed\n')), '---\ntitle: never closed\n');
});

test.run();
