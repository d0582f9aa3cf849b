import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { folderPageLink, resolveMarkdownLink } from '../../src/cli/markdown/md-links.ts';
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

test('where a link is looked for, as Docusaurus looks: content roots first, beside the file; ./ and ../ beside only; / in the roots only', () => {
  const permalinks = new Map([
    ['/site/docs/intro.md', '/docs/intro'],
    ['/site/docs/x.md', '/docs/x'],
    ['/site/docs/Features/x.md', '/docs/Features/x'],
    ['/site/docs/Features/picture.md', '/docs/Features/picture'],
    ['/site/docs/Features/my doc.md', '/docs/Features/my-doc'],
  ]);
  const from = (url: string) => resolveMarkdownLink(url, { filePath: '/site/docs/Features/ext.md', permalinks, roots: ['/site/docs', '/site'] });
  assert.is(from('intro.md'), '/docs/intro', 'a doc of the docs root, from a sub-folder');
  assert.is(from('x.md#part'), '/docs/x#part', 'the docs root before the file’s own folder');
  assert.is(from('./x.md'), '/docs/Features/x', './ is beside the file');
  assert.is(from('../intro.md'), '/docs/intro');
  assert.is(from('./intro.md'), null, './ is never looked for in the roots');
  assert.is(from('picture.md'), '/docs/Features/picture', 'not in a root: beside the file');
  assert.is(from('/Features/picture.md'), '/docs/Features/picture', '/ from the docs root');
  assert.is(from('/x.md'), '/docs/x');
  assert.is(from('/picture.md'), null, '/ is never beside the file, nor matched by its end');
  assert.is(from('docs/intro.md'), '/docs/intro', 'from the site folder');
  assert.is(from('my%20doc.md'), '/docs/Features/my-doc', 'an encoded name');
  assert.is(from('intro.mdx'), null);
  assert.is(from('page.html'), undefined, 'not a markdown link');
});

test('pathname:// links become plain links to the path under the baseUrl, left to the browser', async () => {
  const root = await compile('[pdf](pathname:///files/guide.pdf) [api](pathname:///api/index.html#x)');
  assert.match(root.html, /<a href="\/files\/guide\.pdf" data-docsgen-plain="">pdf<\/a>/);
  assert.match(root.html, /<a href="\/api\/index\.html#x" data-docsgen-plain="">api<\/a>/);
  assert.not.match(root.html, /target="_blank"/, 'same tab');
  assert.equal(root.links, ['/files/guide.pdf', '/api/index.html#x'], 'checked by the link gate as written in the page');
  const based = await compile('[pdf](pathname:///files/guide.pdf)', '/site/');
  assert.match(based.html, /<a href="\/site\/files\/guide\.pdf" data-docsgen-plain="">/);
});

test('relative links of a doc Docusaurus serves as a folder resolve from that folder (its index doc, a slug ending in /)', () => {
  const permalinks = new Map([
    ['/site/docs/guides/consumers/consumers.md', '/base/docs/guides/consumers'],
    ['/site/docs/guides/admin/index.md', '/base/docs/guides/admin'],
    ['/site/docs/02-setup/README.md', '/base/docs/setup'],
    ['/site/docs/introduction.md', '/base/docs'],
    ['/site/docs/guides/producers.md', '/base/docs/guides/producers'],
  ]);
  const link = (file: string, url: string, text = '# Doc\n') => folderPageLink(url, { filePath: file, permalinks }, text);
  assert.is(link('/site/docs/guides/consumers/consumers.md', '../configuration'), '/base/docs/guides/configuration');
  assert.is(link('/site/docs/guides/admin/index.md', 'web-api#setup'), '/base/docs/guides/admin/web-api#setup');
  assert.is(link('/site/docs/02-setup/README.md', './linux?os=1'), '/base/docs/setup/linux?os=1');
  assert.is(link('/site/docs/introduction.md', 'guides/middlewares/', '---\nslug: /\n---\n# Intro\n'), '/base/docs/guides/middlewares/');
  // A doc served as a page, and what never depends on the page's URL, stay as written.
  assert.is(link('/site/docs/guides/producers.md', '../configuration'), undefined);
  assert.is(link('/site/docs/guides/consumers/consumers.md', '../configuration', '---\nslug: /consumers\n---\n'), undefined, 'a slug without / decides');
  for (const url of ['/docs/x', '#part', '?q=1', 'https://example.com/x', 'mailto:a@b.c', '']) assert.is(link('/site/docs/guides/admin/index.md', url), undefined, url);
  assert.is(link('/site/partials/_part.md', 'web-api'), undefined, 'not a doc');
});

test.run();
