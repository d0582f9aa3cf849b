/**
 * From browser URLs to route paths and back. Route paths are site-relative (`/docs/intro`); URLs
 * carry the `baseUrl` (`/sub/docs/intro`).
 */

/** `/docs/a.html` → `/docs/a`, `/docs/index.html` → `/docs`, `/index.html` → `/`. */
export function normalizePathname(pathname: string): string {
  if (/\/index\.html$/i.test(pathname)) return pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1');
  if (/\.html$/i.test(pathname) && !/\/404\.html$/i.test(pathname)) return pathname.slice(0, -'.html'.length);
  return pathname;
}

/**
 * The route path a same-site URL points at, or `undefined` when it is outside the site or a
 * file (`/img/logo.svg`, `/sitemap.xml`) that only the host can serve.
 */
export function routePathOf(pathname: string, baseUrl: string): string | undefined {
  const clean = normalizePathname(decode(pathname));
  const base = baseUrl.replace(/\/$/, '');
  if (clean !== base && !clean.startsWith(base + '/')) return undefined;
  const rest = clean.slice(base.length) || '/';
  const last = rest.slice(rest.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last)) return undefined;
  return rest.length > 1 ? rest.replace(/\/$/, '') : '/';
}

export function urlOf(routePath: string, baseUrl: string): string {
  return baseUrl + routePath.replace(/^\//, '');
}

/** Where the build wrote a route's payload (see `payloadFile` in the build). */
export function payloadUrl(routePath: string, baseUrl: string): string {
  const clean = routePath.replace(/^\/|\/$/g, '');
  return `${baseUrl}_docsgen/routes/${clean || 'index'}.json`;
}

function decode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
