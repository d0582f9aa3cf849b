/**
 * A saved doc whose change other pages show (its title or sidebar label in the sidebar, its
 * description on a category page, its place in the reading order): the model is derived again
 * from the docs as they were compiled, and only the pages that come out different are rendered
 * and written again, in place. A whole build did the same at 10,000 pages in 11–22 s.
 */
import { PAYLOAD_DIR, renderRoute, routeFiles, type BuildResult } from '../build/build.ts';
import { deriveModel, type CompiledDoc } from '../content/model.ts';
import { withDoc } from '../content/scan.ts';
import { InlineOutput } from '../output/page-output.ts';
import { comparable } from '../content/sidebar.ts';
import { changedSlices, isLargeSite, pageSite } from '../routes/page-data.ts';
import { buildRoutes } from '../routes/routes.ts';
import { buildSiteData } from '../routes/site-data.ts';
import type { DocRoute, PageLink, RouteData, SiteData } from '../../runtime/data.ts';

export type Relinked =
  /**
   * The pages written again (as they carry their routes), every file written, and the site data
   * pages carry if it changed (a small site's pages carry its sidebar).
   */
  | { kind: 'relinked'; routes: RouteData[]; files: string[]; site?: SiteData }
  /** The change moves pages (or adds or removes them): a whole build's work. */
  | { kind: 'structural'; reason: string };

/** Puts `doc` in the place of `old`, writes the pages that change, and updates `state` to match. */
export async function relinkDoc(state: BuildResult, old: CompiledDoc, doc: CompiledDoc): Promise<Relinked> {
  const { config, model, incremental } = state;
  const next = deriveModel({
    config,
    tree: withDoc(model.tree, old.source, doc.source),
    docs: model.docs.with(model.docs.indexOf(old), doc),
    permalinks: model.permalinks,
    draftIds: model.version.draftIds,
  });
  const site = buildSiteData(config, next);
  const routes = buildRoutes(config, next, incremental.pages, incremental.pageMeta);
  if (routes.length !== state.routes.length || routes.some((r, i) => r.path !== state.routes[i]!.path)) {
    return { kind: 'structural', reason: 'the pages of the site changed' };
  }
  const pagesSite = pageSite(site);
  const siteChanged = JSON.stringify(pageSite(incremental.site)) !== JSON.stringify(pagesSite);
  const changed = siteChanged ? [...routes] : changedRoutes(incremental.site, site, state.routes, routes, doc.id);
  // The saved doc's own page first: the one its author is looking at.
  changed.sort((a, b) => Number(isDocOf(b, doc)) - Number(isDocOf(a, doc)));
  // Every page rendered before any is written: a page that fails leaves the output as it was.
  const rendered = changed.map((route) => renderRoute(config, site, route, incremental.renderer, incremental.assets));
  const writes: [file: string, contents: string][] = rendered.flatMap(({ html, payload }, i) => {
    const [htmlFile, payloadFile] = routeFiles(changed[i]!.path);
    return [[htmlFile, html], [payloadFile, payload]];
  });
  writes.push([`${PAYLOAD_DIR}/site.json`, JSON.stringify(site)]);
  // One at a time, synchronously (as `serve` writes a doc's page): on libuv's threads at once they
  // took 18–214 ms at 10,000 pages, against 5–20.
  const output = new InlineOutput(state.outDir);
  for (const [file, contents] of writes) await output.add({ file, contents, compress: false, scan: false });
  const files = writes.map(([file]) => file);
  state.model = next;
  state.routes = routes;
  state.incremental = { ...incremental, site };
  return { kind: 'relinked', routes: rendered.map((r) => r.page), files, ...(siteChanged ? { site: pagesSite } : {}) };
}

/**
 * The routes whose page or payload differ, when the site data pages carry is the same: those whose
 * own data changed, and on a large site those whose slice of a sidebar did. Another doc's route is
 * made from the same compiled doc: only its place (breadcrumbs, pagination, sidebar) can differ.
 */
function changedRoutes(before: SiteData, after: SiteData, old: readonly RouteData[], routes: readonly RouteData[], docId: string): RouteData[] {
  const slices = new Map<string, 'all' | Set<string>>();
  if (isLargeSite(after)) {
    for (const [id, items] of Object.entries(after.sidebars)) slices.set(id, changedSlices(before.sidebars[id] ?? [], items));
  }
  return routes.filter((route, i) => {
    const was = old[i]!;
    const own = route.kind === 'doc' && was.kind === 'doc' && route.docId !== docId ? !samePlace(route, was) : !sameData(route, was);
    if (own) return true;
    const sidebarId = 'sidebarId' in route ? route.sidebarId : undefined;
    const slice = sidebarId === undefined ? undefined : slices.get(sidebarId);
    return slice === 'all' || (slice?.has(comparable(after.baseUrl + route.path.replace(/^\//, ''))) ?? false);
  });
}

const isDocOf = (route: RouteData, doc: CompiledDoc) => route.kind === 'doc' && route.docId === doc.id;

/** Whether two doc routes have the same place (field by field: 10,000 of them a save). */
function samePlace(a: DocRoute, b: DocRoute): boolean {
  return (
    a.sidebarId === b.sidebarId &&
    a.breadcrumbs.length === b.breadcrumbs.length &&
    a.breadcrumbs.every((crumb, i) => crumb.label === b.breadcrumbs[i]!.label && crumb.href === b.breadcrumbs[i]!.href) &&
    sameLink(a.pagination.prev, b.pagination.prev) &&
    sameLink(a.pagination.next, b.pagination.next)
  );
}

function sameLink(a: PageLink | undefined, b: PageLink | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.title === b.title && a.href === b.href);
}

/** Whether two JSON-like values are equal, as their `JSON.stringify` would be (without making the strings). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const other = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return keys.length === other.length && keys.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
