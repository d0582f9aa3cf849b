/**
 * One doc saved in `serve`: when only its body changed, only its page and payload are written
 * again. When it changed something other pages show (its title, sidebar label or description) or
 * its front matter, the pages that change with it are written again too (`relink.ts`). A new set
 * of docs, or a doc with a new id, route or draft status, is a structural change, which the caller
 * answers with a whole build.
 */
import { withModel } from '../versions/version-models.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { copyDocAssets, reportDocMessages, writeRoute, type BuildResult } from '../build/build.ts';
import { siteReadRoots } from '../build/doc-compiler.ts';
import { parseFrontMatter } from '../content/front-matter.ts';
import { compileDoc, itemCards, type CompiledDoc, type ContentModel } from '../content/model.ts';
import { cardListOf } from '../mdx/doc-card-list.ts';
import { rereadDoc, withDoc } from '../content/scan.ts';
import type { RouteData, SiteData } from '../../runtime/data.ts';
import type { Logger } from '../output/report.ts';
import { checkSavedPage } from '../links/gate.ts';
import { docSource } from '../links/sources.ts';
import { docRoute, outputFileFor, placeOf } from '../routes/routes.ts';
import { relinkDoc } from './relink.ts';
import { docIndex, docsWith } from './doc-index.ts';
import { linkPlaces } from './sidebar-places.ts';
import { docText } from '../content/doc-text.ts';
import { MERMAID_MODULE } from '../markdown/mermaid.ts';

/** How long after a save its page's links are checked (see `checkLinksOf`). */
const LINK_CHECK_DELAY_MS = 100;

export type DocUpdate =
  | { kind: 'unchanged' }
  | { kind: 'structural'; reason: string }
  /** `routes`: the rewritten routes' payloads, so open pages need not fetch them. */
  | { kind: 'updated'; routes: RouteData[] }
  /**
   * Other pages changed with it: `routes` (as pages carry them, its own first) and `files` are
   * written again, its own page's now and the others' by `rest`; `site`: the site data pages
   * carry, if it changed.
   */
  | { kind: 'relinked'; reason: string; routes: RouteData[]; files: string[]; rest: () => void; site?: SiteData };

const MERMAID_REASON = 'it has the site\'s first Mermaid diagram (a build makes the module that draws it)';

/** A diagram in a site whose build made no Mermaid module (it had no diagram): a whole build makes it. */
export function needsMermaid(state: BuildResult, doc: CompiledDoc): boolean {
  return doc.diagrams === true && state.incremental.assets.content[MERMAID_MODULE] === undefined;
}

const ISLAND_REASON = 'it has an island whose module a build makes (a new component, or <BrowserOnly> children)';

/**
 * An island whose module the last build did not make (a component the site used nowhere else),
 * or a `<BrowserOnly>`, whose children are the doc's own code, in a module: a whole build makes it.
 */
export function needsIsland(state: BuildResult, doc: CompiledDoc): boolean {
  return [...doc.html.matchAll(/docsgen-asset:(island\.[\w.-]+)/g)].some(([, name]) => name!.startsWith('island.browser-') || state.incremental.assets.content[name!] === undefined);
}

/**
 * Makes the look-ups a save uses (each doc's place by file, each sidebar link's place), so that
 * the first save after a build does not: at 100,000 docs they were 70 and 93 ms of it.
 */
export function readySaves(state: BuildResult): void {
  for (const model of state.models) {
    docIndex(model.docs);
    linkPlaces(model.sidebar);
  }
}

