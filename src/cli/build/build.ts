/**
 * `docsgen build`: config → content model → routes → render → output, in a staging folder that
 * replaces the output folder only if every step succeeded.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentProps } from '../../runtime/app/templates.ts';
import type { RouteData, SiteData } from '../../runtime/data.ts';
import { bundleClient, type ClientAssets } from '../bundle/client.ts';
import { stopWhenIdle } from '../bundle/esbuild-service.ts';
import { loadConfig } from '../config/load.ts';
import { checkConfigFiles } from '../config/files.ts';
import { outputTarget } from '../confine/output-path.ts';
import { refusal, type ReadRoots } from '../confine/read-roots.ts';
import { docCompiler, mdxSiteConfig, siteReadRoots, type DocCompiler } from './doc-compiler.ts';
import type { SiteConfig } from '../config/schema.ts';
import { buildSiteContent, type CompiledDoc, type ContentModel, type ScannedContent } from '../content/model.ts';
import { provisionalContent, provisionalPages } from './provisional-pages.ts';
import { TextSpill, without } from '../content/text-spill.ts';
import { UserError } from '../errors.ts';
import type { CompilePool } from '../markdown/compile-pool.ts';
import type { ScannedPages } from '../links/scanned-pages.ts';
import { runLinkGate } from '../links/gate.ts';
import { OutputListing } from '../links/output-files.ts';
import { pageSources } from '../links/sources.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/pipeline.ts';
import { settle, warmLanguages, warmUp } from '../markdown/warm-up.ts';
import { contentAssetUrls } from '../markdown/content-assets.ts';
import { LlmsFiles, renderOrder } from '../llms/site-files.ts';
import { hasTwin, routeTwin, withTwinFields } from '../llms/route-twin.ts';
import { MERMAID_MODULE, mermaidPackage } from '../markdown/mermaid.ts';
import { bundleMermaid } from '../bundle/mermaid.ts';
import { bundleIslands } from '../bundle/islands.ts';
import type { IslandModules } from '../mdx/islands.ts';
import { InlineOutput, pageOutput, type PageOutput } from '../output/page-output.ts';
import { copyStatic } from '../output/copy-static.ts';
import { compressFiles, precompress } from '../output/precompress.ts';
import { noProgress, type BuildProgress } from '../output/progress.ts';
import { consoleLogger, report, type Logger } from '../output/report.ts';
import { sitemap } from '../output/sitemap.ts';
import { BUILD_MARK, checkOutDir } from '../output/out-dir.ts';
import { fileSystemTick, withStagingDir } from '../output/swap.ts';
import { OutputLedger, type RouteFiles } from '../reuse/output-ledger.ts';
import { indexKey } from '../reuse/index-key.ts';
import { renderIdentity, routeKey } from '../reuse/render-key.ts';
import { docsgenCode } from '../reuse/docsgen-code.ts';
import { twinFile } from '../llms/paths.ts';
import { loadServerRenderer, serverBundleDir, type ServerRenderer } from '../render/ssr-bundle.ts';
import { resolveTemplates } from '../render/site-modules.ts';
import { scanPages, type PageModule } from '../routes/pages.ts';
import { absoluteUrl, buildRoutes, outputFileFor, type PageMeta } from '../routes/routes.ts';
import { pageRoute, pageSite } from '../routes/page-data.ts';
import { routeJson } from '../routes/route-json.ts';
import { withCardList } from '../mdx/doc-card-list.ts';
import { buildSiteData } from '../routes/site-data.ts';
import { writeSearchFiles } from '../search/write.ts';
import type { SearchPage } from '../search/records.ts';
import { deferred } from '../deferred.ts';
import { optimiseForLargeBuild } from '../tiering.ts';
import { renderedPages, stageEnded, tightenHeapGrowth } from '../heap-growth.ts';
import { RECORDS_FILE } from '../../runtime/search/types.ts';

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  /** Drafts are built by `serve`, never by `build`. */
  includeDrafts?: boolean;
  /** `development` bundles React's development build: readable errors and hydration warnings (serve, tests). */
  clientMode?: 'production' | 'development';
  logger?: Logger;
  /** Reuse compiled docs from `node_modules/.cache/docsgen` (default true). */
  cache?: boolean;
  /** Write `.br`/`.gz` beside text files, for hosts that serve them (default: the config's `precompress`). */
  precompress?: boolean;
  /** The link gate also fetches links to other sites (default false: no network needed). */
  checkExternal?: boolean;
  /** `serve`: the client connects to the live-reload channel, and broken links warn instead of failing. */
  dev?: boolean;
  /**
   * Compile threads already loading the markdown pipeline (the CLI starts one before it even loads
   * the build), used for the docs and closed by the build. Without one, docs compile on the main
   * thread until many wait at once.
   */
  compilePool?: CompilePool;
  /**
   * Leave the search index (or the Algolia records) for the caller to write after the build:
   * `serve` answers with the pages first, the index following a moment later.
   */
  deferSearchIndex?: boolean;
  /** Told each stage as it starts and ends, and the docs compiled and pages rendered (the CLI shows it on long builds). */
  progress?: BuildProgress;
  /**
   * `serve`: told once every page can be rendered (the model made; bundles, static files and
   * images in the folder), before any is written. The pages are written once what it returns settles.
   */
  onPagesReady?: (pages: RenderablePages) => void | Promise<void>;
  /**
   * `serve` with nothing to show yet: told, once the docs are scanned and the bundles made, of the
   * pages as the scan alone makes them (provisional-pages.ts), while the docs compile. Not told
   * when the scan's models cannot be made (the build then says why).
   */
  onProvisionalPages?: (pages: RenderablePages) => void;
  /** Told once the docs are scanned, before they compile. */
  onDocsScanned?: () => void;
  /** The docs compile once this settles (tests hold it to see the provisional pages). */
  docsHeld?: Promise<unknown>;
  /** Docs from which `onProvisionalPages` is told (default `PROVISIONAL_FROM_DOCS`; tests ask for fewer). */
  provisionalFromDocs?: number;
}

