/**
 * Issue 32 item 5, as the build writes it: a site component an MDX doc (or a partial) writes as an
 * element is rendered inside `<docsgen-island>` with its module's URL and its props, the module
 * is in `assets/` and only the pages with the island name it; children travel as HTML, and a
 * prop that cannot travel is a warning at the element's line. Search records and the
 * description hold the page's text, not the component's props or code.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

async function buildWith(docs: Record<string, string>): Promise<{ outDir: string; lines: string[]; result: BuildResult; cleanup: () => Promise<void> }> {
  const { dir, cleanup } = await copyFixture('mdx');
  for (const [name, text] of Object.entries(docs)) await writeFile(path.join(dir, 'content/docs', name), text);
  const logger = silentLogger();
  const outDir = path.join(dir, 'build');
  const result = await build({ siteDir: dir, outDir, logger, cache: false });
  return { outDir, lines: logger.lines, result, cleanup };
}

const COUNTER = `---
description: Count things.
---

import Counter from '@site/src/components/Counter';

# Counter

<Counter start={2} label="Clicks" onCount={() => {}} when={new Date(0)}>
  Text **inside**.
</Counter>
`;

test('a site component is an island: its HTML, module and props in the page; a plain page names no island', async () => {
  const { outDir, lines, result, cleanup } = await buildWith({ 'counter.mdx': COUNTER });
  try {
    const html = await readFile(path.join(outDir, 'docs/counter/index.html'), 'utf8');
    const island = /<docsgen-island data-island="(\/assets\/island\.Counter-[\w-]+\.js)" data-export="default" data-props="([^"]*)" data-enhance="" style="display:contents">(.*?)<\/docsgen-island>/.exec(html);
    assert.ok(island, html);
    const props = JSON.parse(island[2]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
    assert.equal(props, { start: 2, label: 'Clicks', children: { __docsgenHtml: '<p>Text <strong>inside</strong>.</p>' } });
    assert.match(island[3]!, /^<div class="counter"><button type="button">Clicks<!-- -->: <!-- -->2<\/button><a class="counter__home" href="\/docs\/intro">Introduction<\/a><div class="counter__body"><docsgen-html style="display:contents"><p>Text <strong>inside<\/strong>\.<\/p><\/docsgen-html><\/div><\/div>$/);
    const module = await readFile(path.join(outDir, island[1]!), 'utf8');
    assert.not.match(module, /useState=|function \w+\(\w+,\w+\)\{return .*createElement/, 'React is not in the island module');
    const payload = await readFile(path.join(outDir, '_docsgen/routes/docs/counter.json'), 'utf8');
    assert.ok(payload.includes(`data-island=\\"${island[1]}\\"`), 'the payload names the module too (client navigation)');
    const plain = await readFile(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    assert.not.match(plain, /island/);
    const at = (prop: string) => lines.find((l) => l.includes(`<Counter>'s prop ${prop} is`));
    assert.match(at('onCount') ?? lines.join('\n'), /^\[WARNING\] content\/docs\/counter\.mdx:9: <Counter>'s prop onCount is a function, which cannot reach the browser/);
    assert.match(at('when') ?? lines.join('\n'), /content\/docs\/counter\.mdx:9: <Counter>'s prop when is a Date object/);
    assert.not.ok(lines.some((l) => /rendered at build time/.test(l)), lines.join('\n'));
    assert.match(html, /<meta name="description" content="Count things\."/);
    const searched = JSON.stringify(result.model.docs.find((d) => d.id === 'counter')!.searchSections);
    assert.match(searched, /Text inside\./, 'the island\'s text is searched, as the reader sees it');
    assert.not.match(searched, /useState|__docsgenHtml|data-props|start/);
    const assets = await readdir(path.join(outDir, 'assets'));
    assert.equal(assets.filter((f) => f.startsWith('island.')).length, 2, `Counter and the partial's Badge: ${assets.join(', ')}`);
  } finally {
    await cleanup();
  }
});

test('an island inside an island: the inner one travels in the outer one\'s children HTML and hydrates on its own', async () => {
  const doc = `import Counter from '@site/src/components/Counter';\nimport Badge from '@site/src/components/Badge';\n\n# Nested\n\n<Counter label="Outer">\n  <Badge text="inner" />\n</Counter>\n`;
  const { outDir, cleanup } = await buildWith({ 'nested.mdx': doc });
  try {
    const html = await readFile(path.join(outDir, 'docs/nested/index.html'), 'utf8');
    assert.match(html, /<docsgen-html style="display:contents"><docsgen-island data-island="\/assets\/island\.Badge-[\w-]+\.js" data-export="default" data-props="\{&quot;text&quot;:&quot;inner&quot;\}"[^>]*><code class="badge">inner<\/code><\/docsgen-island><\/docsgen-html>/);
  } finally {
    await cleanup();
  }
});

test('what a site module gives that is not written as an element (a function, data) is used as it is', async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  try {
    await writeFile(path.join(dir, 'src/components/shout.tsx'), "export const shout = (text: string) => text.toUpperCase() + '!';\nexport default function Loud({ text }: { text: string }) { return <strong>{shout(text)}</strong>; }\n");
    await writeFile(path.join(dir, 'content/docs/shout.mdx'), "import Loud, { shout } from '@site/src/components/shout';\n\n# Shout\n\nSaid {shout('hello')}.\n\n<Loud text=\"hi\" />\n");
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger(), cache: false });
    const html = await readFile(path.join(outDir, 'docs/shout/index.html'), 'utf8');
    assert.match(html, /Said HELLO!\./);
    assert.match(html, /<docsgen-island data-island="\/assets\/island\.shout-[\w-]+\.js"[^>]*><strong>HI!<\/strong><\/docsgen-island>/);
  } finally {
    await cleanup();
  }
});

test('a component written with JSX in a .js file, as Docusaurus sites do, renders and is bundled', async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  try {
    await writeFile(path.join(dir, 'src/components/Hello.js'), "import { useState } from 'react';\nexport default function Hello() { const [n] = useState(7); return <em className=\"hello\">hello {n}</em>; }\n");
    await writeFile(path.join(dir, 'content/docs/hello.mdx'), "import Hello from '@site/src/components/Hello';\n\n# Hello\n\n<Hello />\n");
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger(), cache: false });
    const html = await readFile(path.join(outDir, 'docs/hello/index.html'), 'utf8');
    const module = /<docsgen-island data-island="\/(assets\/island\.Hello-[\w-]+\.js)"[^>]*><em class="hello">hello <!-- -->7<\/em><\/docsgen-island>/.exec(html)?.[1];
    assert.ok(module, html);
    assert.match(await readFile(path.join(outDir, module), 'utf8'), /hello/);
  } finally {
    await cleanup();
  }
});

test.run();
