/**
 * `showLineNumbers=5` numbers a block's lines from 5, as in Docusaurus: the theme's `line`
 * counter is reset to 4 on the block's `code`. Plain `showLineNumbers` counts from 1.
 */
import { readFile } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCodeMeta } from '../../src/cli/markdown/code-html.ts';
import { compile } from './helpers.ts';

test('the meta gives the first number', () => {
  assert.equal(parseCodeMeta('showLineNumbers=5 title="a.js"'), { title: 'a.js', showLineNumbers: true, lineNumbersStart: 5 });
  assert.equal(parseCodeMeta('{2} showLineNumbers'), { showLineNumbers: true });
});

test('showLineNumbers=5: the counter starts so the first line is 5', async () => {
  const { html } = await compile('```js showLineNumbers=5\na\nb\n```\n');
  assert.match(html, /<pre class="shiki[^"]* line-numbers"[^>]*><code style="counter-reset:line 4"><span class="line">/);
});

test('showLineNumbers=0 counts from 0', async () => {
  const { html } = await compile('```js showLineNumbers=0\na\n```\n');
  assert.match(html, /<code style="counter-reset:line -1">/);
});

test('plain showLineNumbers, or =1, leaves the theme counting from 1', async () => {
  for (const meta of ['showLineNumbers', 'showLineNumbers=1']) {
    const { html } = await compile(`\`\`\`js ${meta}\na\n\`\`\`\n`);
    assert.match(html, /line-numbers"[^>]*><code><span class="line">/, meta);
  }
});

test('the theme counts lines with the counter the style resets', async () => {
  const css = await readFile(new URL('../../src/runtime/styles/theme.css', import.meta.url), 'utf8');
  assert.match(css, /pre\.line-numbers \.line::before \{ counter-increment: line; content: counter\(line\)/);
});

test.run();
