/**
 * A code block written straight to HTML is, character for character, what Shiki's hast, the
 * contrast fix, the frame and hast-util-to-html make of it: every language sample, with titles,
 * line highlights, line numbers, diff marks, characters that need escaping and blank lines.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter } from 'shiki';
import { codeToHast, type ShikiPrimitive } from 'shiki/core';
import { CODE_THEMES, HIGHLIGHT_OPTIONS, rehypeCodeBlockFrame } from '../../src/cli/markdown/code-blocks.ts';
import { rehypeCodeContrast } from '../../src/cli/markdown/code-contrast.ts';
import { codeBlockHtml } from '../../src/cli/markdown/code-html.ts';
import { twoThemePrimitive } from '../../src/cli/markdown/dual-theme.ts';
import { CODE_SAMPLES } from './code-samples.ts';

const BLOCKS: [string, string][] = [
  ...CODE_SAMPLES,
  ['diff', '- const quality = 40;\n+ const quality = 90;\n  const unchanged = "a & b";\n+\n-'],
  ['text', '<img src="a.png"> & friends\n\n\tindented with a tab\n   '],
  ['tsx', '\n\n    const spaced    =   1;   \n\n'],
  ['bash', 'echo "<b>" && cat a > b\n\n# done'],
];
const METAS = ['', 'title="next.config.js"', 'title="a & <b>.js" {2}', '{1,3-4}', 'showLineNumbers', "title='x y.ts' {1-2} showLineNumbers", 'showLineNumbers=5 {2}'];

/** Shiki's hast, then the contrast fix and the frame, serialised: what the pipeline made before. */
function throughHast(primitive: ShikiPrimitive, source: string, lang: string, meta: string): string {
  const tree: Root = { type: 'root', children: [codeToHast(primitive, source, { ...HIGHLIGHT_OPTIONS, lang, meta: { __raw: meta } }) as never] };
  rehypeCodeContrast()(tree);
  rehypeCodeBlockFrame(lang)(tree);
  return toHtml(tree);
}

test('every sample, with every kind of meta, comes out as the hast route writes it', async () => {
  const shiki = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...new Set(BLOCKS.map(([lang]) => lang).filter((l) => l !== 'text'))] });
  const primitive = twoThemePrimitive(shiki.getInternalContext(), CODE_THEMES);
  for (const [lang, source] of BLOCKS) {
    for (const meta of METAS) {
      const direct = codeBlockHtml(primitive, { source, lang, meta, themes: CODE_THEMES });
      assert.is(direct, throughHast(primitive, source, lang, meta), `${lang} ${JSON.stringify(meta)}: ${JSON.stringify(source.slice(0, 40))}`);
    }
  }
  shiki.dispose();
});

test('the marks a reader sees: title, highlighted and diff lines, line numbers, escaped text', async () => {
  const shiki = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['diff'] });
  const primitive = twoThemePrimitive(shiki.getInternalContext(), CODE_THEMES);
  const html = codeBlockHtml(primitive, { source: '+ a <b>\n- c & d\n  e', lang: 'diff', meta: 'title="x & y" {3} showLineNumbers', themes: CODE_THEMES });
  assert.match(html, /^<div class="code-block code-block--titled" data-language="\w+"><div class="code-block__title">x &#x26; y<\/div>/);
  assert.match(html, /<pre class="shiki shiki-themes github-light dracula line-numbers"/);
  assert.match(html, /<span class="line diff add">.*&#x3C;b>/);
  assert.match(html, /<span class="line diff remove">.*c &#x26; d/);
  assert.match(html, /<span class="line highlighted">/);
  assert.match(html, /<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy<\/button><\/div><\/div>$/);
  shiki.dispose();
});

test.run();
