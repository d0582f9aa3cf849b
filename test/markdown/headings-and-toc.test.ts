import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildToc } from '../../src/cli/markdown/toc.ts';
import { compile } from './helpers.ts';

test('the leading H1 is the title and leaves the body', async () => {
  const { contentTitle, html } = await compile('---\ndescription: x\n---\n# Getting Started\n\nText');
  assert.is(contentTitle, 'Getting Started');
  assert.is(html, '<p>Text</p>');
});

test('headings get GitHub-style ids, unique per page, with an anchor link', async () => {
  const { html, headings } = await compile('## Install `pkg`\n\n## Install `pkg`\n\n### Q&A: why?\n');
  assert.equal(headings.map((h) => h.id), ['install-pkg', 'install-pkg-1', 'qa-why']);
  assert.ok(html.includes('<h2 id="install-pkg" class="anchor">Install <code>pkg</code><a class="hash-link" href="#install-pkg" aria-label="Direct link to Install pkg" title="Direct link to Install pkg">#</a></h2>'), html);
});

test('{#custom-id} is honoured and removed from the text', async () => {
  const { headings, html } = await compile('## Remote images {#remote}\n');
  assert.equal(headings, [{ id: 'remote', level: 2, text: 'Remote images', html: 'Remote images' }]);
  assert.match(html, /<h2 id="remote" class="anchor">Remote images<a/);
});

test('TOC: h2–h3 by default, nested, keeping inline code', async () => {
  const { headings } = await compile('## A `x`\n### A.1\n#### A.1.a\n## B\n');
  assert.equal(buildToc(headings, 2, 3), [
    { id: 'a-x', value: 'A <code>x</code>', level: 2, children: [{ id: 'a1', value: 'A.1', level: 3, children: [] }] },
    { id: 'b', value: 'B', level: 2, children: [] },
  ]);
});

test('TOC: headings outside the range drop out and their children move up', async () => {
  const { headings } = await compile('## A\n### A.1\n#### A.1.a\n## B\n#### B.x\n');
  const toc = buildToc(headings, 3, 4);
  assert.equal(toc.map((t) => [t.id, t.children.map((c) => c.id)]), [['a1', ['a1a']], ['bx', []]]);
});

test.run();