/** A build's pages before they are written (`serve` answers with them meanwhile: dev/early-pages.ts). */
export interface RenderablePages {
  /** The folder being written: its files this build wrote so far, all but the pages, are whole. */
  dir: string;
  /** The file system's time when the build started: a file in `dir` older than it is an earlier build's. */
  started: number;
  /** The route a file will be written for, and which of its files it is: `file` is output-relative, after a `/`. */
  routeFile(file: string): RouteFile | undefined;
  /** A route's page, payload and twin, as they will be written (a provisional doc page's once its doc is compiled). */
  render(route: RouteData): RenderedRoute | Promise<RenderedRoute>;
  /** The files written after the pages, output-relative, and their text. */
  siteFiles: Readonly<Record<string, () => string>>;
}

/** Which of a route's files a file is. */
export type RoutePart = 'html' | 'payload' | 'twin';

export interface RouteFile {
  route: RouteData;
  part: RoutePart;
}

/** A route's files, output-relative: its page, its payload and its twin if it has one. */
export interface FilesOfRoute {
  route: RouteData;
  page: string;
  payload: string;
  twin?: string;
}

/** `RenderablePages.routeFile` over routes and their files. */
export function routeFileIndex(routes: readonly FilesOfRoute[]): (file: string) => RouteFile | undefined {
  const index = new Map<string, RouteFile>();
  for (const { route, page, payload, twin } of routes) {
    index.set(`/${page}`, { route, part: 'html' });
    index.set(`/${payload}`, { route, part: 'payload' });
    if (twin !== undefined) index.set(`/${twin}`, { route, part: 'twin' });
  }
  return (file) => index.get(file);
}

/** A route's files, as the build writes them. */
export function filesOfRoute(config: SiteConfig, route: RouteData): FilesOfRoute {
  const [page, payload] = routeFiles(route.path);
  return { route, page, payload, ...(hasTwin(config, route) ? { twin: twinFile(route.path) } : {}) };
}

export interface BuildResult {
  config: SiteConfig;
  /** The docs at the docs' root (the last version): all a site without versions has. */
  model: ContentModel;
  /** Every docs version's model, the current docs first (one for a site without versions). */
  models: ContentModel[];
  routes: RouteData[];
  assets: ClientAssets;
  /** The site's folder and the output's (absolute). */
  siteDir: string;
  outDir: string;
  /** Milliseconds per stage, for progress output and the benchmarks. */
  timings: Record<string, number>;
  /** The site's files MDX docs were rendered from besides the docs (partials, components): `serve` watches them. */
  mdxInputs: ReadonlySet<string>;
  /** What `serve` needs to redo one doc without a whole build. */
  incremental: IncrementalState;
  /** Pages the output already held as this build would write them (a warm build's), kept unwritten. */
  keptPages: number;
}

export interface IncrementalState {
  site: SiteData;
  renderer: ServerRenderer;
  assets: DocumentAssets;
  pages: PageModule[];
  pageMeta: ReadonlyMap<string, PageMeta>;
  /** The doc compiler of this build (cached, with this build's permalinks). */
  compile: MarkdownCompiler;
  /** Readies the compiler (highlighter, grammars, optimised code) so the first edits in `serve` are as fast as later ones. */
  warm(): Promise<void>;
  /** `serve`'s: each doc's compiled result by file, with the text it was made from (dev/version-rebuild.ts reuses them). */
  compiledDocs?: CompiledDocs;
  /** Where each route is in `routes`, by path: `serve`'s saves keep every route's path and place (or build it all again). */
  routeAt: ReadonlyMap<string, number>;
}

/** What every page's document links (stylesheets, entry script, its chunks), and what a page module's page adds. */
export type DocumentAssets = DocumentProps['assets'] & {
  pagePreload: Readonly<Record<string, readonly string[]>>;
  /** Assets some docs' content links (KaTeX's stylesheet, the Mermaid module), by the name their HTML gives them. */
  content: Readonly<Record<string, string>>;
};

/**
 * From this many docs, the build wants optimised code from the start (see tiering.ts), and its
 * bundles wait for the docs to compile (see `buildStages`).
 */
const LARGE_SITE_DOCS = 100;

/** How long the docs wait for the provisional pages asked for when they were told (`drawing`). */
const DRAWING_WAIT_MS = 3000;

