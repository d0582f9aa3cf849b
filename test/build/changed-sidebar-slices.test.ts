/**
 * Which pages of a large site show a sidebar change: each page carries its open part of the
 * sidebar (`sliceSidebar`), so a change reaches the pages where its list is open. Checked against
 * the slices themselves: a page is named exactly when its slice differs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SidebarCategory, SidebarItem } from '../../src/runtime/data.ts';
import { changedSlices, sliceSidebar } from '../../src/cli/routes/page-data.ts';

const link = (name: string, label = name): SidebarItem => ({ type: 'link', label, href: `/docs/${name}`, docId: name });
const category = (label: string, items: SidebarItem[], open: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category',
  label,
  href: `/docs/category/${label.toLowerCase()}`,
  collapsed: true,
  collapsible: true,
  items,
  ...open,
});

/** Two parts (A collapsed, B always open), A holding a collapsed chapter A1 and an open chapter A2. */
function sidebar(edit: (name: string) => string = (n) => n): SidebarItem[] {
  const l = (name: string) => link(name, edit(name));
  return [
    l('intro'),
    category('A', [l('a0'), category('A1', [l('a1x'), l('a1y')]), category('A2', [l('a2x')], { collapsed: false })]),
    category('B', [l('b0'), category('B1', [l('b1x')])], { collapsed: false }),
  ];
}

const pages = ['/docs/intro', '/docs/category/a', '/docs/a0', '/docs/category/a1', '/docs/a1x', '/docs/a1y', '/docs/category/a2', '/docs/a2x', '/docs/category/b', '/docs/b0', '/docs/category/b1', '/docs/b1x'];

/** The pages whose slice differs, found by slicing for each page (what `changedSlices` must name). */
function differingSlices(before: SidebarItem[], after: SidebarItem[]): string[] {
  return pages.filter((page) => JSON.stringify(sliceSidebar(before, page)) !== JSON.stringify(sliceSidebar(after, page)));
}

function named(result: 'all' | Set<string>): string[] {
  return result === 'all' ? pages : pages.filter((page) => result.has(page));
}

const renamed = (target: string) => sidebar((n) => (n === target ? `${n}, renamed` : n));

test('a link in a collapsed chapter: the pages inside that chapter', () => {
  const after = renamed('a1x');
  assert.equal(named(changedSlices(sidebar(), after)), ['/docs/category/a1', '/docs/a1x', '/docs/a1y']);
  assert.equal(named(changedSlices(sidebar(), after)), differingSlices(sidebar(), after));
});

test('a link in an open chapter of a collapsed part: the pages inside the part', () => {
  const after = renamed('a2x');
  assert.equal(named(changedSlices(sidebar(), after)), differingSlices(sidebar(), after));
  assert.equal(named(changedSlices(sidebar(), after)), pages.filter((p) => /\/(category\/)?a/.test(p)));
});

test('a link in an always-open part, or at the top: every page', () => {
  for (const name of ['b0', 'intro']) {
    const after = renamed(name);
    assert.is(changedSlices(sidebar(), after), 'all', name);
    assert.equal(differingSlices(sidebar(), after), pages, name);
  }
});

test('a link in a collapsed chapter of an always-open part: the pages of that chapter', () => {
  const after = renamed('b1x');
  assert.equal(named(changedSlices(sidebar(), after)), ['/docs/category/b1', '/docs/b1x']);
  assert.equal(named(changedSlices(sidebar(), after)), differingSlices(sidebar(), after));
});

test('links in a new order are a change; the same sidebar is none', () => {
  const before = sidebar();
  const after = sidebar();
  const a1 = (after[1] as SidebarCategory).items[1] as SidebarCategory;
  a1.items.reverse();
  assert.equal(named(changedSlices(before, after)), differingSlices(before, after));
  assert.equal(named(changedSlices(before, sidebar())), []);
});

test.run();
