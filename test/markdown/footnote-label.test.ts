/**
 * The "Footnotes" heading above a doc's footnotes is for screen readers, as Docusaurus renders
 * it: hidden from sight (`sr-only`), with no `#` link, no TOC entry and no search section.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { buildToc } from '../../src/cli/markdown/toc.ts';
import { compile } from './helpers.ts';

const DOC = '## Usage\n\nText[^1].\n\n[^1]: A note.\n';

test('the label stays in the HTML, visually hidden and without an anchor link', async () => {
  const { html } = await compile(DOC);
  assert.match(html, /<section data-footnotes class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes<\/h2>/);
  assert.is(html.match(/class="hash-link"/g)?.length, 1, 'only the author’s heading has a # link');
});

test('the label is no heading of the doc: not in the TOC, not a search section', async () => {
  const { headings, searchSections } = await compile(DOC);
  assert.equal(headings.map((h) => h.id), ['usage']);
  assert.equal(buildToc(headings, 2, 3).map((item) => item.id), ['usage']);
  assert.equal(searchSections.map((s) => s.heading?.id), ['usage']);
  assert.ok(searchSections[0]!.texts.some((t) => t.startsWith('A note.')), 'the note is text of the section above');
});

test('an author’s heading with the same id is still a heading', async () => {
  const { headings } = await compile('## Notes {#footnote-label}\n\nText[^1].\n\n[^1]: A note.\n');
  assert.equal(headings.map((h) => h.id), ['footnote-label']);
});

test('the theme hides .sr-only', async () => {
  const css = await readFile(new URL('../../src/runtime/styles/theme.css', import.meta.url), 'utf8');
  assert.match(css, /\.sr-only \{[^}]*position: absolute;[^}]*clip: rect\(0 0 0 0\)/);
});

test.run();
