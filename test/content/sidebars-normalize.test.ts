/**
 * A sidebars file's data written out in full, as Docusaurus reads its shorthands; and the ranking
 * of doc ids an unknown id is compared with.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closestIds, editDistance } from '../../src/cli/content/doc-ids.ts';
import { UserError } from '../../src/cli/errors.ts';
import { normalizeSidebars, type SidebarEntry } from '../../src/cli/sidebars/normalize.ts';

/** Entries without where they were written, to compare shapes. */
const shape = (entries: readonly SidebarEntry[]): unknown[] =>
  entries.map(({ path: _path, ...entry }) => (entry.type === 'category' ? { ...entry, items: shape(entry.items) } : entry));

test('ids, { Label: [...] } categories and a sidebar written as an object of categories', () => {
  const sidebars = normalizeSidebars({ a: ['intro', { Guides: ['g/one', { Deeper: ['g/deep'] }] }], b: { Basics: ['intro'], More: [] } }, 'sidebars.js');
  assert.equal(shape(sidebars.get('a')!), [
    { type: 'doc', id: 'intro' },
    { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'g/one' }, { type: 'category', label: 'Deeper', items: [{ type: 'doc', id: 'g/deep' }] }] },
  ]);
  assert.equal(shape(sidebars.get('b')!).map((c) => (c as { label: string }).label), ['Basics', 'More']);
  assert.equal(sidebars.get('a')![1]!.path, ['a', 1, 'Guides'], 'where it was written');
});

test('a category whose items are an object of categories', () => {
  const sidebars = normalizeSidebars({ s: [{ type: 'category', label: 'Top', items: { Inner: ['x'] } }] }, 'sidebars.js');
  const top = sidebars.get('s')![0]!;
  assert.equal(top.type === 'category' && shape(top.items), [{ type: 'category', label: 'Inner', items: [{ type: 'doc', id: 'x' }] }]);
});

test('what is not sidebars is refused with the item’s path', () => {
  const message = (data: unknown) => {
    try {
      normalizeSidebars(data, 'sidebars.json');
    } catch (error) {
      if (error instanceof UserError) return error.format();
    }
    return 'no error';
  };
  assert.match(message([]), /^sidebars\.json: exports an array, not sidebars/);
  assert.match(message({ s: [42] }), /sidebar "s": s\[0\]: expected a doc id or an item object, got 42/);
  assert.match(message({ s: [{ type: 'category', label: 'C', items: [{ type: 'doc' }] }] }), /sidebar "s": s\[0\]\.items\[0\]\.id: expected a string, got nothing/);
});

test('closest ids: by edit distance, nearest first; none when nothing is near', () => {
  assert.is(editDistance('kitten', 'sitting'), 3);
  assert.equal(closestIds('guides/instal', ['guides/install', 'guides/uninstall', 'intro']), ['guides/install', 'guides/uninstall']);
  assert.equal(closestIds('zzz', ['intro', 'guides/install']), []);
});

test.run();
