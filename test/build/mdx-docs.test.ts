/**
 * Issue 32: a Docusaurus docs folder written in MDX reads as Docusaurus shows it. The fixture
 * (test/fixtures/mdx) has tabs, a partial with props and a site component, expressions, an
 * exported component, a JSX image with a style object and an MDX 1 comment; each page is built
 * and read as a reader gets it: labels, panels, partial content, no source text anywhere.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { copyFixture, editConfig, silentLogger, fixtureBuildError } from '../helpers/site.ts';

let built: Promise<{ result: BuildResult; outDir: string; warnings: string[] }> | undefined;

/** The fixture built once for the tests that only read it. */
function fixture() {
  built ??= (async () => {
    const { dir } = await copyFixture('mdx');
    const outDir = path.join(dir, 'build');
    const logger = silentLogger();
    const result = await build({ siteDir: dir, outDir, logger });
    return { result, outDir, warnings: logger.lines };
  })();
  return built;
}

const page = async (route: string) => {
  const { outDir } = await fixture();
  return readFile(path.join(outDir, route, 'index.html'), 'utf8');
};

/** The doc's body as text, tags out. */
const bodyText = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>')).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('tabs: every panel is in the page under its label, the default one marked', async () => {
  const html = await page('docs/install');
  const labels = [...html.matchAll(/<li role="tab"[^>]*data-value="([^"]+)"[^>]*>([^<]+)<\/li>/g)].map((m) => [m[1], m[2]]);
  assert.equal(labels, [['npm', 'npm'], ['yarn', 'Yarn'], ['pnpm', 'pnpm']]);
  for (const [value, label] of labels) {
    assert.match(html, new RegExp(`<div role="tabpanel" class="tabs__panel" data-value="${value}"[^>]*><p class="tabs__label">${label}</p><div class="code-block code-block--titled">`), value!);
  }
  assert.match(html, /data-value="npm" data-selected=""/);
  assert.match(html, /data-group-id="package-manager"/);
  // The code in each panel is highlighted by Shiki like a fence.
  assert.is([...html.matchAll(/<pre class="shiki/g)].length, 3);
});

test('a partial renders where it is imported, with its props, its headings and its own links', async () => {
  const html = await page('docs/install');
  assert.match(html, /<h3 id="options" class="anchor">Options/);
  assert.match(html, /<td><code>quality<\/code><\/td><td>75<\/td>/);
  assert.match(html, /<code class="badge">next\.config\.js<\/code>/);
  // Its link is read from its own folder: ./intro.md beside the partial.
  assert.match(html, /See <a href="\/docs\/intro">the introduction<\/a>/);
  assert.match(html, /<h2 id="configure" class="anchor">Configure/, 'a {#custom-id} heading keeps its id');
});

test('expressions and exported components render; their source never reaches the page, its description or search', async () => {
  const html = await page('docs/guides/expressions');
  const text = bodyText(html);
  assert.match(text, /The current version is 2\.1\./);
  assert.match(html, /<ul class="people"><li>Ada<\/li><li>Linus<\/li><\/ul>/);
  assert.match(html, /<img src="\/img\/logo\.png" alt="The logo" style="margin:50px"\/>/);
  assert.match(html, /<a href="\/docs\/intro">Back to the start<\/a>/);
  for (const source of ['export', 'import', '{version}', 'PeopleList', '/*', 'items.map', 'useBaseUrl']) assert.not.ok(text.includes(source), source);
  assert.match(html, /<meta name="description" content="The current version is 2\.1\."\/>/);
  const { result } = await fixture();
  const doc = result.model.docs.find((d) => d.id === 'guides/expressions')!;
  const searchText = JSON.stringify(doc.searchSections);
  assert.match(searchText, /The current version is 2\.1\./);
  assert.match(searchText, /Ada/);
  for (const source of ['export', 'PeopleList', '{version}', '/*']) assert.not.ok(searchText.includes(source), source);
});

test("a partial's text is in its page's search records; the MDX 1 comment is nowhere", async () => {
  const { result } = await fixture();
  const doc = result.model.docs.find((d) => d.id === 'install')!;
  const searchText = JSON.stringify(doc.searchSections);
  assert.match(searchText, /The options live in next\.config\.js/);
  assert.not.match(await page('docs/install'), /MDX 1 comment/);
});

test('a plain doc keeps the fast path and its page is as before', async () => {
  const html = await page('docs/intro');
  assert.match(html, /<p>A plain doc: no MDX syntax, so it takes the fast Markdown path\.<\/p>/);
  assert.match(html, /<a href="\/docs\/install">installation<\/a>/);
});

/** The fixture with a change, built: the UserError it fails with, formatted. */
const mdxError = (change: (dir: string) => Promise<void>) => fixtureBuildError('mdx', change);

const doc = (dir: string, name: string, text: string) => writeFile(path.join(dir, 'content/docs', name), text);

test('an import docsgen cannot provide is an error at its line, naming what is available', async () => {
  const message = await mdxError((dir) => doc(dir, 'card.mdx', "# Cards\n\nimport DocCardList from '@theme/NoSuchThing';\n\n<DocCardList />\n"));
  assert.match(message, /^content\/docs\/card\.mdx:3: imports @theme\/NoSuchThing, which docsgen cannot provide\. Available: @theme\/Tabs, @theme\/TabItem, .*@site\/…/);
  const pkg = await mdxError((dir) => doc(dir, 'pkg.mdx', "# Pkg\n\nimport confetti from 'not-installed-anywhere';\n"));
  assert.match(pkg, /^content\/docs\/pkg\.mdx:3: imports not-installed-anywhere, which docsgen cannot provide/);
});

test("MDX that does not parse is an error at its line, saying Docusaurus 3 reads it as MDX and what to do", async () => {
  const message = await mdxError((dir) => doc(dir, 'broken.md', '# Broken\n\nA line break<br>here.\n'));
  assert.match(message, /^content\/docs\/broken\.md:3: MDX cannot read this: .*Docusaurus 3 reads docs as MDX too .*set markdown\.format to 'detect'/);
});

test('a partial outside the site is refused; one that is not there is named at its import', async () => {
  const message = await mdxError(async (dir) => {
    await writeFile(path.join(dir, '..', 'secret.md'), 'The secret.\n');
    await doc(dir, 'leak.mdx', "# Leak\n\nimport Leak from '../../../secret.md';\n\n<Leak />\n");
  });
  assert.match(message, /^content\/docs\/leak\.mdx:3: \.\.\/secret\.md resolves to .*secret\.md, outside the site folder\./);
  const missing = await mdxError((dir) => doc(dir, 'gone.mdx', "# Gone\n\nimport Gone from './_gone.md';\n\n<Gone />\n"));
  assert.match(missing, /^content\/docs\/gone\.mdx:3: Could not resolve "\.\/_gone\.md"/);
});

test("markdown.format 'detect': a .md doc is plain Markdown, braces and all; an .mdx doc is MDX", async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  try {
    await editConfig(dir, 'markdown: { math: true },', "markdown: { math: true, format: 'detect' },");
    await doc(dir, 'braces.md', '# Braces\n\nAn object looks like {a: 1} in JavaScript.\n');
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    assert.match(await readFile(path.join(outDir, 'docs/braces/index.html'), 'utf8'), /An object looks like \{a: 1\} in JavaScript\./);
    assert.match(await readFile(path.join(outDir, 'docs/install/index.html'), 'utf8'), /<p class="tabs__label">Yarn<\/p>/);
  } finally {
    await cleanup();
  }
});

