/**
 * Which of an MDX doc's imports become islands, and the module that makes them so. A component
 * of the site's own (`@site/…`, or a script beside the doc) that a doc or partial writes as an
 * element is wrapped by `island()` (runtime/mdx/island.tsx): rendered at build time, then
 * hydrated in the browser from its own module, which only its pages load (bundle/islands.ts).
 * Packages and docsgen's own components stay HTML: tabs are made live without React.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { contentAsset } from '../markdown/content-assets.ts';
import { packageFile } from '../package-root.ts';
import type { BrowserOnlyCode, MdxImport } from './compile.ts';

const ISLAND_RUNTIME = packageFile('src/runtime/mdx/island.tsx');

/** The esbuild namespace of the wrapping modules. */
export const ISLAND_NAMESPACE = 'docsgen-island';

/**
 * A site's islands: the name its pages give each module (`island.Counter-1a2b3c4d.js`) → the
 * component's file, or the doc (or partial) whose `<BrowserOnly>` children run in the browser.
 */
export type IslandModules = Map<string, IslandSource>;

export interface IslandSource {
  file: string;
  browserOnly?: BrowserOnlyCode;
}

/** What the wrapping module of `file` needs: what the doc imports from it, and which of those it writes as elements. */
export interface IslandImport {
  file: string;
  names: string[];
  elements: string[];
}

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;

/** The island import `record` resolved to `file` is, or undefined when it stays as it is (not a script, a package's, `import * as`). */
export function islandImport(record: MdxImport | undefined, file: string): IslandImport | undefined {
  if (!record?.elements?.length || !record.names || record.names.includes('*')) return undefined;
  if (!SCRIPT.test(file) || file.split(path.sep).includes('node_modules')) return undefined;
  return { file, names: record.names, elements: record.elements };
}

/** The wrapping module's path: one per file and set of names (esbuild loads a path once). */
export function islandPath({ file, names, elements }: IslandImport): string {
  return `${file}?names=${names.join(',')}&elements=${elements.join(',')}`;
}

/** The name pages give the module of the component in `file`: readable, and unique by its path in the site. */
export function islandAsset(siteDir: string, file: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  const parsed = path.parse(file);
  const base = (parsed.name === 'index' ? path.basename(parsed.dir) : parsed.name).replace(/[^\w.-]/g, '_');
  return `island.${base}-${createHash('sha256').update(relative).digest('hex').slice(0, 8)}.js`;
}

/** The name pages give the module of the `<BrowserOnly>` children of the doc or partial `file`. */
export function browserOnlyAsset(siteDir: string, file: string): string {
  return islandAsset(siteDir, file).replace(/^island\./, 'island.browser-');
}

/**
 * The browser module of a doc's `<BrowserOnly>` children: the doc's imports, and each children
 * function as the export `b<n>`, inside docsgen's browser BrowserOnly (fallback first, as the
 * build rendered it, then the children).
 */
export function browserOnlyModule({ imports, children }: BrowserOnlyCode, client: string): string {
  return [
    ...imports,
    `import __DocsgenBrowserOnly from ${JSON.stringify(client)};`,
    ...children.map((source, n) => `export const b${n} = (props) => <__DocsgenBrowserOnly {...props}>{(${source}\n)}</__DocsgenBrowserOnly>;`),
  ].join('\n');
}

/** The wrapping module: each export the doc writes as an element is an island; the rest pass through. */
export function islandModule(island: IslandImport, asset: string): string {
  const file = JSON.stringify(island.file);
  const lines = [`import * as m from ${file};`, `import { island } from ${JSON.stringify(ISLAND_RUNTIME)};`];
  const label = (name: string) => (name === 'default' ? path.parse(island.file).name === 'index' ? path.basename(path.dirname(island.file)) : path.parse(island.file).name : name);
  for (const name of island.names) {
    if (!island.elements.includes(name)) {
      lines.push(`export { ${name === 'default' ? 'default' : name} } from ${file};`);
      continue;
    }
    const wrapped = `island(m[${JSON.stringify(name)}], ${JSON.stringify(contentAsset(asset))}, ${JSON.stringify(name)}, ${JSON.stringify(label(name))})`;
    lines.push(name === 'default' ? `export default ${wrapped};` : `export const ${name} = ${wrapped};`);
  }
  return lines.join('\n');
}
