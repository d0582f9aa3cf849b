/**
 * Which docs are MDX (Docusaurus's markdown.format), which of those keep the fast Markdown path
 * (no MDX syntax outside code), and the two MDX 1 habits Docusaurus 3 still reads.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isMdxDoc, mdx1Compat, mdxSyntaxLine } from '../../src/cli/mdx/syntax.ts';

test('MDX syntax is found outside code only', () => {
  assert.is(mdxSyntaxLine('# Plain\n\nText with `{braces}` and `<Tags>` in code.\n\n```jsx\nexport default () => <div>{x}</div>;\n```\n'), undefined);
  assert.is(mdxSyntaxLine('---\ntitle: {x}\n---\n# Front matter is YAML\n'), undefined);
  assert.is(mdxSyntaxLine('See <https://example.com> or <me@example.com>.\n'), undefined, 'autolinks are not tags');
  assert.is(mdxSyntaxLine('# T\n\nimport Tabs from "@theme/Tabs";\n'), 3);
  assert.is(mdxSyntaxLine('# T\n\nThe version is {version}.\n'), 3);
  assert.is(mdxSyntaxLine('# T\n\nA <kbd>key</kbd>.\n'), 3);
  assert.is(mdxSyntaxLine('# T\n\n~~~\n{not mdx}\n~~~\n\n<Tabs>\n'), 7);
});

test("markdown.format: 'mdx' reads any doc with MDX syntax as MDX; 'detect' only .mdx files; 'md' none", () => {
  assert.ok(isMdxDoc('a.md', '{x}', 'mdx'));
  assert.not.ok(isMdxDoc('a.md', 'plain', 'mdx'));
  assert.ok(isMdxDoc('a.mdx', 'plain', 'mdx'));
  assert.not.ok(isMdxDoc('a.md', '{x}', 'detect'));
  assert.ok(isMdxDoc('a.MDX', 'plain', 'detect'));
  assert.not.ok(isMdxDoc('a.mdx', '<Tabs />', 'md'));
});

test('MDX 1 habits: heading ids, HTML comments and :::tip Title, outside code, lines kept', () => {
  const source = '## Title {#my-id}\n\n<!-- one -->\n\n<!--\ntwo\n-->\n\n:::tip Remember this\nBody.\n:::\n\n:::note[Kept]\n:::\n\n```md\n## Code {#kept}\n<!-- kept -->\n```\n';
  const out = mdx1Compat(source);
  assert.is(out.split('\n').length, source.split('\n').length);
  assert.match(out, /^## Title \\\{#my-id\\\}$/m);
  assert.match(out, /^\{\/\* one \*\/\}$/m);
  assert.match(out, /^\{\/\*\ntwo\n\*\/\}$/m);
  assert.match(out, /^:::tip\[Remember this\]$/m);
  assert.match(out, /^:::note\[Kept\]$/m);
  assert.match(out, /^:::$/m);
  assert.match(out, /^## Code \{#kept\}\n<!-- kept -->$/m);
});

test.run();
