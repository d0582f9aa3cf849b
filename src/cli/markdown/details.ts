/**
 * `<details>` in a doc, as Docusaurus docs write it for a collapsed answer or a long example:
 *
 *     <details>
 *       <summary>Why is my image not optimized?</summary>
 *
 *     Markdown, **parsed** as the rest of the doc.
 *
 *     </details>
 *
 * The tags are HTML blocks around ordinary Markdown; they become a real `<details>` with its
 * `<summary>` and the Markdown between them inside, collapsed unless written `open`. The summary
 * keeps what MDX would show of it: its Markdown (`**bold**`, `` `code` ``) and its `<code>`,
 * `<strong>`/`<b>` and `<em>`/`<i>`; other tags leave only their text.
 * It works without JavaScript; the client animates it as it does the sidebar's categories. No HTML
 * of the doc is copied: only these three tags are read, and whatever else an HTML block holds is
 * left to `raw-html.ts`, which keeps its text.
 */
import type { ContainerDirective, Html, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { decodeEntities, TAG_OR_COMMENT } from './html-text.ts';
import { parseMarkdown } from './parse/index.ts';
import type { MarkdownWarning } from './raw-html.ts';

/** Docusaurus's `Details` says this when a `<details>` has no `<summary>`. */
export const DEFAULT_SUMMARY = 'Details';
export const DETAILS_CLASS = 'details';

const TAGS = /<details\b([^>]*)>|<summary\b[^>]*>([\s\S]*?)<\/summary\s*>|<\/details\s*>/gi;

type Piece = { kind: 'open'; open: boolean } | { kind: 'summary'; text: string } | { kind: 'close' } | { kind: 'html'; value: string };

interface Frame {
  open: boolean;
  summary: string | undefined;
  children: RootContent[];
  line: number | undefined;
}

export function remarkDetails() {
  return (tree: Root, file: VFile) => {
    const warnings: MarkdownWarning[] = [];
    rework(tree, warnings);
    if (warnings.length > 0) file.data.markdownWarnings = [...(file.data.markdownWarnings ?? []), ...warnings];
  };
}

const DETAILS_TAG = /<\/?(details|summary)\b/i;

function rework(parent: Parent, warnings: MarkdownWarning[]): void {
  for (const node of parent.children) if ('children' in node) rework(node, warnings);
  // Most containers hold no `<details>`: they are left as they are, not rebuilt (every doc, every node).
  if (!parent.children.some((node) => node.type === 'html' && DETAILS_TAG.test(node.value))) return;
  const root: Frame = { open: false, summary: undefined, children: [], line: undefined };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  for (const node of parent.children as RootContent[]) {
    if (node.type !== 'html' || !DETAILS_TAG.test(node.value)) {
      top().children.push(node);
      continue;
    }
    const line = node.position?.start.line;
    for (const piece of pieces(node.value)) {
      const frame = top();
      if (piece.kind === 'open') {
        stack.push({ open: piece.open, summary: undefined, children: [], line });
      } else if (piece.kind === 'summary') {
        // A summary names its details only as their first thing; anywhere else it is text.
        if (frame !== root && frame.summary === undefined && frame.children.length === 0) frame.summary = piece.text;
        else frame.children.push(paragraph(plainText(piece.text)));
      } else if (piece.kind === 'close') {
        // A stray `</details>` closes nothing and shows nothing, as in a browser.
        if (frame === root) continue;
        stack.pop();
        top().children.push(detailsNode(frame));
      } else {
        frame.children.push({ type: 'html', value: piece.value, position: node.position } satisfies Html);
      }
    }
  }
  // An unclosed `<details>` ends with its container, as a browser would close it.
  while (stack.length > 1) {
    const frame = stack.pop()!;
    warnings.push({ message: 'a <details> is not closed: it runs to the end of its section. Add </details> where it should end.', line: frame.line });
    top().children.push(detailsNode(frame));
  }
  parent.children = root.children as Parent['children'];
}

/** The details tags of an HTML block in order, and what is around them (blank text dropped). */
function pieces(html: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  const between = (end: number) => {
    const value = html.slice(at, end);
    if (value.trim()) out.push({ kind: 'html', value: value.trim() });
  };
  for (const match of html.matchAll(TAGS)) {
    between(match.index);
    at = match.index + match[0].length;
    if (match[0].toLowerCase().startsWith('</details')) out.push({ kind: 'close' });
    else if (match[0].toLowerCase().startsWith('<details')) out.push({ kind: 'open', open: /(^|\s)open(\s|=|$)/i.test(match[1] ?? '') });
    else out.push({ kind: 'summary', text: match[2] ?? '' });
  }
  between(html.length);
  return out;
}

/**
 * Containers, not paragraphs, so the HTML inside is read as blocks (`raw-html.ts` keeps block text
 * and drops inline tags). The directive's name is one no admonition has.
 */
function detailsNode(frame: Frame): RootContent {
  const summary: Paragraph = { type: 'paragraph', children: summaryContent(frame.summary ?? ''), data: { hName: 'summary' } };
  const content: ContainerDirective = {
    type: 'containerDirective',
    name: DETAILS_CLASS,
    children: frame.children as ContainerDirective['children'],
    data: { hName: 'div', hProperties: { className: [`${DETAILS_CLASS}__content`] } },
  };
  return {
    type: 'containerDirective',
    name: DETAILS_CLASS,
    children: [summary, content],
    data: { hName: 'details', hProperties: { className: [DETAILS_CLASS], open: frame.open || undefined } },
  };
}

function paragraph(text: string): Paragraph {
  return { type: 'paragraph', children: [{ type: 'text', value: text }] };
}

/** The summary's inline Markdown, its few formatting tags read as Markdown; plain text if it is more than a line of text. */
function summaryContent(html: string): PhrasingContent[] {
  const markdown = html
    .replace(/<code\b[^>]*>([\s\S]*?)<\/code\s*>/gi, (_, code: string) => `\`${decodeEntities(code.replace(TAG_OR_COMMENT, '')).replace(/`/g, '')}\``)
    .replace(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, '**$2**')
    .replace(/<(em|i)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi, '*$2*');
  const text = plainText(markdown);
  if (!text) return [{ type: 'text', value: DEFAULT_SUMMARY }];
  // Entities left for the parser, which reads them as text (`&lt;b&gt;` is no tag).
  const source = markdown.replace(TAG_OR_COMMENT, '').replace(/\s+/g, ' ').trim();
  const [only, ...rest] = parseMarkdown(source).children;
  if (only?.type !== 'paragraph' || rest.length > 0 || only.children.some((child) => child.type === 'html')) return [{ type: 'text', value: text }];
  return only.children;
}

/** A summary's text: its tags (`<b>`, `<code>`) out, entities decoded, on one line. */
function plainText(html: string): string {
  return decodeEntities(html.replace(TAG_OR_COMMENT, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