/**
 * From this many docs, `serve`'s first build shows provisional pages (`onProvisionalPages`) while
 * its docs compile. A smaller site's own pages come within a few seconds: a provisional page
 * would only be reloaded under its reader a moment later.
 */
export const PROVISIONAL_FROM_DOCS = 1000;

/** Where client payloads live in the output. */
export const PAYLOAD_DIR = BUILD_MARK;

export async function build(options: BuildOptions): Promise<BuildResult> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(siteDir, options.outDir);
  const logger = options.logger ?? consoleLogger;
  const timings: Record<string, number> = {};
  const prewarmed = options.compilePool;
  const progress = options.progress ?? noProgress;
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    progress.start(name);
    try {
      return await work();
    } finally {
      timings[name] = Math.round(performance.now() - start);
      progress.end(name);
    }
  };

  try {
    return await buildStages(options, { siteDir, outDir, logger, timed, timings, prewarmed, progress });
  } finally {
    await prewarmed?.close();
  }
}

async function buildStages(
  options: BuildOptions,
  { siteDir, outDir, logger, timed, timings, prewarmed, progress }: {
    siteDir: string;
    outDir: string;
    logger: Logger;
    timed: <T>(name: string, work: () => Promise<T>) => Promise<T>;
    timings: Record<string, number>;
    prewarmed: CompilePool | undefined;
    progress: BuildProgress;
  },
): Promise<BuildResult> {
  const config = await timed('config', () => loadConfig(siteDir));
  checkOutDir(siteDir, outDir, config);
  checkConfigFiles(config, siteDir);
  const compress = options.precompress ?? config.precompress;
  const pages = await scanPages(siteDir, path.resolve(siteDir, config.pages.path));
  const templates = resolveTemplates(path.resolve(siteDir, config.templatesDir));

  return withStagingDir(outDir, async ({ dir: staging, prune, reused, started }) => {
    // When esbuild may start the two bundles. A large site's docs keep both cores busy for
    // seconds, and bundling beside them only slows them down; after them, the bundles run beside
    // the search index, whose stage outlasts rendering anyway (1,000 pages, 8 alternated cold
    // builds: content 2.97 → 2.63 s, build 5.09 → 4.71 s, medians). A small site's bundles start
    // as soon as its docs are counted: its content stage is shorter than bundling; so do a warm
    // build's (below), whose docs come from the cache. A build that fails first cancels them.
    const bundles = deferred();
    const rendererPromise = bundles.promise.then(() =>
      timed('ssr-bundle', () => loadServerRenderer({ siteDir, templates, pages, cacheDir: serverBundleDir() })),
    );
    const assetsPromise = bundles.promise.then(() =>
      timed('client-bundle', () =>
        bundleClient({ siteDir, outDir: staging, baseUrl: config.baseUrl, templates, pages, customCss: config.customCss, mode: options.clientMode ?? 'production', liveReload: options.dev === true, math: config.markdown.math, copyPage: config.llms !== false && config.llms.copyPage !== false }),
      ),
    );
    const staticPromise = timed('static', () => copyStatic({ from: path.resolve(siteDir, config.staticDir), to: staging, siteDir, roots: siteReadRoots(siteDir, config) }));
    // Compressed as soon as it is written (on a small site, while the docs compile).
    const assetsCompressed = !compress ? Promise.resolve(0) : assetsPromise.then((a) => compressFiles(a.files.map((f) => path.join(staging, f.path))));
    const inFlight: Promise<unknown>[] = [rendererPromise, assetsPromise, staticPromise, assetsCompressed];
    // Both bundles made: esbuild's process is not needed until the next build (see esbuild-service.ts).
    // `serve` keeps it for its rebuilds.
    if (!options.dev) void Promise.allSettled([rendererPromise, assetsPromise]).then(stopWhenIdle);
    // Keep them from rejecting unobserved while the content is compiled.
    for (const p of inFlight) p.catch(() => {});
    let pooled: DocCompiler | undefined;
    // The module that draws Mermaid diagrams: bundled only when a doc has one, from the first such
    // doc compiled on, beside the other docs (bundling Mermaid takes esbuild a second or more).
    let mermaidPromise: Promise<{ url: string }> | undefined;
    const startMermaid = () => {
      const mermaidDir = mermaidPackage(siteDir);
      if (mermaidPromise || !mermaidDir) return;
      mermaidPromise = timed('mermaid-bundle', () => bundleMermaid({ siteDir, outDir: staging, baseUrl: config.baseUrl, mermaidDir, mode: options.clientMode ?? 'production' }));
      inFlight.push(mermaidPromise);
      mermaidPromise.catch(() => {});
    };
    // `serve`'s too: kept in memory, 100,000 docs' texts ran out of heap after 55,000 compiled.
    // Its saves replace docs with new ones, not spilled, and read the others' from the spill.
    const spill = new TextSpill();
    // `serve` writes over its pages as docs are saved: its folders have no ledger.
    const ledger = options.dev || options.cache === false ? undefined : OutputLedger.open(outputLedgers(siteDir, outDir), staging, reused, started);
    // Most likely a warm build: its docs come from the cache on this thread, leaving a core to esbuild.
    if (ledger?.holdsPages) bundles.resolve();
    const compiledDocs: CompiledDocs | undefined = options.dev ? new Map() : undefined;
    /**
     * `serve`'s pages from the scan alone, once the bundles are made: its first pages come before
     * the docs compile. The docs wait for them (`provisionalMade`): beside the compile threads,
     * the bundles took three times as long (10,000 docs: 0.9 → 3 s), a second of the compile
     * stage against two of the first page.
     */
    let provisionalMade: Promise<unknown> = Promise.resolve();
    const startProvisional = (scanned: ScannedContent, tell: (pages: RenderablePages) => void) => {
      if (scanned.permalinks.size < (options.provisionalFromDocs ?? PROVISIONAL_FROM_DOCS)) return;
      bundles.resolve();
      // Once the compiler is made (next), and before the models: its thread is idle until a page is asked for.
      const warming = Promise.resolve()
        .then(() => pooled && warmLanguages(pooled.urgent, scanned.versions.flatMap((version) => version.sources)))
        .catch(() => {});
      // The models are made while esbuild makes the bundles in its own process, once it has been asked for them.
      const content = warming.then(() => new Promise(setImmediate)).then(() => provisionalContent(config, scanned, pages));
      const made = Promise.all([content, rendererPromise, assetsPromise, staticPromise]).then(([content, renderer, assets]) => {
        if (!pooled) return;
        const documentAssets = documentAssetsOf(assets, scanned.versions.length > 1, {});
        const roots = siteReadRoots(siteDir, config);
        const provisional = provisionalPages({
          config,
          content,
          pages,
          renderer,
          compile: pooled.urgent,
          renderable: (site, routes) => renderablePages(staging, started, config, site, routes, renderer, documentAssets),
          copyAssets: (doc) => copyDocAssets([doc], staging, roots),
        });
        // Requests that waited for these pages are answered as they are told: their pages are
        // drawn before the docs start compiling, or within a moment.
        tell(provisional);
        return Promise.race([provisional.drawing(), new Promise((resolve) => setTimeout(resolve, DRAWING_WAIT_MS).unref())]);
      });
      // A scan whose models cannot be made, or bundles that fail: the build reports it.
      provisionalMade = made.catch(() => {});
    };
    try {
      let compiler: MarkdownCompiler | undefined;
      const mdxInputs = new Set<string>();
      const islands: IslandModules = new Map();
      let uncached: MarkdownCompiler | undefined;
      let read = 0;
      progress.start('scan');
      const content = await timed('content', () =>
        buildSiteContent({
          onDocRead: () => progress.advance('scan', ++read),
          onScanned: (scanned: ScannedContent) => {
            if (options.onProvisionalPages) startProvisional(scanned, options.onProvisionalPages);
            // After the provisional pages, which `serve`'s watcher would slow (dev/command.ts).
            void provisionalMade.then(options.onDocsScanned);
          },
          config,
          siteDir,
          includeDrafts: options.includeDrafts ?? false,
          ...(spill ? { spill } : {}),
          // `serve` finds no doc in a docs cache not made yet, and keeps no scan index.
          ...(options.dev && !existsSync(path.join(cacheRoot(siteDir), 'docs')) ? { digests: false } : {}),
          // Not `serve`'s: a doc the index knows reads its text from its own file, which `serve` sees edited.
          ...(!options.dev && options.cache !== false ? { scanIndex: { dir: path.join(cacheRoot(siteDir), 'scan'), code: docsgenCode() } } : {}),
          compiler: async (permalinks, linkRoots) => {
            progress.end('scan');
            if (permalinks.size >= LARGE_SITE_DOCS) optimiseForLargeBuild();
            else bundles.resolve();
            const tighten = () => tightenHeapGrowth(permalinks.size, !ledger?.holdsPages);
            // Before the docs cache's header pack is read: V8 keeps the limit a full collection
            // sets until the heap reaches it, and one set at the loose growth let a warm
            // 100,000-doc build reach 2.07 GiB (1.38 GiB when tightened first).
            if (!options.onProvisionalPages) tighten();
            const cacheDir = options.cache === false ? undefined : path.join(cacheRoot(siteDir), 'docs');
            const made = docCompiler({ siteDir, config, permalinks, linkRoots, cacheDir, ...(prewarmed ? { pool: prewarmed } : {}), mdxInputs, islands, ...(spill ? { holder: spill } : {}) });
            uncached = made.local;
            pooled = made;
            compiler = compiledDocs ? remembering(made.compile, compiledDocs) : made.compile;
            await Promise.all([provisionalMade, options.docsHeld]);
            // `serve`'s after its first pages: collections on a heap let grow by half were 0.35 s of them at 100,000 docs.
            tighten();
            progress.start('content', permalinks.size);
            return counted(compiler, (done) => progress.advance('content', done), (compiled) => {
              if (compiled.diagrams) startMermaid();
              spill?.holdText(compiled, 'html');
              spill?.holdText(compiled, 'twin');
              spill?.holdJson(compiled, 'searchSections');
              // Read once more each (the table of contents, the search page), or never (links).
              spill?.holdJson(compiled, 'headings');
              spill?.holdJson(compiled, 'links');
            });
          },
        }),
      );
      bundles.resolve();
      await pooled?.release();
      const { models, last: model } = content;
      const allDocs = models.length === 1 ? model.docs : models.flatMap((m) => m.docs);
      reportDocMessages(config, { docs: allDocs }, logger);
      for (const note of new Set(models.flatMap((m) => m.notes ?? []))) logger.info(`[INFO] ${note}`);
      if (model.docs.length === 0) logger.warn(`[WARNING] ${config.docs.path} has no doc (no .md or .mdx file${options.includeDrafts ? '' : ' that is not a draft'}): the site has no docs pages.`);
      const docImages = copyDocAssets(allDocs, staging, siteReadRoots(siteDir, config));
      inFlight.push(docImages);
      docImages.catch(() => {});
      // An MDX doc's diagrams are known once it is rendered (a partial may hold one).
      if (allDocs.some((doc) => doc.diagrams)) startMermaid();
      const site = buildSiteData(config, models, pages);
      // Beside rendering and the link gate: it needs only the model.
      const searchCache = options.cache === false ? undefined : path.join(cacheRoot(siteDir), 'search');
      const kept = ledger && ((outputPath: string, pages: readonly SearchPage[], language: string) => keepIndex(ledger, path.relative(staging, outputPath).split(path.sep).join('/'), indexKey(pages, language)));
      const searchPromise = timed('search', () => writeSearchFiles({ outDir: staging, config, model: models, cacheDir: searchCache, index: !options.deferSearchIndex, ...(kept ? { kept } : {}) }));
      inFlight.push(searchPromise);
      searchPromise.catch(() => {});
      // The islands' modules: known once the MDX docs are rendered, bundled beside the search index.
      const islandsPromise = islands.size === 0 ? undefined : timed('islands-bundle', () => bundleIslands({ siteDir, outDir: staging, baseUrl: config.baseUrl, islands, siteConfig: mdxSiteConfig(config), roots: siteReadRoots(siteDir, config), mode: options.clientMode ?? 'production' }));
      if (islandsPromise) {
        inFlight.push(islandsPromise);
        islandsPromise.catch(() => {});
      }
      const [renderer, assets, , , mermaidBundle, islandsBundle] = await Promise.all([rendererPromise, assetsPromise, staticPromise, docImages, mermaidPromise, islandsPromise]);
      const pageMeta = new Map<string, PageMeta>(Object.entries(renderer.pageModules).map(([id, mod]) => [id, mod.meta ?? {}]));
      const routes = buildRoutes(config, models, pages, pageMeta);
      const documentAssets = documentAssetsOf(assets, models.length > 1, { ...(mermaidBundle ? { [MERMAID_MODULE]: mermaidBundle.url } : {}), ...islandsBundle?.content });
      const keeping = ledger && renderer.code ? { ledger, identity: renderIdentity({ config, site, assets: documentAssets, rendererCode: renderer.code, compress }) } : undefined;
      if (options.onPagesReady) await options.onPagesReady(renderablePages(staging, started, config, site, routes, renderer, documentAssets));
      const scanned = await timed('render', () => writePages(staging, config, site, routes, renderer, documentAssets, compress, searchPromise, progress, options.dev !== true, keeping));
      stageEnded(routes.length);
      // Over the finished staging folder: a failing gate leaves the previous output as it was.
      const sources = pageSources({ siteDir, baseUrl: config.baseUrl, routes, model: models, pages, templates });
      // While writing, a link to a page not written yet is normal: `serve` reports, never blocks.
      const gateConfig = options.dev && config.onBrokenLinks === 'throw' ? { ...config, onBrokenLinks: 'warn' as const } : config;
      // Every writer done, the folder is listed once, for the gate and for the last compression:
      // the gate sees the search files too, and nothing walks the tree twice (at 10,000 pages a
      // walk is 70,000 entries).
      await Promise.all([searchPromise, assetsCompressed]);
      // The prune walks the folder whole: what it leaves is the listing (at 100,000 pages a walk of
      // the output is 400,000 files, seconds from disk). The ledger's memory of the folders spares
      // it reading those unchanged since the build that wrote them.
      const left = new OutputListing();
      await prune(ledger ? (file) => ledger.keeps(file) : undefined, (file, isFile) => left.add(file, isFile), ledger?.folders);
      const listing = left.files();
      // Whatever the steps above wrote and did not compress, on libuv's threads while the gate runs.
      const compressRest = !compress ? undefined : timed('precompress', () => precompress(staging, new Set([RECORDS_FILE]), listing.all));
      if (compressRest) {
        inFlight.push(compressRest);
        compressRest.catch(() => {});
      }
      const staticPages = staticHtmlPages(await staticPromise, routes);
      // A kept page's verdict from the gate of the build that wrote it stands while the listing is the same.
      const verdicts = ledger ? { pages: scanned, madeAgainst: ledger.verdictsListing } : undefined;
      const gate = await timed('links', () => runLinkGate({ outDir: staging, siteDir, config: gateConfig, sources, scanned, listing, staticPages, external: options.checkExternal ?? false, logger, ...(verdicts ? { verdicts } : {}) }));
      await compressRest;
      // What the gate read and let go of goes before the ledger is written: at 100,000 pages a
      // gate that read every page's links left 0.12 GiB of them to the ledger's peak (1.64 → 1.52 GiB).
      stageEnded(routes.length);
      // Everything is written: what this build made is older than this time, and anything written later is not.
      if (ledger) ledger.save(await fileSystemTick(staging), scanned, outDir, gate?.verdictsListing);
      const warm = async () => {
        if (!uncached) return;
        await warmUp(uncached, model.docs);
        await settle(uncached, model.docs);
      };
      const routeAt = new Map(routes.map((route, i) => [route.path, i]));
      const incremental: IncrementalState = { site, renderer, assets: documentAssets, pages, pageMeta, compile: compiler!, warm, routeAt, ...(compiledDocs ? { compiledDocs } : {}) };
      return { config, model, models, routes, assets, siteDir, outDir, timings, mdxInputs, incremental, keptPages: ledger?.kept ?? 0 };
    } catch (error) {
      // Bundles not started by now never will be; those running finish writing before the
      // staging folder is removed.
      bundles.reject(error);
      await Promise.allSettled([...inFlight, pooled?.release()]);
      spill?.close();
      throw error;
    }
  }, { spareDir: spareOutput(siteDir, outDir) });
}

