/**
 * Assets only some docs link (KaTeX's stylesheet, the Mermaid module): a doc's compiled HTML names
 * them by placeholder, since docs compile before (or while) the client bundle that makes them is
 * built; the build puts the hashed URLs in when it writes each page and its payload.
 */

const ASSET = 'docsgen-asset:';

/** The placeholder a doc's HTML carries for the asset `name`. */
export function contentAsset(name: string): string {
  return ASSET + name;
}

/** A doc's HTML with the placeholders of content assets replaced by their URLs (a name without one stays). */
export function contentAssetUrls(html: string, urls: Readonly<Record<string, string>>): string {
  if (!html.includes(ASSET)) return html;
  return html.replace(/docsgen-asset:([\w.-]+)/g, (placeholder, name: string) => urls[name] ?? placeholder);
}
