/**
 * Raw HTML in a doc, with `markdown.html` (the default): rendered as written, as Docusaurus,
 * VitePress and Hugo render it. Its links and files are Markdown's (doc URLs, copied images,
 * broken links with their line), its text reaches search as text, comments are left out, and
 * Markdown after a blank line inside a block of HTML is Markdown (CommonMark).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '../helpers/temp-dir.ts';
import { compile } from './helpers.ts';

test('<iframe> is rendered with its attributes, no warning', async () => {
  const { html, warnings } = await compile('Intro.\n\n<iframe width="560" height="315" src="https://www.youtube.com/embed/x" title="Demo" allowfullscreen></iframe>\n');
  assert.match(html, /<iframe width="560" height="315" src="https:\/\/www\.youtube\.com\/embed\/x" title="Demo" allowfullscreen><\/iframe>/);
  assert.equal(warnings, []);
});

test('<table> is a table (scrolled as Markdown tables are), its cells\' Markdown-free text in search', async () => {
  const { html, searchSections } = await compile('<table>\n  <tr><th>Option</th><th>Default</th></tr>\n  <tr><td><code>quality</code></td><td>75 <b>%</b></td></tr>\n</table>\n');
  assert.match(html, /<section class="table-scroll"[^>]*><table>\s*<tbody><tr><th>Option<\/th><th>Default<\/th><\/tr>\s*<tr><td><code>quality<\/code><\/td><td>75 <b>%<\/b><\/td><\/tr>\s*<\/tbody><\/table><\/section>/);
  assert.equal(searchSections[0]?.texts, ['Option · Default', 'quality · 75 %']);
});

test('<div align="center">: kept, and Markdown after a blank line inside it is Markdown', async () => {
  const { html } = await compile('<div align="center">\n  <b>Centred</b> *not emphasis*\n\n**Markdown** [again](./other.md)\n\n</div>\n\nAfter.\n');
  assert.match(html, /<div align="center">\n {2}<b>Centred<\/b> \*not emphasis\*\n<p><strong>Markdown<\/strong> <a href="\/docs\/other">again<\/a><\/p>\n<\/div>\n<p>After\.<\/p>/);
});

test('<br> in a line, in a table cell and in a block of HTML is a line break', async () => {
  const { html } = await compile('One<br>two<br/>three\n\n| a |\n| - |\n| x<br>y |\n\n<p align="right">Signed,<br clear="all">the team</p>\n');
  assert.match(html, /<p align="right">Signed,<br clear="all">the team<\/p>/);
  assert.match(html, /<p>One<br>\ntwo<br>\nthree<\/p>/);
  assert.match(html, /<td>x<br>\ny<\/td>/);
});

test('<video controls> and <picture> are rendered as written', async () => {
  const { html, warnings } = await compile(
    '<video controls width="320" poster="https://cdn.example.com/p.jpg">\n  <source src="https://cdn.example.com/v.webm" type="video/webm">\n  Your browser cannot play it.\n</video>\n\n<picture>\n  <source srcset="https://cdn.example.com/a.avif 1x, https://cdn.example.com/a@2x.avif 2x" type="image/avif">\n  <img src="https://cdn.example.com/a.png" alt="A" width="200">\n</picture>\n',
  );
  assert.match(html, /<video controls width="320" poster="https:\/\/cdn\.example\.com\/p\.jpg">\n {2}<source src="https:\/\/cdn\.example\.com\/v\.webm" type="video\/webm">\n {2}Your browser cannot play it\.\n<\/video>/);
  assert.match(html, /<picture>\n {2}<source srcset="https:\/\/cdn\.example\.com\/a\.avif 1x, https:\/\/cdn\.example\.com\/a@2x\.avif 2x" type="image\/avif">\n {2}<img src="https:\/\/cdn\.example\.com\/a\.png" alt="A" width="200">\n<\/picture>/);
  assert.equal(warnings, []);
});

test('images beside the doc named in raw HTML (<img>, srcset, poster) are copied like Markdown images; one outside the site is refused', async () => {
  const site = await tempDir('docsgen-raw-img-');
  const docs = path.join(site, 'docs');
  await mkdir(path.join(docs, 'img'), { recursive: true });
  await writeFile(path.join(docs, 'img/flow.png'), 'png bytes');
  await writeFile(path.join(docs, 'img/flow@2x.png'), 'png bytes, twice');
  await writeFile(path.join(path.dirname(site), 'outside.png'), 'not the site’s');
  const source = '<p align="center">\n  <img src="./img/flow.png" alt="Flow">\n</p>\n\n<picture><source srcset="./img/flow@2x.png 2x"><img src="img/gone.png"></picture>\n\n<video poster="./img/flow.png"></video>\n\n<img src="../../outside.png">\n';
  const { html, assets, missingAssets, refusedFiles } = await compile(source, '/base/', { filePath: path.join(docs, 'page.md'), linkRoots: [docs, site] });
  assert.match(html, /<img src="\/base\/assets\/images\/flow-[0-9a-f]{8}\.png" alt="Flow">/);
  assert.match(html, /<source srcset="\/base\/assets\/images\/flow-2x-[0-9a-f]{8}\.png 2x">/);
  assert.match(html, /<video poster="\/base\/assets\/images\/flow-[0-9a-f]{8}\.png"><\/video>/);
  assert.match(html, /<img src="img\/gone\.png">/, 'a missing image is left as written, for the link gate');
  assert.match(html, /<img src="\.\.\/\.\.\/outside\.png">/);
  assert.equal(assets.map((a) => path.relative(docs, a.source)), ['img/flow.png', 'img/flow@2x.png', 'img/flow.png']);
  assert.equal(missingAssets, [path.join(docs, 'img/gone.png')]);
  assert.equal(refusedFiles.map((f) => [f.url, f.line]), [['../../outside.png', 9]]);
});

test('links in raw HTML: .md links become doc URLs, a broken one is recorded with its line, site paths get the baseUrl, all reach the link gate', async () => {
  const source = 'Text.\n\n<div>\n  <a href="./other.md#setup">Other</a>\n  <a href="/docs/intro">Intro</a>\n  <a href="./missing.md">Missing</a>\n</div>\n\nSee <a href="https://example.com">example</a> and [the md](./missing.md).\n';
  const { html, links, brokenMarkdownLinks, markdownLinks } = await compile(source, '/base/');
  assert.match(html, /<a href="\/base\/docs\/other#setup">Other<\/a>/);
  assert.match(html, /<a href="\/base\/docs\/intro">Intro<\/a>/);
  assert.match(html, /<a href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer">example<\/a>/);
  assert.equal(links, ['/base/docs/other#setup', '/base/docs/intro', './missing.md', 'https://example.com', './missing.md']);
  assert.equal(brokenMarkdownLinks, [{ url: './missing.md', line: 9 }, { url: './missing.md', line: 6 }], 'the Markdown link once, at its line, and the HTML one at its own');
  assert.equal(markdownLinks.map((l) => l.url).sort(), ['./missing.md', './missing.md', './other.md#setup']);
});

test('search records and the TOC hold the text of raw HTML, never its tags or scripts', async () => {
  const { searchSections, headings } = await compile('<h2 id="install-it">Install <code>docsgen</code></h2>\n\n<div class="note">Run <kbd>npm i</kbd> first.<script>track("x")</script></div>\n\n<p align="center">Centred <em>words</em></p>\n');
  assert.equal(headings.map((h) => [h.id, h.text]), [['install-it', 'Install docsgen']], 'a heading written in HTML keeps its id');
  assert.equal(searchSections, [{ heading: { id: 'install-it', level: 2 }, texts: ['Run npm i first.', 'Centred words'] }]);
});

test('comments are left out of the page, alone or inside HTML', async () => {
  const { html } = await compile('<!-- truncate -->\n\nText <!-- inline --> here.\n\n<div>\n<!-- inside -->\nKept\n</div>\n');
  assert.not.match(html, /<!--|truncate|inline|inside/);
  assert.match(html, /<p>Text  here\.<\/p>/);
  assert.match(html, /<div>\n\nKept\n<\/div>/);
});

test('scripts and handlers are the author\'s: kept as written', async () => {
  const { html } = await compile('<button onclick="go()">Go</button>\n\n<script>window.ready = true;</script>\n');
  assert.match(html, /<button onclick="go\(\)">Go<\/button>/);
  assert.match(html, /<script>window\.ready = true;<\/script>/);
});

test('a block with an MDX component keeps its text and warning; a component in a line its text', async () => {
  const { html, warnings } = await compile('<Tabs>\n  <TabItem value="a">Apple</TabItem>\n</Tabs>\n\nA <Badge>new</Badge> <span class="x">thing</span>.\n');
  assert.match(html, /<p>Apple<\/p>/);
  assert.match(html, /<p>A new <span class="x">thing<\/span>\.<\/p>/);
  assert.not.match(html, /Tabs|TabItem|Badge/);
  assert.equal(warnings.map((w) => w.line), [1, 5]);
  assert.match(warnings[1]!.message, /^MDX <Badge> in a line cannot be rendered/);
});

test('in a doc with raw HTML, code blocks keep their title and highlighted lines', async () => {
  const { html } = await compile('<div>x</div>\n\n```js title="app.js" {2}\nconst a = 1;\nconst b = 2;\n```\n');
  assert.match(html, /<div class="code-block__title">app\.js<\/div>/);
  assert.match(html, /<span class="line highlighted">.*?const.*? b/);
  assert.not.match(html, /data-docsgen/);
});

test('markdown.html: false: the same HTML is left out with a warning', async () => {
  const { html, warnings } = await compile('<iframe src="https://example.com/embed"></iframe>\n\n<div align="center">Centred</div>\n', '/', { html: false });
  assert.not.match(html, /<iframe|<div/);
  assert.match(html, /<p>Centred<\/p>/);
  assert.equal(warnings.map((w) => [w.line, /HTML <(\w+)>.* is not rendered/.exec(w.message)?.[1]]), [[1, 'iframe'], [3, 'div']]);
});

test.run();