/** The static folder's HTML files as output files (`/old/index.html`), less those a route wrote over. */
function staticHtmlPages(copied: readonly string[], routes: readonly RouteData[]): Set<string> {
  const written = new Set(routes.map((route) => `/${outputFileFor(route.path)}`));
  return new Set(copied.filter((file) => file.endsWith('.html')).map((file) => `/${file}`).filter((file) => !written.has(file)));
}

export type CompiledDocs = Map<string, { digest: string; compiled: CompiledMarkdown }>;

/** A digest of a doc's whole text: `serve` keeps it, not the text (100,000 docs' texts are 844 MB). */
function textDigest(source: string): string {
  return createHash('sha256').update(source).digest('base64url');
}

/** The result `remembering` kept for `file`, if it was compiled from `source`. */
export function remembered(docs: CompiledDocs, file: string, source: string): CompiledMarkdown | undefined {
  const kept = docs.get(file);
  return kept && kept.digest === textDigest(source) ? kept.compiled : undefined;
}

/** The compiler, keeping each result in `docs` by file. */
export function remembering(compile: MarkdownCompiler, docs: CompiledDocs): MarkdownCompiler {
  return async (source, file) => {
    const compiled = await compile(source, file);
    docs.set(file, { digest: textDigest(source), compiled });
    return compiled;
  };
}

