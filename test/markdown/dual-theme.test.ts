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
import { CODE_SAMPLES as SAMPLES } from './code-samples.ts';

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

test('a line met before is coloured for the state it starts in now', async () => {
  const shiki = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['tsx', 'html', 'bash'] });
  const primitive = twoThemePrimitive(shiki.getInternalContext(), CODE_THEMES);
  const options = (lang: string) => ({ lang, themes: CODE_THEMES, defaultColor: 'light' as const, tokenizeTimeLimit: 0 });
  // The same lines in a comment, a template string, a JSX tag, a script element, and first or not.
  const blocks: [string, string][] = [
    ['tsx', 'const b = 1;\n}'],
    ['tsx', '/*\nconst b = 1;\n}\n*/\nconst b = 1;'],
    ['tsx', 'const t = `\nconst b = 1;\n}\n`;'],
    ['tsx', 'const j = (\n  <div>\nconst b = 1;\n  </div>\n);'],
    ['tsx', 'const j = (\n  <span>\nconst b = 1;\n  </span>\n);'],
    ['html', '<script>\nconst b = 1;\n</script>\nconst b = 1;'],
    ['bash', '#!/usr/bin/env bash\necho 1'],
    ['bash', 'echo 1\n#!/usr/bin/env bash'],
  ];
  for (const order of [blocks, [...blocks].reverse()]) {
    for (const [lang, code] of order) {
      assert.equal(codeToHast(primitive, code, options(lang)), shiki.codeToHast(code, options(lang)), `${lang}: ${code}`);
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
