/**
 * The commonest save other pages show: a new title, sidebar label, description or sidebar class,
 * the doc staying where it is. Nothing moves, so nothing is derived again: the doc's sidebar link,
 * its entry in the reading order and its card are replaced, and only the routes that show them
 * are made again: its own, its neighbours' (their pagination), its category page's (its card) and
 * the pages whose sidebar shows it. At 10,000 pages deriving the model and every route again took
 * 140–180 ms a save; this takes a few. A new place is `reorder.ts`'s; anything else (a doc other
 * parts of the site name, a page the sidebar names twice) goes the longer way (`relink.ts`), which
 * gives the same output.
 */
import type { BuildResult } from '../build/build.ts';
import type { NavbarItemConfig } from '../config/schema.ts';
import { docCard, paginationLabel, withBase, type CompiledDoc, type ContentModel } from '../content/model.ts';
import { withDoc } from '../content/scan.ts';
import { sidebarLink } from '../content/sidebar.ts';
import { isLargeSite, sameShown } from '../routes/page-data.ts';
import type { CategoryRoute, DocCard } from '../../runtime/data.ts';
import { inACardList, inPlace, ownRoute, repaginate, type Patch } from './patch.ts';
import { linkPlaces, showingList } from './sidebar-places.ts';
import { docsWith } from './doc-index.ts';

/**
 * The relabel of `old` as `doc`, or `undefined` when the change is more than new labels. Every
 * look-up goes through an index (the routes' places, the sidebar links' places).
 */
export function relabel(state: BuildResult, old: CompiledDoc, doc: CompiledDoc): Patch | undefined {
  const { config, model } = state;
  const { routeAt, site } = state.incremental;
  if (!onlyLabels(state, old, doc) || inACardList(state.routes, doc.href)) return undefined;
  const shown = linkPlaces(model.sidebar).get(doc.href);
  // A category's link: the category may be named after it (its label, its class), derive.
  if (shown === 'twice' || shown === 'category') return undefined;
  const at = shown;
  const own = routeAt.get(doc.route);
  const was = own === undefined ? undefined : state.routes[own];
  if (own === undefined || was?.kind !== 'doc') return undefined;

  // The doc is put in the model's map in place (`inPlace`): copying 10,000 entries cost more than the rest.
  const docsById = { get: (id: string) => (id === doc.id ? doc : model.docsById.get(id)) };
  // Its custom props as the link has them (a changed `sidebar_custom_props` is not a label change: see `onlyLabels`).
  const current = at ? at.list[at.index] : undefined;
  const newLink = at && sidebarLink(doc.id, doc.sidebarLabel, doc.href, doc.source.frontMatter.sidebar_class_name, current?.type === 'link' ? current.customProps : undefined);
  // A front matter field its sidebar link does not show (most of them) leaves the sidebar as it is.
  const found = at && newLink && !sameShown(newLink, at.list[at.index]!) ? at : undefined;
  const link = found && newLink;
  const position = model.order.findIndex((page) => page.href === doc.href);
  // The reading order names the doc's page by the doc, whether the sidebar shows it as a link or as its category's page.
  const label = paginationLabel(doc);
  const order = position !== -1 && model.order[position]!.label !== label ? model.order.with(position, { label, href: doc.href }) : model.order;
  const card = docCard(doc);
  const isOld = (c: DocCard) => c.kind === 'doc' && c.href === doc.href && (c.title !== card.title || c.description !== card.description);
  const generatedIndexes = model.generatedIndexes.map((index) => (index.cards.some(isOld) ? { ...index, cards: index.cards.map((c) => (isOld(c) ? card : c)) } : index));
  const next: ContentModel = {
    ...model,
    docs: docsWith(model.docs, old, doc),
    order,
    generatedIndexes,
    tree: withDoc(model.tree, old.source, doc.source),
  };

  const routes = [...state.routes];
  const changed = new Set<number>([own]);
  // The trail ends with its new label.
  const breadcrumbs = link !== undefined && was.breadcrumbs.length > 0 ? was.breadcrumbs.with(-1, { label: link.label }) : was.breadcrumbs;
  routes[own] = ownRoute(config, docsById, order, was, doc, breadcrumbs);
  // Its neighbours' pagination, and that of the docs whose front matter names it as theirs.
  const namedBy = (model.pagedFrom.get(doc.id) ?? []).map((path) => withBase(config.baseUrl, path));
  repaginate(config, routes, routeAt, docsById, order, [order[position - 1]?.href, order[position + 1]?.href, ...namedBy], changed);
  generatedIndexes.forEach((index, n) => {
    const i = routeAt.get(index.route);
    if (index === model.generatedIndexes[n] || i === undefined || routes[i]!.kind !== 'category') return;
    routes[i] = { ...(routes[i] as CategoryRoute), cards: index.cards };
    changed.add(i);
  });
  if (found) for (const i of showingList(routes, routeAt, found, isLargeSite(site), config.baseUrl)) changed.add(i);
  const edit = found && link ? { list: found.list, items: found.list.with(found.index, link) } : undefined;
  return {
    model: next,
    routes,
    changed: [...changed],
    ...(found && link ? { sidebarChanged: { before: JSON.stringify(found.list[found.index]), after: JSON.stringify(link) } } : {}),
    inPlace: inPlace(model, doc, edit),
  };
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
  if (JSON.stringify(now.frontMatter.sidebar_custom_props) !== JSON.stringify(was.frontMatter.sidebar_custom_props)) return false;
  if (doc.id === model.version.mainDocId) return false;
  if (Object.values(model.version.sidebars).some((sidebar) => sidebar.link?.path === doc.href)) return false;
  return !config.navbar.items.some((item) => namesDoc(item, doc.id));
}

function namesDoc(item: NavbarItemConfig, id: string): boolean {
  if (item.type === 'doc') return item.docId === id;
  if (item.type === 'dropdown') return item.items.some((child) => namesDoc(child as NavbarItemConfig, id));
  return false;
}