/** The compiler, telling `done` how many docs it has compiled so far (from its cache or not), and `each` every doc's result. */
function counted(compile: MarkdownCompiler, done: (count: number) => void, each: (compiled: CompiledMarkdown) => void): MarkdownCompiler {
  let count = 0;
  const counting: MarkdownCompiler = async (source, file) => {
    const compiled = await compile(source, file);
    each(compiled);
    done(++count);
    return compiled;
  };
  const known = compile.known;
  if (known) {
    counting.known = (file, digest) => {
      const compiled = known(file, digest);
      if (compiled) {
        each(compiled);
        done(++count);
      }
      return compiled;
    };
  }
  return counting;
}

/**
 * Renders every route and writes its page and payload (and the site data and sitemap); returns
 * the pages' links and ids, read while writing, for the link gate.
 */
async function writePages(
  staging: string,
  config: SiteConfig,
  site: SiteData,
  routes: readonly RouteData[],
  renderer: ServerRenderer,
  assets: DocumentAssets,
  compress: boolean,
  coreFreed: Promise<unknown>,
  progress: BuildProgress,
  /** `llms.txt` and `llms-full.txt`: for a host, not for `serve`, whose saves would leave them behind. */
  llmsFiles: boolean,
  /** A warm build's: the pages the folder already holds as they would be written are kept. */
  keeping?: PageKeeping,
): Promise<ScannedPages> {
  const output = pageOutput(staging, routes.length);
  const llms = config.llms === false || !llmsFiles ? undefined : new LlmsFiles({ ...config, llms: config.llms }, site, routes, staging);
  progress.start('render', routes.length);
  // Rendering usually outlasts the search index (10,000 pages: 48 s and 28 s); its core then
  // goes to writing, the part of rendering that waits on the other (compression, mostly).
  coreFreed.then(() => output.widen(), () => {});
  try {
    const keys = keeping ? routes.map((route) => (isKeepable(route) ? routeKey(keeping.identity, route) : undefined)) : [];
    if (llms && keeping) keepLlmsFull(llms, keeping, new Map(routes.map((route, i) => [route.path, keys[i]])));
    let rendered = 0;
    let done = 0;
    for (const i of renderOrder(routes, llms?.fullRoutes ?? [])) {
      const route = routes[i]!;
      const key = keys[i];
      const files = key ? routeOutputFiles(config, route) : undefined;
      if (key && files && keeping!.ledger.keepPage(route.path, key, files, output.scans)) {
        if (llms?.wants(route)) await llms.add(route, readFileSync(path.join(staging, twinFile(route.path)), 'utf8'));
      } else {
        await writeRoute(staging, config, site, route, renderer, assets, output, compress, llms);
        if (key && files) keeping!.ledger.wrotePage(route.path, key, files);
        renderedPages(routes.length, ++rendered);
      }
      progress.advance('render', ++done);
    }
    if (llms) await output.add({ file: 'llms.txt', contents: await llms.finish(), compress, scan: false });
    for (const [file, text] of Object.entries(siteFiles(config, site, routes))) await output.add({ file, contents: text(), compress, scan: false });
    return await output.finish();
  } catch (error) {
    llms?.abort();
    await output.abort();
    throw error;
  }
}

