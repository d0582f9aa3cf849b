/**
 * What each page carries of the site data. A small site sends it whole with every page (the
 * sidebar, every doc entry): a few kilobytes, and every category opens without JavaScript. On a
 * large site that would be most of each page (1,000 docs: 350 KB of JSON and 160 KB of sidebar
 * HTML per page, so the output grows with the square of the site), so a page carries only the
 * part of the sidebar it shows open; a closed category is sent without its links, marked
 * `unloaded`, and the browser reads them from `_docsgen/site.json` when it is opened — as
 * Docusaurus, which does not render a collapsed category's links either.
 */
import type { RouteData, SidebarCategory, SidebarItem, SiteData, VersionData } from '../../runtime/data.ts';
import { comparableHref } from '../../runtime/docs/sidebar-href.ts';
import { shareJson } from './route-json.ts';

/** A sidebar with more links than this is sent a slice at a time. */
export const FULL_SIDEBAR_LINKS = 300;

export function countLinks(items: readonly SidebarItem[]): number {
  let count = 0;
  for (const item of items) count += item.type !== 'category' ? 1 : 1 + countLinks(item.items);
  return count;
}

const largestSidebar = new WeakMap<SiteData, number>();

export function isLargeSite(site: SiteData, limit = FULL_SIDEBAR_LINKS): boolean {
  let links = largestSidebar.get(site);
  if (links === undefined) {
    links = Math.max(0, ...Object.values(site.sidebars).map(countLinks));
    largestSidebar.set(site, links);
  }
  return links > limit;
}

/**
 * For each href of a sidebar, the categories it is in (built once per sidebar, not per page). The
 * items of a list share its path of categories: a set for each href was 138 ms of `serve`'s first
 * page at 100,000 docs.
 */
const ancestorsBySidebar = new WeakMap<readonly SidebarItem[], Map<string, readonly SidebarCategory[]>>();

function ancestorsIndex(items: readonly SidebarItem[]): Map<string, readonly SidebarCategory[]> {
  let index = ancestorsBySidebar.get(items);
  if (!index) {
    const built = new Map<string, readonly SidebarCategory[]>();
    const walk = (list: readonly SidebarItem[], above: readonly SidebarCategory[]) => {
      for (const item of list) {
        const inside = item.type === 'category' ? [...above, item] : above;
        if (item.href) {
          const key = comparableHref(item.href);
          const known = built.get(key);
          // An href in two places is in the categories of both.
          built.set(key, known === undefined ? inside : [...known, ...inside.filter((category) => !known.includes(category))]);
        }
        if (item.type === 'category') walk(item.items, inside);
      }
    };
    walk(items, []);
    index = built;
    ancestorsBySidebar.set(items, index);
  }
  return index;
}

/**
 * Each item of a list as a page shows it closed (a category that closes away, emptied; one
 * object for every page), made once per list: looked up per category, it was a look-up for each
 * of the hundreds of top-level categories on each page of a large site. `serve` reorders a list
 * in place: its items are compared with those the stubs were made of, and a stub is kept for
 * the category object it was made of.
 */
const closedLists = new WeakMap<readonly SidebarItem[], { of: readonly SidebarItem[]; stubs: (SidebarCategory | undefined)[] }>();
const closedStubs = new WeakMap<SidebarCategory, SidebarCategory>();

function closedItems(list: readonly SidebarItem[]): (SidebarCategory | undefined)[] {
  const known = closedLists.get(list);
  if (known && known.of.length === list.length && known.of.every((item, index) => item === list[index])) return known.stubs;
  const stubs = list.map((item) => (item.type === 'category' && closesAway(item) ? closedStub(item) : undefined));
  closedLists.set(list, { of: [...list], stubs });
  return stubs;
}

function closedStub(category: SidebarCategory): SidebarCategory {
  let stub = closedStubs.get(category);
  if (!stub) closedStubs.set(category, (stub = shareJson({ ...category, items: [], unloaded: true })));
  return stub;
}

/** A category closed on every page but those inside it (it holds their links, or is their own page). */
const closesAway = (category: SidebarCategory) => category.collapsed && category.collapsible;

/** The sidebar as the page at `current` (baseUrl included) shows it: closed categories emptied. */
export function sliceSidebar(items: readonly SidebarItem[], current: string): SidebarItem[] {
  const around = ancestorsIndex(items).get(comparableHref(current));
  const slice = (list: readonly SidebarItem[]): SidebarItem[] => {
    const closed = closedItems(list);
    return list.map((item, index) => {
      if (item.type !== 'category') return item;
      const stub = closed[index];
      return stub === undefined || around?.includes(item) ? { ...item, items: slice(item.items) } : stub;
    });
  };
  return slice(items);
}

