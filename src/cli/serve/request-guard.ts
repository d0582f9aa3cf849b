/**
 * The first thing every request meets. A static host needs only GET and HEAD and a request target
 * that is a plain path; everything else is answered here, before any file is looked up:
 * other methods get 405, a target that does not decode or that could step out of the output folder
 * (dot segments in any encoding, encoded slashes, backslashes, control characters) gets 400.
 * Whatever passes is still only ever looked up in the list of the output folder, so this is a
 * second wall, and it turns hostile requests into clear 400s instead of quiet 404s.
 */
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

export const ALLOWED_METHODS = 'GET, HEAD';

export type GuardResult =
  /**
   * `pathname` is still percent-encoded, exactly as received (what redirects echo); `decoded` is
   * what is looked up; `search` keeps its leading `?`.
   */
  | { ok: true; pathname: string; decoded: string; search: string }
  | { ok: false; status: 400 | 405; reason: string };

export function guardRequest(method: string | undefined, url: string | undefined): GuardResult {
  if (method !== 'GET' && method !== 'HEAD') return { ok: false, status: 405, reason: 'only GET and HEAD are allowed' };
  let target = url ?? '';
  // Absolute-form (`GET http://host/path`) is legal HTTP/1.1 and servers must accept it; only its
  // path matters here. Any other scheme (`file:`) or form (`*`, `host:port`) is not a page.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'the request target is not a path' };

  // Split as @polka/url does (the fragment first, then the query), as the server always has.
  const hash = target.indexOf('#', 1);
  const beforeHash = hash === -1 ? target : target.slice(0, hash);
  const query = beforeHash.indexOf('?', 1);
  const pathname = query === -1 ? beforeHash : beforeHash.slice(0, query);
  const search = query === -1 ? '' : beforeHash.slice(query);

  // An encoded slash or backslash only serves to hide a separator from a decoder; no page needs one.
  if (/%(2f|5c)/i.test(pathname)) return { ok: false, status: 400, reason: 'encoded "/" or "\\" in the path' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding in the path' };
  }
  // Decoded once only: `%252e` stays the literal text `%2e`, which names no file. Decoding twice
  // is the classic way a `..` slips through.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { ok: false, status: 400, reason: 'control character or "\\" in the path' };
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { ok: false, status: 400, reason: '"." or ".." segment in the path' };
  }
  return { ok: true, pathname, decoded, search };
}

/**
 * Only one plain range is served (file-response.ts): lists and suffix ranges are rare, and a
 * reversed one (`bytes=10-5`) is no range at all. A server may ignore Range
 * (RFC 9110 §14.2), so anything but one plain `bytes=start-[end]` range is dropped: the client
 * gets the whole file with 200.
 */
export function dropUnusableRange(headers: IncomingHttpHeaders): void {
  const range = headers.range;
  if (range === undefined) return;
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete headers.range;
}

/**
 * The file a decoded request path names below `root`, or undefined if it would be outside it. The
 * guard already refuses every way out; this says so again where a path meets the file system.
 */
export function filePathFor(root: string, decoded: string): string | undefined {
  const full = path.resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return isInside(root, full) ? full : undefined;
}

/** `..foo` is a name inside; only `..` itself, as a whole first segment, leads out. */
export function isInside(root: string, full: string): boolean {
  const relative = path.relative(root, full);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
