/**
 * `serve`'s pages before its first build has compiled the docs. A large site's docs take minutes
 * to compile (100,000 docs: about 190 s on 2 cores), its scan seconds: from the scan alone the
 * models are made with each doc as `scannedOnly` has it, and a doc's page, when asked for, is
 * drawn with that one doc compiled on the main thread, ahead of those the threads have queued.
 *
 * Such a page is the build's, but for what the other docs' bodies decide: a title the compile
 * reads from a leading heading differently than the scan did, a card's description taken from a
 * doc's first paragraph. The build's own pages replace these when they are ready, and a page
 * open on one of these reloads then (it was not told it shows that build: dev/command.ts).
 */
import type { DocRoute, RouteData, SiteData } from '../../runtime/data.ts';
import type { SiteConfig } from '../config/schema.ts';
import { compileDoc, itemCards, provisionalModels, type CompiledDoc, type ContentModel, type ScannedContent } from '../content/model.ts';
import type { MarkdownCompiler } from '../markdown/pipeline.ts';
import { cardListOf } from '../mdx/doc-card-list.ts';
import type { ServerRenderer } from '../render/ssr-bundle.ts';
import type { PageModule } from '../routes/pages.ts';
import { buildRoutes, docRoute, placeOf, versionPlaces, type PageMeta, type VersionPlaces } from '../routes/routes.ts';
import { buildSiteData } from '../routes/site-data.ts';
import { filesOfRoute, PAYLOAD_DIR, type RenderablePages, type RenderedRoute, type RouteFile, type RoutePart } from './build.ts';
import { PROVISIONAL_ATTRIBUTE } from '../../runtime/client/live-protocol.ts';

/** The models and site data as the scan makes them: what needs no bundle. */
export interface ProvisionalContent {
  models: ContentModel[];
  site: SiteData;
}

/** Throws what deriving the models throws (the build will say it too). */
export function provisionalContent(config: SiteConfig, scanned: ScannedContent, pages: readonly PageModule[]): ProvisionalContent {
  const models = provisionalModels(config, scanned);
  return { models, site: buildSiteData(config, models, pages) };
}

export interface ProvisionalInputs {
  config: SiteConfig;
  content: ProvisionalContent;
  pages: readonly PageModule[];
  renderer: ServerRenderer;
  /** Compiles one doc now, ahead of the build's queue (`DocCompiler.urgent`). */
  compile: MarkdownCompiler;
  /** The pages of a site data and its routes, rendered as the build renders them. */
  renderable(site: SiteData, routes: readonly RouteData[]): RenderablePages;
  /** Copies a compiled doc's images into the build's folder (its page names them). */
  copyAssets(doc: CompiledDoc): Promise<void>;
}

/** Doc pages drawn and kept, for the payload and twin asked for after a page (and a reload). */
const KEPT_DOC_PAGES = 64;

/** Provisional pages, and what waits for those being drawn. */
export interface ProvisionalPages extends RenderablePages {
  /**
   * Settles once the doc pages being drawn now are drawn (or failed): the build's docs start
   * compiling after them. Started first, 2,000 compiles took the main thread for 0.35 s between
   * the first page's doc compiled and its page drawn (100,000 docs).
   */
  drawing(): Promise<void>;
}