/** What every page links of the bundles; `content`: the modules made for the docs' content (Mermaid, islands). */
function documentAssetsOf(assets: ClientAssets, versioned: boolean, content: Record<string, string>): DocumentAssets {
  // A versioned site's pages fetch the versions UI as they hydrate: named in the head, it comes with the entry.
  const preload = versioned ? [...assets.preload, ...assets.versionsPreload] : assets.preload;
  return { css: assets.css, js: assets.js, preload, pagePreload: assets.pagePreload, content: { ...assets.content, ...content } };
}

function renderablePages(dir: string, started: number, config: SiteConfig, site: SiteData, routes: readonly RouteData[], renderer: ServerRenderer, assets: DocumentAssets): RenderablePages {
  return {
    dir,
    started,
    routeFile: routeFileIndex(routes.map((route) => filesOfRoute(config, route))),
    render: (route) => renderRoute(config, site, route, renderer, assets),
    siteFiles: siteFiles(config, site, routes),
  };
}

/** The files written after the pages: the site data of pages that open a category, and the sitemap. */
function siteFiles(config: SiteConfig, site: SiteData, routes: readonly RouteData[]): Record<string, () => string> {
  return {
    [`${PAYLOAD_DIR}/site.json`]: () => JSON.stringify(site),
    'sitemap.xml': () => sitemap(routes, (p) => absoluteUrl(config, p)),
  };
}

