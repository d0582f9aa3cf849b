/**
 * `npm2yarn` fences on the fast path (the plain Markdown pipeline): tabs npm / Yarn / pnpm with the
 * commands converted by npm-to-yarn, for any language (`bash`, `sh`, `shell`…) as in Docusaurus,
 * only when the meta has the word; other fences are code blocks as before.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compile } from './helpers.ts';

const commands = (html: string) => [...html.matchAll(/<pre [\s\S]*?<\/pre>/g)].map((m) => m[0].replace(/<[^>]+>/g, ''));
const tabs = (html: string) => [...html.matchAll(/<li role="tab"[^>]*data-value="([^"]+)">([^<]+)<\/li>/g)].map((m) => `${m[1]}:${m[2]}`);

test('bash, sh and shell fences with npm2yarn become npm / Yarn / pnpm tabs in the npm2yarn group', async () => {
  for (const lang of ['bash', 'sh', 'shell']) {
    const { html } = await compile(`\`\`\`${lang} npm2yarn\nnpm install react\n\`\`\`\n`);
    assert.equal(tabs(html), ['npm:npm', 'yarn:Yarn', 'pnpm:pnpm'], lang);
    assert.match(html, /<div class="tabs-container" data-tabs="" data-enhance="" data-group-id="npm2yarn" data-default="npm">/);
    assert.equal(commands(html), ['npm install react', 'yarn add react', 'pnpm add react'], lang);
  }
});

test('commands are converted as npm-to-yarn converts them', async () => {
  const { html } = await compile('```bash npm2yarn\nnpm install --global docsgen\nnpm uninstall left-pad\nnpm run build -- --watch\n```\n');
  assert.equal(commands(html), [
    'npm install --global docsgen\nnpm uninstall left-pad\nnpm run build -- --watch',
    'yarn global add docsgen\nyarn remove left-pad\nyarn build --watch',
    'pnpm add --global docsgen\npnpm remove left-pad\npnpm run build --watch',
  ]);
});

test('only the word npm2yarn in the meta turns a fence into tabs; the rest of the meta stays on each block', async () => {
  assert.not.match((await compile('```bash\nnpm install react\n```\n')).html, /tabs-container/);
  assert.not.match((await compile('```bash title="npm2yarn.sh"\nnpm install react\n```\n')).html, /tabs-container/);
  const { html } = await compile('```bash npm2yarn title="terminal" {1}\nnpm install react\n```\n');
  assert.is([...html.matchAll(/<div class="code-block__title">terminal<\/div>/g)].length, 3);
  assert.is([...html.matchAll(/class="line highlighted"/g)].length, 3);
});

test('search reads each panel\'s label once (not the tab list again); the doc needs no MDX', async () => {
  const { html, mdx, searchSections } = await compile('# Install\n\n## Get it\n\n```bash npm2yarn\nnpm install react\n```\n\nAfter.\n');
  assert.is(mdx, undefined);
  assert.match(html, /<p class="tabs__label">Yarn<\/p>/);
  assert.equal(searchSections.at(-1)!.texts, ['npm', 'Yarn', 'pnpm', 'After.']);
});

test.run();
