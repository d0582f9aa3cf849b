/**
 * The route table: every URL of the site and the data that renders it.
 */
import type { Breadcrumb, CategoryRoute, DocRoute, Pagination, RouteData, TagsRoute } from '../../runtime/data.ts';
import type { SiteConfig } from '../config/schema.ts';
import { itemCards, paginationLabel, shownSidebar, withBase, type CompiledDoc, type ContentModel, type GeneratedIndex, type TagPage } from '../content/model.ts';
import { cardListOf } from '../mdx/doc-card-list.ts';
import { docFooterHtml, tagPageHtml, tagPageTitle, tagsListHtml } from './doc-footer.ts';
import { breadcrumbIndex, paginationIndex } from '../content/sidebar.ts';
import { docsRootRoute } from '../content/scan.ts';
import type { PageModule } from './pages.ts';
import { UserError } from '../errors.ts';
import { routeProblem } from '../confine/route-path.ts';
import { carrySpilled, isSpilled, unread } from '../content/text-spill.ts';
import { modelList, modelOfRoute, sidebarKey, type VersionModels } from '../versions/version-models.ts';

export interface PageMeta {
  title?: string;
  description?: string;
}

export const NOT_FOUND_ROUTE = '/404';

/** `models`: the content, one model per docs version (a site without versions: its one model). */
export function buildRoutes(
  config: SiteConfig,
  models: VersionModels,
  pages: readonly PageModule[],
  pageMeta: ReadonlyMap<string, PageMeta>,
  /** `docPages: false`: all but the docs' own pages (`serve`'s provisional pages make those when asked). */
  { docPages = true }: { docPages?: boolean } = {},
): RouteData[] {
  const routes: RouteData[] = [];
  const image = config.image ? absoluteUrl(config, config.image) : undefined;
  const base = { ...(image ? { image } : {}) };

  for (const page of pages) {
    const meta = pageMeta.get(page.id) ?? {};
    routes.push({
      kind: 'page',
      path: page.route,
      pageId: page.id,
      title: meta.title ?? (page.route === '/' ? '' : page.id),
      description: meta.description ?? config.tagline,
      ...base,
    });
  }

  // By route, not by URL: two categories at one URL must each be named by their own file, and
  // a tag page's messages name the file its permalink comes from.
  const indexOf = new Map<RouteData, GeneratedIndex>();
  const tagOf = new Map<RouteData, TagPage>();
  for (const model of modelList(models)) routes.push(...versionRoutes({ ...config, docs: model.docsOptions }, model, routes, base, indexOf, tagOf, docPages));

  const searchPath = config.search.searchPagePath;
  if (searchPath) {
    routes.push({ kind: 'search', path: `/${searchPath.replace(/^\/|\/$/g, '')}`, title: 'Search the documentation', description: `Search the ${config.title} documentation.`, noIndex: true, ...base });
  }
  routes.push({ kind: 'notFound', path: NOT_FOUND_ROUTE, title: 'Page Not Found', description: 'We could not find what you were looking for.', noIndex: true, ...base });
  const sourceOf = (route: RouteData) => routeSource(route, modelOfRoute(models, route), pages, indexOf, tagOf);
  checkRoutePaths(routes, sourceOf);
  checkOneRoutePerPath(routes, sourceOf);
  return routes;
}

/**
 * One version's routes: its docs, category pages, tag pages and the redirect at its root.
 * `config`: the site's, with the version's docs options. `before`: the routes made so far.
 */
