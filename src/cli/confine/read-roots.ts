/**
 * Where a build may read content from: the site folder, and the folders its config names (the
 * docs folder may live elsewhere in a monorepo). Every content file the build reads by a name a
 * contributor wrote (a doc, a `_category_` file, an image or file a doc links to, a static file) is
 * let through `ReadRoots.decide`, which follows `..` and symbolic links to the real file and refuses
 * it when that is outside every root. A link that points nowhere is refused too, never skipped.
 */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './output-path.ts';

export type ReadDecision =
  | { ok: true; real: string }
  /** It resolves (through `..` or a link) to `real`, outside every root. */
  | { ok: false; why: 'outside'; real: string }
  /** It is a symbolic link to `target`, which does not exist. */
  | { ok: false; why: 'broken'; target: string }
  /** There is nothing by that name. */
  | { ok: false; why: 'missing' };

export class ReadRoots {
  /** Real paths, so a root that is itself a link (a checkout under /tmp on macOS) still holds its files. */
  readonly roots: readonly string[];

  constructor(roots: readonly string[]) {
    this.roots = [...new Set(roots.map(realOrResolved))];
  }

  decide(file: string): ReadDecision {
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      const target = linkTarget(file);
      return target === undefined ? { ok: false, why: 'missing' } : { ok: false, why: 'broken', target };
    }
    return this.roots.some((root) => isInside(real, root)) ? { ok: true, real } : { ok: false, why: 'outside', real };
  }
}

/**
 * The roots of a site: its folder, and each content folder its config names *outside* it (a docs
 * folder shared in a monorepo). A folder named inside the site is no root of its own, so that a
 * `content/docs` that a pull request turned into a link to `/etc` is refused, not trusted.
 */
export function siteRoots(siteDir: string, folders: readonly string[]): ReadRoots {
  const site = path.resolve(siteDir);
  const outside = folders.map((folder) => path.resolve(site, folder)).filter((folder) => !isInside(folder, site));
  return new ReadRoots([site, ...outside]);
}

/** Why a refused file is refused, in words that end a sentence starting with its name. */
export function refusal(decision: Exclude<ReadDecision, { ok: true }>): string {
  switch (decision.why) {
    case 'outside':
      return `resolves to ${decision.real}, outside the site folder. docsgen reads content only from inside the site folder (and the folders site.config.ts names): copy the file in, or remove the link to it.`;
    case 'broken':
      return `is a symbolic link to ${decision.target}, which does not exist. Fix the link or remove it.`;
    case 'missing':
      return 'does not exist.';
  }
}

function realOrResolved(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

/** Where `file` points when it is itself a symbolic link (a dangling one), else `undefined`. */
function linkTarget(file: string): string | undefined {
  try {
    return lstatSync(file).isSymbolicLink() ? path.resolve(path.dirname(file), readlinkSync(file)) : undefined;
  } catch {
    return undefined;
  }
}
