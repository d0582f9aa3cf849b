/**
 * One doc saved in `serve`: when only its body changed, only its page and payload are written
 * again. Anything another page shows (title, sidebar label, description, front matter) or a new
 * set of docs makes it a structural change, which the caller answers with a whole build.
 */
import { readFile } from 'node:fs/promises';
import { reportBrokenMarkdownLinks, writeRoute, type BuildResult } from '../build/build.ts';
import { parseFrontMatter } from '../content/front-matter.ts';
import { compileDoc, type CompiledDoc, type ContentModel } from '../content/model.ts';
import type { RouteData } from '../../runtime/data.ts';
import type { Logger } from '../output/report.ts';
import { docRoute } from '../routes/routes.ts';

export type DocUpdate =
  | { kind: 'unchanged' }
  | { kind: 'structural'; reason: string }
  /** `routes`: the rewritten routes' payloads, so open pages need not fetch them. */
  | { kind: 'updated'; routes: RouteData[] };

/** Rewrites the doc's page in `state.outDir` and updates `state` to match; never touches it otherwise. */
export async function updateDoc(state: BuildResult, file: string, logger: Logger): Promise<DocUpdate> {
  const old = state.model.docs.find((d) => d.source.file === file);
  if (!old) return { kind: 'structural', reason: 'a doc was added' };
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch {
    return { kind: 'structural', reason: 'a doc was removed' };
  }
  // An editor that truncates before writing shows an empty file for a moment; its next event has the text.
  if (source === old.source.source || source === '') return { kind: 'unchanged' };
  const frontMatter = parseFrontMatter(source, old.source.displayPath);
  if (JSON.stringify(frontMatter) !== JSON.stringify(old.source.frontMatter)) return { kind: 'structural', reason: 'front matter changed' };

  const doc = await compileDoc({ ...old.source, source }, state.incremental.compile, state.config);
  const shownElsewhere = differs(doc, old);
  if (shownElsewhere) return { kind: 'structural', reason: `its ${shownElsewhere} changed` };

  const model = replaceDoc(state.model, old, doc);
  const { incremental } = state;
  // Its route alone, in the place it had: a body edit moves nothing (rebuilding every route
  // instead cost a save 30 ms at 10,000 pages).
  const at = state.routes.findIndex((r) => r.kind === 'doc' && r.path === old.route);
  const before = state.routes[at];
  if (before?.kind !== 'doc' || doc.route !== old.route) return { kind: 'structural', reason: 'its route moved' };
  const route = docRoute(state.config, doc, { breadcrumbs: before.breadcrumbs, pagination: before.pagination, ...(before.sidebarId !== undefined ? { sidebarId: before.sidebarId } : {}) });
  const routes = state.routes.with(at, route);
  reportBrokenMarkdownLinks(state.config, { docs: [doc] }, logger);
  const payload = await writeRoute(state.outDir, state.config, incremental.site, route, incremental.renderer, incremental.assets);
  state.model = model;
  state.routes = routes;
  return { kind: 'updated', routes: [payload] };
}

/** What other pages show of a doc: the sidebar, neighbours' pagination and category cards. */
function differs(doc: CompiledDoc, old: CompiledDoc): string | undefined {
  if (doc.title !== old.title) return 'title';
  if (doc.sidebarLabel !== old.sidebarLabel) return 'sidebar label';
  if (doc.description !== old.description) return 'description';
  return undefined;
}

function replaceDoc(model: ContentModel, old: CompiledDoc, doc: CompiledDoc): ContentModel {
  return { ...model, docs: model.docs.with(model.docs.indexOf(old), doc), docsById: new Map(model.docsById).set(doc.id, doc) };
}
