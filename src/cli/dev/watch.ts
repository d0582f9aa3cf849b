/**
 * What `serve` watches, and what a changed file means: a saved doc may be a small change (its
 * page alone); anything else (config, templates, the runtime, static files, pages, categories, a
 * sidebars file, a doc added or removed) changes more than one page and is answered with a whole build.
 */
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, VERSIONS_FILE } from '../versions/site-versions.ts';
import { watch, type FSWatcher } from 'chokidar';
import { statSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { packageFile } from '../package-root.ts';
import { sidebarsFilesToWatch } from '../sidebars/load.ts';

export type Change =
  | { kind: 'doc'; file: string }
  | { kind: 'site'; file: string }
  /** Internal: the search index is behind the docs' pages. */
  | { kind: 'search' };

/** The folders `serve` watches, and the single files (the config, the site's stylesheets). */
export interface WatchedPaths {
  folders: string[];
  files: string[];
}

/** `mdxInputs`: the site's files the last build rendered MDX docs from (partials, `@site/` components). */
export function watchedPaths(siteDir: string, config: SiteConfig | undefined, mdxInputs: Iterable<string> = []): WatchedPaths {
  const site = (p: string) => path.resolve(siteDir, p);
  const folders = [site('content'), site(config?.templatesDir ?? 'templates'), packageFile('src/runtime')];
  // A site's versions have fixed places: watched from the start, before the config is read.
  folders.push(site(VERSIONED_DOCS_DIR), site(VERSIONED_SIDEBARS_DIR));
  const files = [site(CONFIG_FILE), site(VERSIONS_FILE)];
  // The sidebars file (or, without one, the names Docusaurus looks for: a new one is a new sidebar).
  files.push(...sidebarsFilesToWatch(config?.docs ?? {}, siteDir));
  if (config) {
    folders.push(site(config.docs.path), site(config.pages.path), site(config.staticDir));
    files.push(...config.customCss.map(site));
  }
  files.push(...mdxInputs);
  return { folders: [...new Set(folders)], files: [...new Set(files)] };
}

/** Files beside docs their pages may show (`doc-images.ts`): a new version is a whole build (cached docs are quick). */
export const DOC_IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)$/i;

/** `undefined`: not something the build reads (a stray file among the docs). */
export function classify(event: string, file: string, docsDir: string): Change | undefined {
  const inDocs = !path.relative(docsDir, file).startsWith('..');
  if (!inDocs) return { kind: 'site', file };
  const name = path.basename(file);
  if (/\.mdx?$/i.test(name)) return event === 'change' ? { kind: 'doc', file } : { kind: 'site', file };
  // A YAML file among the docs may be the tags file (`tags.yml`, or `docs.tags`): its labels are on many pages.
  if (name.startsWith('_category_.') || event === 'addDir' || event === 'unlinkDir' || DOC_IMAGE.test(name) || /\.ya?ml$/i.test(name)) return { kind: 'site', file };
  return undefined;
}

/** A file's modification time and size, `undefined` when there is none. */
function fileStamp(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? `${stats.mtimeMs}:${stats.size}` : undefined;
}

/** Editors' swap and backup files, dot folders and dependencies are not the site. */
function ignored(file: string): boolean {
  const name = path.basename(file);
  return /(^|[\\/])(\.[^\\/]|node_modules[\\/])/.test(file) || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || name === '4913';
}

export interface SiteWatcher {
  add(paths: WatchedPaths): void;
  close(): Promise<void>;
}

/**
 * Watches the folders, and each single file through its folder (only that name in it): a watch
 * on the file itself is lost once the file is deleted and written again, as `git checkout` and
 * editors that save by renaming a new file over the old one do, and later saves went unseen.
 */
export function startWatcher(paths: WatchedPaths, onEvent: (event: string, file: string) => void): SiteWatcher {
  const files = new Set<string>();
  const parents = new Set<string>();
  /**
   * Single files named after their folder was watched (`versions.json`, once the config is read),
   * with their stamp then: chokidar had left them out, and reports each as added the next time it
   * lists the folder (when the build's output folder appears in it), though it was there all along.
   */
  const lateFiles = new Map<string, string | undefined>();
  const report = (event: string, file: string) => {
    const resolved = path.resolve(file);
    if (event === 'add' && lateFiles.has(resolved)) {
      const stamp = lateFiles.get(resolved);
      lateFiles.delete(resolved);
      if (stamp !== undefined && stamp === fileStamp(resolved)) return;
    }
    onEvent(event, resolved);
  };
  let folders: FSWatcher | undefined;
  let singles: FSWatcher | undefined;
  const add = ({ folders: dirs, files: singleFiles }: WatchedPaths) => {
    if (dirs.length > 0) {
      if (folders) folders.add(dirs);
      else folders = watch(dirs, { ignoreInitial: true, ignored }).on('all', report);
    }
    const newParents: string[] = [];
    for (const file of singleFiles) {
      const parent = path.dirname(file);
      if (singles && parents.has(parent) && !files.has(file)) lateFiles.set(file, fileStamp(file));
      files.add(file);
      if (!parents.has(parent)) newParents.push(parent);
      parents.add(parent);
    }
    if (newParents.length === 0) return;
    if (singles) singles.add(newParents);
    else singles = watch(newParents, { ignoreInitial: true, depth: 0, ignored: (p) => !parents.has(path.resolve(p)) && !files.has(path.resolve(p)) }).on('all', report);
  };
  add(paths);
  return {
    add,
    async close() {
      await Promise.all([folders?.close(), singles?.close()]);
    },
  };
}
