/**
 * One URL per page, as the site links it: `/docs/intro`, never `/docs/intro.html` or
 * `/docs/intro/index.html`. The other spellings are permanently redirected to the clean one.
 */

/**
 * Where a request should be redirected, or undefined to serve it as it is. `pathname` is the
 * raw (percent-encoded) path from the request guard, `search` the raw query, kept as it came.
 */
export function cleanRedirect(pathname: string, search: string): string | undefined {
  // A path with an empty segment names no file in the output, and redirecting it could produce a
  // Location starting with `//`, which a browser reads as another host (`GET //evil.com/x.html`
  // must not send anyone to `//evil.com/x`). Such paths are left to the not-found page.
  if (pathname.includes('//')) return undefined;
  const clean = cleanPath(pathname);
  return clean === pathname ? undefined : clean + search;
}

/** `/docs/intro.html` → `/docs/intro`, `/docs/index.html` → `/docs`, `/index.html` → `/`. */
export function cleanPath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1');
  // The not-found page is served at its own name too, as static hosts expect to find it.
  if (pathname.endsWith('.html') && !pathname.endsWith('/404.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}
