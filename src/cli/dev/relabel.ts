/**
 * The commonest save other pages show: a new title, sidebar label, description or sidebar class,
 * the doc staying where it is. Nothing moves, so nothing is derived again: the doc's sidebar link,
 * its entry in the reading order and its card are replaced, and only the routes that show them
 * are made again: its own, its neighbours' (their pagination), its category page's (its card) and
 * the pages whose sidebar shows it. At 10,000 pages deriving the model and every route again took
 * 140–180 ms a save; this takes a few. Anything else (a new place, a doc other parts of the site
 * name) goes the longer way (`relink.ts`), which gives the same output.
 */
import type { BuildResult } from '../build/build.ts';
import type { NavbarItemConfig, SiteConfig } from '../config/schema.ts';
import { belowBase, docCard, withBase, type CompiledDoc, type ContentModel } from '../content/model.ts';
import { withDoc } from '../content/scan.ts';
import { paginationAt, sidebarLink } from '../content/sidebar.ts';
import { isLargeSite, pagesShowing, sameShown } from '../routes/page-data.ts';
import { docPagination, docRoute } from '../routes/routes.ts';
import type { CategoryRoute, DocCard, DocRoute, RouteData, SidebarCategory, SidebarItem } from '../../runtime/data.ts';

export interface LinkChange {
  before: SidebarItem;
  after: SidebarItem;
}

/** What a relabel changes: the new model and routes, the routes to render again, and whether the sidebar changed. */
export interface Relabel {
  model: ContentModel;
  routes: RouteData[];
  /** Indexes in `routes` of the routes to render and write again, the saved doc's first. */
  changed: number[];
  /** The sidebar link it changed, if any (the site data's sidebars, `site.json`, and on a small site every page). */
  linkChanged?: LinkChange;
  /** Puts the doc in the model's map and its new link in the sidebar, in place (`undo` puts them back). */
  inPlace: { apply(): void; undo(): void };
}

/**
 * The relabel of `old` as `doc`, or `undefined` when the change is more than new labels. Every
 * look-up goes through an index (the routes' places, the sidebar links' places): at 10,000 pages
 * one pass over the routes took 4–12 ms of a save.
 */
export function relabel(state: BuildResult, old: CompiledDoc, doc: CompiledDoc): Relabel | undefined {
  const { config, model } = state;
  const { routeAt, site } = state.incremental;
  if (!onlyLabels(state, old, doc)) return undefined;
  const shown = linkPlaces(model.sidebar).get(doc.href);
  if (shown === 'twice') return undefined;
  const at = shown === 'category' ? undefined : shown;
  const own = routeAt.get(doc.route);
  const was = own === undefined ? undefined : state.routes[own];
  if (own === undefined || was?.kind !== 'doc') return undefined;

  // The doc is put in the model's map in place, with its link (`inPlace`): copying 10,000 entries cost more than the rest.
  const docsById = { get: (id: string) => (id === doc.id ? doc : model.docsById.get(id)) };
  const newLink = at && sidebarLink(doc.id, doc.sidebarLabel, doc.href, doc.source.frontMatter.sidebar_class_name);
  // A front matter field its sidebar link does not show (most of them) leaves the sidebar as it is.
  const found = at && newLink && !sameShown(newLink, at.list[at.index]!) ? at : undefined;
  const link = found && newLink;
  const position = model.order.findIndex((page) => page.href === doc.href);
  // The reading order names a page by its sidebar item: this link, if the doc has one.
  const order = link && position !== -1 ? model.order.with(position, { label: link.label, href: doc.href }) : model.order;
  const card = docCard(doc);
  const isOld = (c: DocCard) => c.kind === 'doc' && c.href === doc.href && (c.title !== card.title || c.description !== card.description);
  const generatedIndexes = model.generatedIndexes.map((index) => (index.cards.some(isOld) ? { ...index, cards: index.cards.map((c) => (isOld(c) ? card : c)) } : index));
  const next: ContentModel = {
    ...model,
    docs: model.docs.with(model.docs.indexOf(old), doc),
    order,
    generatedIndexes,
    tree: withDoc(model.tree, old.source, doc.source),
  };

  const routes = [...state.routes];
  const changed = new Set<number>([own]);
  routes[own] = ownRoute(state.config, docsById, order, was, doc, link?.label);
  // Its neighbours' pagination, and that of the docs whose front matter names it as theirs.
  const neighbours = [order[position - 1]?.href, order[position + 1]?.href].filter((href) => href !== undefined);
  for (const path of [...neighbours.map((href) => belowBase(href, config.baseUrl)), ...(model.pagedFrom.get(doc.id) ?? [])]) {
    const i = path === undefined ? undefined : routeAt.get(path);
    const route = i === undefined ? undefined : routes[i];
    if ((route?.kind !== 'doc' && route?.kind !== 'category') || i === own) continue;
    const made = withPagination(route, docsById, order, withBase(config.baseUrl, route.path));
    if (JSON.stringify(made.pagination) === JSON.stringify(route.pagination)) continue;
    routes[i!] = made;
    changed.add(i!);
  }
  generatedIndexes.forEach((index, n) => {
    const i = routeAt.get(index.route);
    if (index === model.generatedIndexes[n] || i === undefined || routes[i]!.kind !== 'category') return;
    routes[i] = { ...(routes[i] as CategoryRoute), cards: index.cards };
    changed.add(i);
  });
  if (found) for (const i of showingLink(routes, routeAt, found, isLargeSite(site), config.baseUrl)) changed.add(i);
  return {
    model: next,
    routes,
    changed: [...changed],
    ...(found && link ? { linkChanged: { before: found.list[found.index]!, after: link } } : {}),
    inPlace: putInPlace(model, doc, found && link ? { list: found.list, index: found.index, link } : undefined),
  };
}


