/**
 * HTML and MDX written in a doc, read before the tree becomes HTML.
 *
 * With `markdown.html` (the default), raw HTML is the author's and is rendered as written: its
 * nodes are kept, for `raw-elements.ts` to parse into elements once the tree is HTML. A comment
 * alone is dropped here, so a doc whose only HTML is `<!-- truncate -->` costs no HTML parse.
 *
 * docsgen reads Markdown, not MDX; what Docusaurus docs often hold of MDX must not vanish
 * without a word, nor reach the page as tags no browser knows:
 * - `import …` / `export …` lines (MDX) are left out, with a warning;
 * - a block holding MDX components (`<Tabs>`) keeps its text, as a paragraph, with a warning,
 *   since its behaviour (tabs, a live example) is lost; a component in a line keeps its text.
 *
 * With `markdown.html: false`, no HTML of the doc is copied into its page:
 * - a block of HTML keeps its text, as a paragraph, with a warning (`<details>` is read before,
 *   by `details.ts`; a comment alone says nothing);
 * - `<br>` in a line is a line break;
 * - in a line, the tags that only mark words up (`<kbd>`, `<sup>`, `<sub>`, `<mark>`, `<abbr title>`…)
 *   are rendered, as those elements with no attribute but an `<abbr>`'s title: they carry no
 *   script or style. Any other tag in a line keeps its text, with a warning.
 * Both modes read `<br>` and the markup tags so; with `html` the output is the same as parsing them.
 */
import type { Emphasis, Nodes, Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { decodeEntities, TAG_OR_COMMENT } from './html-text.ts';

export interface MarkdownWarning {
  message: string;
  line: number | undefined;
  /** The partial it is in (display path), when not in the doc itself. */
  file?: string;
  /** Said as information, not as a warning (`onInlineTags: 'log'`). */
  info?: true;
}

const ESM_LINE = /^(?:import\s[^\n]*?\bfrom\s*['"][^'"]+['"]|import\s*['"][^'"]+['"]|export\s+(?:const|let|var|function|default|\{))/;
const COMPONENT = /<([A-Z][\w.]*)/g;
const HTML_TAG = /<([a-z][\w-]*)/g;
const BREAK = /^<br\s*\/?>$/i;
const INLINE_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'tableCell']);

export interface RawHtmlOptions {
  /** `markdown.html`: raw HTML is rendered as written. */
  html: boolean;
}

interface Context {
  html: boolean;
  warnings: MarkdownWarning[];
  /** Whether an HTML node was kept, for `raw-elements.ts` to parse. */
  kept: boolean;
}

export function remarkRawHtml(options: RawHtmlOptions) {
  return (tree: Root, file: VFile) => {
    const context: Context = { html: options.html, warnings: [], kept: false };
    rework(tree, context);
    file.data.markdownWarnings = [...(file.data.markdownWarnings ?? []), ...context.warnings];
    if (context.kept) file.data.rawHtml = true;
  };
}

const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const CAPITALISED_TAG = /<\/?[A-Z]/;

function rework(parent: Parent, context: Context): void {
  const { warnings } = context;
  const inline = INLINE_PARENTS.has(parent.type);
  if (inline) markUp(parent);
  const children: Nodes[] = [];
  const unrendered = new Set<string>();
  for (const node of parent.children as Nodes[]) {
    const line = node.position?.start.line;
    if (!inline && node.type === 'paragraph' && isEsm(toString(node))) {
      warnings.push({ message: 'an MDX import or export is left out: docsgen reads Markdown, not MDX.', line });
      continue;
    }
    if (node.type === 'html') {
      if (inline) {
        if (BREAK.test(node.value.trim())) children.push({ type: 'break' });
        else if (context.html && keep(node.value, context)) children.push(node);
        else if (!/^<!--/.test(node.value) && (!context.html || CAPITALISED_TAG.test(node.value))) unrendered.add(node.value);
        continue;
      }
      const components = [...new Set([...node.value.matchAll(COMPONENT)].map((m) => m[1]!))];
      if (context.html && components.length === 0) {
        if (keep(node.value, context)) children.push(node);
        continue;
      }
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
    if ('children' in node) rework(node, context);
    children.push(node);
  }
  parent.children = children as Parent['children'];
  const tags = [...new Set([...unrendered].flatMap((html) => [...html.matchAll(/<\/?([a-zA-Z][\w.-]*)/g)].map((m) => m[1]!)))];
  if (tags.length > 0 && context.html) {
    warnings.push({ message: `MDX ${tags.map((t) => `<${t}>`).join(', ')} in a line cannot be rendered (docsgen reads Markdown, not MDX): its text is kept.`, line: parent.position?.start.line });
  } else if (tags.length > 0) {
    warnings.push({ message: `HTML ${tags.map((t) => `<${t}>`).join(', ')} in a line is not rendered (docsgen renders only ${[...MARKUP].map((t) => `<${t}>`).join(', ')} there): its text is kept.`, line: parent.position?.start.line });
  }
}

/** Tags that mark words up and nothing more: rendered where a line of Markdown holds them. */
const MARKUP = new Set(['kbd', 'sup', 'sub', 'mark', 'abbr', 'ins', 'del', 's', 'u', 'small', 'b', 'i', 'em', 'strong', 'code', 'q', 'cite', 'dfn', 'var', 'samp']);
const OPEN = /^<([a-z]+)(?:\s+title\s*=\s*(?:"([^"]*)"|'([^']*)'))?\s*>$/i;
const CLOSE = /^<\/([a-z]+)\s*>$/i;

/**
 * Each `<tag>` … `</tag>` pair of markup tags among a line's nodes becomes that element around
 * what lies between (Markdown included), innermost first.
 */
function markUp(parent: Parent): void {
  const nodes = parent.children as Nodes[];
  const open: { at: number; tag: string; title: string | undefined }[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type !== 'html') continue;
    const opening = OPEN.exec(node.value.trim());
    if (opening && MARKUP.has(opening[1]!.toLowerCase())) {
      const tag = opening[1]!.toLowerCase();
      open.push({ at: i, tag, title: tag === 'abbr' ? (opening[2] ?? opening[3]) : undefined });
      continue;
    }
    const closing = CLOSE.exec(node.value.trim());
    const from = closing ? open.findLastIndex((o) => o.tag === closing[1]!.toLowerCase()) : -1;
    if (from < 0) continue;
    const { at, tag, title } = open[from]!;
    open.length = from;
    const inner = nodes.slice(at + 1, i) as PhrasingContent[];
    const element = { type: 'emphasis', children: inner, data: { hName: tag, hProperties: title === undefined ? {} : { title: decodeEntities(title) } } } satisfies Emphasis;
    nodes.splice(at, i - at + 1, element);
    i = at;
  }
}

/**
 * Whether raw HTML is kept for the page (`markdown.html`): not a comment alone, which the page
 * leaves out as Docusaurus does, nor a component's tag, which no browser knows.
 */
function keep(html: string, context: Context): boolean {
  if (CAPITALISED_TAG.test(html) || !html.replace(COMMENTS, '').trim()) return false;
  context.kept = true;
  return true;
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
    /** The doc has raw HTML to render (`raw-elements.ts`). */
    rawHtml: boolean;
  }
}
