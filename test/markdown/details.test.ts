/**
 * `<details>` written around Markdown, as Docusaurus docs do: a real, collapsed `<details>` with
 * its summary (its inline Markdown and formatting tags) and the Markdown between the tags parsed
 * as the rest of the doc. Nothing of the doc's HTML is copied: other tags keep only their text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from './helpers.ts';

test('the Markdown between <details> and </details> is parsed inside a collapsed details, under its summary', async () => {
  const { html, warnings } = await compile('<details>\n  <summary>Why is my <code>.gif</code> copied?</summary>\n\nGIFs are **copied** as they are.\n\n- one\n- two\n\n</details>\n\nAfter.\n');
  assert.match(html, /^<details class="details"><summary>Why is my <code>\.gif<\/code> copied\?<\/summary><div class="details__content"><p>GIFs are <strong>copied<\/strong> as they are\.<\/p><ul>/);
  assert.match(html, /<\/ul><\/div><\/details>\n<p>After\.<\/p>$/, 'the text after </details> is outside');
  assert.equal(warnings, []);
});

test('the summary shows its Markdown and formatting tags as MDX would; other tags leave their text, never their markup', async () => {
  const { html } = await compile('<details><summary>Why **not** <span onclick="x()">this</span> &amp; <em>that</em>, or &lt;b&gt;?</summary>\n\nBody.\n\n</details>\n');
  assert.match(html, /^<details class="details"><summary>Why <strong>not<\/strong> this &#x26; <em>that<\/em>, or [^<]*<\/summary>/);
  assert.not.match(html, /onclick|<span|<b>/);
});

test('`open` is kept; no summary gets "Details"; HTML inside is rendered (its text only with markdown.html: false)', async () => {
  const source = '<details open><summary>One &amp; two</summary>Text <b onclick="x()">bold</b></details>\n';
  const open = await compile(source);
  assert.match(open.html, /^<details class="details" open><summary>One &#x26; two<\/summary><div class="details__content">Text <b onclick="x\(\)">bold<\/b><\/div><\/details>$/);
  const textOnly = await compile(source, '/', { html: false });
  assert.match(textOnly.html, /^<details class="details" open><summary>One &#x26; two<\/summary><div class="details__content"><p>Text\nbold<\/p><\/div><\/details>$/);
  const bare = await compile('<details>\n\nNo summary.\n\n</details>\n');
  assert.match(bare.html, /<summary>Details<\/summary><div class="details__content"><p>No summary\.<\/p>/);
});

test('details nest, and work inside a list', async () => {
  const nested = await compile('<details>\n<summary>Outer</summary>\n\n<details>\n<summary>Inner</summary>\n\nDeep.\n\n</details>\n\n</details>\n');
  assert.match(nested.html, /<summary>Outer<\/summary><div class="details__content"><details class="details"><summary>Inner<\/summary><div class="details__content"><p>Deep\.<\/p><\/div><\/details><\/div><\/details>/);
  const listed = await compile('- item\n\n  <details>\n  <summary>In a list</summary>\n\n  Body.\n\n  </details>\n');
  assert.match(listed.html, /<li>\n<p>item<\/p>\n<details class="details"><summary>In a list<\/summary><div class="details__content"><p>Body\.<\/p><\/div><\/details>\n<\/li>/);
});

test('an unclosed <details> runs to the end of its section, with a warning at its line; a stray </details> shows nothing', async () => {
  const unclosed = await compile('Intro.\n\n<details>\n<summary>Open</summary>\n\nNever closed.\n');
  assert.match(unclosed.html, /<p>Intro\.<\/p>\n<details class="details"><summary>Open<\/summary><div class="details__content"><p>Never closed\.<\/p><\/div><\/details>/);
  assert.equal(unclosed.warnings.map((w) => w.line), [3]);
  assert.match(unclosed.warnings[0]!.message, /a <details> is not closed.*Add <\/details>/);
  const stray = await compile('</details>\n\nText.\n');
  assert.is(stray.html, '<p>Text.</p>');
});

test('the summary and the content are searchable text', async () => {
  const { searchSections } = await compile('## Q&A\n\n<details>\n<summary>Does it resize GIFs?</summary>\n\nNo, they are copied.\n\n</details>\n');
  const text = searchSections.map((s) => JSON.stringify(s)).join(' ');
  assert.match(text, /Does it resize GIFs\?/);
  assert.match(text, /No, they are copied\./);
});

test.run();
