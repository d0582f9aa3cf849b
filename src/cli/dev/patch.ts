/**
 * What a save patched in place changes (`relabel.ts`: new labels; `reorder.ts`: a new place in
 * its list): the model and routes as deriving them again would make them, with only the routes
 * that show the change to render again. At 10,000 pages deriving the model and every route again
 * took 110–270 ms a save; a patch takes a few.
 */
import type { SiteConfig } from '../config/schema.ts';
import { belowBase, withBase, type CompiledDoc, type ContentModel } from '../content/model.ts';
import { paginationAt } from '../content/sidebar.ts';
import { docPagination, docRoute } from '../routes/routes.ts';
import type { CategoryRoute, DocRoute, RouteData, SidebarItem } from '../../runtime/data.ts';
import { putItems, type ListEdit } from './sidebar-places.ts';

/** A part of the sidebars as JSON text, before and after: `site.json` is spliced, not made again. */
export interface SiteJsonEdit {
  before: string;
  after: string;
}

export interface Patch {
  model: ContentModel;
  routes: RouteData[];
  /** Indexes in `routes` of the routes to render and write again, the saved doc's first. */
  changed: number[];
  /** The part of the sidebar it changed, if any (the site data's sidebars, and on a small site every page). */
  sidebarChanged?: SiteJsonEdit;
  /** Puts the doc in the model's map and the sidebar's new items in their list, in place (`undo` puts them back). */
  inPlace: { apply(): void; undo(): void };
}

export type DocLookup = Pick<ReadonlyMap<string, CompiledDoc>, 'get'>;
export type ReadingOrder = ContentModel['order'];

/**
 * The doc into the model's map and a list's new items into the sidebar, in place, and back. In
 * place, every cache of the sidebar (its slices' closed categories, the links' places, the pages'
 * ancestors) stays right: the list and the categories are the same objects.
 */
export function inPlace(model: ContentModel, doc: CompiledDoc, edit: ListEdit | undefined): Patch['inPlace'] {
  const docsById = model.docsById as Map<string, CompiledDoc>;
  const oldDoc = docsById.get(doc.id)!;
  const oldItems: SidebarItem[] | undefined = edit && [...edit.list];
  return {
    apply() {
      docsById.set(doc.id, doc);
      if (edit) putItems(model.sidebar, edit);
    },
    undo() {
      docsById.set(doc.id, oldDoc);
      if (edit) putItems(model.sidebar, { list: edit.list, items: oldItems! });
    },
  };
}

/** The saved doc's route: its trail as given, its pagination from the reading order. */
export function ownRoute(config: SiteConfig, docsById: DocLookup, order: ReadingOrder, was: DocRoute, doc: CompiledDoc, breadcrumbs = was.breadcrumbs): DocRoute {
  const fm = doc.source.frontMatter;
  const pagination = docPagination(docsById, paginationAt(order, doc.href), fm.pagination_prev, fm.pagination_next);
  return docRoute(config, doc, { breadcrumbs, pagination, ...(was.sidebarId !== undefined ? { sidebarId: was.sidebarId } : {}), ...(was.cardList ? { cardList: was.cardList } : {}) });
}

/**
 * Makes the pagination of the routes at `hrefs` (base URL included) again from `order`; those that
 * come out different are put in `routes` and added to `changed`.
 */
export function repaginate(config: SiteConfig, routes: RouteData[], routeAt: ReadonlyMap<string, number>, docsById: DocLookup, order: ReadingOrder, hrefs: readonly (string | undefined)[], changed: Set<number>): void {
  for (const href of hrefs) {
    const path = href === undefined ? undefined : belowBase(href, config.baseUrl);
    const i = path === undefined ? undefined : routeAt.get(path);
    const route = i === undefined ? undefined : routes[i];
    if (route?.kind !== 'doc' && route?.kind !== 'category') continue;
    const made = withPagination(route, docsById, order, withBase(config.baseUrl, route.path));
    if (JSON.stringify(made.pagination) === JSON.stringify(route.pagination)) continue;
    routes[i!] = made;
    changed.add(i!);
  }
}

/** A route whose pagination names the doc, with its pagination made again. */
function withPagination(route: DocRoute | CategoryRoute, docsById: DocLookup, order: ReadingOrder, href: string): DocRoute | CategoryRoute {
  const neighbours = paginationAt(order, href);
  if (route.kind === 'category') return { ...route, pagination: neighbours };
  const fm = docsById.get(route.docId)!.source.frontMatter;
  return { ...route, pagination: docPagination(docsById, neighbours, fm.pagination_prev, fm.pagination_next) };
}

/**
 * Whether a doc page's `<DocCardList />` shows the doc at `href`: its card (title, description,
 * place) is drawn into that page's HTML, which a patch does not make again, so such a save takes
 * the long way. Few pages have one; the look is one pass over the routes.
 */
export function inACardList(routes: readonly RouteData[], href: string): boolean {
  return routes.some((route) => route.kind === 'doc' && route.cardList?.some((card) => card.href === href) === true);
}
