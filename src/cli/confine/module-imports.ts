/**
 * What an MDX doc, a partial or a site component may import when the build bundles it: files
 * inside the site (and the folders its config names), installed packages, and docsgen's own
 * modules. Never a Node module (a doc's code must not reach the build machine, and runs in the
 * browser too), and never a file outside the site by `..`, an absolute path or a symbolic link.
 */
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { ReadRoots } from './read-roots.ts';
import { refusal } from './read-roots.ts';
import { isInside } from './output-path.ts';

export type ImportDecision = { ok: true } | { ok: false; message: string };

export interface ImportRequest {
  /** As written in the importing file. */
  specifier: string;
  /** The importing file (absolute). */
  importer: string;
  /** Where the bundler resolved it (absolute). */
  resolved: string;
}

/** The outermost `node_modules` folder holding `file`, if it is installed code. */
function installedRoot(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.indexOf('node_modules');
  return at < 0 ? undefined : parts.slice(0, at + 1).join(path.sep);
}

/** A bare name (`react`, `@scope/pkg/x`), as opposed to a path. */
function isPackageName(specifier: string): boolean {
  return !specifier.startsWith('.') && !path.isAbsolute(specifier) && !/^[a-zA-Z]:[\\/]/.test(specifier) && !specifier.startsWith('file:');
}

export function isNodeModule(specifier: string): boolean {
  return specifier.startsWith('node:') || isBuiltin(specifier);
}

/**
 * `trusted` are folders of docsgen's own code (its runtime): what they import is not content.
 * The site's files get the strict rules whatever folder the importer is in.
 */
export function decideImport(request: ImportRequest, roots: ReadRoots, trusted: readonly string[]): ImportDecision {
  const { specifier, importer, resolved } = request;
  if (trusted.some((dir) => isInside(importer, dir))) return { ok: true };
  const packages = installedRoot(importer);
  // A package's files import each other and other packages; a path out of its install is content's.
  if (packages && (isPackageName(specifier) || isInside(resolved, packages))) return { ok: true };
  if (isNodeModule(specifier)) {
    return { ok: false, message: `imports ${specifier}, a Node module. A doc's code runs in the reader's browser too, and docsgen does not let it reach the machine that builds the site: remove the import, or do the work in site.config.ts.` };
  }
  if (isPackageName(specifier) && installedRoot(resolved) !== undefined) return { ok: true };
  // docsgen's own modules, named by a module docsgen generated (a BrowserOnly island's): its code, no content.
  if (trusted.some((dir) => isInside(resolved, dir))) return { ok: true };
  const decision = roots.decide(resolved);
  if (decision.ok) return { ok: true };
  return { ok: false, message: `imports ${specifier}, which ${refusal(decision)}` };
}
