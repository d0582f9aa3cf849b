/**
 * Links and images written in a doc's raw HTML go through the link gate as Markdown's do: a
 * broken one fails the build, reported at the file and line that write it; a `.md` link in it
 * that leads to no doc is a broken Markdown link, at its line. With `markdown.html: false` the
 * HTML is left out, so are its links, and the doc gets a warning instead. The docs are read as
 * Markdown (`markdown.format: 'detect'`): as MDX, an unclosed `<img>` is a syntax error.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { miniSite, pageBlock } from './mini-site.ts';

const DOC = 'content/docs/01-start.md';
const HTML = '\n<div align="center">\n  <a href="/docs/nope">Nope</a>\n  <img src="/img/missing.svg" alt="">\n</div>\n\n<p><a href="./gone.md">Gone</a></p>\n';

test('a broken <a href> and <img src> in raw HTML fail the build at their file:line; a .md link to no doc is a broken Markdown link at its line', async () => {
  const site = await miniSite({ config: ["markdown: { format: 'detect' },"] });
  try {
    await site.change({ append: { [DOC]: HTML } });
    const last = await site.lastLine(DOC);
    const result = await site.build();
    assert.is(result.code, 1, result.stderr);
    assert.equal(pageBlock(result.stderr, '/docs/start'), [
      '- Broken link on source page path = /docs/start (content/docs/01-start.md):',
      `   -> linking to /docs/nope at content/docs/01-start.md:${last - 4}`,
      `   -> linking to /img/missing.svg at content/docs/01-start.md:${last - 3}`,
    ]);
    assert.match(result.stderr, new RegExp(`content/docs/01-start\\.md:${last}\\b[^\\n]*\\./gone\\.md|\\./gone\\.md[^\\n]*content/docs/01-start\\.md:${last}\\b`));
  } finally {
    await site.cleanup();
  }
});

test('markdown.html: false: the HTML, and its links, are left out, with a warning at its line', async () => {
  const site = await miniSite({ config: ["markdown: { html: false, format: 'detect' },"] });
  try {
    await site.change({ append: { [DOC]: HTML } });
    const last = await site.lastLine(DOC);
    const result = await site.build();
    assert.is(result.code, 0, result.stderr);
    assert.match(result.stdout + result.stderr, new RegExp(`01-start\\.md:${last - 5}[^\\n]*HTML <div>, <a>, <img> is not rendered`));
  } finally {
    await site.cleanup();
  }
});

test.run();
