/**
 * Each page's ids as the link gate keeps them (links/page-ids.ts), one string per page: asked
 * about an id, the same answer as the set the scanner made, for ids that look like separators'
 * neighbours, prefixes and suffixes of each other, empty, or not there.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasJoined, joinIds, PageIds, splitIds } from '../../src/cli/links/page-ids.ts';

const ids = ['intro', 'intro-2', 'café', 'a b', '', 'x'];

test('an id is there exactly when the set has it', () => {
  const joined = joinIds(new Set(ids));
  for (const id of [...ids, 'intr', 'ntro', 'intro-', 'o-2', 'caf', 'b', 'X', 'intro\0intro-2', '\0']) {
    assert.is(hasJoined(joined, id), ids.includes(id), JSON.stringify(id));
  }
  assert.equal(splitIds(joined), ids);
  assert.equal(splitIds(joinIds([])), []);
  assert.is(hasJoined(joinIds([]), ''), false);
});

test('pages are told apart; a file never read is unknown', () => {
  const pages = new PageIds();
  pages.add('/a/index.html', new Set(['one']));
  pages.add('/b/index.html', new Set(['two']));
  assert.is(pages.get('/a/index.html')!.has('one'), true);
  assert.is(pages.get('/a/index.html')!.has('two'), false);
  assert.is(pages.get('/b/index.html')!.has('two'), true);
  assert.is(pages.get('/c/index.html'), undefined);
  assert.is(pages.size, 2);
});

test.run();
