/**
 * docsgen's own folder, found from this module whether it runs from `src/` (tests) or from the
 * bundled `dist/` (the `docsgen` command): the nearest folder whose package.json is docsgen's.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docsgen') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docsgen: cannot find its own package.json');
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot();

/** A file of the docsgen package, by its path from the package root. */
export function packageFile(relative: string): string {
  return path.join(PACKAGE_ROOT, relative);
}

/** docsgen's version (part of every cache key). */
export const DOCSGEN_VERSION = (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
