/**
 * Which words of a hit's text are marked for a query: the words a term starts (as-you-type), and
 * the words a term extends by the start of an ending (`images` marks `image`), never a shorter
 * word a longer term merely begins with (`withExport` does not mark `with`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { highlightText, queryTerms, wordMatches } from '../../src/runtime/search/providers/text-marks.ts';

const TAGS = { preTag: '<mark>', postTag: '</mark>', ellipsis: '…' };

test('a term marks the words it starts, and the words it is a form of', () => {
  assert.ok(wordMatches('withExportImages', 'withexport'));
  assert.ok(wordMatches('image', 'images'));
  assert.ok(wordMatches('configure', 'configured'));
});

test('a term does not mark a shorter word it only begins with', () => {
  assert.not.ok(wordMatches('with', 'withexport'));
  assert.not.ok(wordMatches('file', 'filename'));
  assert.not.ok(wordMatches('source', 'sourceimage'));
});

test('in a text, only the word the reader is typing is marked', () => {
  const value = highlightText('Build with withExportImages, then export.', queryTerms('withExport'), TAGS);
  assert.is(value.value, 'Build with <mark>withExportImages</mark>, then export.');
  assert.is(value.matchLevel, 'full');
});

test.run();
