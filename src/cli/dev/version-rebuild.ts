/**
 * `serve` on a versioned site, after a change its quick paths cannot patch in (a doc's front
 * matter, title or tags, a version's sidebars file, a category file): the docs are read again,
 * each from the cache unless it changed, and only the pages whose data changed are written, in
 * place. Versions keep their own sidebars, tags and links, so those pages are the changed
 * version's. A change that moves docs (one added, removed or given a new URL) changes what every
 * page carries (the versions dropdown's doc lists): that is left to a whole build.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyDocAssets, remembered, renderRoute, reportDocMessages, routeFiles, type BuildResult } from '../build/build.ts';
import { siteReadRoots } from '../build/doc-compiler.ts';
import { outputTarget } from '../confine/output-path.ts';
import { buildSiteContent, type CompiledDoc, type ContentModel } from '../content/model.ts';
import { hasTwin } from '../llms/route-twin.ts';
import { twinFile } from '../llms/paths.ts';
import { sitemap } from '../output/sitemap.ts';
import { FileWriter } from '../output/write-files.ts';
import type { Logger } from '../output/report.ts';
import { pageRoute, pageSite } from '../routes/page-data.ts';
import { absoluteUrl, buildRoutes } from '../routes/routes.ts';
import { buildSiteData } from '../routes/site-data.ts';
import { sidebarsFilesToWatch } from '../sidebars/load.ts';
import type { MarkdownCompiler } from '../markdown/pipeline.ts';
import { DOC_IMAGE } from './watch.ts';
import { VERSIONED_SIDEBARS_DIR } from '../versions/site-versions.ts';
import type { RouteData } from '../../runtime/data.ts';
import { checkLinksOf, needsIsland, needsMermaid } from './doc-update.ts';
import { routeJobs, SITE_JSON } from './relink.ts';
import { sameData } from './same-data.ts';

export type VersionRebuild =
  | {
      kind: 'rebuilt';
      /** The saved docs' routes as their pages carry them, and the others written again. */
      saved: RouteData[];
      routes: RouteData[];
      /** Every file written or removed (the server reads these from disk again). */
      files: string[];
      /** The versions whose pages were written. */
      versions: string[];
    }
  | { kind: 'structural'; reason: string };

/** Thrown from the compiler factory: the docs' URLs moved, and the rest of the reread is wasted. */
class DocsMoved extends Error {}

/**
 * Reads the docs again and writes the pages that changed; `changed`: the files of the batch,
 * `saved`: the docs among them. Updates `state` to match.
 */
