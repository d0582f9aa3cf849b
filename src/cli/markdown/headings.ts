/**
 * h2–h6 get a stable id (explicit `{#id}` or a GitHub-style slug, unique per doc), the class
 * `anchor` and a trailing `#` link; every heading is recorded so the same tree yields the TOC,
 * the anchor list for the link gate and, later, search records.
 */
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';

export interface HeadingInfo {
  id: string;
  level: number;
  /** Plain text, for labels and search. */
  text: string;
  /** Inline HTML of the heading's content (keeps `<code>`), for the TOC. */
  html: string;
}

const HEADING = /^h([2-6])$/;

export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const used = new Set<string>();
    const headings: HeadingInfo[] = [];
    walkElements(tree, (node) => {
      const match = HEADING.exec(node.tagName);
      if (!match || isFootnoteLabel(node)) return;
      const text = toString(node).trim();
      let id = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      if (!id) {
        do id = slugger.slug(text || 'section');
        while (used.has(id));
      }
      used.add(id);
      const html = toHtml(node.children);
      node.properties.id = id;
      node.properties.className = ['anchor'];
      node.children.push(hashLink(id, text));
      headings.push({ id, level: Number(match[1]), text, html });
    });
    file.data.headings = headings;
  };
}

/**
 * The "Footnotes" heading mdast-util-to-hast puts above a doc's footnotes. It is not the
 * author's: Docusaurus gives it no anchor and no TOC entry (its headings are found in the
 * Markdown, where it is not) and hides it from sight with `sr-only`, for screen readers only.
 * The class tells it from an author's `## … {#footnote-label}`: a heading from the Markdown has
 * none until this plugin gives it `anchor`.
 */
export function isFootnoteLabel(node: Element): boolean {
  const className = node.properties.className;
  return node.properties.id === 'footnote-label' && Array.isArray(className) && className.includes('sr-only');
}

function hashLink(id: string, text: string): ElementContent {
  const label = `Direct link to ${text || id}`;
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label, title: label },
    children: [{ type: 'text', value: '#' }],
  };
  return link;
}

declare module 'vfile' {
  interface DataMap {
    headings: HeadingInfo[];
  }
}