test('BrowserOnly: its fallback in the page, inside an island that runs its children; children that are not a function are a warning at their line', async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  try {
    await doc(dir, 'browser.mdx', "# Browser\n\nimport BrowserOnly from '@docusaurus/BrowserOnly';\n\n<BrowserOnly fallback={<p>Loading…</p>}>{() => <p>Hi</p>}</BrowserOnly>\n\n<BrowserOnly fallback={<p>Static</p>}>\n  Not a function\n</BrowserOnly>\n");
    const logger = silentLogger();
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger });
    const html = await readFile(path.join(outDir, 'docs/browser/index.html'), 'utf8');
    assert.match(html, /<docsgen-island data-island="\/assets\/island\.browser-browser-[\w-]+\.js" data-export="b0" data-props="[^"]*"[^>]*><docsgen-html style="display:contents"><p>Loading…<\/p><\/docsgen-html><\/docsgen-island>/);
    assert.match(html, /<p>Static<\/p>/);
    assert.not.match(html, /Not a function|=&gt; &lt;p&gt;Hi/);
    const said = logger.lines.filter((l) => /BrowserOnly shows only its fallback/.test(l));
    assert.equal(said.length, 1, logger.lines.join('\n'));
    assert.match(said[0]!, /content\/docs\/browser\.mdx:7: BrowserOnly shows only its fallback: its children must be one function/);
  } finally {
    await cleanup();
  }
});

test.run();
