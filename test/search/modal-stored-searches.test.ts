/** Recent and favorite searches: what is saved, in which order, how many, and storage that fails. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createStoredSearches,
  parseStored,
  promoteToFavorite,
  recentsLimit,
  rememberChoice,
  searchToSave,
  toStored,
  withSearch,
  withoutSearch,
  type StoredSearches,
} from '../../src/runtime/search/modal/stored-searches.ts';
import type { HitType, SearchHit } from '../../src/runtime/search/types.ts';

function hit(objectID: string, type: HitType = 'lvl1', parent?: SearchHit | null): SearchHit {
  return {
    objectID,
    url: `/docs/${objectID}`,
    type,
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: objectID, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl1: { value: `<mark>${objectID}</mark>`, matchLevel: 'full', matchedWords: [] } } },
    _snippetResult: { content: { value: '…', matchLevel: 'none', matchedWords: [] } },
    __autocomplete_id: 3,
    ...(parent !== undefined ? { __docsearch_parent: parent } : {}),
  };
}

function memory(): StoredSearches & { items: SearchHit[] } {
  const list = { items: [] as SearchHit[] } as StoredSearches & { items: SearchHit[] };
  list.getAll = () => list.items;
  list.add = (h) => (list.items = withSearch(list.items, h, 7));
  list.remove = (id) => (list.items = withoutSearch(list.items, id));
  return list;
}

test('stored without highlights, snippets or its position in the list', () => {
  const stored = toStored(hit('a', 'lvl2', hit('p')));
  assert.equal(Object.keys(stored).sort(), ['__docsearch_parent', 'content', 'hierarchy', 'objectID', 'type', 'url']);
});

test('a paragraph saves its page; without a page, nothing; any other hit saves itself', () => {
  const page = hit('p');
  assert.is(searchToSave(hit('c', 'content', page)), page);
  assert.is(searchToSave(hit('c', 'content', null)), null);
  assert.is(searchToSave(hit('c', 'content')), null);
  assert.is(searchToSave(hit('h', 'lvl3', page))?.objectID, 'h');
});

test('newest first, one entry per objectID, cut to the limit', () => {
  let list = withSearch([], hit('a'), 3);
  list = withSearch(list, hit('b'), 3);
  list = withSearch(list, hit('a'), 3);
  assert.equal(list.map((h) => h.objectID), ['a', 'b']);
  list = withSearch(withSearch(list, hit('c'), 3), hit('d'), 3);
  assert.equal(list.map((h) => h.objectID), ['d', 'c', 'a']);
  assert.equal(withoutSearch(list, 'c').map((h) => h.objectID), ['d', 'a']);
});

test('7 recents, or 4 when there are favorites', () => {
  assert.is(recentsLimit(0), 7);
  assert.is(recentsLimit(1), 4);
});

test('a choice is remembered unless it is a favorite; promoting moves a recent to the favorites', () => {
  const recents = memory();
  const favorites = memory();
  rememberChoice(hit('c', 'content', hit('p')), recents, favorites);
  assert.equal(recents.items.map((h) => h.objectID), ['p']);
  promoteToFavorite(recents.items[0]!, recents, favorites);
  assert.equal([recents.items.length, favorites.items.map((h) => h.objectID)], [0, ['p']]);
  rememberChoice(hit('p'), recents, favorites);
  assert.is(recents.items.length, 0, 'already a favorite');
});

test('what is read back: arrays of hits only, cut to the limit; anything else is empty', () => {
  const list = JSON.stringify([toStored(hit('a')), toStored(hit('b')), toStored(hit('c'))]);
  assert.equal(parseStored(list, 2).map((h) => h.objectID), ['a', 'b']);
  assert.equal(parseStored(null, 7), []);
  assert.equal(parseStored('{"a":1}', 7), []);
  assert.equal(parseStored('not json', 7), []);
  assert.equal(parseStored('[1, {"objectID": 2}, null]', 7), []);
});

test('unusable storage: an empty list whose changes go nowhere', () => {
  const list = createStoredSearches('__DOCSEARCH_RECENT_SEARCHES__test', 7, false);
  list.add(hit('a'));
  assert.is(list.getAll().length, 1, 'kept for this opening of the modal');
  assert.equal(createStoredSearches('__DOCSEARCH_RECENT_SEARCHES__test', 7, false).getAll(), []);
});

test.run();
