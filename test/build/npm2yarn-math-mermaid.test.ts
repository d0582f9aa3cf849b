/**
 * Issue 32 item 7, in built pages of the MDX fixture (`features/`: the same blocks in a plain
 * Markdown doc and in an MDX doc): npm2yarn tabs with the commands converted; math drawn by KaTeX
 * with its stylesheet linked from math pages only, and a warning at the line of a formula it cannot
 * read; Mermaid diagrams framed for the browser with the module the build made, or, when the site
 * has no Mermaid installed, kept as code with a warning at their line.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const BROKEN = '---\ndescription: A formula KaTeX cannot read.\n---\n\nFine: $x$.\n\nBroken: $\\frac{1}{$ here.\n';

let built: Promise<{ outDir: string; warnings: string[] }> | undefined;
function fixture() {
  built ??= (async () => {
    const { dir } = await copyFixture('mdx');
    await writeFile(path.join(dir, 'content/docs/features/broken-math.md'), BROKEN);
    const outDir = path.join(dir, 'build');
    const logger = silentLogger();
    await build({ siteDir: dir, outDir, logger });
    return { outDir, warnings: logger.lines };
  })();
  return built;
}

const page = async (route: string) => readFile(path.join((await fixture()).outDir, route, 'index.html'), 'utf8');
/** The doc's content, from its first tag to the end of the article. */
const content = (html: string) => html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
/** The part of the content from one heading to the next one given. */
const section = (html: string, from: string, to: string) => html.slice(html.indexOf(`<h2 id="${from}"`), html.indexOf(`<h2 id="${to}"`));
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x3C;|&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x26;|&amp;/g, '&');

test('npm2yarn: npm, Yarn and pnpm tabs in the Tabs markup, the commands converted, groupId npm2yarn', async () => {
  const html = await page('docs/features/plain-features');
  const install = section(html, 'install', 'math');
  const groups = install.split('<div class="tabs-container"').slice(1);
  assert.is(groups.length, 2);
  for (const group of groups) {
    assert.match(group, /^ data-tabs="" data-enhance="" data-group-id="npm2yarn" data-default="npm">/);
    const tabs = [...group.matchAll(/<li role="tab"[^>]*data-value="([^"]+)">([^<]+)<\/li>/g)].map((m) => [m[1], m[2]]);
    assert.equal(tabs, [['npm', 'npm'], ['yarn', 'Yarn'], ['pnpm', 'pnpm']]);
  }
  const commands = (group: string) => [...group.matchAll(/<pre [\s\S]*?<\/pre>/g)].map((m) => text(m[0]));
  assert.equal(commands(groups[0]!), ['npm install --save-dev example-package', 'yarn add --dev example-package', 'pnpm add --save-dev example-package']);
  assert.equal(commands(groups[1]!), ['npm run build', 'yarn build', 'pnpm run build']);
  // The rest of the meta stays: each panel's block has the fence's title, and a copy button.
  assert.is([...groups[1]!.matchAll(/<div class="code-block__title">terminal<\/div>/g)].length, 3);
  assert.is([...groups[0]!.matchAll(/class="copy-button"/g)].length, 3);
});

test('npm2yarn: a plain Markdown doc gets the markup theme/Tabs.tsx draws for the MDX doc', async () => {
  const plain = section(await page('docs/features/plain-features'), 'install', 'math');
  const mdx = section(await page('docs/features/mdx-features'), 'install', 'math');
  assert.ok(plain.includes('tabs-container'));
  assert.fixture(plain.slice(plain.indexOf('<div class="tabs-container"')), mdx.slice(mdx.indexOf('<div class="tabs-container"')));
});

test('math: KaTeX markup (HTML and MathML) in both kinds of doc, KaTeX stylesheet linked from pages with math only', async () => {
  const { outDir } = await fixture();
  for (const route of ['docs/features/plain-features', 'docs/features/mdx-features']) {
    const html = await page(route);
    const body = content(html);
    assert.match(body, /^<div class="markdown"><link rel="stylesheet" href="\/assets\/katex-\w+\.css">/, route);
    assert.match(body, /<span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics>[\s\S]*?<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/, route);
    assert.match(body, /<span class="katex-display"><span class="katex">[\s\S]*?<annotation encoding="application\/x-tex">\\int_0\^1 x\^2 \\, dx = \\frac\{1\}\{3\}<\/annotation>/, route);
    // The payload a client navigation swaps in has the link too, with its real URL.
    const payload = await readFile(path.join(outDir, '_docsgen/routes', `${route}.json`), 'utf8');
    assert.match(payload, /<link rel=\\"stylesheet\\" href=\\"\/assets\/katex-\w+\.css\\">/);
    assert.not.match(payload, /docsgen-asset:/);
  }
  assert.match(text(content(await page('docs/features/plain-features'))), /It costs \$5 and \$10, escaped/);
  for (const route of ['docs/intro', 'docs/install']) assert.not.match(await page(route), /katex/, route);
  // Not in any page's head: the shared stylesheets stay as they were.
  assert.not.match((await page('docs/features/plain-features')).slice(0, (await page('docs/features/plain-features')).indexOf('</head>')), /katex/);
});

