/** The modal's grouping of one answer: sections by lvl0, pages by lvl1, caps, parents. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupHits } from '../../src/runtime/search/modal/grouping.ts';
import type { HitType, SearchHit } from '../../src/runtime/search/types.ts';

function hit(objectID: string, type: HitType, lvl0: string, lvl1: string, extra: Partial<SearchHit> = {}): SearchHit {
  return {
    objectID,
    url: `/docs/${lvl1}#${objectID}`,
    type,
    content: type === 'content' ? `text of ${objectID}` : null,
    hierarchy: { lvl0, lvl1, lvl2: type === 'lvl2' ? `heading ${objectID}` : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    ...extra,
  };
}

test('sections in order of first appearance, pages grouped inside them', () => {
  const groups = groupHits(
    [hit('a', 'lvl1', 'Guides', 'Install'), hit('b', 'lvl2', 'API', 'Client'), hit('c', 'content', 'Guides', 'Deploy'), hit('d', 'lvl2', 'Guides', 'Install')],
    undefined,
  );
  assert.equal(
    groups.map((g) => [g.lvl0, g.hits.map((h) => h.objectID)]),
    [
      ['Guides', ['a', 'd', 'c']],
      ['API', ['b']],
    ],
  );
});

test('number-like section names keep their order (no object key reordering)', () => {
  const groups = groupHits([hit('a', 'lvl1', 'Guides', 'x'), hit('b', 'lvl1', '2024', 'y'), hit('c', 'lvl1', '10', 'z')], 5);
  assert.equal(groups.map((g) => g.lvl0), ['Guides', '2024', '10']);
});

test('the section is the highlighted lvl0 without its marks, with entities decoded', () => {
  const marked = hit('a', 'lvl1', 'Q&A', 'x', { _highlightResult: { hierarchy: { lvl0: { value: 'Q&amp;<mark>A</mark>', matchLevel: 'full', matchedWords: ['a'] } } } });
  const plain = hit('b', 'lvl1', 'Q&A', 'y');
  assert.equal(groupHits([marked, plain], 5).map((g) => [g.lvl0, g.hits.length]), [['Q&A', 2]]);
});

test('at most 5 per section by default (0 means the default), or maxResultsPerGroup', () => {
  const many = Array.from({ length: 9 }, (_, i) => hit(`h${i}`, 'lvl2', 'Guides', `page${i % 3}`));
  assert.is(groupHits(many, undefined)[0]!.hits.length, 5);
  assert.is(groupHits(many, 0)[0]!.hits.length, 5);
  assert.is(groupHits(many, 2)[0]!.hits.length, 2);
  assert.is(groupHits(many, 20)[0]!.hits.length, 9);
  // The first five of the section are kept, then put in page order.
  assert.equal(groupHits(many, undefined)[0]!.hits.map((h) => h.objectID), ['h0', 'h3', 'h1', 'h4', 'h2']);
});

test('a heading or paragraph knows the page hit of its page; the page hit has none', () => {
  const [group] = groupHits([hit('p', 'lvl1', 'G', 'Install'), hit('h', 'lvl2', 'G', 'Install'), hit('c', 'content', 'G', 'Install'), hit('o', 'content', 'G', 'Other')], 5);
  const byId = Object.fromEntries(group!.hits.map((h) => [h.objectID, h]));
  assert.is(byId.p!.__docsearch_parent, null);
  assert.is(byId.h!.__docsearch_parent?.objectID, 'p');
  assert.is(byId.c!.__docsearch_parent?.objectID, 'p');
  assert.is(byId.o!.__docsearch_parent, null, 'no page hit for that page in the answer');
});

test('the transform runs per page, before parents are found (the parent carries the new URL)', () => {
  const seen: string[][] = [];
  const [group] = groupHits([hit('p', 'lvl1', 'G', 'A'), hit('h', 'lvl2', 'G', 'A'), hit('q', 'lvl1', 'G', 'B')], 5, (hits) => {
    seen.push(hits.map((h) => h.objectID));
    return hits.map((h) => ({ ...h, url: `/base${h.url}` }));
  });
  assert.equal(seen, [['p', 'h'], ['q']]);
  assert.is(group!.hits[1]!.__docsearch_parent?.url, '/base/docs/A#p');
});

test.run();
