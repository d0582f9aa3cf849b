import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCodeMeta } from '../../src/cli/markdown/code-html.ts';
import { compile } from './helpers.ts';

test('meta string: title in any quoting, showLineNumbers', () => {
  assert.equal(parseCodeMeta('title="next.config.js" {1}'), { title: 'next.config.js', showLineNumbers: false });
  assert.equal(parseCodeMeta("title='a b.js' showLineNumbers"), { title: 'a b.js', showLineNumbers: true });
  assert.equal(parseCodeMeta(''), { showLineNumbers: false });
});

test('highlighted at build time with light colours inline and dark ones as variables', async () => {
  const { html } = await compile('```ts\nconst a: number = 1;\n```\n');
  assert.match(html, /<pre class="shiki shiki-themes github-light dracula"/);
  assert.match(html, /style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}"/i);
});

test('a titled block shows its title and every block has a copy button', async () => {
  const { html } = await compile('```js title="next.config.js"\nmodule.exports = {};\n```\n\n```bash\nnpm i\n```\n');
  assert.match(html, /<div class="code-block code-block--titled" data-language="\w+"><div class="code-block__title">next\.config\.js<\/div>/);
  assert.is(html.match(/<button type="button" class="copy-button" aria-label="Copy code to clipboard"/g)?.length, 2);
  assert.not.match(html, /data-title/);
});

test('{1,3-5} highlights exactly those lines', async () => {
  const { html } = await compile('```js {1,3-4}\nl1\nl2\nl3\nl4\nl5\n```\n');
  const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
  assert.equal(lines, [true, false, true, true, false]);
});

test('magic comments highlight lines and are left out of the block, in any comment style', async () => {
  const highlights = async (fence: string) => {
    const { html } = await compile(`${fence}\n`);
    const lines = [...html.matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|<\/code>)/g)];
    return { highlighted: lines.map((m) => Boolean(m[1])), html };
  };
  const js = await highlights('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n// highlight-start\nconst d = 4;\nconst e = 5;\n// highlight-end\nconst f = 6;\n```');
  assert.equal(js.highlighted, [false, true, false, true, true, false]);
  assert.not.match(js.html, /highlight-/, 'the directives are gone');
  const py = await highlights('```python\n# highlight-next-line\nx = 1\ny = 2\n```');
  assert.equal(py.highlighted, [true, false]);
  const html = await highlights('```html\n<p>a</p>\n<!-- highlight-next-line -->\n<p>b</p>\n```');
  assert.equal(html.highlighted, [false, true]);
  const jsx = await highlights('```jsx\n<A />\n{/* highlight-next-line */}\n<B />\n<C />\n```');
  assert.equal(jsx.highlighted, [false, true, false]);
  const prose = await highlights('```js\nconst note = "highlight-next-line is a comment";\n```');
  assert.equal(prose.highlighted, [false], 'only a line that is the comment alone');
  assert.match(prose.html, /highlight-next-line is a comment/);
});

test('showLineNumbers numbers the lines', async () => {
  const { html } = await compile('```js showLineNumbers\na\nb\n```\n');
  assert.match(html, /<pre class="shiki[^"]* line-numbers"/);
});

test('diff marks added and removed lines', async () => {
  const { html } = await compile('```diff title="package.json"\n-  "build": "next build"\n+  "build": "next build && next-export-optimize-images"\n```\n');
  assert.match(html, /<span class="line diff remove">/);
  assert.match(html, /<span class="line diff add">/);
  assert.match(html, /code-block__title">package\.json</);
});

test('any language Shiki knows is highlighted, loaded when a doc first uses it', async () => {
  const { html } = await compile('> ```haskell\n> main = putStrLn "hi"\n> ```\n\n~~~nginx\nserver { listen 80; }\n~~~\n');
  const blocks = html.split('<pre').slice(1);
  assert.is(blocks.length, 2);
  for (const block of blocks) assert.ok((block.match(/--shiki-dark:/g) ?? []).length > 2, `coloured tokens in ${block.slice(0, 80)}`);
});

test('an unknown language still renders as plain code', async () => {
  const { html } = await compile('```klingon\nqapla\n```\n');
  assert.match(html, /<pre class="shiki[\s\S]*qapla/);
});

test.run();