/** What a warm build may keep of the last: docs and category pages, made from data alone (a page module may read anything). */
interface PageKeeping {
  ledger: OutputLedger;
  identity: string;
}

/**
 * Keeps llms-full.txt when every twin in it is as before: its key is theirs, in its order. At
 * 100,000 pages it is 800 MB, and writing it again read back every kept page's twin.
 */
function keepLlmsFull(llms: LlmsFiles, { ledger, identity }: PageKeeping, keys: ReadonlyMap<string, string | undefined>): void {
  const parts = llms.fullRoutes.map((route) => keys.get(route));
  if (parts.length === 0 || parts.some((key) => key === undefined)) return;
  const key = createHash('sha256').update(identity).update(parts.join('\0')).digest('base64url');
  if (ledger.keepFile(LLMS_FULL, key)) llms.keepFull();
  else ledger.wroteFile(LLMS_FULL, key);
}

const LLMS_FULL = 'llms-full.txt';

/** Whether the index is kept; if not, it is written now, from `key`. */
function keepIndex(ledger: OutputLedger, folder: string, key: string): boolean {
  if (ledger.keepIndex(folder, key)) return true;
  ledger.wroteIndex(folder, key);
  return false;
}

function isKeepable(route: RouteData): boolean {
  return route.kind === 'doc' || route.kind === 'category';
}

/** The files `writeRoute` writes for a doc or category: its page, payload and (with llms) twin. */
function routeOutputFiles(config: SiteConfig, route: RouteData): RouteFiles {
  const [page, payload] = routeFiles(route.path);
  return { page: `/${page.normalize()}`, files: hasTwin(config, route) ? [page, payload, twinFile(route.path)] : [page, payload] };
}

/**
 * A route's HTML page and its client payload; returns the payload (the route as pages carry it).
 * Without `output` (serve's single-doc update) both files are written before it returns, and the
 * page is not scanned (no link gate follows).
 */
export async function writeRoute(
  outDir: string,
  config: SiteConfig,
  site: SiteData,
  route: RouteData,
  renderer: ServerRenderer,
  assets: DocumentAssets,
  output?: PageOutput,
  compress = false,
  llms?: LlmsFiles,
): Promise<RouteData> {
  const { page, html, payload, twin } = renderRoute(config, site, route, renderer, assets);
  // Without `output`, `outDir` is the folder `serve` serves.
  const sink = output ?? new InlineOutput(outDir, { served: true });
  const [htmlFile, payloadFile] = routeFiles(route.path);
  await sink.add({ file: htmlFile, contents: html, compress, scan: output !== undefined });
  await sink.add({ file: payloadFile, contents: payload, compress, scan: false });
  if (twin) {
    await sink.add({ file: twin.file, contents: twin.text, compress, scan: false });
    await llms?.add(page, twin.text);
  }
  return page;
}

export interface RenderedRoute {
  /** The route as its page and payload carry it. */
  page: RouteData;
  html: string;
  /** The payload's JSON. */
  payload: string;
  /** Its Markdown twin (`llms`): the file beside the page and its text. */
  twin?: { file: string; text: string };
}