/** The pages as the scan makes them. */
export function provisionalPages({ config, content, pages, renderer, compile, renderable, copyAssets }: ProvisionalInputs): ProvisionalPages {
  const { models, site } = content;
  const pageMeta = new Map<string, PageMeta>(Object.entries(renderer.pageModules).map(([id, mod]) => [id, mod.meta ?? {}]));
  // The docs' pages are made when asked for: at 100,000 docs, making all their routes and the
  // names of their files was 1 s of the 6 the first page took.
  const base = renderable(site, buildRoutes(config, models, pages, pageMeta, { docPages: false }));
  const docRouteFile = docRouteFiles(config, models);
  const drawn = new Map<string, Promise<RenderedRoute>>();

  const drawDoc = async (route: DocRoute): Promise<RenderedRoute> => {
    const model = models.find((m) => m.docsById.get(route.docId)?.route === route.path);
    const scannedDoc = model?.docsById.get(route.docId);
    if (!model || !scannedDoc) return base.render(route);
    const compiled = await compileDoc(scannedDoc.source, compile, { ...config, docs: model.docsOptions });
    // Its footer is the scan's: tags from its front matter, no last update until git has answered the build.
    const doc: CompiledDoc = { ...compiled, tags: scannedDoc.tags, lastUpdate: scannedDoc.lastUpdate };
    await copyAssets(doc);
    const sidebar = route.sidebarId === undefined ? undefined : site.sidebars[route.sidebarId];
    return base.render(docRoute(config, doc, { ...placeOf(route), ...cardListOf(doc, sidebar, (items) => itemCards(items, model.docsById)) }));
  };

  return {
    ...base,
    routeFile: (file) => docRouteFile(file) ?? base.routeFile(file),
    siteFiles: {
      ...base.siteFiles,
      // Every page's URL: made with every route, if it is asked for before the build writes it.
      'sitemap.xml': () => renderable(site, buildRoutes(config, models, pages, pageMeta)).siteFiles['sitemap.xml']!(),
    },
    // Those drawn already settle at once.
    drawing: () => Promise.allSettled(drawn.values()).then(() => {}),
    render(route) {
      if (route.kind !== 'doc') {
        const rendered = base.render(route);
        return rendered instanceof Promise ? rendered.then(marked) : marked(rendered);
      }
      let page = drawn.get(route.path);
      if (!page) {
        page = drawDoc(route).then(marked);
        drawn.set(route.path, page);
        // A page that failed is asked of the build instead, and not kept.
        page.catch(() => drawn.delete(route.path));
        if (drawn.size > KEPT_DOC_PAGES) drawn.delete(drawn.keys().next().value!);
      }
      return page;
    },
  };
}

/** The page told apart on `<html>`, out of React's tree: connecting after its build is ready, it loads again (live-reload.ts). */
function marked(rendered: RenderedRoute): RenderedRoute {
  return { ...rendered, html: rendered.html.replace(/<html(?=[\s>])/, `<html ${PROVISIONAL_ATTRIBUTE}=""`) };
}

/**
 * A file of a doc's page, found by the route its name is made from (`routeFiles`, `twinFile`,
 * checked by making the names again from the route), and the doc's route made then.
 */
export function docRouteFiles(config: SiteConfig, models: readonly ContentModel[]): (file: string) => RouteFile | undefined {
  const docs = new Map<string, { doc: CompiledDoc; places: VersionPlaces }>();
  for (const model of models) {
    const places = versionPlaces({ ...config, docs: model.docsOptions }, model);
    for (const doc of model.docs) if (!docs.has(doc.route)) docs.set(doc.route, { doc, places });
  }
  return (file) => {
    for (const [path, part] of routesNamedBy(file)) {
      const found = docs.get(path);
      if (!found) continue;
      const route = found.places.docRouteOf(found.doc);
      const files = filesOfRoute(config, route);
      const named = part === 'html' ? files.page : part === 'payload' ? files.payload : files.twin;
      if (named !== undefined && `/${named}` === file) return { route, part };
    }
    return undefined;
  };
}

/** The routes whose page, payload or twin `file` could be (`/docs/a/index.html`, `/_docsgen/routes/docs/a.json`, `/docs/a.md`). */
function routesNamedBy(file: string): [path: string, part: RoutePart][] {
  const named: [string, RoutePart][] = [];
  const rest = (suffix: string, prefix = '') => (file.startsWith(prefix) && file.endsWith(suffix) ? file.slice(prefix.length, file.length - suffix.length) : undefined);
  const page = file === '/index.html' ? '' : rest('/index.html');
  if (page !== undefined) named.push([page || '/', 'html']);
  const payload = rest('.json', `/${PAYLOAD_DIR}/routes`);
  if (payload !== undefined) named.push([payload, 'payload'], ['/', 'payload']);
  const twin = rest('.md');
  if (twin !== undefined) named.push([twin, 'twin'], ['/', 'twin']);
  return named;
}
