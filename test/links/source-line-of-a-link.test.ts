/**
 * The line of the source that wrote a broken link, for `file:line` in reports: found through the
 * way the page shows the link (a doc's `./other.md` is `/docs/other` in the page; the baseUrl is
 * added to site paths), never by a mere prefix.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lineOf } from '../../src/cli/links/sources.ts';

const SOURCE = [
  '---',
  'title: x',
  '---',
  'See [the abc page](/docs/abc "title").',
  'And [the ab page](/docs/ab).',
  '![a picture](<./img/a b.png>)',
  '[ref]: /docs/defined',
  '<a href="/docs/jsx">jsx</a> and <https://example.com/auto>',
  'Go to [other](./other.md#part).',
].join('\n').split('\n');

test('markdown links, images, definitions, autolinks and attributes', () => {
  assert.is(lineOf(SOURCE, '/docs/abc', '/'), 4);
  assert.is(lineOf(SOURCE, '/docs/ab', '/'), 5, 'not the line of /docs/abc');
  assert.is(lineOf(SOURCE, './img/a%20b.png', '/'), 6, 'percent-encoded in the page');
  assert.is(lineOf(SOURCE, '/docs/defined', '/'), 7);
  assert.is(lineOf(SOURCE, '/docs/jsx', '/'), 8);
  assert.is(lineOf(SOURCE, 'https://example.com/auto', '/'), 8);
  assert.is(lineOf(SOURCE, '/docs/nowhere', '/'), undefined, 'from the layout: no line');
});

test('the baseUrl the page adds, and a rewritten .md link', () => {
  assert.is(lineOf(SOURCE, '/base/docs/ab', '/base/'), 5);
  const hrefOf = (written: string) => (written.startsWith('./other.md') ? written.replace('./other.md', '/base/docs/other') : written);
  assert.is(lineOf(SOURCE, '/base/docs/other#part', '/base/', hrefOf), 9);
});

test.run();
