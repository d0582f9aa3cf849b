import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from './helpers.ts';

test('relative .md links become doc URLs, keeping query and hash', async () => {
  const { html, brokenMarkdownLinks } = await compile('[a](./other.md) [b](other.md#part) [c](./Guides/deep.md?x=1#y)');
  assert.match(html, /href="\/docs\/other"/);
  assert.match(html, /href="\/docs\/other#part"/);
  assert.match(html, /href="\/docs\/Guides\/deep\?x=1#y"/);
  assert.equal(brokenMarkdownLinks, []);
});

test('link definitions are rewritten as well', async () => {
  const { html } = await compile('See [the other page][o].\n\n[o]: ./other.md\n');
  assert.match(html, /href="\/docs\/other"/);
});

test('a link to a missing .md file is kept and reported with its line', async () => {
  const { html, brokenMarkdownLinks } = await compile('Intro\n\nSee [gone](./gone.md).\n');
  assert.match(html, /href="\.\/gone\.md"/);
  assert.equal(brokenMarkdownLinks, [{ url: './gone.md', line: 3 }]);
});

test('external links, anchors and non-markdown files are left alone', async () => {
  const { brokenMarkdownLinks, links } = await compile('[x](https://example.com/a.md) [y](#top) [z](/img/a.png)');
  assert.equal(brokenMarkdownLinks, []);
  assert.equal(links, ['https://example.com/a.md', '#top', '/img/a.png']);
});

test.run();
