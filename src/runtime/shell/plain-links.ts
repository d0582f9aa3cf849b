/**
 * `pathname:///file.pdf`, Docusaurus's way to link to something the site serves that is not one
 * of its pages (a static file, a page built by another tool): the path gets the baseUrl and the
 * link is a plain one, followed by the browser in the same tab, never by the app's router.
 */
export const PLAIN_LINK_PREFIX = 'pathname://';
/** On an `<a>`: the router leaves it to the browser (no client navigation, no prefetch). */
export const PLAIN_LINK_ATTRIBUTE = 'data-docsgen-plain';

/** The path of a `pathname://` link, or `undefined` for any other. */
export function plainLinkPath(href: string): string | undefined {
  return href.startsWith(PLAIN_LINK_PREFIX) ? href.slice(PLAIN_LINK_PREFIX.length) : undefined;
}

/** A site-absolute path with the site's baseUrl, unless it has it; anything else as it is. */
export function withSiteBase(baseUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith(baseUrl)) return path;
  return baseUrl + path.slice(1);
}
