/**
 * A doc given a new place among its siblings (a new `sidebar_position`), nothing else about it
 * changed. The other items of its list keep their order, so the list is the old one with the doc's
 * link moved, and so are its category page's cards and the reading order; only the routes that
 * show them are made again: its own, its neighbours' at the old place and the new, its category
 * page's and the pages whose sidebar shows the list. A doc moved to or from the top of the docs
 * (the version's first doc), or among siblings the list does not all hold (a category with nothing
 * to show), goes the longer way (`relink.ts`), which gives the same output.
 */
import type { BuildResult } from '../build/build.ts';
import { belowBase, withBase, type CompiledDoc, type ContentModel, type GeneratedIndex } from '../content/model.ts';
import { isIndexOf, withDoc, type SourceCategory, type SourceDoc } from '../content/scan.ts';
import { readingOrder, sortItems } from '../content/sidebar.ts';
import { isLargeSite } from '../routes/page-data.ts';
import type { CategoryRoute, DocCard, SidebarItem } from '../../runtime/data.ts';
import { inACardList, inPlace, ownRoute, repaginate, type Patch, type ReadingOrder } from './patch.ts';
import { linkPlaces, showingList } from './sidebar-places.ts';
import { docsWith } from './doc-index.ts';

/** The move of `old` to where `doc` sorts, or `undefined` when the change is more than its place in its list. */
export function reorder(state: BuildResult, old: CompiledDoc, doc: CompiledDoc): Patch | undefined {
  const { config, model } = state;
  const { routeAt, site } = state.incremental;
  if (!onlyPlace(old, doc) || inACardList(state.routes, doc.href)) return undefined;
  const place = linkPlaces(model.sidebar).get(doc.href);
  if (typeof place !== 'object') return undefined;
  const own = routeAt.get(doc.route);
  const was = own === undefined ? undefined : state.routes[own];
  if (own === undefined || was?.kind !== 'doc') return undefined;
  const tree = withDoc(model.tree, old.source, doc.source);
  const folder = folderOf(tree, doc.source);
  const items = folder && inSortedOrder(place.list, folder, (item) => (item.type === 'link' ? item.docId : undefined), (child) => child.id);
  if (!items) return undefined;
  const order = movedOrder(model.order, place.list, items);
  if (!order || firstDoc(order, state) !== model.version.sidebars[model.sidebarId]?.link?.path) return undefined;
  // A new position that leaves it where it was (past the last, still the last) moves nothing.
  const moved = items.some((item, i) => item !== place.list[i]);
  const generated = moved ? model.generatedIndexes.findIndex((index) => index.category?.dir === folder.dir) : -1;
  const index = generated === -1 ? undefined : withCards(model.generatedIndexes[generated]!, folder, model);
  if (index === null) return undefined;

  const next: ContentModel = {
    ...model,
    docs: docsWith(model.docs, old, doc),
    order,
    generatedIndexes: index ? model.generatedIndexes.with(generated, index) : model.generatedIndexes,
    tree,
  };
  const docsById = { get: (id: string) => (id === doc.id ? doc : model.docsById.get(id)) };
  const routes = [...state.routes];
  const changed = new Set<number>([own]);
  routes[own] = ownRoute(config, docsById, order, was, doc);
  // Its neighbours, where it was and where it is, and the docs whose front matter names it.
  const before = model.order.findIndex((page) => page.href === doc.href);
  const after = order.findIndex((page) => page.href === doc.href);
  const namedBy = (model.pagedFrom.get(doc.id) ?? []).map((path) => withBase(config.baseUrl, path));
  const neighbours = [model.order[before - 1]?.href, model.order[before + 1]?.href, order[after - 1]?.href, order[after + 1]?.href];
  repaginate(config, routes, routeAt, docsById, order, [...neighbours, ...namedBy], changed);
  const category = index && routeAt.get(index.route);
  if (index && category !== undefined && routes[category]!.kind === 'category') {
    routes[category] = { ...(routes[category] as CategoryRoute), cards: index.cards };
    changed.add(category);
  }
  if (moved) for (const i of showingList(routes, routeAt, place, isLargeSite(site), config.baseUrl)) changed.add(i);
  return {
    model: next,
    routes,
    changed: [...changed],
    ...(moved ? { sidebarChanged: { before: JSON.stringify(place.list), after: JSON.stringify(items) } } : {}),
    inPlace: inPlace(model, doc, moved ? { list: place.list, items } : undefined),
  };
}

