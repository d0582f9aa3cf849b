/**
 * What `serve` watches, and what a changed file means: a saved doc may be a small change (its
 * page alone); anything else (config, templates, the runtime, static files, pages, categories, a
 * doc added or removed) changes more than one page and is answered with a whole build.
 */
import { watch, type FSWatcher } from 'chokidar';
import path from 'node:path';
import { CONFIG_FILE } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { packageFile } from '../package-root.ts';

export type Change =
  | { kind: 'doc'; file: string }
  | { kind: 'site'; file: string }
  /** Internal: the search index is behind the docs' pages. */
  | { kind: 'search' };

export function watchedPaths(siteDir: string, config: SiteConfig | undefined): string[] {
  const site = (p: string) => path.resolve(siteDir, p);
  const paths = [site('content'), site(CONFIG_FILE), site(config?.templatesDir ?? 'templates'), packageFile('src/runtime')];
  if (config) paths.push(site(config.docs.path), site(config.pages.path), site(config.staticDir), ...config.customCss.map(site));
  return [...new Set(paths)];
}

/** Files beside docs their pages may show (`doc-images.ts`): a new version is a whole build (cached docs are quick). */
const DOC_IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)$/i;

/** `undefined`: not something the build reads (a stray file among the docs). */
export function classify(event: string, file: string, docsDir: string): Change | undefined {
  const inDocs = !path.relative(docsDir, file).startsWith('..');
  if (!inDocs) return { kind: 'site', file };
  const name = path.basename(file);
  if (/\.mdx?$/i.test(name)) return event === 'change' ? { kind: 'doc', file } : { kind: 'site', file };
  if (name.startsWith('_category_.') || event === 'addDir' || event === 'unlinkDir' || DOC_IMAGE.test(name)) return { kind: 'site', file };
  return undefined;
}

/** Editors' swap and backup files, dot folders and dependencies are not the site. */
function ignored(file: string): boolean {
  const name = path.basename(file);
  return /(^|[\\/])(\.[^\\/]|node_modules[\\/])/.test(file) || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || name === '4913';
}

export function startWatcher(paths: string[], onEvent: (event: string, file: string) => void): FSWatcher {
  const watcher = watch(paths, { ignoreInitial: true, ignored });
  watcher.on('all', (event, file) => onEvent(event, path.resolve(file)));
  return watcher;
}
