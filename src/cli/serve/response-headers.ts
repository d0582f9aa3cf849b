/**
 * The headers a production host adds around the files: how long each may be cached, no MIME
 * sniffing, a charset on every text type, and `Vary` because bodies depend on `Accept-Encoding`.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** esbuild's `[name]-[hash]` naming: eight base32 characters before the extension. */
const HASHED_ASSET = /^\/assets\/(?:.+\/)?[^/]+-[A-Z0-9]{8}\.\w+$/;

/**
 * Hashed assets never change under their name, so they are cached for a year without asking again;
 * everything else (pages, payloads, files copied from `static/`) is revalidated with its ETag on
 * every use, so a new build shows at once.
 */
export function cacheControlFor(pathname: string): string {
  return HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** Set before sirv runs, so they are on every response it writes (304s included). */
export function setCommonHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', 'Accept-Encoding');
}

const TEXT_TYPE = /^(?:text\/[\w.+-]+|application\/(?:javascript|json|xml|manifest\+json|[\w.+-]+\+(?:json|xml)))$/i;

/** `text/css` → `text/css; charset=utf-8`; other types, and types with a charset, unchanged. */
export function withCharset(contentType: string): string {
  return TEXT_TYPE.test(contentType.trim()) ? `${contentType.trim()}; charset=utf-8` : contentType;
}

/**
 * sirv picks the headers from the file it resolved (which only it knows: `/docs/intro` may be
 * `docs/intro.html` or `docs/intro/index.html`) and hands them to `writeHead` as one object, so
 * that is where they are corrected:
 * - a charset on every text type (sirv adds one to HTML alone);
 * - `application/octet-stream` for an unknown type (a file with no extension), not an empty header
 *   browsers would sniff;
 * - a `.gz`/`.br` file asked for by its own name (`/data.tar.gz`) is a download, not a page in
 *   transit: sirv labels it `Content-Encoding: gzip`, and the browser would unpack it.
 */
export function correctFileHeaders(res: ServerResponse, pathname: string): void {
  const download = /\.(gz|br)$/.exec(pathname)?.[1];
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object' && !Array.isArray(headers) && 'Content-Type' in headers) {
      const fileHeaders = headers as OutgoingHttpHeaders;
      const type = String(fileHeaders['Content-Type'] ?? '');
      fileHeaders['Content-Type'] = type ? withCharset(type) : 'application/octet-stream';
      if (download) {
        delete fileHeaders['Content-Encoding'];
        fileHeaders['Content-Type'] = download === 'gz' ? 'application/gzip' : 'application/octet-stream';
      }
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}
