/**
 * A saved doc whose change other pages show (its title or sidebar label in the sidebar, its
 * description on a category page, its place in the reading order): only the pages that come out
 * different are rendered and written again, in place. New labels alone, or a new place among its
 * siblings, are patched in (`relabel.ts`, `reorder.ts`); anything else derives the model again
 * from the docs as they were compiled. The
 * saved doc's own page is written first, the others once the open page has been told. A whole
 * build did the same at 10,000 pages in 11–22 s.
 */
import { withModel } from '../versions/version-models.ts';
import { PAYLOAD_DIR, renderRoute, routeFiles, type BuildResult, type RenderedRoute } from '../build/build.ts';
import { deriveModel, withBase, type CompiledDoc, type ContentModel } from '../content/model.ts';
import { isCategoryPage, withDoc } from '../content/scan.ts';
import { FileWriter, type FileJob } from '../output/write-files.ts';
import { outputTarget } from '../confine/output-path.ts';
import { changedSlices, isLargeSite, pageSite } from '../routes/page-data.ts';
import { buildRoutes } from '../routes/routes.ts';
import { buildSiteData } from '../routes/site-data.ts';
import type { SiteJsonEdit } from './patch.ts';
import { siteJsonFile } from './site-json.ts';
import { relabel } from './relabel.ts';
import { reorder } from './reorder.ts';
import { sameData } from './same-data.ts';
import type { DocRoute, PageLink, RouteData, SiteData } from '../../runtime/data.ts';
import { docsWith } from './doc-index.ts';

export type Relinked =
  /**
   * The pages written again (as they carry their routes), every file written, and the site data
   * pages carry if it changed (a small site's pages carry its sidebar).
   */
  | {
      kind: 'relinked';
      /** The saved doc's route as its page carries it, then the others (their paths: open pages fetch them again). */
      routes: RouteData[];
      files: string[];
      /**
       * Writes the files of every page but the saved doc's (written already). Synchronous: called in
       * the turn the open page is told, no request is answered before they are written.
       */
      rest: () => void;
      site?: SiteData;
    }
  /** The change moves pages (or adds or removes them): a whole build's work. */
  | { kind: 'structural'; reason: string };

/** Puts `doc` in the place of `old`, writes the pages that change, and updates `state` to match. */
export async function relinkDoc(state: BuildResult, old: CompiledDoc, doc: CompiledDoc): Promise<Relinked> {
  // Its label or place may show in several sidebars, and the quick patches know one: a whole build.
  if (state.model.sidebarsFile) return { kind: 'structural', reason: 'the site has a sidebars file' };
  // A category's page names and places its category (or its link, standing for it): derive.
  const patch = isCategoryPage(state.model.tree, old.source) ? undefined : (relabel(state, old, doc) ?? reorder(state, old, doc));
  if (patch) {
    const site = state.incremental.site;
    patch.inPlace.apply();
    try {
      const { sidebarChanged } = patch;
      const changed = patch.changed.map((i) => patch.routes[i]!);
      // The sidebar is in the site data: on a small site every page carries it.
      const siteChanged = sidebarChanged !== undefined && pageSite(site) === site;
      return write(state, { model: patch.model, routes: patch.routes, site, changed, siteJson: sidebarChanged ?? false, siteChanged });
    } catch (error) {
      patch.inPlace.undo();
      throw error;
    }
  }
  const { config, model, incremental } = state;
  const next = deriveModel({
    config,
    tree: withDoc(model.tree, old.source, doc.source),
    docs: docsWith(model.docs, old, doc),
    permalinks: model.permalinks,
    linkRoots: model.linkRoots,
    draftIds: model.version.draftIds,
    sidebarsFile: model.sidebarsFile,
    tagsFile: model.tagsFile,
  });
  const site = buildSiteData(config, next, incremental.pages);
  const routes = buildRoutes(config, next, incremental.pages, incremental.pageMeta);
  if (routes.length !== state.routes.length || routes.some((r, i) => r.path !== state.routes[i]!.path)) {
    return { kind: 'structural', reason: 'the pages of the site changed' };
  }
  const siteChanged = JSON.stringify(pageSite(incremental.site)) !== JSON.stringify(pageSite(site));
  const changed = siteChanged ? [...routes] : changedRoutes(incremental.site, site, state.routes, routes, doc.id);
  // The saved doc's own page first, even if it comes out the same: the one its author is looking at.
  const own = routes.find((route) => isDocOf(route, doc))!;
  return write(state, { model: next, routes, site, changed: [own, ...changed.filter((route) => route !== own)], siteJson: 'whole', siteChanged });
}

interface Relinking {
  model: ContentModel;
  routes: RouteData[];
  site: SiteData;
  /** The routes to render and write again, the saved doc's first. */
  changed: RouteData[];
  /** Whether `site.json` (the whole sidebars) is written again: made whole, or from the old text with one part replaced. */
  siteJson: false | 'whole' | SiteJsonEdit;
  /** Whether the site data pages carry changed (open pages are sent it). */
  siteChanged: boolean;
}

/**
 * Renders and writes the saved doc's own page, and leaves the other pages for `rest`: the open
 * page is told first (at 10,000 pages rendering and writing the others, `site.json` among them,
 * took 25–70 ms of a save while a re-index ran).
 */
function write(state: BuildResult, { model, routes, site, changed, siteJson, siteChanged }: Relinking): Relinked {
  const { config, incremental } = state;
  const render = (route: RouteData) => renderRoute(config, site, route, incremental.renderer, incremental.assets);
  const [own, ...others] = changed;
  const first = render(own!);
  // One at a time, synchronously (as `serve` writes a doc's page): on libuv's threads at once they
  // took 18–214 ms at 10,000 pages, against 5–20.
  const writer = new FileWriter(state.outDir, { served: true });
  writer.write(routeJobs(own!, first));
  const rest = () => {
    // Every other page rendered before any is written: one that fails leaves them as they were.
    const rendered = others.map(render);
    writer.write(rendered.flatMap((page, i) => routeJobs(others[i]!, page)));
    if (!siteJson) return;
    if (siteJson !== 'whole' && siteJsonFile(outputTarget(state.outDir, SITE_JSON)).splice(siteJson)) return;
    writer.write([{ file: SITE_JSON, contents: JSON.stringify(site), compress: false, scan: false }]);
  };
  state.models = withModel(state.models, state.model, model);
  state.model = model;
  state.routes = routes;
  state.incremental = { ...incremental, site };
  const files = [...changed.flatMap((route) => routeFiles(route.path)), ...(siteJson ? [SITE_JSON] : [])];
  return { kind: 'relinked', routes: [first.page, ...others], files, rest, ...(siteChanged ? { site: pageSite(site) } : {}) };
}

export function routeJobs(route: RouteData, { html, payload, twin }: RenderedRoute): FileJob[] {
  const [htmlFile, payloadFile] = routeFiles(route.path);
  return [
    { file: htmlFile, contents: html, compress: false, scan: false },
    { file: payloadFile, contents: payload, compress: false, scan: false },
    ...(twin ? [{ file: twin.file, contents: twin.text, compress: false, scan: false }] : []),
  ];
}

export const SITE_JSON = `${PAYLOAD_DIR}/site.json`;

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
    return slice === 'all' || (slice?.has(withBase(after.baseUrl, route.path)) ?? false);
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
