/**
 * Where a link on a page points: into this build (a file of the output folder, maybe with a
 * fragment), out to another site, or nowhere the gate can check (mailto:, data:, javascript:…).
 * Links are resolved as a browser would, against the URL the page is served at on the
 * production origin (config `url`), so a full URL to the site itself (a canonical URL, og:image,
 * `https://example.com/docs/intro` in a doc) is checked against this build like a path, never
 * fetched as another site's.
 */
import { belowBase } from '../content/model.ts';
import { servedFile } from './output-files.ts';

export interface SiteAddress {
  /** `https://example.com`, from `url` in site.config.ts. */
  origin: string;
  /** `/` or `/docs-site/`. */
  baseUrl: string;
}

export type LinkTarget =
  | {
      kind: 'internal';
      /** Path, query and fragment on the site, baseUrl included: `/docs/intro#setup`. */
      resolved: string;
      /** The file served for it, or `undefined`: a broken link. */
      file: string | undefined;
      /** A path of this origin above the baseUrl (`/docs/x` for base `/site/`): a forgotten base. */
      outsideBase?: true;
      /** Without the `#`, as in the URL (percent-encoded); empty when there is none. */
      fragment: string;
    }
  | { kind: 'external'; url: string }
  | { kind: 'unchecked' }
  | { kind: 'invalid' };

export function siteAddress(url: string, baseUrl: string): SiteAddress {
  return { origin: new URL(url).origin, baseUrl };
}

/** The absolute URL of a page served at `pagePath` (below the site root, without baseUrl). */
export function pageUrl(site: SiteAddress, pagePath: string): string {
  return site.origin + site.baseUrl + pagePath.replace(/^\//, '');
}

export function resolveLink(href: string, base: string, site: SiteAddress, files: Pick<ReadonlySet<string>, 'has'>): LinkTarget {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'unchecked' };
  const sameOrigin = url.origin === site.origin;
  const below = sameOrigin ? belowBase(url.pathname, site.baseUrl) : undefined;
  const resolved = url.pathname + url.search + url.hash;
  const fragment = url.hash.slice(1);
  if (below !== undefined) return { kind: 'internal', resolved, file: servedFile(files, below), fragment };
  // A path without origin that leaves the base is a link that forgot the baseUrl: this site's to
  // report, as Docusaurus does. A full URL to elsewhere on the origin (`https://example.com/blog`
  // for base `/docs-site/`) names another app on the same domain, someone else's like any site.
  if (sameOrigin && !ABSOLUTE.test(href)) return { kind: 'internal', resolved, file: undefined, fragment, outsideBase: true };
  url.hash = '';
  return { kind: 'external', url: url.href };
}

/** `https:`, `mailto:`… or protocol-relative `//host`. */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
