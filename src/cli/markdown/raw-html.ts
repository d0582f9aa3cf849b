/**
 * HTML and MDX written in a doc. docsgen reads Markdown, not MDX, and never puts a doc's raw
 * HTML in its page; but what Docusaurus docs often hold must not vanish without a word:
 * - `import …` / `export …` lines (MDX) are left out, with a warning;
 * - a block of HTML or of MDX components (`<Tabs>`, `<div>`) keeps its text, as a paragraph,
 *   with a warning (`<details>` is read before, by `details.ts`; a comment alone says nothing);
 *   a component gets a warning, since its behaviour (tabs, a live example) is lost;
 * - `<br>` in a line is a line break.
 */
import type { Nodes, Paragraph, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { decodeEntities, TAG_OR_COMMENT } from './html-text.ts';

export interface MarkdownWarning {
  message: string;
  line: number | undefined;
}

const ESM_LINE = /^(?:import\s[^\n]*?\bfrom\s*['"][^'"]+['"]|import\s*['"][^'"]+['"]|export\s+(?:const|let|var|function|default|\{))/;
const COMPONENT = /<([A-Z][\w.]*)/g;
const HTML_TAG = /<([a-z][\w-]*)/g;
const BREAK = /^<br\s*\/?>$/i;
const INLINE_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'tableCell']);

export function remarkRawHtml() {
  return (tree: Root, file: VFile) => {
    const warnings: MarkdownWarning[] = [];
    rework(tree, warnings);
    file.data.markdownWarnings = [...(file.data.markdownWarnings ?? []), ...warnings];
  };
}

function rework(parent: Parent, warnings: MarkdownWarning[]): void {
  const inline = INLINE_PARENTS.has(parent.type);
  const children: Nodes[] = [];
  for (const node of parent.children as Nodes[]) {
    const line = node.position?.start.line;
    if (!inline && node.type === 'paragraph' && isEsm(toString(node))) {
      warnings.push({ message: 'an MDX import or export is left out: docsgen reads Markdown, not MDX.', line });
      continue;
    }
    if (node.type === 'html') {
      if (inline) {
        if (BREAK.test(node.value.trim())) children.push({ type: 'break' });
        continue;
      }
      const components = [...new Set([...node.value.matchAll(COMPONENT)].map((m) => m[1]!))];
      const tags = [...new Set([...node.value.replace(/<!--[\s\S]*?-->/g, '').matchAll(HTML_TAG)].map((m) => m[1]!.toLowerCase()))];
      if (components.length > 0) {
        warnings.push({ message: `MDX ${components.map((c) => `<${c}>`).join(', ')} cannot be rendered (docsgen reads Markdown, not MDX): its text is kept, as plain text. Write it in Markdown instead (headings, admonitions, code blocks).`, line });
      } else if (tags.length > 0) {
        // A comment (`<!-- truncate -->`) says nothing to the reader: no warning for it.
        warnings.push({ message: `HTML ${tags.map((t) => `<${t}>`).join(', ')} is not rendered (docsgen never copies a doc's HTML into its page): its text is kept, as plain text. Write it in Markdown instead.`, line });
      }
      const text = blockText(node.value);
      if (text) children.push({ type: 'paragraph', children: [{ type: 'text', value: text }] } satisfies Paragraph);
      continue;
    }
    if ('children' in node) rework(node, warnings);
    children.push(node);
  }
  parent.children = children as Parent['children'];
}

function isEsm(text: string): boolean {
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.length > 0 && lines.every((l) => ESM_LINE.test(l.trim()) || /^[\s}\])]*;?$/.test(l));
}

/** The text of an HTML block: tags, comments, scripts and styles out, entities decoded, one line per line of text. */
function blockText(html: string): string {
  return decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '\n').replace(TAG_OR_COMMENT, '\n'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

declare module 'vfile' {
  interface DataMap {
    markdownWarnings: MarkdownWarning[];
  }
}
