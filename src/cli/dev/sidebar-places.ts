/**
 * Where each doc link is in a sidebar, and which pages show a list of it: what a save patched in
 * place (`relabel.ts`, `reorder.ts`) needs to find what it rewrites, without a walk of the sidebar
 * (at 10,000 pages one pass over the routes took 4–12 ms of a save).
 */
import { belowBase } from '../content/model.ts';
import { pagesShowing } from '../routes/page-data.ts';
import type { RouteData, SidebarCategory, SidebarItem } from '../../runtime/data.ts';

export interface LinkPlace {
  list: SidebarItem[];
  index: number;
  /** The categories it is in, from the top. */
  above: SidebarCategory[];
}

/**
 * `'category'` for a category's own page (the category's label names it, not its title);
 * `'twice'` for an href more than one item has (which one names the page in breadcrumbs and
 * pagination is then for the longer way to decide).
 */
export type Place = LinkPlace | 'category' | 'twice';

const placesBySidebar = new WeakMap<readonly SidebarItem[], Map<string, Place>>();

/**
 * Each doc link's place in the sidebar, by href: made once per sidebar, which a patch changes in
 * place (`inPlace`), so the map stays that of the sidebar.
 */
export function linkPlaces(items: SidebarItem[]): Map<string, Place> {
  let places = placesBySidebar.get(items);
  if (places) return places;
  const made = new Map<string, Place>();
  const walk = (list: SidebarItem[], above: SidebarCategory[]) => {
    list.forEach((item, index) => {
      if (item.href !== undefined) made.set(item.href, made.has(item.href) ? 'twice' : item.type === 'category' ? 'category' : { list, index, above });
      if (item.type === 'category') walk(item.items, [...above, item]);
    });
  };
  walk(items, []);
  places = made;
  placesBySidebar.set(items, places);
  return places;
}

/**
 * The routes whose pages show the list a link is in: every page of a small site (each carries the
 * whole sidebar, in the site data); on a large site those whose slice of the sidebar has it open.
 */
export function showingList(routes: readonly RouteData[], routeAt: ReadonlyMap<string, number>, place: LinkPlace, largeSite: boolean, baseUrl: string): number[] {
  if (!largeSite) return routes.map((_route, i) => i);
  const hrefs = pagesShowing(place.above);
  const inSidebar = (i: number | undefined): i is number => i !== undefined && 'sidebarId' in routes[i]! && routes[i]!.sidebarId !== undefined;
  if (hrefs === 'all') return routes.map((_route, i) => i).filter(inSidebar);
  return [...hrefs].map((href) => routeAt.get(belowBase(href, baseUrl) ?? href)).filter(inSidebar);
}

/** A list of the sidebar with new items, the list kept (every cache keyed by it stays right). */
export interface ListEdit {
  list: SidebarItem[];
  items: SidebarItem[];
}

/** Puts `edit`'s items in its list, and the links' places with them. */
export function putItems(sidebar: SidebarItem[], { list, items }: ListEdit): void {
  const places = linkPlaces(sidebar);
  list.splice(0, list.length, ...items);
  items.forEach((item, index) => {
    const place = item.href === undefined ? undefined : places.get(item.href);
    if (typeof place === 'object' && place.list === list && place.index !== index) places.set(item.href!, { ...place, index });
  });
}
