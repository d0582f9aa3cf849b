/**
 * CommonMark as docs use it, through markdown-it and the mdast it is turned into: lists tight and
 * loose, reference links, code info strings, breaks, images, unsafe links, and the source lines
 * a broken `.md` link is reported at.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from './helpers.ts';

test('tight lists have bare items, loose lists paragraphs', async () => {
  assert.match((await compile('- a\n- b\n')).html, /<ul>\n<li>a<\/li>\n<li>b<\/li>\n<\/ul>/);
  assert.match((await compile('- a\n\n- b\n')).html, /<ul>\n<li>\n<p>a<\/p>\n<\/li>\n<li>\n<p>b<\/p>\n<\/li>\n<\/ul>/);
  assert.match((await compile('3. three\n4. four\n')).html, /<ol start="3">/);
});

test('reference links resolve, markdown targets included', async () => {
  const { html } = await compile('[the other][o] and [o]\n\n[o]: ./other.md#part "Other"\n');
  assert.match(html, /<a href="\/docs\/other#part" title="Other">the other<\/a> and <a href="\/docs\/other#part" title="Other">o<\/a>/);
});

test('code: the info string gives the language and the meta', async () => {
  const { html } = await compile('```ts title="a&amp;b.ts" showLineNumbers\nconst a = 1;\n```\n');
  assert.match(html, /<div class="code-block__title">a&#x26;b\.ts<\/div>/);
  assert.match(html, /class="shiki[^"]*line-numbers/);
});

test('hard breaks, setext headings, images and entities', async () => {
  const { html } = await compile('Title\n=====\n\nSub\n---\n\na  \nb\\\nc\n\n![An *alt* text](/img.png "T") &copy; \\*\n');
  assert.match(html, /<h2 id="sub"/);
  assert.match(html, /<p>a<br>\nb<br>\nc<\/p>/);
  assert.match(html, /<img src="\/img\.png" alt="An alt text" title="T"> © \*/);
});

test('javascript: and vbscript: links are not links', async () => {
  const { html, links } = await compile('[click](javascript:alert(1)) [vb](vbscript:x)\n');
  assert.not.match(html, /href="(?:javascript|vbscript):/);
  assert.equal(links, []);
});

test('a broken .md link is reported at its own line: in a paragraph, a table, after front matter', async () => {
  const source = ['---', 'title: T', '---', '', 'One line', 'two [a](./gone-a.md)', 'three [b](./gone-b.md)', '', '| x |', '| - |', '| [c](./gone-c.md) |', ''].join('\n');
  const { brokenMarkdownLinks } = await compile(source);
  assert.equal(brokenMarkdownLinks, [
    { url: './gone-a.md', line: 6 },
    { url: './gone-b.md', line: 7 },
    { url: './gone-c.md', line: 11 },
  ]);
});

test('front matter is not content; a leading # heading is the title', async () => {
  const { html, contentTitle } = await compile('---\ntitle: x\n---\n# The title {#t}\n\nBody\n');
  assert.is(contentTitle, 'The title');
  assert.is(html, '<p>Body</p>');
});

test.run();
