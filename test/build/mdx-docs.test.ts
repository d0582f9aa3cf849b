/**
 * Issue 32: a Docusaurus docs folder written in MDX reads as Docusaurus shows it. The fixture
 * (test/fixtures/mdx) has tabs, a partial with props and a site component, expressions, an
 * exported component, a JSX image with a style object and an MDX 1 comment; each page is built
 * and read as a reader gets it: labels, panels, partial content, no source text anywhere.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
    assert.match(html, new RegExp(`<div role="tabpanel" class="tabs__panel" data-value="${value}"[^>]*><p class="tabs__label">${label}</p><div class="code-block code-block--titled" data-language="bash">`), value!);
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

/** The MDX fixture changed by `change` and built: the page at `route` (a file in the output). */
async function mdxHtml(change: (dir: string) => Promise<void>, route: string): Promise<string> {
  const { dir, cleanup } = await copyFixture('mdx');
  try {
    await change(dir);
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    return await readFile(path.join(outDir, route), 'utf8');
  } finally {
    await cleanup();
  }
}

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
  assert.match(message, /^content\/docs\/leak\.mdx:3: imports \.\.\/\.\.\/\.\.\/secret\.md, which resolves to .*secret\.md, outside the site folder\./);
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


test("a doc's code reaches no file outside the site: absolute imports, require() and import() of a file out of it are refused", async () => {
  const outside = async (dir: string) => writeFile(path.join(dir, '..', 'secret.json'), '{"token":"SECRET-TOKEN"}');
  const absolute = await mdxError(async (dir) => {
    await outside(dir);
    await doc(dir, 'abs.mdx', `# Abs\n\nimport data from '${path.join(dir, '..', 'secret.json')}';\n\n{data.token}\n`);
  });
  assert.match(absolute, /^content\/docs\/abs\.mdx:3: imports \/.*secret\.json, which resolves to .*secret\.json, outside the site folder\./);
  const required = await mdxError(async (dir) => {
    await outside(dir);
    await doc(dir, 'req.mdx', "# Req\n\n<p>{require('../../../secret.json').token}</p>\n");
  });
  assert.match(required, /^content\/docs\/req\.mdx.*imports \.\.\/\.\.\/\.\.\/secret\.json, which resolves to .*outside the site folder/);
  const imported = await mdxError(async (dir) => {
    await outside(dir);
    await doc(dir, 'dyn.mdx', "export const later = import('../../../secret.json');\n\n# Dyn\n");
  });
  assert.match(imported, /^content\/docs\/dyn\.mdx.*imports \.\.\/\.\.\/\.\.\/secret\.json, which resolves to .*outside the site folder/);
});

test("a doc's code cannot import Node's modules, in the doc or in a component it imports", async () => {
  for (const specifier of ['node:fs', 'fs', 'child_process', 'node:process']) {
    const message = await mdxError((dir) => doc(dir, 'node.mdx', `# Node\n\nimport m from '${specifier}';\n\n{String(m)}\n`));
    assert.match(message, new RegExp(`^content/docs/node\\.mdx:3: imports ${specifier}, a Node module\\.`), specifier);
  }
  const viaComponent = await mdxError(async (dir) => {
    await mkdir(path.join(dir, 'src/components'), { recursive: true });
    await writeFile(path.join(dir, 'src/components/Reader.jsx'), "import { readFileSync } from 'node:fs';\nexport default function Reader() { return <pre>{readFileSync('/etc/hostname', 'utf8')}</pre>; }\n");
    await doc(dir, 'comp.mdx', "# Comp\n\nimport Reader from '@site/src/components/Reader';\n\n<Reader />\n");
  });
  assert.match(viaComponent, /src\/components\/Reader\.jsx:1: imports node:fs, a Node module\./);
});

test("a doc's expressions run where Node is not: no process, require or host objects, whatever path they take", async () => {
  const html = await mdxHtml((dir) =>
    doc(
      dir,
      'probe.mdx',
      [
        '# Probe',
        '',
        '<p id="a">{typeof module}/{typeof process.getBuiltinModule}/{typeof process.binding}/{typeof globalThis.Buffer}</p>',
        '',
        '<p id="r">{(() => { try { const named = "f" + "s"; return typeof require(named).readFileSync; } catch (e) { return "threw"; } })()}</p>',
        '',
        '<p id="b">{(() => { try { return typeof ({}).constructor.constructor("return process")().mainModule; } catch (e) { return "threw"; } })()}</p>',
        '',
        '<p id="c">{(() => { try { return typeof this?.constructor?.constructor("return require")(); } catch (e) { return "threw"; } })()}</p>',
        '',
      ].join('\n'),
    ),
    'docs/probe/index.html',
  );
  assert.match(html, /<p id="a">undefined\/undefined\/undefined\/undefined<\/p>/);
  assert.match(html, /<p id="r">threw<\/p>/);
  assert.match(html, /<p id="b">(undefined|threw)<\/p>/);
  assert.match(html, /<p id="c">(undefined|threw)<\/p>/);
});

test('a doc whose code never ends is an error at the doc naming the time limit; the build ends', async () => {
  const previous = process.env.DOCSGEN_RENDER_TIMEOUT_MS;
  process.env.DOCSGEN_RENDER_TIMEOUT_MS = '500';
  try {
    const message = await mdxError((dir) => doc(dir, 'loop.mdx', '# Loop\n\n{(() => { while (true) {} })()}\n'));
    assert.match(message, /^content\/docs\/loop\.mdx: failed while rendering: did not finish rendering in 0\.5 s .*DOCSGEN_RENDER_TIMEOUT_MS/);
  } finally {
    if (previous === undefined) delete process.env.DOCSGEN_RENDER_TIMEOUT_MS;
    else process.env.DOCSGEN_RENDER_TIMEOUT_MS = previous;
  }
});

test.run();
