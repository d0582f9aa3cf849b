/**
 * A fence with a `{…}` range in its meta is highlighted by the range alone, as in Docusaurus
 * (which does not support mixing the two): its `// highlight-…` comments are not read and stay
 * in the block as code. Without a range they work as ever.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { magicComments } from '../../src/cli/markdown/magic-comments.ts';
import { compile } from './helpers.ts';

const CODE = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\n// highlight-end\nconst d = 4;';

async function lines(fence: string): Promise<{ highlighted: boolean[]; html: string }> {
  const { html } = await compile(`${fence}\n`);
  const found = [...html.matchAll(/<span class="line( highlighted)?">/g)];
  return { highlighted: found.map((m) => Boolean(m[1])), html };
}

test('with a range, only the range is highlighted and the comments stay as written', async () => {
  const { highlighted, html } = await lines(`\`\`\`js {1,3-4}\n${CODE}\n\`\`\``);
  assert.equal(highlighted, [true, false, true, true, false, false, false]);
  for (const directive of ['highlight-next-line', 'highlight-start', 'highlight-end']) assert.ok(html.includes(directive), directive);
});

test('a range beside a title and line numbers still turns the comments off', async () => {
  const { highlighted, html } = await lines(`\`\`\`js title="a.js" {2} showLineNumbers\n${CODE}\n\`\`\``);
  assert.equal(highlighted, [false, true, false, false, false, false, false]);
  assert.match(html, /highlight-next-line/);
});

test('without a range the comments highlight and leave the block', async () => {
  const { highlighted, html } = await lines(`\`\`\`js title="a.js"\n${CODE}\n\`\`\``);
  assert.equal(highlighted, [false, true, true, false]);
  assert.not.match(html, /highlight-/);
});

test('magicComments reads nothing when the meta has a range', () => {
  assert.is(magicComments(CODE, '{1}'), undefined);
  assert.equal(magicComments(CODE, 'showLineNumbers'), { source: 'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;', highlighted: [2, 3] });
});

test.run();
