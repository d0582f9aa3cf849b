import { test } from 'uvu';
import * as assert from 'uvu/assert';
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

test('a container written inside fenced code stays code', async () => {
  const { html } = await compile('```md\n:::note Title in code\n```\n\n:::note Real title\nx\n:::\n');
  assert.match(html, /:::note Title in code/);
  assert.match(html, /<p class="admonition__title">Real title<\/p>/);
  assert.is(html.match(/class="admonition /g)?.length, 1);
});

test('admonitions nest, with more colons outside or with the same number', async () => {
  for (const source of ['::::note\nouter\n:::tip\ninner\n:::\nafter\n::::\n', ':::note\nouter\n:::tip\ninner\n:::\nafter\n:::\n']) {
    const { html } = await compile(source);
    assert.match(html, /admonition--note[\s\S]*<p>outer<\/p><div class="admonition admonition--tip"[\s\S]*<p>inner<\/p><\/div><\/div><p>after<\/p><\/div><\/div>$/, source);
    assert.not.match(html, /:::/);
  }
});

test('a `:::` line in code inside an admonition does not close it', async () => {
  const { html } = await compile(':::note\n```md\n:::\n```\nstill inside\n:::\n');
  assert.match(html, /<span[^>]*>:::<\/span>[\s\S]*<p>still inside<\/p><\/div><\/div>$/);
});

test('attributes and labels: {title="…"}, and a label wins over it', async () => {
  assert.match((await compile(':::caution{title="From attributes"}\nx\n:::\n')).html, /<p class="admonition__title">From attributes<\/p>/);
  assert.match((await compile(':::caution[Label]{title="Attr"}\nx\n:::\n')).html, /<p class="admonition__title">Label<\/p>/);
});

test('an admonition inside a list item or a blockquote', async () => {
  assert.match((await compile('- item\n\n  :::tip\n  in list\n  :::\n')).html, /<li>[\s\S]*admonition--tip[\s\S]*<p>in list<\/p>[\s\S]*<\/li>/);
  assert.match((await compile('> :::note\n> in quote\n> :::\n')).html, /<blockquote>[\s\S]*admonition--note[\s\S]*<p>in quote<\/p>/);
});

test('admonitions nest markdown: lists, code and links', async () => {
  const { html } = await compile(':::info\n- one\n- two\n\n```js\nlet a = 1;\n```\n\n[other](./other.md)\n:::\n');
  assert.match(html, /admonition--info[\s\S]*<ul>[\s\S]*<li>one<\/li>[\s\S]*class="code-block[\s\S]*href="\/docs\/other"/);
});

test('a container that is no admonition keeps its content as a plain block, with a warning at its line', async () => {
  const { html, warnings } = await compile('Intro.\n\n:::nota\nHello\n:::\n\n:::tip\nFine.\n:::\n');
  assert.match(html, /<div><p>Hello<\/p><\/div>/);
  assert.equal(warnings, [{ message: ':::nota is no admonition: its content is shown as a plain block. Use one of :::note, :::tip, :::info, :::caution, :::warning, :::danger.', line: 3 }]);
});

// Docusaurus 3 (theme-classic Admonition/Types): each alias is drawn as the type it stands for and
// titled with its own name, untranslated; `caution` is a type of its own.
for (const [alias, type] of [['secondary', 'note'], ['important', 'info'], ['success', 'tip']] as const) {
  test(`:::${alias} is a ${type} callout titled "${alias}", as Docusaurus titles it`, async () => {
    const { html, warnings } = await compile(`:::${alias}\nBody.\n:::\n`);
    assert.ok(html.includes(`<div class="admonition admonition--${type} theme-admonition-${alias}" role="note" aria-label="${alias}"><p class="admonition__title">${alias}</p>`), html);
    assert.equal(warnings, []);
  });
}

test('an alias keeps a title of its own', async () => {
  const { html } = await compile(':::important[Read this]\nBody.\n:::\n');
  assert.match(html, /admonition--info theme-admonition-important"[^>]*><p class="admonition__title">Read this<\/p>/);
});

test.run();