/** Rewrites the doc's page in `state.outDir` and updates `state` to match; never touches it otherwise. */
export async function updateDoc(state: BuildResult, file: string, logger: Logger): Promise<DocUpdate> {
  // The version the doc belongs to (a site without versions has one).
  const owner = state.models.find((m) => m.permalinks.has(file) && docIndex(m.docs).has(file));
  const old = owner?.docs[docIndex(owner.docs).get(file)!];
  if (!owner || !old) return { kind: 'structural', reason: 'a doc was added' };
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return { kind: 'structural', reason: 'a doc was removed' };
  }
  // A doc saved as a link to a file outside the site: the whole build refuses it at the link.
  if (!siteReadRoots(state.siteDir, state.config).decide(file).ok) return { kind: 'structural', reason: 'it became a link' };
  const source = docText(bytes, old.source.displayPath);
  // An editor that truncates before writing shows an empty file for a moment; its next event has the text.
  if (source === old.source.source || source === '') return { kind: 'unchanged' };
  const frontMatter = parseFrontMatter(source, old.source.displayPath);
  if (JSON.stringify(frontMatter) !== JSON.stringify(old.source.frontMatter)) {
    // Other versions' pages are not patched in place (their sidebars are keyed apart): a whole build, from the cache.
    if (owner.siteVersion.versioned) return { kind: 'structural', reason: 'a versioned doc’s front matter changed' };
    const { docsOptions } = owner;
    const scanned = rereadDoc({ siteDir: state.siteDir, docsDir: path.resolve(state.siteDir, docsOptions.path), routeBasePath: docsOptions.routeBasePath }, old.source, source);
    if (scanned.id !== old.id) return { kind: 'structural', reason: 'its id changed' };
    if (scanned.route !== old.route) return { kind: 'structural', reason: 'its route moved' };
    if ((scanned.frontMatter.draft === true) !== (old.source.frontMatter.draft === true)) return { kind: 'structural', reason: 'its draft status changed' };
    if ((scanned.frontMatter.unlisted === true) !== (old.source.frontMatter.unlisted === true)) return { kind: 'structural', reason: 'it was listed or unlisted' };
    if (scanned.frontMatter.displayed_sidebar !== old.source.frontMatter.displayed_sidebar) return { kind: 'structural', reason: 'the sidebar it shows changed' };
    // Tag pages list it, and its footer is made with the tags file and git's answer: a whole build.
    if (JSON.stringify(scanned.frontMatter.tags) !== JSON.stringify(old.source.frontMatter.tags)) return { kind: 'structural', reason: 'its tags changed' };
    if (JSON.stringify(scanned.frontMatter.last_update) !== JSON.stringify(old.source.frontMatter.last_update)) return { kind: 'structural', reason: 'its last_update changed' };
    const doc = keepFooter(await compileDoc(scanned, state.incremental.compile, { ...state.config, docs: docsOptions }), old);
    if (needsMermaid(state, doc)) return { kind: 'structural', reason: MERMAID_REASON };
    if (needsIsland(state, doc)) return { kind: 'structural', reason: ISLAND_REASON };
    return relinked(state, old, doc, 'its front matter changed', logger);
  }

  const doc = keepFooter(await compileDoc({ ...old.source, source }, state.incremental.compile, { ...state.config, docs: owner.docsOptions }), old);
  if (needsMermaid(state, doc)) return { kind: 'structural', reason: MERMAID_REASON };
  if (needsIsland(state, doc)) return { kind: 'structural', reason: ISLAND_REASON };
  const shownElsewhere = differs(doc, old);
  if (shownElsewhere && owner.siteVersion.versioned) return { kind: 'structural', reason: `a versioned doc’s ${shownElsewhere} changed` };
  if (shownElsewhere) return relinked(state, old, doc, `its ${shownElsewhere} changed`, logger);

  // A body edit, in any version: its page alone.
  const { incremental } = state;
  // Its route alone, in the place it had: a body edit moves nothing (rebuilding every route
  // instead cost a save 30 ms at 10,000 pages).
  const at = incremental.routeAt.get(old.route);
  const before = at === undefined ? undefined : state.routes[at];
  if (at === undefined || before?.kind !== 'doc' || doc.route !== old.route) return { kind: 'structural', reason: 'its route moved' };
  const route = docRoute(state.config, doc, { ...placeOf(before), ...cardListOf(doc, before.sidebarId === undefined ? undefined : incremental.site.sidebars[before.sidebarId], (items) => itemCards(items, withOwn(owner.docsById, doc))) });
  const routes = state.routes.with(at, route);
  reportDocMessages(state.config, { docs: [doc] }, logger);
  // Its images first: the page written next links to them.
  await copyDocAssets([doc], state.outDir, siteReadRoots(state.siteDir, state.config));
  const payload = await writeRoute(state.outDir, state.config, incremental.site, route, incremental.renderer, incremental.assets);
  // Its page written: the model takes the doc.
  const model = replaceDoc(owner, old, doc);
  state.models = withModel(state.models, owner, model);
  if (state.model === owner) state.model = model;
  state.routes = routes;
  checkLinksOf(state, doc, logger);
  return { kind: 'updated', routes: [payload] };
}