/**
 * The routes whose pages show the link: every page of a small site (each carries the whole
 * sidebar, in the site data); on a large site those whose slice of the sidebar has its list open.
 */
function showingLink(routes: readonly RouteData[], routeAt: ReadonlyMap<string, number>, found: LinkPlace, largeSite: boolean, baseUrl: string): number[] {
  if (!largeSite) return routes.map((_route, i) => i);
  const hrefs = pagesShowing(found.above);
  const inSidebar = (i: number | undefined): i is number => i !== undefined && 'sidebarId' in routes[i]! && routes[i]!.sidebarId !== undefined;
  if (hrefs === 'all') return routes.map((_route, i) => i).filter(inSidebar);
  return [...hrefs].map((href) => routeAt.get(belowBase(href, baseUrl) ?? href)).filter(inSidebar);
}

/**
 * Whether the change is labels only: the doc keeps its place in the sidebar and the reading order,
 * and no part of the site outside the sidebar, the pagination and the cards names it (the docs
 * link of the version and the navbar name the first doc; the docs root redirects to the main one).
 */
function onlyLabels(state: BuildResult, old: CompiledDoc, doc: CompiledDoc): boolean {
  const { model, config } = state;
  const was = old.source;
  const now = doc.source;
  if (doc.id !== old.id || doc.href !== old.href || doc.draft !== old.draft) return false;
  if (now.position !== was.position || now.sortKey !== was.sortKey) return false;
  for (const key of ['pagination_label', 'pagination_prev', 'pagination_next'] as const) {
    if (now.frontMatter[key] !== was.frontMatter[key]) return false;
  }
  if (doc.id === model.version.mainDocId) return false;
  if (Object.values(model.version.sidebars).some((sidebar) => sidebar.link?.path === doc.href)) return false;
  return !config.navbar.items.some((item) => namesDoc(item, doc.id));
}

function namesDoc(item: NavbarItemConfig, id: string): boolean {
  if (item.type === 'doc') return item.docId === id;
  if (item.type === 'dropdown') return item.items.some((child) => namesDoc(child as NavbarItemConfig, id));
  return false;
}

interface LinkPlace {
  list: SidebarItem[];
  index: number;
  /** The categories it is in, from the top. */
  above: SidebarCategory[];
}

const placesBySidebar = new WeakMap<readonly SidebarItem[], Map<string, LinkPlace | 'category' | 'twice'>>();

/**
 * Each doc link's place in the sidebar, by href (made once per sidebar: a relabel puts its link in
 * the same place); `'category'` for a category's own page (the category's label names it, not its
 * title); `'twice'` for an href more than one item has (which one names the page in breadcrumbs
 * and pagination is then for the longer way to decide).
 */
function linkPlaces(items: SidebarItem[]): Map<string, LinkPlace | 'category' | 'twice'> {
  let places = placesBySidebar.get(items);
  if (places) return places;
  const made = new Map<string, LinkPlace | 'category' | 'twice'>();
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
 * The doc into the model's map and its link into the sidebar, in place, and back. In place, every
 * cache of the sidebar (its slices' closed categories, the links' places) stays right: the link
 * is put where the old one was.
 */
function putInPlace(model: ContentModel, doc: CompiledDoc, link: { list: SidebarItem[]; index: number; link: SidebarItem } | undefined): { apply(): void; undo(): void } {
  const docsById = model.docsById as Map<string, CompiledDoc>;
  const oldDoc = docsById.get(doc.id)!;
  const oldLink = link?.list[link.index];
  return {
    apply() {
      docsById.set(doc.id, doc);
      if (link) link.list[link.index] = link.link;
    },
    undo() {
      docsById.set(doc.id, oldDoc);
      if (link) link.list[link.index] = oldLink!;
    },
  };
}

/** The saved doc's route: its trail ends with its new label; its neighbours are as they were. */
function ownRoute(config: SiteConfig, docsById: DocLookup, order: ReadingOrder, was: DocRoute, doc: CompiledDoc, label: string | undefined): DocRoute {
  const breadcrumbs = label !== undefined && was.breadcrumbs.length > 0 ? was.breadcrumbs.with(-1, { label }) : was.breadcrumbs;
  const fm = doc.source.frontMatter;
  const pagination = docPagination(docsById, paginationAt(order, doc.href), fm.pagination_prev, fm.pagination_next);
  return docRoute(config, doc, { breadcrumbs, pagination, ...(was.sidebarId !== undefined ? { sidebarId: was.sidebarId } : {}) });
}

/** A route whose pagination names the doc, with its pagination made again. */
function withPagination(route: DocRoute | CategoryRoute, docsById: DocLookup, order: ReadingOrder, href: string): DocRoute | CategoryRoute {
  const neighbours = paginationAt(order, href);
  if (route.kind === 'category') return { ...route, pagination: neighbours };
  const fm = docsById.get(route.docId)!.source.frontMatter;
  return { ...route, pagination: docPagination(docsById, neighbours, fm.pagination_prev, fm.pagination_next) };
}

type DocLookup = Pick<ReadonlyMap<string, CompiledDoc>, 'get'>;
type ReadingOrder = ContentModel['order'];
