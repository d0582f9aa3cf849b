/**
 * Issue 36: docs that machines read well. The MDX fixture built once: every doc and category page
 * has a Markdown twin beside it (front matter out, title as `# Title`, admonitions as titled
 * blockquotes, fences with language and title, tab panels under their labels, math as TeX,
 * partials rendered, links absolute, nothing of the shell), `/llms.txt` follows the llmstxt.org
 * layout, `/llms-full.txt` holds every doc's twin in sidebar order, and each page's head links
 * its twin. `llms: false` and `copyPage: false` turn them off.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';

let built: Promise<string> | undefined;

function fixture(): Promise<string> {
  built ??= (async () => {
    const { dir } = await copyFixture('mdx');
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    return outDir;
  })();
  return built;
}

const read = async (file: string) => readFile(path.join(await fixture(), file), 'utf8');

test('an MDX doc with a partial, tabs, a table and an admonition reads as Markdown, nothing of its source or the shell', async () => {
  const twin = await read('docs/install.md');
  assert.ok(twin.startsWith('# Installation\n\n'), twin.slice(0, 80));
  assert.match(twin, /\*\*Yarn\*\*\n\n```bash title="terminal"\nyarn add example-package\n```/);
  assert.match(twin, /\| `quality` \| 75 +\|/);
  assert.match(twin, /The options live in `next\.config\.js`\. See \[the introduction\]\(https:\/\/mdx\.example\.com\/docs\/intro\)\./);
  assert.match(twin, /> \*\*After installing\*\*\n>\n> Go back to the \[introduction\]\(https:\/\/mdx\.example\.com\/docs\/intro\)\./);
  for (const source of ['import ', '<Tabs', '---\n', 'Copy', '#options', 'class=', 'docsgen-asset']) assert.not.ok(twin.includes(source), source);
});

test('math keeps its TeX, a diagram its source, npm2yarn its three commands', async () => {
  const twin = await read('docs/features/mdx-features.md');
  assert.match(twin, /The mass–energy relation \$E = mc\^2\$ holds\./);
  assert.match(twin, /\$\$\n\\int_0\^1 x\^2 \\, dx = \\frac\{1\}\{3\}\n\$\$/);
  assert.match(twin, /```mermaid\ngraph TD;\n {2}A-->B;\n```/);
  assert.match(twin, /\*\*pnpm\*\*\n\n```bash\npnpm add --save-dev example-package\n```/);
});

test("a category page's twin lists its pages; a DocCardList page lists its cards", async () => {
  const cards = await read('docs/guides.md');
  assert.match(cards, /^# Guides\n\nPick a guide:\n\n- \[Expressions\]\(https:\/\/mdx\.example\.com\/docs\/guides\/expressions\): The current version is 2\.1\.\n- \[Writing docs\]/);
});

test('llms.txt: title, tagline as the summary, sections of links to twins with descriptions', async () => {
  const text = await read('llms.txt');
  const lines = text.split('\n');
  assert.is(lines[0], '# MDX fixture');
  assert.is(lines[2], '> Docs written for Docusaurus 3, in MDX.');
  assert.match(text, /\n## Guides\n\n- \[Guides\]\(https:\/\/mdx\.example\.com\/docs\/guides\.md\): Every guide in one place\.\n- \[Expressions\]\(https:\/\/mdx\.example\.com\/docs\/guides\/expressions\.md\): The current version is 2\.1\.\n/);
  // llmstxt.org: an H1, an optional blockquote, then H2 sections made only of list items of links.
  for (const line of lines.slice(3).filter(Boolean)) assert.match(line, /^(## .+|- \[[^\]]+\]\(https:\/\/mdx\.example\.com\/[^)]+\.md\)(: .+)?)$/, line);
  // Every link points at a twin the build wrote.
  for (const [, url] of text.matchAll(/\]\((https:[^)]+)\)/g)) assert.ok(existsSync(path.join(await fixture(), new URL(url!).pathname)), url);
});

test('llms-full.txt: every doc twin once, in sidebar order', async () => {
  const full = await read('llms-full.txt');
  const titles = [...full.matchAll(/^# (.+)$/gm)].map((m) => m[1]);
  assert.equal(titles, ['Introduction', 'Installation', 'MDX features', 'Plain features', 'Guides', 'Expressions', 'Writing docs', 'Reference', 'Options']);
  assert.ok(full.includes(await read('docs/install.md')));
});

test("each doc and category page links its twin from its head; the doc has the copy-page menu", async () => {
  const html = await read('docs/install/index.html');
  assert.match(html, /<link rel="alternate" type="text\/markdown" href="\/docs\/install\.md"\/>/);
  assert.match(html, /<details class="copy-page" ontoggle="[^"]*\/assets\/copy-page-[\w-]+\.js[^"]*">/);
  assert.match(html, /data-copy-page="\/docs\/install\.md">Copy page as Markdown</);
  assert.match(html, /href="https:\/\/chatgpt\.com\/\?hints=search&amp;q=Read%20https%3A%2F%2Fmdx\.example\.com%2Fdocs%2Finstall\.md%20/);
  const asset = /import\('([^']+)'\)/.exec(html)![1]!;
  assert.ok(existsSync(path.join(await fixture(), asset)), asset);
  assert.match(await read('docs/category/features/index.html').catch(() => read('docs/reference/index.html')), /<link rel="alternate" type="text\/markdown"/);
});

test('llms: false writes no twin and no llms files; copyPage: false keeps the twins without the menu', async () => {
  for (const [setting, twins, menu] of [['llms: false,', false, false], ['llms: { copyPage: false },', true, false], ["llms: { full: false, copyPage: { assistants: [{ label: 'Mine', url: 'https://ai.example/?q={prompt}' }] } },", true, true]] as const) {
    const { dir, cleanup } = await copyFixture('mdx');
    try {
      await editConfig(dir, "markdown: { math: true },", `markdown: { math: true }, ${setting}`);
      const outDir = path.join(dir, 'build');
      await build({ siteDir: dir, outDir, logger: silentLogger() });
      assert.is(existsSync(path.join(outDir, 'docs/install.md')), twins, setting);
      assert.is(existsSync(path.join(outDir, 'llms.txt')), twins, setting);
      assert.is(existsSync(path.join(outDir, 'llms-full.txt')), twins && !setting.includes('full: false'), setting);
      const html = await readFile(path.join(outDir, 'docs/install/index.html'), 'utf8');
      assert.is(html.includes('class="copy-page"'), menu, setting);
      if (menu) assert.match(html, /href="https:\/\/ai\.example\/\?q=Read%20[^"]+"[^>]*>Open in Mine</);
    } finally {
      await cleanup();
    }
  }
});

test.run();
