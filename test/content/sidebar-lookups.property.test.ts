/**
 * A page's breadcrumbs and neighbours (content/sidebar.ts) are answered by a search of the sidebar
 * for the first few lookups, then by an index made once (`serve`'s first page of a large site asks
 * one; a build asks one per page). Over random sidebars, with hrefs met twice, in other capitals,
 * with a trailing slash, or not in the sidebar at all, the two give the same answers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { breadcrumbIndex, paginationIndex, readingOrder, SEARCHES_BEFORE_INDEX } from '../../src/cli/content/sidebar.ts';
import type { SidebarItem } from '../../src/runtime/data.ts';

const HREFS = ['/docs/a', '/docs/b', '/docs/B/', '/docs/c/', '/docs/c', '/docs/İ', '/docs/i̇'];

const href = fc.constantFrom(...HREFS);
const label = fc.string({ minLength: 1, maxLength: 3 });
const { item } = fc.letrec<{ item: SidebarItem }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('link' as const), label, href }),
    fc.record({ type: fc.constant('html' as const), value: fc.constant('<hr>'), className: fc.constant('menu__html') }),
    fc.record(
      { type: fc.constant('category' as const), label, href, collapsed: fc.boolean(), collapsible: fc.constant(true), items: fc.array(tie('item'), { maxLength: 4 }) },
      { requiredKeys: ['type', 'label', 'collapsed', 'collapsible', 'items'] },
    ),
  ),
}));

/** Every href asked of a fresh lookup (its search) and of one past its searches (its index). */
function bothWays<T>(make: () => (href: string) => T, asked: readonly string[]): { searched: T[]; indexed: T[] } {
  const searched = asked.map((h) => make()(h));
  const indexedLookup = make();
  for (let i = 0; i < SEARCHES_BEFORE_INDEX; i++) indexedLookup('/not/in/the/sidebar');
  return { searched, indexed: asked.map((h) => indexedLookup(h)) };
}

const asked = [...HREFS, '/docs/A', '/docs/c//', '/elsewhere'];

test('breadcrumbs: a search of the sidebar and its index give the same trail for every href', () => {
  fc.assert(
    fc.property(fc.array(item, { maxLength: 6 }), (items) => {
      const { searched, indexed } = bothWays(() => breadcrumbIndex(items), asked);
      assert.equal(searched, indexed);
    }),
    { numRuns: 500 },
  );
});

test('neighbours: a search of the reading order and its index give the same pages for every href', () => {
  fc.assert(
    fc.property(fc.array(item, { maxLength: 6 }), (items) => {
      const order = readingOrder(items, () => undefined);
      const { searched, indexed } = bothWays(() => paginationIndex(order), asked);
      assert.equal(searched, indexed);
    }),
    { numRuns: 500 },
  );
});

test('a trail names the categories above the first link to the page, in any capitals', () => {
  const items: SidebarItem[] = [
    { type: 'link', label: 'Intro', href: '/docs/intro' },
    { type: 'category', label: 'Guides', href: '/docs/guides', collapsed: false, collapsible: true, items: [
      { type: 'category', label: 'Deploy', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Hosts', href: '/docs/guides/hosts' }] },
    ] },
    { type: 'link', label: 'Hosts again', href: '/docs/guides/hosts' },
  ];
  const expected = [{ label: 'Guides', href: '/docs/guides' }, { label: 'Deploy' }, { label: 'Hosts' }];
  const lookup = breadcrumbIndex(items);
  for (let i = 0; i <= SEARCHES_BEFORE_INDEX; i++) assert.equal(lookup('/DOCS/guides/hosts/'), expected, `lookup ${i + 1}`);
  assert.equal(lookup('/docs/missing'), []);
});

test.run();