/**
 * The pages whose slice (`sliceSidebar`) differs between two versions of a sidebar: `'all'`, or
 * their hrefs (as the sidebar has them: baseUrl and route). A list of items that changed is on
 * the pages where its category and every category above it are open: all of them, or those
 * inside the deepest one that closes away. Lists below a changed one need no look: they are on
 * fewer pages.
 */
export function changedSlices(before: readonly SidebarItem[], after: readonly SidebarItem[]): 'all' | Set<string> {
  const pages = new Set<string>();
  let all = false;
  const visit = (a: readonly SidebarItem[], b: readonly SidebarItem[], above: readonly [SidebarCategory, SidebarCategory][]) => {
    if (all) return;
    if (a.length !== b.length || a.some((item, i) => !sameShown(item, b[i]!))) {
      all = pagesShowing(above.map(([category]) => category), pages) === 'all' || pagesShowing(above.map(([, category]) => category), pages) === 'all';
      return;
    }
    a.forEach((item, i) => {
      const other = b[i]!;
      if (item.type === 'category' && other.type === 'category') visit(item.items, other.items, [...above, [item, other]]);
    });
  };
  visit(before, after, []);
  return all ? 'all' : pages;
}

/**
 * The pages that show the items of the innermost of `categories` (a path down the sidebar, from
 * the top): `'all'` when none of them closes away, else their hrefs, added to `into`.
 */
export function pagesShowing(categories: readonly SidebarCategory[], into = new Set<string>()): 'all' | Set<string> {
  const closing = categories.findLast(closesAway);
  if (!closing) return 'all';
  addHrefs(closing, into);
  return into;
}

/** Whether two items show the same in a list: every field but a category's items (a list of their own) is plain. */
export function sameShown(a: SidebarItem, b: SidebarItem): boolean {
  const fields = Object.keys(a);
  if (fields.length !== Object.keys(b).length) return false;
  return fields.every((field) => field === 'items' || (a as unknown as Record<string, unknown>)[field] === (b as unknown as Record<string, unknown>)[field]);
}

/** The hrefs of a category's own page and of every page inside it. */
function addHrefs(category: SidebarCategory, into: Set<string>): void {
  if (category.href) into.add(category.href);
  for (const item of category.items) {
    if (item.type === 'category') addHrefs(item, into);
    else if (item.href) into.add(item.href);
  }
}

const compacted = new WeakMap<SiteData, SiteData>();

/** The site data in a large site's pages: no sidebars, no doc lists (both in `site.json`). */
export function pageSite(site: SiteData, limit = FULL_SIDEBAR_LINKS): SiteData {
  const large = isLargeSite(site, limit);
  if (!large && site.versions.length < 2) return site;
  let compact = compacted.get(site);
  if (!compact) {
    // A versioned site's page carries its own sidebar in its route (`pageRoute`), not every version's.
    // A sidebar's first page's title is for the build's navbar alone: out of the pages, a new title for it changes one version's pages, not all.
    const versions = site.versions.map((v) => ({ ...v, sidebars: sidebarPaths(v.sidebars), ...(large ? { docs: [] } : {}) }));
    compact = { ...site, sidebars: {}, versions };
    compacted.set(site, compact);
  }
  return compact;
}

function sidebarPaths(sidebars: VersionData['sidebars']): VersionData['sidebars'] {
  return Object.fromEntries(Object.entries(sidebars).map(([id, { link }]) => [id, { link: link && { path: link.path } }]));
}

const versionOfDoc = new WeakMap<SiteData, Map<string, string>>();

function docVersion(site: SiteData, docId: string): string | undefined {
  let index = versionOfDoc.get(site);
  if (!index) {
    index = new Map(site.versions.flatMap((v) => v.docs.map((d) => [d.id, v.name] as const)));
    versionOfDoc.set(site, index);
  }
  return index.get(docId);
}

/**
 * The route as its page and payload carry it. On a large site: with its slice of the sidebar,
 * and a doc with its version (its pages have no doc lists to look it up in).
 */
export function pageRoute(site: SiteData, route: RouteData, limit = FULL_SIDEBAR_LINKS): RouteData {
  if (!isLargeSite(site, limit)) {
    // A versioned site: the page's own version's sidebar, whole (its site data has none, see `pageSite`).
    if (site.versions.length < 2 || !('sidebarId' in route) || !route.sidebarId) return route;
    return { ...route, sidebar: site.sidebars[route.sidebarId] ?? [] };
  }
  let page = route;
  if (route.kind === 'doc' && route.version === undefined) {
    const version = docVersion(site, route.docId);
    if (version) page = { ...route, version };
  }
  if ('sidebarId' in page && page.sidebarId) {
    const items = site.sidebars[page.sidebarId] ?? [];
    page = { ...page, sidebar: sliceSidebar(items, site.baseUrl + route.path.replace(/^\//, '')) };
  }
  return page;
}
