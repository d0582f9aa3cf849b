/**
 * A provisional doc's title (`leadingHeading`): what the compile reads as the doc's leading
 * `# heading` (markdown/title-and-ids.ts), found from the text alone. The compile is the oracle
 * on each sample; where the two would differ, the provisional page shows the scan's reading
 * until the build's replaces it, so the samples are the forms docs are written in.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { leadingHeading, scannedOnly } from '../../src/cli/content/provisional-docs.ts';
import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler } from '../../src/cli/markdown/pipeline.ts';
import type { SourceDoc } from '../../src/cli/content/scan.ts';

const SAMPLES = [
  '# Start here\n\nText.',
  '---\ntitle: x\n---\n# Under a front matter\n',
  '---\ndescription: d\n---\n\n\n#   Spaced out   \n\nBody',
  '# Closed heading ##\n',
  '# With `code` and *emphasis* and **strong**\n',
  '# A [link](./other.md) inside\n',
  '# Custom id {#my-id}\n',
  '# Escaped \\* star\n',
  'Setext title\n============\n\nBody',
  '<!-- a comment -->\n# After a comment\n',
  '## Not level one\n',
  'Text first\n\n# Heading later\n',
  '',
  '#NoSpace\n',
  '    # indented code\n',
];

const compile = createMarkdownCompiler({ baseUrl: '/', permalinks: new Map(), linkRoots: ['/site/docs', '/site'], highlighter: await getHighlighter(), mdxFormat: 'md' });

for (const [i, source] of SAMPLES.entries()) {
  test(`sample ${i}: ${JSON.stringify(source.slice(0, 40))}`, async () => {
    const { contentTitle } = await compile(source, '/site/docs/page.md');
    assert.is(leadingHeading(source), contentTitle);
  });
}

test('a doc whose front matter names its title is not read for a heading', () => {
  const doc = { frontMatter: { title: 'Named' } } as SourceDoc;
  Object.defineProperty(doc, 'source', { get: () => assert.unreachable('the text was read') });
  const compiled = scannedOnly(doc);
  assert.is(compiled.contentTitle, undefined);
  assert.is(compiled.html, '');
  assert.is(compiled.excerpt, '');
});

test.run();
