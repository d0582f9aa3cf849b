/**
 * Math (`markdown.math`): markdown-it's rules (parse/math.ts) find the formulas remark-math finds,
 * remark-math being the oracle (Docusaurus's math, and docsgen's in MDX docs); KaTeX draws them
 * at build time; a formula it cannot read is a warning at its line; search text and descriptions
 * read the TeX; without `markdown.math`, dollars are text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import { parseMarkdown } from '../../src/cli/markdown/parse/index.ts';
import { mdxSyntaxLine } from '../../src/cli/mdx/syntax.ts';
import { katexAsTex } from '../../src/cli/markdown/katex-text.ts';
import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler } from '../../src/cli/markdown/pipeline.ts';

const oracle = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

/** The tree's shape without positions and data: what was recognised, and as what. */
function shape(node: unknown): unknown {
  const { position: _position, data: _data, ...rest } = node as Record<string, unknown>;
  if (Array.isArray(rest['children'])) rest['children'] = (rest['children'] as unknown[]).map(shape);
  return rest;
}

const SAMPLES = [
  'a $x$ b',
  'It costs $5 and $10.',
  '$$x$$ inline',
  '$$\nx^2\n$$',
  '$ x $',
  '$5',
  'price $5, or $ 6 $',
  '\\$x$ y$',
  '$$ a $$',
  'a $`b`$ c',
  '`$a` b$',
  '$$\n\\frac{a}{b}\n$$\n\ntext after',
  '- item $x$\n- $$y$$',
  '> $$\n> a\n> $$',
  'a paragraph\n$$\nb\n$$',
  '$$$\na\n$$\n$$$',
  '$$\nunclosed',
  '$a\nb$',
  '$$math$$ and $single$',
  '  $$\n  x\n  $$',
  '$$ meta\nx\n$$',
  '$$$x$$$ and $$x$',
  '**bold $x^2$** and [a link $y$](https://example.com)',
  '| a | b |\n| - | - |\n| $x$ | $y$ |',
  '$$\n\\begin{aligned}\na &= b \\\\\nc &= d\n\\end{aligned}\n$$',
];

test('markdown-it recognises the formulas remark-math recognises', () => {
  for (const sample of SAMPLES) {
    assert.equal(shape(parseMarkdown(sample, { math: true })), shape(oracle.parse(sample)), sample);
  }
});

test('without markdown.math, dollars are text: an innocent "$5 and $10" stays as written; math warns', async () => {
  const compile = await compiler({ math: false });
  const { html, math, warnings } = await compile('It costs $5 and $10.\n\n```sh\n$$\n$$\n```\n\n$$\nx\n$$\n', '/site/docs/page.md');
  assert.match(html, /<p>It costs \$5 and \$10.<\/p>/);
  assert.not.ok(math);
  assert.not.match(html, /katex/);
  // Nothing lost in silence: a $$ block (not one in code) says how to draw it.
  assert.equal(warnings.map((w) => w.line), [8]);
  assert.match(warnings[0]!.message, /markdown: \{ math: true \}/);
  // So does TeX between dollars (money has no commands or braces); once a doc, at the first.
  const tex = await compile('# T\n\nPay $5 or `$\\alpha$`.\n\nThe angle $\\alpha$ and $x^{2}$.\n\nAgain $\\beta$.\n', '/site/docs/page.md');
  assert.equal(tex.warnings.map((w) => w.line), [5]);
});

