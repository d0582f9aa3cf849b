/** Keeps `<head>` in step with the route on screen after a client navigation. */
import type { RouteData, SiteData } from '../data.ts';
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
}

function setAttr(selector: string, name: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(name, value);
}
