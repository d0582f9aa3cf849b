/**
 * ` ```mermaid ` fences: a diagram frame the browser draws in (with the module's placeholder URL)
 * when the site has Mermaid; the same code block and a warning at its line when it has not;
 * code as before with `markdown.mermaid: false`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler } from '../../src/cli/markdown/pipeline.ts';

const DOC = '# Flow\n\nText.\n\n```mermaid\ngraph TD;\n  A-->B;\n```\n';

async function compile(site: string, mermaid?: boolean) {
  const compiler = createMarkdownCompiler({ baseUrl: '/', permalinks: new Map(), linkRoots: [`${site}/docs`, site], highlighter: await getHighlighter(), ...(mermaid === undefined ? {} : { mermaid }) });
  return compiler(DOC, `${site}/docs/flow.md`);
}

test('a mermaid fence is framed as a diagram, its source a highlighted code block inside', async () => {
  const { html, diagrams, warnings } = await compile('/site-with-mermaid');
  assert.ok(diagrams);
  assert.equal(warnings, []);
  assert.match(html, /<div class="mermaid-diagram" data-enhance="" data-mermaid="docsgen-asset:mermaid\.js"><div class="code-block" data-language="mermaid"><div class="code-block__body"><pre class="shiki/);
  assert.match(html.replace(/<[^>]+>/g, ''), /graph TD;\n {2}A--&#x3E;B;|graph TD;\n {2}A-->B;/);
});

test('without Mermaid installed: the code block alone, and a warning at the fence', async () => {
  process.env.DOCSGEN_MERMAID_SITE_ONLY = '1';
  try {
    const { html, diagrams, warnings } = await compile('/site-without-mermaid');
    assert.not.ok(diagrams);
    assert.not.match(html, /mermaid-diagram|data-enhance/);
    assert.match(html, /<div class="code-block" data-language="mermaid">/);
    assert.equal(warnings.map((w) => w.line), [5]);
    assert.match(warnings[0]!.message, /^install mermaid to draw this diagram/);
  } finally {
    delete process.env.DOCSGEN_MERMAID_SITE_ONLY;
  }
});

test('markdown.mermaid: false keeps the fence a code block, without a warning', async () => {
  const { html, diagrams, warnings } = await compile('/site-no-diagrams', false);
  assert.not.ok(diagrams);
  assert.equal(warnings, []);
  assert.not.match(html, /mermaid-diagram/);
});

test.run();
