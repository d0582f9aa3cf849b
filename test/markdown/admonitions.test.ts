import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rewriteLegacyAdmonitionTitles } from '../../src/cli/markdown/legacy-admonition-titles.ts';
import { compile } from './helpers.ts';

for (const type of ['note', 'tip', 'info', 'caution', 'warning', 'danger']) {
  test(`:::${type} becomes a ${type} callout with its default title`, async () => {
    const { html } = await compile(`:::${type}\nBody **text**.\n:::\n`);
    const title = type[0]!.toUpperCase() + type.slice(1);
    assert.ok(html.includes(`<div class="admonition admonition--${type}" role="note" aria-label="${title}"><p class="admonition__title">${title}</p><div class="admonition__content"><p>Body <strong>text</strong>.</p></div></div>`), html);
  });
}

test(':::note[Title] sets the title (inline markdown allowed)', async () => {
  const { html } = await compile(':::tip[Use `cacheDir`]\nBody\n:::\n');
  assert.match(html, /<p class="admonition__title">Use <code>cacheDir<\/code><\/p>/);
  assert.match(html, /aria-label="Use cacheDir"/);
});

test('the older `:::note Title` form sets the title too', async () => {
  const { html } = await compile(':::caution Still being planned\nBody\n:::\n');
  assert.match(html, /admonition--caution[^>]*><p class="admonition__title">Still being planned<\/p>/);
});

test('the legacy rewrite leaves code fences alone', () => {
  const source = '```md\n:::note Title in code\n```\n:::note Real title\nx\n:::\n';
  assert.is(rewriteLegacyAdmonitionTitles(source), '```md\n:::note Title in code\n```\n:::note[Real title]\nx\n:::\n');
});

test('admonitions nest markdown: lists, code and links', async () => {
  const { html } = await compile(':::info\n- one\n- two\n\n```js\nlet a = 1;\n```\n\n[other](./other.md)\n:::\n');
  assert.match(html, /admonition--info[\s\S]*<ul>[\s\S]*<li>one<\/li>[\s\S]*class="code-block[\s\S]*href="\/docs\/other"/);
});

test.run();
