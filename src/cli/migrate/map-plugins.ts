// Presets, plugins and themes of a Docusaurus config: their names, and what docsgen says about each.
import path from 'node:path';
import type { RowKind } from './rows.ts';
import { sitePathOrUndefined, type SiteFacts } from './site-paths.ts';
import { standInOf } from './stand-ins.ts';

const isStr = (value: unknown): value is string => typeof value === 'string';

/** A Docusaurus preset, plugin or theme entry: `'name'`, `['name', options]`, a function, or false. */
export function entries(value: unknown, facts: SiteFacts): { name: string; options: unknown }[] {
  if (!Array.isArray(value)) return [];
  const list: { name: string; options: unknown }[] = [];
  // A local plugin named by its absolute path (`require.resolve('./src/plugin')`) is shown as the site names it.
  const shown = (name: string) => (path.isAbsolute(name) && !name.includes('node_modules') ? (sitePathOrUndefined(name, facts) ?? name) : name);
  for (const entry of value) {
    if (entry === false || entry === null || entry === undefined) continue;
    if (isStr(entry)) list.push({ name: shown(entry), options: undefined });
    else if (Array.isArray(entry)) list.push({ name: shown(entryName(entry[0])), options: entry[1] });
    else list.push({ name: entryName(entry), options: undefined });
  }
  return list;
}

export function entryName(value: unknown): string {
  if (isStr(value)) return value;
  const origin = standInOf(value);
  if (origin) return origin.specifier;
  if (typeof value === 'function') return value.name ? `${value.name} (a function)` : 'a plugin function';
  return 'a plugin object';
}

/** `@docusaurus/plugin-ideal-image` → `ideal-image`, `docusaurus-lunr-search` as it is. */
export function shortPluginName(name: string): string {
  const fromPath = /node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(name)?.[1]?.replace(/\\/g, '/') ?? name;
  return fromPath.replace(/^@docusaurus\/(plugin-|theme-)?/, '');
}

export const PLUGIN_KIND: Record<string, RowKind> = {
  sitemap: 'different',
  'search-algolia': 'different',
  'docusaurus-lunr-search': 'different',
  '@easyops-cn/docusaurus-search-local': 'different',
  'docusaurus-plugin-search-local': 'different',
  classic: 'different',
};
export const PLUGIN_NOTES: Record<string, string> = {
  sitemap: 'docsgen writes sitemap.xml itself',
  gtag: "add the tag to a Document template (copy docsgen's templates/ into the site)",
  googleAnalytics: "add the tag to a Document template (copy docsgen's templates/ into the site)",
  googleTagManager: "add the tag to a Document template (copy docsgen's templates/ into the site)",
  'google-gtag': "add the tag to a Document template (copy docsgen's templates/ into the site)",
  'google-analytics': "add the tag to a Document template (copy docsgen's templates/ into the site)",
  'google-tag-manager': "add the tag to a Document template (copy docsgen's templates/ into the site)",
  svgr: 'MDX docs import SVG files as images in docsgen',
  debug: 'not needed',
  'client-redirects': "docsgen writes no redirect pages: set the redirects in your host's configuration",
  'ideal-image': 'images in docs are copied and sized by docsgen; remove <Image> imports from docs',
  pwa: 'docsgen has no offline mode',
  'content-pages': 'docsgen renders React page modules from pages.path (see the home page row)',
  mermaid: 'docsgen renders ```mermaid blocks when the mermaid package is installed in the site',
  'live-codeblock': 'live code blocks render as plain code in docsgen',
  'search-algolia': 'docsgen has Algolia DocSearch built in (search.provider "algolia", from themeConfig.algolia)',
  'docusaurus-lunr-search': 'docsgen has its own embedded search (Pagefind, search.provider "local"): nothing to install',
  '@easyops-cn/docusaurus-search-local': 'docsgen has its own embedded search (Pagefind, search.provider "local"): nothing to install',
  'docusaurus-plugin-search-local': 'docsgen has its own embedded search (Pagefind, search.provider "local"): nothing to install',
  classic: 'docsgen has its own theme',
};
