/**
 * Both themes from one tokenisation give exactly what Shiki gives with one run per theme: the
 * same hast, for grammars with embedded languages, back-references (JSX tags), font styles, and
 * blocks that follow one another (lines share their starting state across blocks).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHighlighter } from 'shiki';
import { codeToHast } from 'shiki/core';
import { CODE_THEMES } from '../../src/cli/markdown/code-blocks.ts';
import { twoThemePrimitive } from '../../src/cli/markdown/dual-theme.ts';

const SAMPLES: [string, string][] = [
  ['tsx', 'import Image from "next-export-optimize-images/image";\n\nexport default function A() {\n  // a comment\n  return (\n    <section className="x">\n      <Image src="/a.png" width={1} alt={`t ${1}`} />\n      <b>{2}</b>\n    </section>\n  );\n}'],
  ['tsx', 'const x = <b>{1}</b>;\nconst y = <i>{2}</i>;'],
  ['html', '<!doctype html>\n<style>\n  body { color: red; }\n</style>\n<script>\n  const a = 1; // js inside html\n</script>\n<p class="a">text</p>'],
  ['css', '@media (max-width: 996px) {\n  .a:hover > b::after { content: "x"; color: #fff !important; }\n}'],
  ['json', '{\n  "a": [1, true, null, "s"],\n  "b": { "c": 1.5e3 }\n}'],
  ['bash', '#!/usr/bin/env bash\nnpm i -D next-export-optimize-images && echo "$HOME" # done\nfor f in *.png; do cp "$f" out/; done'],
  ['yaml', 'a: 1\nlist:\n  - "x"\n  - y # comment\nnested:\n  key: true'],
  ['python', 'def f(x: int) -> str:\n    """Doc string."""\n    return f"{x!r}"  # comment'],
  ['markdown', '# Title\n\n*em* **strong** `code`\n\n```js\nconst a = 1;\n```'],
  ['diff', '- old line\n+ new line\n  same'],
  ['rust', 'fn main() {\n    let v: Vec<u32> = vec![1, 2];\n    println!("{:?}", v);\n}'],
];

test('one run for both themes gives Shiki’s own output', async () => {
  const shiki = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...new Set(SAMPLES.map(([lang]) => lang))] });
  const primitive = twoThemePrimitive(shiki.getInternalContext(), CODE_THEMES);
  const options = (lang: string) => ({ lang, themes: CODE_THEMES, defaultColor: 'light' as const, tokenizeTimeLimit: 0 });
  // Twice over: the second round starts from warm grammars and from a cache the first filled.
  for (let round = 0; round < 2; round++) {
    for (const [lang, code] of SAMPLES) {
      assert.equal(codeToHast(primitive, code, options(lang)), shiki.codeToHast(code, options(lang)), `${lang}, round ${round + 1}`);
    }
  }
});

test('a single-theme call through the same primitive is Shiki’s as well', async () => {
  const shiki = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['tsx'] });
  const primitive = twoThemePrimitive(shiki.getInternalContext(), CODE_THEMES);
  const code = SAMPLES[0]![1];
  codeToHast(primitive, code, { lang: 'tsx', themes: CODE_THEMES, tokenizeTimeLimit: 0 });
  for (const theme of [CODE_THEMES.dark, CODE_THEMES.light]) {
    assert.equal(codeToHast(primitive, code, { lang: 'tsx', theme, tokenizeTimeLimit: 0 }), shiki.codeToHast(code, { lang: 'tsx', theme, tokenizeTimeLimit: 0 }), theme);
  }
});

test.run();
