/**
 * The modules an MDX doc may import, and where each comes from: the Docusaurus components and
 * hooks docsgen provides (src/runtime/mdx/), the site's own files (`@site/…`), partials and
 * other files beside the doc, and packages installed in the site folder.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageFile } from '../package-root.ts';

/** Module name → file in src/runtime/mdx/. */
export const PROVIDED: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'theme/Tabs.tsx',
  '@theme/TabItem': 'theme/TabItem.tsx',
  '@theme/CodeBlock': 'theme/CodeBlock.tsx',
  '@theme/Admonition': 'theme/Admonition.tsx',
  '@theme/Details': 'theme/Details.tsx',
  '@theme/Heading': 'theme/Heading.tsx',
  '@theme/TOCInline': 'theme/TOCInline.tsx',
  '@theme/DocCardList': 'theme/DocCardList.tsx',
  '@docusaurus/Link': 'docusaurus/Link.tsx',
  '@docusaurus/useBaseUrl': 'docusaurus/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'docusaurus/useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'docusaurus/BrowserOnly.tsx',
  '@docusaurus/theme-common': 'docusaurus/current-sidebar-category.ts',
  '@docusaurus/plugin-content-docs/client': 'docusaurus/current-sidebar-category.ts',
};

export function providedFile(specifier: string): string | undefined {
  const file = PROVIDED[specifier];
  return file && packageFile(`src/runtime/mdx/${file}`);
}

/** React and its parts come from docsgen's own install, whatever the site has: one React renders the doc. */
const requireFromDocsgen = createRequire(packageFile('package.json'));
export const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom/server', 'react-dom'];

export function reactFile(specifier: string): string {
  return requireFromDocsgen.resolve(specifier);
}

export type ImportKind = 'provided' | 'site' | 'relative' | 'react' | 'package' | 'unknown';

/** What kind of module a doc names; `package` only when it is installed in the site folder. */
export function importKind(specifier: string, siteDir: string): ImportKind {
  if (PROVIDED[specifier]) return 'provided';
  if (REACT_MODULES.includes(specifier)) return 'react';
  if (specifier.startsWith('@site/')) return 'site';
  if (specifier.startsWith('./') || specifier.startsWith('../')) return 'relative';
  if (specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/') || specifier.startsWith('@theme-original/')) return 'unknown';
  try {
    createRequire(path.join(siteDir, 'package.json')).resolve(specifier);
    return 'package';
  } catch {
    return 'unknown';
  }
}

/** What the error for an unknown import lists. */
export function availableModules(): string {
  return `${Object.keys(PROVIDED).join(', ')}; the site's own files as @site/…; files beside the doc as ./…; and packages installed in the site folder`;
}
