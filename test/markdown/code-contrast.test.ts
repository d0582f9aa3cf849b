import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contrast, ensureContrast } from '../../src/cli/markdown/code-contrast.ts';
import { compile } from './helpers.ts';

test('colours that pass are kept; failing ones are moved just far enough', () => {
  assert.is(ensureContrast('#24292E', [255, 255, 255], [0, 0, 0]), '#24292E');
  const fixed = ensureContrast('#6272A4', [0x40, 0x42, 0x4e], [255, 255, 255]);
  assert.is.not(fixed, '#6272A4');
  const rgb = [1, 3, 5].map((i) => parseInt(fixed.slice(i, i + 2), 16)) as [number, number, number];
  assert.ok(contrast(rgb, [0x40, 0x42, 0x4e]) >= 4.5);
  assert.ok(contrast(rgb, [0x40, 0x42, 0x4e]) < 5.5, 'not pushed to white');
});

test('every token of a highlighted block reaches 4.5:1 in both themes', async () => {
  const { html } = await compile('```js\n// a Dracula comment is too faint by default\nconst x = "orange";\n```\n');
  const tokens = [...html.matchAll(/style="color:(#[0-9A-F]{6});--shiki-dark:(#[0-9A-F]{6})"/gi)];
  assert.ok(tokens.length > 3);
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  for (const [, light, dark] of tokens) {
    assert.ok(contrast(rgb(light!), [0xe6, 0xef, 0xe8]) >= 4.5, `light ${light}`);
    assert.ok(contrast(rgb(dark!), [0x40, 0x42, 0x4e]) >= 4.5, `dark ${dark}`);
  }
});

test('tables scroll in their own focusable, uniquely named region', async () => {
  const { html } = await compile('| a |\n|---|\n| 1 |\n\n| b |\n|---|\n| 2 |\n');
  assert.match(html, /<section class="table-scroll" tabindex="0" aria-label="Table 1"><table>/);
  assert.match(html, /aria-label="Table 2"/);
});

test.run();
