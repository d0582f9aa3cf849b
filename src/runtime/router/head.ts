/** Keeps `<head>` in step with the route on screen after a client navigation. */
import type { RouteData, SiteData } from '../data.ts';
import { searchFacets } from '../head/search-facets.ts';
import { urlOf } from './paths.ts';

export function documentTitle(site: Pick<SiteData, 'title'>, title: string): string {
  return title ? `${title} | ${site.title}` : site.title;
}

export function updateHead(site: SiteData, route: RouteData): void {
  const title = documentTitle(site, route.title);
  document.title = title;
  const canonical = site.url.replace(/\/$/, '') + urlOf(route.path, site.baseUrl);
  setAttr('meta[name="description"]', 'content', route.description);
  setAttr('meta[property="og:title"]', 'content', title);
  setAttr('meta[property="og:description"]', 'content', route.description);
  setAttr('meta[property="og:url"]', 'content', canonical);
  setAttr('link[rel="canonical"]', 'href', canonical);
  // The search metadata of the page on screen, as a full load of it would have.
  const { version, tag } = searchFacets(site, route);
  setAttr('meta[name="docusaurus_tag"]', 'content', tag);
  setAttr('meta[name="docsearch:docusaurus_tag"]', 'content', tag);
  setMeta('docusaurus_version', version, 'meta[name="docusaurus_tag"]');
  setMeta('docsearch:version', version, 'meta[name="docsearch:docusaurus_tag"]');
}

/** A `<meta name>` that only some pages have: set, added before `before` (where the server puts it), or removed. */
function setMeta(name: string, content: string | undefined, before: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.insertBefore(meta, document.head.querySelector(before));
  }
  meta.content = content;
}

function setAttr(selector: string, name: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(name, value);
}