/** Whether the doc's place among its siblings (`sidebar_position`, or its file name's sort key) is all that changed. */
function onlyPlace(old: CompiledDoc, doc: CompiledDoc): boolean {
  const was = old.source;
  const now = doc.source;
  if (doc.id !== old.id || doc.href !== old.href || doc.draft !== old.draft) return false;
  if (doc.title !== old.title || doc.sidebarLabel !== old.sidebarLabel || doc.description !== old.description) return false;
  if (now.position === was.position && now.sortKey === was.sortKey) return false;
  const fields = ['pagination_label', 'pagination_prev', 'pagination_next', 'sidebar_class_name'] as const;
  return fields.every((key) => now.frontMatter[key] === was.frontMatter[key]);
}

/** The category whose children hold the doc. */
function folderOf(category: SourceCategory, doc: SourceDoc): SourceCategory | undefined {
  for (const child of category.children) {
    if (child === doc) return category;
    const found = child.kind === 'category' ? folderOf(child, doc) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * `list` (the sidebar's items or the cards of a folder) in the order of the folder's children as
 * they sort now: a doc's entry by its key, a category's the next one of the list's categories
 * (they keep their order among themselves). `undefined` unless the list has an entry for every
 * child but the folder's own doc (a category with nothing to show has none: the longer way).
 */
function inSortedOrder<T>(list: readonly T[], folder: SourceCategory, keyOf: (entry: T) => string | undefined, docKey: (doc: SourceDoc) => string | undefined): T[] | undefined {
  const docs = new Map<string, T>();
  const categories: T[] = [];
  for (const entry of list) {
    const key = keyOf(entry);
    if (key === undefined) categories.push(entry);
    else docs.set(key, entry);
  }
  const sorted: T[] = [];
  let category = 0;
  for (const child of sortItems(folder.children)) {
    if (child.kind === 'category') {
      const next = categories[category++];
      if (next === undefined) return undefined;
      sorted.push(next);
      continue;
    }
    const key = isIndexOf(child, folder) ? undefined : docKey(child);
    const entry = key === undefined ? undefined : docs.get(key);
    if (key !== undefined && entry === undefined) return undefined;
    if (entry !== undefined) sorted.push(entry);
  }
  return sorted.length === list.length ? sorted : undefined;
}

/**
 * The reading order with the list's pages in their new order: the list's pages (and those inside
 * its categories) are one run of the reading order, made again from the list. `undefined` if they
 * are not (a page the sidebar names twice is read where it first comes).
 */
function movedOrder(order: ReadingOrder, list: readonly SidebarItem[], items: readonly SidebarItem[]): ReadingOrder | undefined {
  const hrefsOnly = () => undefined;
  const was = readingOrder(list, hrefsOnly);
  const start = was.length === 0 ? -1 : order.findIndex((page) => page.href === was[0]!.href);
  if (start === -1 || was.some((page, i) => order[start + i]?.href !== page.href)) return undefined;
  // A move renames nothing: each page keeps the name the order has for it (a pagination_label
  // the sidebar items do not carry).
  const named = new Map(order.slice(start, start + was.length).map((page) => [page.href, page]));
  const now = readingOrder(items, hrefsOnly).map((page) => named.get(page.href));
  return now.length === was.length && now.every((page) => page !== undefined) ? order.toSpliced(start, was.length, ...now) : undefined;
}

/** The href of the first doc in the reading order (the docs link of the version names it). */
function firstDoc(order: ReadingOrder, { routes, config, incremental }: BuildResult): string | undefined {
  return order.find((page) => {
    const path = belowBase(page.href, config.baseUrl);
    const i = path === undefined ? undefined : incremental.routeAt.get(path);
    return i !== undefined && routes[i]!.kind === 'doc';
  })?.href;
}

/** The folder's generated page with its cards in the new order; `null` if they cannot be put so. */
function withCards(index: GeneratedIndex, folder: SourceCategory, model: ContentModel): GeneratedIndex | null {
  const cards = inSortedOrder(index.cards, folder, (card: DocCard) => (card.kind === 'doc' ? card.href : undefined), (child) => model.docsById.get(child.id)?.href);
  return cards ? { ...index, category: folder, cards } : null;
}