test('math: the stylesheet and its WOFF2 fonts are hashed assets, every font it names is there', async () => {
  const { outDir } = await fixture();
  const assets = await readdir(path.join(outDir, 'assets'));
  const css = assets.find((file) => /^katex-\w+\.css$/.test(file))!;
  const stylesheet = await readFile(path.join(outDir, 'assets', css), 'utf8');
  const fonts = [...stylesheet.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!.replace(/^["']|["']$/g, ''));
  assert.ok(fonts.length >= 20, String(fonts.length));
  for (const font of fonts) {
    assert.match(font, /\/media\/KaTeX_[\w-]+-\w+\.woff2$/);
    assert.ok(existsSync(path.join(outDir, 'assets', font.replace(/^(\.\/|\/assets\/)/, ''))), font);
  }
  assert.not.ok((await readdir(path.join(outDir, 'assets/media'))).some((file) => /\.(woff|ttf)$/.test(file)), 'no WOFF or TrueType copies');
  // The stylesheet of the KaTeX that drew the markup (rehype-katex's), not another version's.
  const drawing = createRequire(fileURLToPath(import.meta.resolve('rehype-katex')))('katex/package.json') as { version: string };
  assert.ok(stylesheet.includes(`.katex-version:after{content:"${drawing.version}"}`), drawing.version);
});

test('math: a formula KaTeX cannot read is a warning at its file and line, showing it; the page still builds', async () => {
  const { warnings } = await fixture();
  const warning = warnings.find((line) => line.includes('broken-math.md'));
  assert.ok(warning, warnings.join('\n'));
  assert.match(warning!, /content\/docs\/features\/broken-math\.md:7: KaTeX cannot draw the formula "\\\\frac\{1\}\{"/);
  assert.match(await page('docs/features/broken-math'), /katex-error/);
});

test('Mermaid: a diagram is framed for the browser with the module the build made; the source is its code block', async () => {
  const { outDir } = await fixture();
  for (const route of ['docs/features/plain-features', 'docs/features/mdx-features']) {
    const html = content(await page(route));
    const frame = /<div class="mermaid-diagram" data-enhance="" data-mermaid="(\/assets\/mermaid-\w+\.js)"><div class="code-block" data-language="mermaid">/.exec(html);
    assert.ok(frame, route);
    assert.ok(existsSync(path.join(outDir, frame![1]!)), frame![1]);
    assert.match(text(html.slice(frame!.index)), /^graph TD;\n {2}A-->B;/, text(html.slice(frame!.index, frame!.index + 3000)));
  }
  // Pages without a diagram do not name it; the client bundle does not hold it.
  assert.not.match(await page('docs/intro'), /mermaid/);
  const main = (await readdir(path.join(outDir, 'assets'))).find((file) => /^main-\w+\.js$/.test(file))!;
  assert.ok((await readFile(path.join(outDir, 'assets', main), 'utf8')).length < 400_000);
});

test('Mermaid not installed: the build warns at the diagram\'s line, the page shows its source as code, no Mermaid is bundled', async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  process.env.DOCSGEN_MERMAID_SITE_ONLY = '1';
  try {
    const outDir = path.join(dir, 'build');
    const logger = silentLogger();
    await build({ siteDir: dir, outDir, logger, cache: false });
    const warnings = logger.lines.filter((line) => line.includes('install mermaid to draw this diagram'));
    assert.equal(warnings.map((line) => /(content\/docs\/\S+?:\d+):/.exec(line)?.[1]).sort(), ['content/docs/features/mdx-features.mdx:29', 'content/docs/features/plain-features.md:29']);
    const html = await readFile(path.join(outDir, 'docs/features/plain-features/index.html'), 'utf8');
    assert.not.match(html, /mermaid-diagram|data-mermaid/);
    assert.match(text(content(html)), /graph TD;\n {2}A-->B;/);
    assert.not.ok((await readdir(path.join(outDir, 'assets'))).some((file) => file.startsWith('mermaid-')));
  } finally {
    delete process.env.DOCSGEN_MERMAID_SITE_ONLY;
    await cleanup();
  }
});

test.run();
