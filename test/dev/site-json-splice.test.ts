/**
 * A label saved in `serve` rewrites `site.json` from its last bytes, the link's old JSON replaced
 * by its new: what the text would be with the same replacement, for any labels (accents, emoji,
 * CJK), and nothing when the old JSON is not there exactly once (the file is then made whole).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { spliced } from '../../src/cli/dev/relink.ts';

const test = suite('site.json splice');

const link = (label: string, href: string) => JSON.stringify({ type: 'link', label, href });

test('the same as replacing the text, for any labels around it', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 8 }), fc.nat(), fc.string({ unit: 'grapheme' }), (labels, pick, renamed) => {
      const links = labels.map((label, i) => link(label, `/docs/${i}`));
      const at = pick % links.length;
      const text = JSON.stringify({ sidebars: { docs: labels.map((label, i) => JSON.parse(links[i]!)) } });
      const before = links[at]!;
      const after = link(renamed, `/docs/${at}`);
      const made = spliced(Buffer.from(text), { before, after });
      assert.ok(made);
      assert.is(made.toString(), text.replace(before, after));
    }),
  );
});

test('an old part met twice or not at all gives nothing', () => {
  const once = link('Intro ✨', '/docs/intro');
  const text = `[${once},${once}]`;
  assert.is(spliced(Buffer.from(text), { before: once, after: link('Début', '/docs/intro') }), undefined);
  assert.is(spliced(Buffer.from('[]'), { before: once, after: once }), undefined);
  assert.is(spliced(undefined, { before: once, after: once }), undefined);
});

test.run();