function versionRoutes(config: SiteConfig, model: ContentModel, before: readonly RouteData[], base: { image?: string }, indexOf: Map<RouteData, GeneratedIndex>, tagOf: Map<RouteData, TagPage>, docPages: boolean): RouteData[] {
  const routes: RouteData[] = [];
  const { key, own, breadcrumbsFor, paginationFor, docRouteOf } = versionPlaces(config, model);
  if (docPages) for (const doc of model.docs) routes.push(docRouteOf(doc));

  for (const index of model.generatedIndexes) {
    const image = socialImage(config, index.image);
    const route: CategoryRoute = {
      kind: 'category',
      path: index.route,
      title: index.title,
      description: index.description,
      ...(image ? { image } : {}),
      ...(index.keywords ? { keywords: index.keywords } : {}),
      breadcrumbs: breadcrumbsFor(index.sidebarId, index.href),
      cards: index.cards,
      pagination: paginationFor(index.sidebarId, index.href),
      sidebarId: key(index.sidebarId)!,
      ...own,
    };
    routes.push(route);
    indexOf.set(route, index);
  }

  for (const route of tagRoutes(config, model, base, tagOf)) routes.push(model.siteVersion.noIndex ? { ...route, noIndex: true } : route);

  // The docs root leads to the main doc unless something is there (a doc's own page; in
  // docs-only mode, where the root is the site's `/`, a `slug: /` doc or a home page module).
  const docsRoot = docsRootRoute(config.docs.routeBasePath);
  const mainDoc = model.docsById.get(model.version.mainDocId);
  const docThere = !docPages && model.docs.some((doc) => doc.route === docsRoot);
  if (mainDoc && !docThere && !routes.some((r) => r.path === docsRoot) && !before.some((r) => r.path === docsRoot)) {
    routes.push({ kind: 'redirect', path: docsRoot, to: mainDoc.href, title: mainDoc.title, description: mainDoc.description, noIndex: true });
  }
  return routes;
}

/** What places a version's pages: their trails and neighbours, and each doc's route (`docRouteOf`). */
export interface VersionPlaces {
  key: (id: string | undefined) => string | undefined;
  own: { version?: string; noIndex?: true };
  breadcrumbsFor: (sidebarId: string | undefined, href: string) => Breadcrumb[];
  paginationFor: (sidebarId: string | undefined, href: string) => Pagination;
  /** A doc's route as the version's routes have it. */
  docRouteOf: (doc: CompiledDoc) => DocRoute;
}

/**
 * `config`: the site's, with the version's docs options. A sidebar's trails and neighbours are
 * indexed when a page first asks for them: `serve`'s first page of a large site asks for one.
 */
export function versionPlaces(config: SiteConfig, model: ContentModel): VersionPlaces {
  const key = (id: string | undefined) => (id === undefined ? undefined : sidebarKey(model, id));
  // On a versioned site every page says its version; a version kept from search engines says so on each.
  const own = model.siteVersion.versioned ? { version: model.siteVersion.name, ...(model.siteVersion.noIndex ? { noIndex: true as const } : {}) } : {};
  // Each page's trail and neighbours come from the sidebar it shows.
  const trails = new Map<string, (href: string) => Breadcrumb[]>();
  const neighbours = new Map<string, (href: string) => Pagination>();
  const trailsOf = (id: string) => {
    const items = Object.hasOwn(model.sidebars, id) ? model.sidebars[id] : undefined;
    if (items && !trails.has(id)) trails.set(id, breadcrumbIndex(items));
    return trails.get(id);
  };
  const neighboursOf = (id: string) => {
    const order = Object.hasOwn(model.orders, id) ? model.orders[id] : undefined;
    if (order && !neighbours.has(id)) neighbours.set(id, paginationIndex(order));
    return neighbours.get(id);
  };
  const breadcrumbsFor = (sidebarId: string | undefined, href: string) => (config.docs.breadcrumbs && sidebarId ? (trailsOf(sidebarId)?.(href) ?? []) : []);
  const paginationFor = (sidebarId: string | undefined, href: string) => (sidebarId ? (neighboursOf(sidebarId)?.(href) ?? {}) : {});
  const docRouteOf = (doc: CompiledDoc) => {
    const fm = doc.source.frontMatter;
    const sidebarId = shownSidebar(model, doc);
    return docRoute(config, doc, {
      breadcrumbs: breadcrumbsFor(sidebarId, doc.href),
      pagination: docPagination(model.docsById, paginationFor(sidebarId, doc.href), fm.pagination_prev, fm.pagination_next),
      ...(sidebarId !== undefined ? { sidebarId: key(sidebarId)! } : {}),
      ...cardListOf(doc, sidebarId === undefined ? undefined : model.sidebars[sidebarId], (items) => itemCards(items, model.docsById)),
      ...own,
    });
  };
  return { key, own, breadcrumbsFor, paginationFor, docRouteOf };
}

/**
 * The tags page and a page per tag, when a doc has a tag (as Docusaurus). A tag whose docs are
 * all unlisted has its page, unlisted itself (not on the tags page, not in the sitemap).
 */
