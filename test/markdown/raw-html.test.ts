/**
 * MDX and, with `markdown.html: false`, HTML in a doc: never injected, never lost in silence. MDX
 * imports are left out and components keep their text, each with a warning at its line; with
 * `html: false` a block of HTML keeps its text; `<br>` is a line break; scripts and styles show
 * nothing; tags that mark words up in a line (`<kbd>`, `<sup>`…) are rendered. Raw HTML rendered
 * as written (the default) is `raw-html-rendered.test.ts`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from './helpers.ts';

const MDX = `# Tabs

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Before.

<Tabs>
  <TabItem value="apple" label="Apple" default>
    This is an apple
  </TabItem>
</Tabs>

After.
`;

test('MDX: imports left out, a component keeps its text, each with a warning at its line', async () => {
  const { html, warnings, contentTitle } = await compile(MDX);
  assert.is(contentTitle, 'Tabs', 'the title is still found');
  assert.not.match(html, /import/);
  assert.match(html, /<p>This is an apple<\/p>/);
  assert.not.match(html, /<Tabs|TabItem/);
  assert.equal(warnings.map((w) => w.line), [3, 8]);
  assert.match(warnings[0]!.message, /an MDX import or export is left out/);
  assert.match(warnings[1]!.message, /MDX <Tabs>, <TabItem> cannot be rendered .* its text is kept/);
});

test('markdown.html: false: a block of HTML keeps its text, escaped, with a warning; <br> breaks the line; scripts and styles show nothing', async () => {
  const { html, warnings } = await compile('<div class="card">\n<p>Click &amp; see</p>\n\nHidden.\n\n</div>\n\nOne<br/>two\n\n<script>alert(1)</script>\n\n<div><style>p{}</style><b>&lt;b&gt;</b></div>\n', '/', { html: false });
  assert.match(html, /<p>Click &#x26; see<\/p>/);
  assert.match(html, /<p>Hidden\.<\/p>/);
  assert.match(html, /<p>One<br>\ntwo<\/p>/);
  assert.not.match(html, /alert|<script|<div|class=|<style|p\{\}/);
  assert.match(html, /<p>&#x3C;b><\/p>/, 'entities decoded, then escaped as text');
  assert.equal(
    warnings.map((w) => [w.line, w.message]),
    [
      [1, "HTML <div>, <p> is not rendered (docsgen never copies a doc's HTML into its page): its text is kept, as plain text. Write it in Markdown instead."],
      [10, "HTML <script> is not rendered (docsgen never copies a doc's HTML into its page): its text is kept, as plain text. Write it in Markdown instead."],
      [12, "HTML <div>, <style>, <b> is not rendered (docsgen never copies a doc's HTML into its page): its text is kept, as plain text. Write it in Markdown instead."],
    ],
    'each HTML block, with its line and tags',
  );
  assert.equal((await compile('<!-- truncate -->\n\nText.\n', '/', { html: false })).warnings, [], 'a comment alone says nothing');
});

test('markdown.html: false: tags that mark words up in a line are rendered (Markdown inside kept); other tags keep their text, with a warning', async () => {
  const { html, warnings } = await compile('Press <kbd>Ctrl</kbd>+<kbd>K</kbd>: E=mc<sup>2</sup>, H<sub>2</sub>O, <abbr title="Static Site &amp; more">SSG</abbr>, <mark>**very** new</mark>.\n\nA <span class="x" onclick="go()">span</span> and <kbd>unclosed.\n', '/', { html: false });
  assert.match(html, /Press <kbd>Ctrl<\/kbd>\+<kbd>K<\/kbd>: E=mc<sup>2<\/sup>, H<sub>2<\/sub>O/);
  assert.match(html, /<abbr title="Static Site &#x26; more">SSG<\/abbr>/);
  assert.match(html, /<mark><strong>very<\/strong> new<\/mark>/);
  assert.match(html, /<p>A span and unclosed\.<\/p>/);
  assert.not.match(html, /onclick|class="x"/);
  assert.equal(warnings.map((w) => w.line), [3]);
  assert.match(warnings[0]!.message, /^HTML <span>, <kbd> in a line is not rendered .*: its text is kept\.$/);
});

test('a sentence that starts with "import" is text', async () => {
  const { html, warnings } = await compile('import the config before you build.\n');
  assert.match(html, /<p>import the config before you build\.<\/p>/);
  assert.equal(warnings, []);
});

test.run();
