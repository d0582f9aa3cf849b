/**
 * Mermaid diagrams (` ```mermaid `), drawn in the browser as Docusaurus's theme-mermaid draws
 * them, on whenever a doc has one (Docusaurus also wants `markdown.mermaid: true`; a fence named
 * mermaid means nothing else; `markdown.mermaid: false` keeps them code). The block stays a highlighted code block, inside a
 * `div.mermaid-diagram` marked `data-enhance`: without JavaScript the reader sees the source;
 * with it, the page loads the site's Mermaid module (bundle/mermaid.ts, named in `data-mermaid`)
 * and the diagram replaces the code, in the colour mode's theme.
 *
 * Mermaid is the site's own dependency (about 90 MB installed): it is looked for in the site
 * folder's node_modules (and docsgen's own, where this repository's tests find it). Without it,
 * the diagram stays code and the build warns at its line.
 */
import type { Element, Root } from 'hast';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { packageFile } from '../package-root.ts';
import { contentAsset } from './content-assets.ts';
import { SKIP, walkElements } from './walk.ts';

/** The name the diagram's HTML gives the module that draws it (content-assets.ts). */
export const MERMAID_MODULE = 'mermaid.js';

const found = new Map<string, string | undefined>();

/**
 * The folder of the `mermaid` package the site has installed: in a `node_modules` of the site
 * folder or one above it, as Node looks, else docsgen's own (unless `DOCSGEN_MERMAID_SITE_ONLY`
 * is set: the tests' way to see a site without it).
 */
export function mermaidPackage(siteDir: string): string | undefined {
  if (!found.has(siteDir)) {
    const own = process.env.DOCSGEN_MERMAID_SITE_ONLY ? undefined : lookUp(packageFile('.'));
    found.set(siteDir, lookUp(siteDir) ?? own);
  }
  return found.get(siteDir);
}

function lookUp(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', 'mermaid');
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** `pre > code.language-mermaid` → the diagram's frame around it, or a warning when Mermaid is not installed. */
export function rehypeMermaid({ siteDir, enabled = true }: { siteDir: string; enabled?: boolean }) {
  return (tree: Root, file: VFile) => {
    // Most docs have no diagram: they are not walked for one.
    if (!enabled || !String(file.value).includes('mermaid')) return;
    walkElements(tree, (node, index, parent) => {
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = code.properties['className'];
      if (!Array.isArray(classes) || !classes.includes('language-mermaid')) return;
      if (!mermaidPackage(siteDir)) {
        const line = node.position?.start.line ?? code.position?.start.line;
        (file.data.markdownWarnings ??= []).push({ message: 'install mermaid to draw this diagram (npm install mermaid, in the site folder): the page shows its source as code.', line });
        return SKIP;
      }
      const frame: Element = { type: 'element', tagName: 'div', properties: { className: ['mermaid-diagram'], dataEnhance: '', dataMermaid: contentAsset(MERMAID_MODULE) }, children: [node] };
      parent.children[index] = frame;
      file.data.diagrams = true;
      return SKIP;
    });
  };
}

declare module 'vfile' {
  interface DataMap {
    /** The doc has a Mermaid diagram: the build makes the module that draws it. */
    diagrams: boolean;
  }
}