/**
 * The saved doc's page through the link gate, as a whole build in `serve` would put it: a broken
 * link or anchor warns. Not awaited, and a moment later: the open page fetches the new payload
 * right after the save is announced, and the check (3–8 ms at 10,000 pages) must not delay it.
 */
export function checkLinksOf(state: BuildResult, doc: CompiledDoc, logger: Logger): void {
  const { config, model, outDir, siteDir } = state;
  const file = `/${outputFileFor(doc.route)}`;
  const gateConfig = config.onBrokenLinks === 'throw' ? { ...config, onBrokenLinks: 'warn' as const } : config;
  const sources = new Map([[file, docSource(doc, model, config.baseUrl)]]);
  setTimeout(() => {
    readFile(path.join(outDir, file), 'utf8')
      .then((html) => checkSavedPage({ outDir, siteDir, config: gateConfig, sources, logger, file, html }))
      .catch((error: unknown) => logger.warn(`[WARNING] the links of ${doc.source.displayPath} could not be checked: ${(error as Error).message}`));
  }, LINK_CHECK_DELAY_MS).unref();
}

async function relinked(state: BuildResult, old: CompiledDoc, doc: CompiledDoc, reason: string, logger: Logger): Promise<DocUpdate> {
  // Its images first: the pages written next link to them.
  await copyDocAssets([doc], state.outDir, siteReadRoots(state.siteDir, state.config));
  const result = await relinkDoc(state, old, doc);
  if (result.kind === 'structural') return result;
  reportDocMessages(state.config, { docs: [doc] }, logger);
  checkLinksOf(state, doc, logger);
  return { ...result, reason };
}

/** What other pages show of a doc: the sidebar, neighbours' pagination and category cards. */
function differs(doc: CompiledDoc, old: CompiledDoc): string | undefined {
  if (doc.title !== old.title) return 'title';
  if (doc.sidebarLabel !== old.sidebarLabel) return 'sidebar label';
  if (doc.description !== old.description) return 'description';
  return undefined;
}

/**
 * The model with `doc` for `old`, in the scanned tree too (a later save may derive the model from
 * it). Its map of docs by id is the old model's, changed in place: the old model is let go, and
 * a copy of the map was 68 ms a save at 100,000 docs.
 */
function replaceDoc(model: ContentModel, old: CompiledDoc, doc: CompiledDoc): ContentModel {
  const docs = docsWith(model.docs, old, doc);
  (model.docsById as Map<string, CompiledDoc>).set(doc.id, doc);
  return { ...model, docs, tree: withDoc(model.tree, old.source, doc.source) };
}

/** `docsById` with `doc` in its place, not changing it (the page is not written yet). */
function withOwn(docsById: ReadonlyMap<string, CompiledDoc>, doc: CompiledDoc): Pick<ReadonlyMap<string, CompiledDoc>, 'get'> {
  return { get: (id) => (id === doc.id ? doc : docsById.get(id)) };
}

/** A saved doc keeps the tags and last update the build gave it (a change to either is a whole build). */
function keepFooter(doc: CompiledDoc, old: CompiledDoc): CompiledDoc {
  return { ...doc, tags: old.tags, lastUpdate: old.lastUpdate };
}
