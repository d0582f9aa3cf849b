/** `sitemap.xml`: every indexable page (no drafts, no not-found, search or redirect pages). */
import type { RouteData } from '../../runtime/data.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemap(routes: readonly RouteData[], absoluteUrl: (route: string) => string): string {
  const urls = routes
    .filter((r) => !r.noIndex)
    .map((r) => `<url><loc>${escapeXml(absoluteUrl(r.path))}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
