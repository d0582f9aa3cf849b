/**
 * The headers a production host adds around the files: how long each may be cached, no MIME
 * sniffing, a charset on every text type, and `Vary` because bodies depend on `Accept-Encoding`.
 */
import type { ServerResponse } from 'node:http';

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

/** Set before a file is looked up, so they are on every response (304s included). */
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