export async function rebuildChanged(state: BuildResult, changed: readonly string[], saved: readonly string[], logger: Logger): Promise<VersionRebuild> {
  const { config, siteDir, incremental, outDir } = state;
  let models: ContentModel[];
  let last: ContentModel;
  try {
    ({ models, last } = await buildSiteContent({
      config,
      siteDir,
      includeDrafts: true,
      // The same URLs: the compiler of the last build resolves links as a new one would.
      compiler: async (permalinks) => {
        if (!samePermalinks(permalinks, state.model.permalinks)) throw new DocsMoved();
        return reusing(state, changed);
      },
    }));
  } catch (error) {
    if (error instanceof DocsMoved) return { kind: 'structural', reason: 'a doc was added, removed or moved' };
    throw error;
  }
  const docs = models.flatMap((model) => model.docs);
  const needy = docs.find((doc) => needsMermaid(state, doc) || needsIsland(state, doc));
  if (needy) return { kind: 'structural', reason: `${needy.source.displayPath} needs a module a build makes` };
  const site = buildSiteData(config, models, incremental.pages);
  if (!sameData(pageSite(site), pageSite(incremental.site))) return { kind: 'structural', reason: 'the data every page carries changed' };

  const routes = buildRoutes(config, models, incremental.pages, incremental.pageMeta);
  const before = new Map(state.routes.map((route) => [route.path, route]));
  const rewritten = routes.filter((route) => {
    const was = before.get(route.path);
    return was === undefined || !sameData(pageRoute(site, route), pageRoute(incremental.site, was));
  });
  const kept = new Set(routes.map((route) => route.path));
  const removed = state.routes.filter((route) => !kept.has(route.path));

  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const changedDocs = rewritten.flatMap((route) => (route.kind === 'doc' && byId.get(route.docId)) || []);
  reportDocMessages(config, { docs: changedDocs }, logger);
  // Their images first: the pages written next link to them.
  await copyDocAssets(changedDocs, outDir, siteReadRoots(siteDir, config));
  // Every page rendered before any is written: one that fails leaves them all as they were.
  const rendered = rewritten.map((route) => renderRoute(config, site, route, incremental.renderer, incremental.assets));
  const siteJson = !sameData(site, incremental.site);
  const writer = new FileWriter(outDir, { served: true });
  writer.write([
    ...rendered.flatMap((page, i) => routeJobs(rewritten[i]!, page)),
    ...(siteJson ? [{ file: SITE_JSON, contents: JSON.stringify(site), compress: false, scan: false }] : []),
    { file: 'sitemap.xml', contents: sitemap(routes, (p) => absoluteUrl(config, p)), compress: false, scan: false },
  ]);
  const gone = removed.flatMap((route) => [...routeFiles(route.path), ...(hasTwin(config, route) ? [twinFile(route.path)] : [])]);
  for (const file of gone) rmSync(outputTarget(outDir, file), { force: true });

  state.models = models;
  state.model = last;
  state.routes = routes;
  state.incremental = { ...incremental, site, routeAt: new Map(routes.map((route, i) => [route.path, i])) };
  const savedDocs = docs.filter((doc) => saved.includes(doc.source.file));
  for (const doc of savedDocs) checkLinksOf(state, doc, logger);

  const pages = rendered.map((page) => page.page);
  const isSaved = (route: RouteData) => route.kind === 'doc' && savedDocs.some((doc: CompiledDoc) => doc.id === route.docId);
  return {
    kind: 'rebuilt',
    saved: pages.filter(isSaved),
    routes: [...pages, ...removed],
    files: [...rewritten.flatMap((route) => routeFiles(route.path)), ...(siteJson ? [SITE_JSON] : []), 'sitemap.xml', ...gone],
    versions: [...new Set(rewritten.flatMap((route) => ('version' in route && route.version !== undefined ? [route.version] : [])))],
  };
}

/**
 * The last build's compiler, and a doc whose text is as it was compiled comes back as it was,
 * not compiled again (an MDX doc is rendered at each compile, cache or not: 9 versions of an MDX
 * site took 12 s). Only when the changed files are docs of the site, or its sidebars and category
 * files: a new image, partial or unknown file may change what an unchanged doc compiles to.
 */
function reusing(state: BuildResult, changed: readonly string[]): MarkdownCompiler {
  const { compile, compiledDocs } = state.incremental;
  if (!compiledDocs) return compile;
  const known = new Set(state.models.flatMap((model) => model.docs.map((doc) => doc.source.file)));
  const reuse = changed.every((file) => known.has(file) || !(/\.mdx?$/i.test(file) || DOC_IMAGE.test(file)));
  return async (source, file) => {
    // Otherwise compiled and kept (`compile` is the build's, which keeps what it compiles).
    return (reuse ? remembered(compiledDocs, file, source) : undefined) ?? compile(source, file);
  };
}

function samePermalinks(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [file, route] of a) if (b.get(file) !== route) return false;
  return true;
}

/** Whether a changed file is one a rebuild reads: in a version's docs folder, the versioned sidebars, or a sidebars file. */
export function readByRebuild(state: BuildResult, file: string): boolean {
  const site = (p: string) => path.resolve(state.siteDir, p);
  const places = [...state.models.map((model) => site(model.docsOptions.path)), site(VERSIONED_SIDEBARS_DIR), ...sidebarsFilesToWatch(state.config.docs, state.siteDir)];
  return places.some((place) => {
    const relative = path.relative(place, file);
    return !relative.startsWith('..') && !path.isAbsolute(relative);
  });
}
