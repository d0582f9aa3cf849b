/**
 * The readable text of a doc, grouped by the heading it sits under, taken from the same hast that
 * becomes the HTML: search records are built from it without parsing the doc (or its HTML) again.
 *
 * What counts as text is what DocSearch's Docusaurus crawler takes (paragraphs, list items, table
 * cells), plus admonition bodies. Code blocks are left out: identifiers in an example would make
 * every page that *uses* an API rank with the page that *documents* it, and a run of code is not
 * a readable snippet. Inline `code` in a sentence is kept, as words.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { isFootnoteLabel } from './headings.ts';

export interface SearchSection {
  /** The heading that opens the section; null for the text before the first heading. */
  heading: { id: string; level: number } | null;
  /** Paragraphs, list items and table rows, as plain text with whitespace collapsed. */
  texts: string[];
}

const HEADING = /^h([2-6])$/;
/** Elements whose own text is one search record; nested blocks inside them are records of their own. */
const TEXT_BLOCKS = new Set(['p', 'li', 'dt', 'dd', 'figcaption', 'summary']);
/** Blocks that never hold readable prose, or only repeat it (the `#` link after a heading). */
const SKIPPED = new Set(['pre', 'script', 'style', 'svg', 'template', 'button', 'head', 'thead', 'iframe', 'video', 'audio', 'object', 'canvas', 'noscript', 'select', 'textarea']);
/** Block containers met inside a text block: their text is collected separately, not merged. */
const NESTED_BLOCKS = new Set(['p', 'ul', 'ol', 'pre', 'table', 'div', 'blockquote', 'dl', 'details', 'figure']);
/**
 * Elements that are part of a line of text. Markdown puts them only in text blocks; raw HTML
 * may put them, and text, straight in a `<div>` or a `<td>`: each run of them there is a record.
 */
const PHRASING = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'img', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

export function rehypeSearchText() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [{ heading: null, texts: [] }];
    /** Blocks one by one; the text and phrasing between them (raw HTML only) as records of their own. */
    const visitNodes = (nodes: readonly (RootContent | ElementContent)[]) => {
      let run = '';
      for (const node of nodes) {
        if (node.type === 'text') run += node.value;
        else if (node.type !== 'element' || skipped(node)) continue;
        else if (PHRASING.has(node.tagName)) run += node.tagName === 'br' ? ' ' : inlineText(node);
        else {
          push(sections[sections.length - 1]!, clean(run));
          run = '';
          visitElement(node);
        }
      }
      push(sections[sections.length - 1]!, clean(run));
    };
    const visitElement = (node: Element) => {
      if (skipped(node)) return;
      const heading = HEADING.exec(node.tagName);
      if (heading && typeof node.properties.id === 'string') {
        sections.push({ heading: { id: node.properties.id, level: Number(heading[1]) }, texts: [] });
        return;
      }
      const current = sections[sections.length - 1]!;
      // A `$$` block not drawn yet (search reads a doc before KaTeX draws it): its TeX is a record.
      if (isMathBlock(node)) {
        push(current, clean(inlineText(node.children[0] as Element)));
        return;
      }
      if (node.tagName === 'tr') {
        const cells = node.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
        push(current, cells.map((c) => clean(inlineText(c))).filter(Boolean).join(' · '));
        return;
      }
      if (TEXT_BLOCKS.has(node.tagName)) {
        push(current, clean(inlineText(node)));
        visitNodes(node.children.filter((c) => c.type === 'element' && NESTED_BLOCKS.has(c.tagName)));
        return;
      }
      visitNodes(node.children);
    };
    visitNodes(tree.children);
    file.data.searchSections = sections.filter((s) => s.heading !== null || s.texts.length > 0);
  };
}

function skipped(node: Element): boolean {
  // The hidden "Footnotes" label is no heading a reader sees, so it opens no search section.
  if ((SKIPPED.has(node.tagName) && !isMathBlock(node)) || isFootnoteLabel(node)) return true;
  // A tab list repeats the labels each panel has (Tabs, npm2yarn blocks).
  if (node.properties.role === 'tablist') return true;
  const className = node.properties.className;
  // The admonition's title ("note", "tip") labels the box; its body is what a reader searches.
  return Array.isArray(className) && (className.includes('hash-link') || className.includes('admonition__title'));
}

/** The text of an element without the blocks nested in it (a sub-list is its own record). */
function inlineText(node: Element): string {
  // A formula KaTeX drew reads as its TeX, not as its MathML followed by its HTML drawing.
  if (Array.isArray(node.properties.className) && node.properties.className.includes('katex')) return texOf(node) ?? '';
  let text = '';
  for (const child of node.children) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element' && !NESTED_BLOCKS.has(child.tagName) && !skipped(child)) {
      // A line break separates words even though it has no text.
      text += child.tagName === 'br' ? ' ' : inlineText(child);
    }
  }
  return text;
}

/** `pre > code.math-display`: a `$$` block (remark-math's, or the fast path's) before KaTeX draws it. */
function isMathBlock(node: Element): boolean {
  const code = node.tagName === 'pre' ? node.children[0] : undefined;
  return code?.type === 'element' && Array.isArray(code.properties.className) && code.properties.className.includes('math-display');
}

/** The TeX source KaTeX keeps in its MathML (`<annotation encoding="application/x-tex">`). */
function texOf(node: Element): string | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'annotation') return child.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
    const found = texOf(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function push(section: SearchSection, text: string): void {
  if (text) section.texts.push(text);
}

declare module 'vfile' {
  interface DataMap {
    searchSections: SearchSection[];
  }
}