/** A route's page and payload, not written (`serve` renders every page a save changes before writing any). */
export function renderRoute(config: SiteConfig, site: SiteData, route: RouteData, renderer: ServerRenderer, assets: DocumentAssets): RenderedRoute {
  // A doc's content names the assets it links by placeholders (markdown/math.ts): their URLs, in its page and its payload.
  const withAssets = (html: string) => contentAssetUrls(html, assets.content);
  // The twin's body is the build's, never a page's.
  const withTwin = withTwinFields(config, route) as RouteData & { twin?: string };
  const body = withTwin.twin;
  const twinned = without(withTwin, 'twin') as RouteData;
  const cardsDrawn = twinned.kind === 'doc' && twinned.cardList !== undefined;
  const page = withDocCards(
    pageRoute(site, twinned.kind === 'doc' ? { ...twinned, html: withAssets(twinned.html), ...(twinned.copyPage ? { copyPage: withAssets(twinned.copyPage) } : {}) } : twinned),
    renderer,
  );
  try {
    const html = renderer.renderRoute(pageSite(site), page, assetsOf(page, assets), absoluteUrl(config, route.path));
    const twin = hasTwin(config, page) ? routeTwin(config, page, cardsDrawn ? undefined : body) : undefined;
    return { page, html, payload: routeJson(page), ...(twin ? { twin } : {}) };
  } catch (error) {
    const where = renderer.sourceOf?.(error);
    const message = `${(error as Error).message} (raised while rendering ${route.path})`;
    if (!where) throw new UserError(`rendering ${route.path} failed: ${(error as Error).message}`, { cause: error });
    throw new UserError(`${message}. Fix the template or page, or the data it reads.`, { cause: error, file: where.file });
  }
}

/** A doc's `<DocCardList />` drawn into its HTML: pages and payloads carry the HTML, not the cards. */
function withDocCards(route: RouteData, renderer: ServerRenderer): RouteData {
  if (route.kind !== 'doc' || !route.cardList) return route;
  const { cardList, ...rest } = route;
  return { ...rest, html: withCardList(route.html, renderer.renderDocCards(cardList)) };
}

function assetsOf(route: RouteData, { css, js, preload, pagePreload }: DocumentAssets): DocumentProps['assets'] {
  const own = route.kind === 'page' ? (pagePreload[route.pageId] ?? []) : [];
  return { css, js, preload: [...preload, ...own] };
}

/** Where the output a build replaces waits for the next build to write into (see swap.ts). */
function spareOutput(siteDir: string, outDir: string): string {
  return path.join(cacheRoot(siteDir), 'spare-output', createHash('sha256').update(outDir).digest('hex').slice(0, 12));
}

/** Where the ledgers of an output's folders are kept (see reuse/output-ledger.ts). */
function outputLedgers(siteDir: string, outDir: string): string {
  return path.join(cacheRoot(siteDir), 'output-ledgers', createHash('sha256').update(outDir).digest('hex').slice(0, 12));
}

/** Where docsgen keeps its caches for a site, as bundlers do. */
export function cacheRoot(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'docsgen');
}

/** The files `writeRoute` writes for a route: its page and its payload (`serve` rewrites them in place). */
export function routeFiles(route: string): [page: string, payload: string] {
  return [outputFileFor(route), payloadFile(route)];
}

/** `/docs/intro` → `_docsgen/routes/docs/intro.json`; `/` → `_docsgen/routes/index.json`. */
export function payloadFile(route: string): string {
  const clean = route.replace(/^\/|\/$/g, '');
  return `${PAYLOAD_DIR}/routes/${clean || 'index'}.json`;
}

/**
 * The images beside docs that their pages link to, each once, under its hashed name. Each is
 * checked again as it is copied: a doc's compiled result may come from the cache, made before
 * the file became a link out of the site.
 */
export async function copyDocAssets(docs: readonly Pick<CompiledDoc, 'assets' | 'source'>[], outDir: string, roots: ReadRoots): Promise<void> {
  const files = new Map(docs.flatMap((doc) => doc.assets.map((asset) => [asset.file, { asset, doc }] as const)));
  await Promise.all(
    [...files].map(async ([file, { asset, doc }]) => {
      const decision = roots.decide(asset.source);
      if (!decision.ok) throw new UserError(`links to ${asset.source}, which ${refusal(decision)}`, { file: doc.source.displayPath });
      const target = outputTarget(outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(decision.real, target);
    }),
  );
}

/** What compiling the docs found: `.md` links to no doc (as `onBrokenMarkdownLinks` says), and what a page cannot show as written (MDX). */
export function reportDocMessages(config: SiteConfig, model: Pick<ContentModel, "docs">, logger: Logger): void {
  // A partial's warning comes with every doc that renders it: said once.
  const said = new Set<string>();
  for (const doc of model.docs) {
    for (const warning of doc.warnings) {
      const text = `${warning.file ?? doc.source.displayPath}${warning.line ? `:${warning.line}` : ''}: ${warning.message}`;
      if (said.has(text)) continue;
      said.add(text);
      if (warning.info) logger.info(`[INFO] ${text}`);
      else logger.warn(`[WARNING] ${text}`);
    }
    for (const link of doc.brokenMarkdownLinks) {
      report(
        config.onBrokenMarkdownLinks,
        `Docs markdown link couldn't be resolved: (${link.url}) in source file ${link.file ?? doc.source.displayPath}${link.line ? `:${link.line}` : ''} for version current`,
        logger,
        'Fix the link (a relative path to an existing .md file), or set onBrokenMarkdownLinks in site.config.ts.',
      );
    }
  }
}
