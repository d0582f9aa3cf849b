/**
 * Where a build may write: every file it puts in its output (a page, a route's payload, a copied
 * image or static file, the search index) is placed by `outputTarget`, which refuses any name that
 * would land outside the output folder. The names come from content a contributor wrote (slugs,
 * file names), so this is the wall behind every earlier check, not the only one.
 */
import path from 'node:path';
import { UserError } from '../errors.ts';

/** Why a relative output name cannot be written, or `undefined` when it can. */
export function outputNameProblem(file: string): string | undefined {
  if (file === '') return 'it is empty';
  if (file.includes('\\')) return 'it holds a backslash';
  // A NUL ends the name at the system call; other control characters make names no one can type.
  if (/[\u0000-\u001f\u007f]/.test(file)) return 'it holds a control character';
  if (file.startsWith('/') || path.isAbsolute(file)) return 'it is an absolute path';
  const segments = file.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return 'it has a "." or ".." segment';
  if (segments.some((s) => s === '')) return 'it has an empty segment';
  return undefined;
}

/**
 * The absolute path of `file` (relative, with `/`) under `root`. Throws when the name is not a
 * plain relative path or resolves outside `root`: nothing is written then.
 */
export function outputTarget(root: string, file: string): string {
  const problem = outputNameProblem(file);
  const target = path.resolve(root, ...file.split('/'));
  if (problem === undefined && isInside(target, path.resolve(root))) return target;
  throw new UserError(`refused to write ${JSON.stringify(file)} into the output folder: ${problem ?? 'it resolves outside it'}. This is a file name made from content (a slug, a file name); rename it.`);
}

/** Whether `inner` is `outer` or below it (both absolute and resolved). */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}