function tagRoutes(config: SiteConfig, model: ContentModel, base: { image?: string }, tagOf: Map<RouteData, TagPage>): TagsRoute[] {
  if (model.tagPages.length === 0) return [];
  const allTagsHref = withBase(config.baseUrl, model.tagsRoute);
  const listed = model.tagPages.filter((tag) => !tag.unlisted);
  const routes: TagsRoute[] = [
    {
      kind: 'tags',
      path: model.tagsRoute,
      title: 'Tags',
      description: `Every tag of the ${config.title} documentation.`,
      html: tagsListHtml(listed.map((tag) => ({ label: tag.label, href: tag.href, description: tag.description, count: tag.docs.length }))),
      searchTag: 'doc_tags_list',
      ...base,
    },
  ];
  for (const tag of model.tagPages) {
    const title = tagPageTitle(tag.label, tag.docs.length);
    const route: TagsRoute = {
      kind: 'tags',
      path: tag.route,
      title,
      description: tag.description ?? title,
      html: tagPageHtml(tag, tag.docs, allTagsHref),
      searchTag: 'doc_tag_doc_list',
      ...(tag.unlisted ? { noIndex: true } : {}),
      ...base,
    };
    tagOf.set(route, tag);
    routes.push(route);
  }
  return routes;
}

/**
 * Every URL the site will write a file for, checked in one place whatever made it (a doc, a
 * category, a page, the config's searchPagePath or routeBasePath): docs, categories and pages are
 * refused earlier at their own line, so what reaches here is named by its source or its kind.
 */
function checkRoutePaths(routes: readonly RouteData[], sourceOf: (route: RouteData) => string | undefined): void {
  for (const route of routes) {
    const problem = routeProblem(route.path);
    if (problem === undefined) continue;
    const file = sourceOf(route);
    throw new UserError(`the URL ${JSON.stringify(route.path)} of ${routeOwner(route, sourceOf)} ${problem}. Change what makes it (a slug, a file name, docs.routeBasePath or search.searchPagePath).`, file ? { file } : { file: 'site.config.ts' });
  }
}

/**
 * Two routes at one URL would write one file twice, the last silently winning (a doc whose slug
 * is a category's generated page, a page module at the search page's path). Two docs at one URL
 * are caught earlier, in the model; this catches every other pair, on any file system's case.
 */
function checkOneRoutePerPath(routes: readonly RouteData[], sourceOf: (route: RouteData) => string | undefined): void {
  const made = new Map<string, RouteData>();
  for (const route of routes) {
    const key = route.path.toLowerCase();
    const other = made.get(key);
    if (!other) {
      made.set(key, route);
      continue;
    }
    const file = sourceOf(route);
    throw new UserError(`URL ${route.path} is made twice: by ${routeOwner(other, sourceOf)} and by ${routeOwner(route, sourceOf)}. Give one of them another URL (a doc's slug, a category's link.slug, a page's file name, or search.searchPagePath).`, file ? { file } : {});
  }
}

/** The file a route comes from, relative to the site folder, when it has one. */
function routeSource(route: RouteData, model: ContentModel, pages: readonly PageModule[], indexOf: ReadonlyMap<RouteData, GeneratedIndex>, tagOf: ReadonlyMap<RouteData, TagPage>): string | undefined {
  switch (route.kind) {
    case 'tags':
      return tagOf.get(route)?.file;
    case 'doc':
      return model.docsById.get(route.docId)?.source.displayPath;
    case 'page':
      return pages.find((p) => p.id === route.pageId)?.displayPath;
    case 'category':
      return indexOf.get(route)?.file;
    default:
      return undefined;
  }
}

function routeOwner(route: RouteData, sourceOf: (route: RouteData) => string | undefined): string {
  const file = sourceOf(route);
  const what = { doc: 'the doc', page: 'the page', category: 'the generated page of the category in', tags: file ? 'the page of a tag from' : 'the tags page (docs.tagsBasePath)', search: 'the search page (search.searchPagePath)', notFound: 'the not-found page', redirect: 'the docs root redirect' }[route.kind];
  return file ? `${what} ${file}` : what;
}

/** What decides a doc's route besides the doc: its place among the other docs. */
export type DocPlace = Pick<DocRoute, 'breadcrumbs' | 'pagination' | 'sidebarId' | 'cardList' | 'version' | 'noIndex'>;