test('KaTeX draws inline and display math as HTML and MathML; the page links its stylesheet first', async () => {
  const compile = await compiler({ math: true });
  const { html, math, searchSections, warnings, headings } = await compile('# T\n\nEnergy $E = mc^2$ here.\n\n$$\n\\frac{1}{3}\n$$\n\n## The $E = mc^2$ rule\n', '/site/docs/page.md');
  assert.ok(math);
  assert.equal(warnings, []);
  assert.ok(html.startsWith('<link rel="stylesheet" href="docsgen-asset:katex.css">'), html.slice(0, 80));
  assert.match(html, /<span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
  assert.match(html, /<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/);
  assert.match(html, /<span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML" display="block">/);
  assert.equal(searchSections.flatMap((s) => s.texts), ['Energy E = mc^2 here.', '\\frac{1}{3}'], 'search reads the TeX');
  // A heading's id is made from its TeX, as Docusaurus makes it from the Markdown text; the heading shows the formula.
  assert.equal(headings.map((h) => h.id), ['the-e--mc2-rule']);
  assert.match(html, /<h2 id="the-e--mc2-rule" class="anchor">The <span class="katex">/);
  assert.is(katexAsTex(/<p>([\s\S]*?)<\/p>/.exec(html)![1]!).replace(/<[^>]+>/g, ''), 'Energy E = mc^2 here.');
});

test('a formula in an admonition title is drawn too', async () => {
  const compile = await compiler({ math: true });
  const { html, math } = await compile(':::note[About $x^2$]\nBody.\n:::\n', '/site/docs/page.md');
  assert.ok(math);
  assert.match(html, /admonition__title[^>]*>About <span class="katex">/);
});

test('a page without math has no stylesheet link; a ```math fence is display math, as rehype-katex draws it', async () => {
  const compile = await compiler({ math: true });
  assert.not.match((await compile('# T\n\nNo formula.\n', '/site/docs/page.md')).html, /katex/);
  const fence = await compile('```math\nx^2\n```\n', '/site/docs/page.md');
  assert.match(fence.html, /<span class="katex-display">/);
});

test('a formula KaTeX cannot read is a warning at its line, showing it; the page keeps it, in red', async () => {
  const compile = await compiler({ math: true });
  const { html, warnings } = await compile('# T\n\nFine $x$.\n\nBroken $\\frac{1}{$ here.\n\n$$\n\\notacommand{x}\n$$\n', '/site/docs/page.md');
  assert.is(warnings.length, 2, JSON.stringify(warnings));
  assert.is(warnings[0]!.line, 5);
  assert.match(warnings[0]!.message, /KaTeX cannot draw the formula "\\\\frac\{1\}\{"/);
  assert.is(warnings[1]!.line, 7);
  assert.match(warnings[1]!.message, /\\\\notacommand/);
  assert.match(html, /katex-error/);
});

test("KaTeX's strict-mode remarks are the doc's warnings, not console output", async () => {
  const compile = await compiler({ math: true });
  const warn = console.warn;
  const printed: unknown[] = [];
  console.warn = (...args: unknown[]) => void printed.push(args);
  try {
    const { warnings } = await compile('$$\na \\\\ b\n$$\n', '/site/docs/page.md');
    assert.equal(printed, []);
    assert.is(warnings.length, 1);
    assert.match(warnings[0]!.message, /newLineInDisplayMode/);
    // KaTeX names the formula of some remarks: then the warning shows it, at its line.
    const accented = await compile('# T\n\nSee $x é$ here.\n', '/site/docs/page.md');
    assert.equal(accented.warnings.map((w) => w.line), [3]);
    assert.match(accented.warnings[0]!.message, /unicodeTextInMathMode\] in "x é"/);
  } finally {
    console.warn = warn;
  }
});

test('a doc whose only braces are in formulas keeps the fast path (markdown.format mdx)', () => {
  assert.is(mdxSyntaxLine('# T\n\nThe fraction $\\frac{a}{b}$.\n\n$$\n\\sum_{i=0}^{n} i\n$$\n', { math: true }), undefined);
  assert.is(mdxSyntaxLine('# T\n\nThe fraction $\\frac{a}{b}$ and {x}.\n', { math: true }), 3);
  assert.is(mdxSyntaxLine('# T\n\nThe fraction $\\frac{a}{b}$.\n'), 3, 'without math, braces are MDX');
});

async function compiler({ math }: { math: boolean }) {
  return createMarkdownCompiler({ baseUrl: '/', permalinks: new Map(), linkRoots: ['/site/docs', '/site'], highlighter: await getHighlighter(), math });
}

test.run();
