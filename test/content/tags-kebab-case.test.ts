/** Inline tag permalinks as Docusaurus makes them (lodash's `kebabCase`), and the tags route. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { kebabCase, tagsRoute } from '../../src/cli/content/tags.ts';

test('kebabCase splits words as lodash does', () => {
  const cases: [string, string][] = [
    ['Hello World', 'hello-world'],
    ['getting-started', 'getting-started'],
    ['fooBar', 'foo-bar'],
    ['HTMLParser', 'html-parser'],
    ['v2 API', 'v-2-api'],
    ["it's", 'its'],
    ['C++', 'c'],
    ['__foo__bar__', 'foo-bar'],
    ['Café au lait', 'café-au-lait'],
    ['React/Next.js', 'react-next-js'],
  ];
  for (const [input, expected] of cases) assert.is(kebabCase(input), expected, input);
});

test('the tags route is below the docs route, at the root in docs-only mode', () => {
  assert.is(tagsRoute({ routeBasePath: 'docs', tagsBasePath: 'tags' }), '/docs/tags');
  assert.is(tagsRoute({ routeBasePath: '', tagsBasePath: 'tags' }), '/tags');
  assert.is(tagsRoute({ routeBasePath: 'guide/v1', tagsBasePath: 'topics' }), '/guide/v1/topics');
});

test.run();
