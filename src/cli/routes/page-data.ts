/**
 * What each page carries of the site data. A small site sends it whole with every page (the
 * sidebar, every doc entry): a few kilobytes, and every category opens without JavaScript. On a
 * large site that would be most of each page (1,000 docs: 350 KB of JSON and 160 KB of sidebar
 * HTML per page, so the output grows with the square of the site), so a page carries only the
 * part of the sidebar it shows open; a closed category is sent without its links, marked
 * `unloaded`, and the browser reads them from `_docsgen/site.json` when it is opened — as
 * Docusaurus, which does not render a collapsed category's links either.
 */
import type { RouteData, SidebarCategory, SidebarItem, SiteData } from '../../runtime/data.ts';
import { comparable } from '../content/sidebar.ts';

/** A sidebar with more links than this is sent a slice at a time. */
export const FULL_SIDEBAR_LINKS = 300;

export function countLinks(items: readonly SidebarItem[]): number {
  let count = 0;
  for (const item of items) count += item.type === 'link' ? 1 : 1 + countLinks(item.items);
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

/** For each href of a sidebar, the categories it is in (built once per sidebar, not per page). */
const ancestorsBySidebar = new WeakMap<readonly SidebarItem[], Map<string, Set<SidebarCategory>>>();

function ancestorsIndex(items: readonly SidebarItem[]): Map<string, Set<SidebarCategory>> {
  let index = ancestorsBySidebar.get(items);
  if (!index) {
    const built = new Map<string, Set<SidebarCategory>>();
    const walk = (list: readonly SidebarItem[], above: SidebarCategory[]) => {
      for (const item of list) {
        const inside = item.type === 'category' ? [...above, item] : above;
        if (item.href) {
          const key = comparable(item.href);
          const set = built.get(key) ?? new Set();
          for (const category of inside) set.add(category);
          built.set(key, set);
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

const closedStubs = new WeakMap<SidebarCategory, SidebarCategory>();

function closed(category: SidebarCategory): SidebarCategory {
  let stub = closedStubs.get(category);
  if (!stub) {
    stub = { ...category, items: [], unloaded: true };
    closedStubs.set(category, stub);
  }
  return stub;
}

/** The sidebar as the page at `current` (baseUrl included) shows it: closed categories emptied. */
export function sliceSidebar(items: readonly SidebarItem[], current: string): SidebarItem[] {
  const around = ancestorsIndex(items).get(comparable(current));
  const slice = (list: readonly SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type === 'link') return item;
      const open = !item.collapsed || !item.collapsible || (around?.has(item) ?? false);
      return open ? { ...item, items: slice(item.items) } : closed(item);
    });
  return slice(items);
}

const compacted = new WeakMap<SiteData, SiteData>();

/** The site data in a large site's pages: no sidebars, no doc lists (both in `site.json`). */
export function pageSite(site: SiteData, limit = FULL_SIDEBAR_LINKS): SiteData {
  if (!isLargeSite(site, limit)) return site;
  let compact = compacted.get(site);
  if (!compact) {
    compact = { ...site, sidebars: {}, versions: site.versions.map((v) => ({ ...v, docs: [] })) };
    compacted.set(site, compact);
  }
  return compact;
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
  if (!isLargeSite(site, limit)) return route;
  let page = route;
  if (route.kind === 'doc') {
    const version = docVersion(site, route.docId);
    if (version) page = { ...route, version };
  }
  if ('sidebarId' in page && page.sidebarId) {
    const items = site.sidebars[page.sidebarId] ?? [];
    page = { ...page, sidebar: sliceSidebar(items, site.baseUrl + route.path.replace(/^\//, '')) };
  }
  return page;
}
