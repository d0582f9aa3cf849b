/**
 * Where a hit leads (Docusaurus' default `transformItems`). Algolia answers with absolute URLs of
 * wherever the site was crawled, the embedded engine with site-relative ones: both are resolved
 * against the page, reduced to `pathname + hash` under this site's baseUrl, unless the site says
 * the URL is external (`externalUrlRegex`), which keeps it whole and opens it with a page load.
 */
import type { SiteData } from '../data.ts';

export interface ResultUrlOptions {
  baseUrl: string;
  externalUrlRegex?: string;
  /** `pattern` (a RegExp's source) replaced everywhere in the path by `to`. */
  replaceSearchResultPathname?: { pattern: string; to: string };
}

export function isExternalResult(href: string, options: Pick<ResultUrlOptions, 'externalUrlRegex'>): boolean {
  // Tested fresh each time: a shared `g` RegExp would carry `lastIndex` from one hit to the next.
  return options.externalUrlRegex !== undefined && new RegExp(options.externalUrlRegex, 'i').test(href);
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** A processed hit URL that leaves the site: external by `externalUrlRegex`, and absolute. */
export function leavesSite(url: string, options: Pick<ResultUrlOptions, 'externalUrlRegex'>): boolean {
  return isExternalResult(url, options) && ABSOLUTE.test(url);
}

export function resultUrl(url: string, base: string, options: ResultUrlOptions): string {
  const parsed = new URL(url, base);
  // The hit's own URL, as the service sent it (behaviour.md §3.2); a relative one resolved.
  if (isExternalResult(parsed.href, options)) return ABSOLUTE.test(url) ? url : parsed.href;
  let path = parsed.pathname + parsed.hash;
  const replace = options.replaceSearchResultPathname;
  if (replace) path = path.replace(new RegExp(replace.pattern, 'g'), replace.to);
  const { baseUrl } = options;
  if (path.startsWith(baseUrl)) return path;
  if (path === baseUrl.replace(/\/$/, '')) return baseUrl;
  return baseUrl.replace(/\/$/, '') + path;
}

/** The site's settings for result URLs, shared by the modal and the search page. */
export function resultUrlOptions(site: SiteData): ResultUrlOptions {
  const { search } = site;
  return {
    baseUrl: site.baseUrl,
    ...(search.externalUrlRegex !== undefined ? { externalUrlRegex: search.externalUrlRegex } : {}),
    ...(search.provider === 'algolia' && search.replaceSearchResultPathname ? { replaceSearchResultPathname: search.replaceSearchResultPathname } : {}),
  };
}
