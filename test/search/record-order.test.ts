/**
 * The order of several pages' hits in one answer: a hit named as the query first, then title
 * matches, headings by level, text; each page's own row just before its first other row when its
 * title does not match. With the modal's 5 rows per section, that shows several pages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupHits } from '../../src/runtime/search/modal/grouping.ts';
import { recordOrder } from '../../src/runtime/search/providers/record-order.ts';
import type { HitLevel, HitType, SearchHit } from '../../src/runtime/search/types.ts';

/** A hit of `page`: its title, a heading or a text; `marked`: whether the query is marked in its title or heading. */
function hit(page: string, type: HitType, text: string, marked: boolean): SearchHit {
  const level: HitLevel = type === 'content' ? 'lvl1' : type;
  const hierarchy = { lvl0: 'Features', lvl1: page, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...(type !== 'content' && type !== 'lvl1' && { [type]: text }) };
  return {
    objectID: `${page}:${type}:${text}`,
    url: `/docs/${page}`,
    type,
    content: type === 'content' ? text : null,
    hierarchy,
    _highlightResult: { hierarchy: { [level]: { value: hierarchy[level], matchLevel: marked && type !== 'content' ? 'full' : 'none', matchedWords: [] } } },
  };
}

const named = (text: string) => text.toLowerCase() === 'imagedir';
const ids = (hits: readonly SearchHit[]) => hits.map((h) => `${h.hierarchy.lvl1} ${h.type} ${h.type === 'content' ? h.content : h.hierarchy[h.type]}`);

test('title matches first, then headings by level, then text; pages by rank within each', () => {
  const first = [hit('Props', 'lvl1', 'Props', true), hit('Props', 'content', 'text a', true), hit('Props', 'lvl3', 'Background image', true), hit('Props', 'content', 'text b', true)];
  const second = [hit('Remote', 'lvl1', 'Remote', true), hit('Remote', 'lvl2', 'Usage image', true), hit('Remote', 'content', 'text c', true)];
  assert.equal(ids(recordOrder([first, second], named)), [
    'Props lvl1 Props',
    'Remote lvl1 Remote',
    'Remote lvl2 Usage image',
    'Props lvl3 Background image',
    'Props content text a',
    'Props content text b',
    'Remote content text c',
  ]);
});

test('a section named as the query comes first; a page row whose title does not match goes before its first other row', () => {
  const config = [hit('Configuration', 'lvl1', 'Configuration', false), hit('Configuration', 'content', 'text', true), hit('Configuration', 'lvl3', 'imageDir', true)];
  const guide = [hit('Guide', 'lvl1', 'Guide', false), hit('Guide', 'lvl2', 'Set the image dir', true)];
  assert.equal(ids(recordOrder([config, guide], named)), [
    'Configuration lvl1 Configuration',
    'Configuration lvl3 imageDir',
    'Guide lvl1 Guide',
    'Guide lvl2 Set the image dir',
    'Configuration content text',
  ]);
});

test('in the modal, a section of the site shows several matching pages, not one page’s paragraphs', () => {
  const page = (name: string) => [hit(name, 'lvl1', name, true), ...['a', 'b', 'c', 'd'].map((t) => hit(name, 'content', `${name} ${t}`, true))];
  const pages = ['One', 'Two', 'Three', 'Four'].map(page);
  const shown = groupHits(recordOrder(pages, named), undefined)[0]!.hits;
  assert.equal(new Set(shown.map((h) => h.hierarchy.lvl1)).size, 4);
  assert.equal(new Set(groupHits(pages.flat(), undefined)[0]!.hits.map((h) => h.hierarchy.lvl1)).size, 1, 'in page order, one page fills it');
});

test.run();