/** The place a doc's route has, but its cards (which its body decides): a doc drawn again where it was. */
export function placeOf(route: DocRoute): Omit<DocPlace, 'cardList'> {
  return {
    breadcrumbs: route.breadcrumbs,
    pagination: route.pagination,
    ...(route.sidebarId !== undefined ? { sidebarId: route.sidebarId } : {}),
    ...(route.version !== undefined ? { version: route.version } : {}),
    ...(route.noIndex ? { noIndex: true } : {}),
  };
}

/**
 * A doc's route from the doc and its place: `serve` rebuilds a saved doc's route alone with the
 * place it had, since a body edit moves nothing (a change that would is a whole build).
 */
export function docRoute(config: SiteConfig, doc: CompiledDoc, place: DocPlace): DocRoute {
  // A large build's doc HTML and table of contents stay in its spill until the page is rendered (text-spill.ts).
  return carrySpilled(docRouteOf(config, doc, place), doc, 'html', 'twin', 'toc');
}

function docRouteOf(config: SiteConfig, doc: CompiledDoc, place: DocPlace): DocRoute {
  const fm = doc.source.frontMatter;
  const image = socialImage(config, fm.image);
  const footer = docFooterHtml(doc.tags, doc.editUrl, doc.lastUpdate, dateLocale(config));
  return {
    kind: 'doc',
    path: doc.route,
    docId: doc.id,
    title: doc.title,
    description: doc.description,
    ...(image ? { image } : {}),
    ...(fm.keywords ? { keywords: fm.keywords } : {}),
    ...(doc.draft || fm.unlisted || place.noIndex ? { noIndex: true } : {}),
    ...(fm.unlisted ? { unlisted: true } : {}),
    html: unread(doc, 'html', ''),
    ...(isSpilled(doc, 'twin') || doc.twin !== undefined ? { twin: unread(doc, 'twin', '') } : {}),
    toc: unread(doc, 'toc', []),
    hideTitle: fm.hide_title === true,
    ...(doc.contentTitle !== undefined && (doc.contentTitle !== doc.title || fm.hide_title === true) ? { contentTitle: doc.contentTitle } : {}),
    hideTableOfContents: fm.hide_table_of_contents === true,
    breadcrumbs: place.breadcrumbs,
    pagination: place.pagination,
    ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
    ...(footer ? { footer } : {}),
    ...(place.sidebarId !== undefined ? { sidebarId: place.sidebarId } : {}),
    ...(place.cardList ? { cardList: place.cardList } : {}),
    ...(place.version !== undefined ? { version: place.version } : {}),
  };
}

/** The locale a page's dates are written in (`<html lang>`). */
function dateLocale(config: SiteConfig): string {
  const locale = config.i18n.defaultLocale;
  return config.i18n.localeConfigs[locale]?.htmlLang ?? locale;
}

/** A doc's pagination: its neighbours in reading order, unless its front matter names others (or none). */
export function docPagination(docsById: Pick<ReadonlyMap<string, CompiledDoc>, 'get'>, pagination: Pagination, prevId: string | null | undefined, nextId: string | null | undefined): Pagination {
  const override = (id: string | null | undefined, key: 'prev' | 'next') => {
    if (id === undefined) return;
    const doc = id === null ? undefined : docsById.get(id);
    if (doc) pagination[key] = { title: paginationLabel(doc), href: doc.href };
    else delete pagination[key];
  };
  override(prevId, 'prev');
  override(nextId, 'next');
  return pagination;
}

/** A page's own image, else the site's, as an absolute URL. */
function socialImage(config: SiteConfig, own: string | undefined): string | undefined {
  const image = own ?? config.image;
  return image ? absoluteUrl(config, image) : undefined;
}

export function absoluteUrl(config: SiteConfig, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return config.url.replace(/\/$/, '') + withBase(config.baseUrl, pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** Output file for a route: clean URLs as folders with `index.html`; the not-found page as `404.html`. */
export function outputFileFor(route: string): string {
  if (route === NOT_FOUND_ROUTE) return '404.html';
  const clean = route.replace(/^\/|\/$/g, '');
  return clean ? `${clean}/index.html` : 'index.html';
}
