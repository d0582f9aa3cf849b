/**
 * Where a build may write. A build replaces its output folder whole, so an `--out-dir` that is
 * the site folder, a folder above it, or a folder of its sources would be replaced by pages (and
 * the sources lost): those are refused before anything is written. So is a folder that holds files
 * no docsgen build wrote (a repository, someone's notes): every build leaves `_docsgen/` in its
 * output, and a folder without it is not one to replace.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { UserError } from '../errors.ts';

/** The folder every build writes into its output (route payloads, search index): the mark of a docsgen build. */
export const BUILD_MARK = '_docsgen';

export function checkOutDir(siteDir: string, outDir: string, config: Pick<SiteConfig, 'docs' | 'pages' | 'staticDir' | 'templatesDir'>): void {
  // As typed when it is here or below; a folder elsewhere by its full path, not as ../../…
  const shown = (dir: string) => {
    const relative = path.relative(process.cwd(), dir);
    return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative || '.';
  };
  const refuse = (why: string) => {
    throw new UserError(`--out-dir ${shown(outDir)} ${why}: the build replaces its output folder whole, and would lose it. Choose a folder of its own, such as build (the default).`);
  };
  if (isWithin(siteDir, outDir)) refuse(outDir === siteDir ? 'is the site folder' : 'holds the site folder');
  const sources: [string, string][] = [
    ['the docs', config.docs.path],
    ['the pages', config.pages.path],
    ['the static files', config.staticDir],
    ['the templates', config.templatesDir],
  ];
  for (const [what, folder] of sources) {
    const source = path.resolve(siteDir, folder);
    if (isWithin(outDir, source) || isWithin(source, outDir)) refuse(`overlaps ${what} (${shown(source)})`);
  }
  // Inside node_modules is fine (`serve` builds into its cache there); replacing it is not.
  const packages = path.resolve(siteDir, 'node_modules');
  if (isWithin(packages, outDir)) refuse(`holds the installed packages (${shown(packages)})`);
  let stats;
  try {
    stats = statSync(outDir);
  } catch {
    return;
  }
  if (!stats.isDirectory()) refuse('is a file');
  const entries = readdirSync(outDir);
  if (entries.length > 0 && !entries.includes(BUILD_MARK)) {
    refuse(`holds files no docsgen build wrote (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}; a build leaves ${BUILD_MARK}/ there)`);
  }
}

/** Whether `inner` is `outer` or inside it. */
function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
