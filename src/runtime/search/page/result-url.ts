/**
 * Where a hit leads, as Docusaurus processes DocSearch URLs: the path and hash of the record's
 * absolute URL under this site's baseUrl (so an index built from the production site works on
 * a preview or a local build), unless the URL matches `externalUrlRegex`, which keeps it whole.
 */
import type { SearchData } from '../../data.ts';

export interface ResultTarget {
  href: string;
  external: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function resultTarget(url: string, search: SearchData, baseUrl: string): ResultTarget {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, 'https://relative.invalid');
  if (absolute && search.externalUrlRegex && new RegExp(search.externalUrlRegex, 'i').test(parsed.href)) {
    return { href: parsed.href, external: true };
  }
  let path = parsed.pathname + parsed.hash;
  const replace = search.provider === 'algolia' ? search.replaceSearchResultPathname : undefined;
  if (replace) path = path.replace(new RegExp(escapeRegExp(replace.from), 'g'), replace.to);
  if (path === baseUrl.replace(/\/$/, '')) path = baseUrl;
  else if (!path.startsWith(baseUrl)) path = baseUrl + path.replace(/^\//, '');
  return { href: path, external: false };
}
