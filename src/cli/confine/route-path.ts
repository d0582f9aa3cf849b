/**
 * What a page's URL path may be. A slug, a doc id, a file or folder name becomes a URL path and
 * then a file name in the output, so a path is accepted only when it means the same thing in both:
 * plain segments, none of them `.` or `..`, and no character a URL reads as something else
 * (`%` starts an escape, `?` a query, `#` a fragment) or a file system reads as a separator.
 */
import { BUILD_MARK } from '../output/out-dir.ts';

const SPECIAL: Record<string, string> = {
  '%': '"%" (a URL reads it as the start of an escape such as %20)',
  '?': '"?" (a URL reads what follows as a query)',
  '#': '"#" (a URL reads what follows as a heading anchor)',
  '\\': 'a backslash',
};
const UNSAFE = /[%?#\\\u0000-\u001f\u007f]/;

/** Why `route` (site-relative, `/docs/intro`) cannot be a page's URL, or `undefined` when it can. */
export function routeProblem(route: string): string | undefined {
  if (!route.startsWith('/')) return 'does not start with "/"';
  const bad = UNSAFE.exec(route)?.[0];
  if (bad !== undefined) return `holds ${SPECIAL[bad] ?? `a control character (U+${bad.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`}`;
  if (route === '/') return undefined;
  const segments = route.slice(1).split('/');
  if (segments.some((s) => s === '.' || s === '..')) return 'has a "." or ".." segment, which would point at another folder';
  if (segments.some((s) => s === '')) return 'has an empty segment ("//" or a trailing "/")';
  if (segments[0] === BUILD_MARK) return `starts with /${BUILD_MARK}/, where docsgen keeps its own files`;
  return undefined;
}

/**
 * A doc's slug read as Docusaurus reads it: an absolute slug (`/guide`) is under the docs' base
 * path as written; a relative one is resolved from the doc's folder, `..` climbing out of it but
 * never above the docs' base. Repeated and trailing slashes are dropped. An absolute slug with a
 * `.` or `..` segment is kept as written, for `routeProblem` to refuse: it says where it wants to
 * go, and quietly going somewhere else would hide that.
 */
export function slugRoute(prefix: string, dirs: readonly string[], slug: string): string {
  const segments = slug.split('/').filter((s) => s !== '');
  if (slug.startsWith('/')) return join(prefix, segments);
  const resolved = [...dirs];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.') resolved.push(segment);
  }
  return join(prefix, resolved);
}

function join(prefix: string, segments: readonly string[]): string {
  const base = prefix.replace(/\/+$/, '');
  return segments.length > 0 ? `${base}/${segments.join('/')}` : base || '/';
}
