/**
 * markdown-it's token stream → mdast, the tree remark's plugins and remark-rehype work on. The
 * tree is the one remark-parse with remark-gfm, remark-frontmatter and remark-directive builds
 * for the same text (tables, task lists, footnotes, `containerDirective`s, `yaml`), so the
 * rest of the pipeline does not know which parser ran. Links, paragraphs, HTML blocks and containers carry
 * the line they are on, for messages about them; other nodes carry no position.
 */
import type { Token } from 'markdown-it';
import type { MarkdownIt } from 'markdown-it';
import type { AlignType, BlockContent, Code, ContainerDirective, DefinitionContent, FootnoteDefinition, Heading, List, ListItem, Nodes, Parent, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { CONTAINER_CLOSE, CONTAINER_OPEN, type ContainerMeta } from './directive-container.ts';

type AnyParent = Parent & { children: Nodes[] };

declare module 'mdast' {
  /** `:::name[label]{attributes}` … `:::`, the node remark-directive makes (its label is the first child, a paragraph marked `directiveLabel`). */
  interface ContainerDirective extends Parent {
    type: 'containerDirective';
    name: string;
    attributes?: Record<string, string> | null | undefined;
    children: (BlockContent | DefinitionContent)[];
  }
  interface RootContentMap {
    containerDirective: ContainerDirective;
  }
  interface BlockContentMap {
    containerDirective: ContainerDirective;
  }
}

/** Block tokens that open an mdast node; each one's `_close` ends it. */
const OPENERS: Record<string, (token: Token, state: BlockState) => AnyParent> = {
  paragraph_open: () => ({ type: 'paragraph', children: [] }),
  heading_open: (token) => ({ type: 'heading', depth: Number(token.tag.slice(1)) as Heading['depth'], children: [] }),
  blockquote_open: () => ({ type: 'blockquote', children: [] }),
  bullet_list_open: () => ({ type: 'list', ordered: false, start: null, spread: false, children: [] }),
  ordered_list_open: (token) => ({ type: 'list', ordered: true, start: Number(token.attrGet('start') ?? 1), spread: false, children: [] }),
  list_item_open: () => ({ type: 'listItem', spread: false, checked: null, children: [] }),
  table_open: () => ({ type: 'table', align: [], children: [] }),
  tr_open: () => ({ type: 'tableRow', children: [] }),
  th_open: (token, state) => {
    (state.table!.align ??= []).push(alignOf(token));
    return { type: 'tableCell', children: [] };
  },
  td_open: () => ({ type: 'tableCell', children: [] }),
  footnote_open: (token) => footnoteDefinition(String((token.meta as { label: string }).label)),
  [CONTAINER_OPEN]: (token, state) => container(token, state),
};

const CLOSERS = new Set(Object.keys(OPENERS).map((type) => (type === CONTAINER_OPEN ? CONTAINER_CLOSE : type.replace(/_open$/, '_close'))));

interface BlockState {
  md: MarkdownIt;
  table: Table | undefined;
  /** Lists with a paragraph markdown-it did not mark hidden: loose lists. */
  loose: Set<List>;
  /** A formula was met (for `hasMath`). */
  math: boolean;
}

/** Trees with a formula (or a ` ```math ` fence, which rehype-katex draws as one). */
const withMath = new WeakSet<Root>();

/** Whether the tree has math for rehype-katex (only parsers made with `math` make formulas). */
export function hasMath(tree: Root): boolean {
  return withMath.has(tree);
}

export function tokensToMdast(tokens: readonly Token[], md: MarkdownIt): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: AnyParent[] = [root as AnyParent];
  const state: BlockState = { md, table: undefined, loose: new Set(), math: false };
  // Table cells have no line of their own: they are on their row's.
  let line = 0;
  for (const token of tokens) {
    if (token.map) line = token.map[0] + 1;
    const parent = stack.at(-1)!;
    const open = OPENERS[token.type];
    if (open) {
      const node = open(token, state);
      if (node.type === 'table') state.table = node as Table;
      // A paragraph's line: for messages about what it holds (an MDX `import`, raw-html.ts).
      if (node.type === 'paragraph' && line) (node as Nodes).position = { start: { line, column: 1 }, end: { line, column: 1 } };
      if (node.type === 'paragraph' && parent.type === 'listItem' && !token.hidden) state.loose.add(stack.at(-2) as List);
      parent.children.push(node as unknown as Nodes);
      stack.push(node);
    } else if (CLOSERS.has(token.type)) {
      finish(stack.pop()!, state);
    } else if (token.type === 'inline') {
      if (inlineToMdast(token.children ?? [], parent, line)) state.math = true;
    } else {
      const leaf = blockLeaf(token, md);
      if (!leaf) continue;
      parent.children.push(leaf);
      if (leaf.type === 'math' || (leaf.type === 'code' && leaf.lang === 'math')) state.math = true;
    }
  }
  if (state.math) withMath.add(root);
  return root;
}

function finish(node: AnyParent, state: BlockState): void {
  if (node.type === 'list') {
    const list = node as List;
    list.spread = state.loose.has(list);
    for (const item of list.children) item.spread = list.spread;
  } else if (node.type === 'listItem') {
    taskListItem(node as ListItem);
  }
}

function blockLeaf(token: Token, md: MarkdownIt): RootContent | undefined {
  switch (token.type) {
    case 'fence':
      return fencedCode(token, md);
    case 'code_block':
      return { type: 'code', lang: null, meta: null, value: withoutFinalNewline(token.content) };
    case 'hr':
      return { type: 'thematicBreak' };
    case 'math_block':
      return mathBlock(token);
    case 'html_block': {
      const line = lineOf(token);
      return { type: 'html', value: withoutFinalNewline(token.content), position: { start: { line, column: 1 }, end: { line, column: 1 } } };
    }
    default:
      return undefined;
  }
}

function fencedCode(token: Token, md: MarkdownIt): Code {
  const info = md.utils.unescapeAll(token.info).trim();
  const space = info.search(/\s/);
  const lang = space < 0 ? info : info.slice(0, space);
  const meta = space < 0 ? '' : info.slice(space).trim();
  const code: Code = { type: 'code', lang: lang || null, meta: meta || null, value: withoutFinalNewline(token.content) };
  // A diagram's line, for the warning when Mermaid is not installed (markdown/mermaid.ts).
  if (lang === 'mermaid' && token.map) code.position = { start: { line: lineOf(token), column: 1 }, end: { line: lineOf(token), column: 1 } };
  return code;
}

/**
 * `$$` … `$$`: the node mdast-util-math makes (remark-math), drawn by rehype-katex. The line goes
 * on the `code` element too: rehype-katex reports a formula it cannot render at that element.
 */
function mathBlock(token: Token): RootContent {
  const line = lineOf(token);
  const position = { start: { line, column: 1 }, end: { line, column: 1 } };
  const code = { type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-display'] }, children: [{ type: 'text', value: token.content }], position };
  return { type: 'math', meta: token.info || null, value: token.content, data: { hName: 'pre', hChildren: [code] }, position } as unknown as RootContent;
}

/** `$…$`: mdast-util-math's `inlineMath`, at its line. */
function inlineMath(value: string, line: number): PhrasingContent {
  return {
    type: 'inlineMath',
    value,
    data: { hName: 'code', hProperties: { className: ['language-math', 'math-inline'] }, hChildren: [{ type: 'text', value }] },
    position: { start: { line, column: 1 }, end: { line, column: 1 } },
  } as unknown as PhrasingContent;
}

function withoutFinalNewline(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

function alignOf(token: Token): AlignType {
  const style = token.attrGet('style');
  const align = style ? /text-align:(\w+)/.exec(String(style))?.[1] : undefined;
  return align === 'left' || align === 'right' || align === 'center' ? align : null;
}

function container(token: Token, state: BlockState): AnyParent {
  const meta = token.meta as unknown as ContainerMeta;
  const line = lineOf(token);
  const node: ContainerDirective = { type: 'containerDirective', name: meta.name, attributes: meta.attributes, children: [] };
  // Its line, for the warning about a name that is no admonition.
  if (line) node.position = { start: { line, column: 1 }, end: { line, column: 1 } };
  if (meta.hasLabel) {
    const label = { type: 'paragraph', children: [], data: { directiveLabel: true } } as unknown as AnyParent;
    if (inlineToMdast(token.children ?? [], label, line)) state.math = true;
    node.children.push(label as never);
  }
  return node as unknown as AnyParent;
}

/** The same identifier micromark gives a footnote label (case and inner whitespace folded). */
function footnoteIdentifier(label: string): string {
  return label.replace(/[\t\n\r ]+/g, ' ').trim().toLowerCase().toUpperCase().toLowerCase();
}

function footnoteDefinition(label: string): AnyParent {
  const node: FootnoteDefinition = { type: 'footnoteDefinition', identifier: footnoteIdentifier(label), label, children: [] };
  return node as unknown as AnyParent;
}

const TASK = /^\[([ xX])\](?=[ \t]|$)[ \t]*/;

/** `- [x] done`: GFM's task list item (the check comes off the text, `checked` goes on the item). */
function taskListItem(item: ListItem): void {
  const paragraph = item.children[0];
  if (paragraph?.type !== 'paragraph') return;
  const head = paragraph.children[0];
  if (head?.type !== 'text') return;
  const match = TASK.exec(head.value);
  if (!match || (match[0].length === head.value.length && paragraph.children.length === 1)) return;
  item.checked = match[1] !== ' ';
  head.value = head.value.slice(match[0].length);
  if (!head.value) paragraph.children.shift();
}

function attribute(token: Token, name: string): string | null {
  const value = token.attrGet(name);
  return value === null ? null : String(value);
}

function lineOf(token: Token): number {
  return token.map ? token.map[0] + 1 : 0;
}

/** Inline tokens that open an mdast node; `_close` ends it. */
const INLINE_OPENERS: Record<string, (token: Token, line: number) => AnyParent> = {
  em_open: () => ({ type: 'emphasis', children: [] }),
  strong_open: () => ({ type: 'strong', children: [] }),
  s_open: () => ({ type: 'delete', children: [] }),
  link_open: (token, line) => ({
    type: 'link',
    url: String(token.attrGet('href') ?? ''),
    title: attribute(token, 'title'),
    children: [],
    position: { start: { line, column: 1 }, end: { line, column: 1 } },
  }),
};
const INLINE_CLOSERS = new Set(['em_close', 'strong_close', 's_close', 'link_close']);

/** Appends the phrasing content of `tokens` to `parent`; `line` is where the block starts (1-based). Returns whether it had a formula. */
function inlineToMdast(tokens: readonly Token[], parent: AnyParent, line: number): boolean {
  const stack: AnyParent[] = [parent];
  let math = false;
  for (const token of tokens) {
    const top = stack.at(-1)!;
    const open = INLINE_OPENERS[token.type];
    if (open) {
      const node = open(token, line);
      top.children.push(node as unknown as Nodes);
      stack.push(node);
      continue;
    }
    if (INLINE_CLOSERS.has(token.type)) {
      stack.pop();
      continue;
    }
    switch (token.type) {
      case 'text':
        // Emphasis leaves an empty text token beside its marks, which a formula keeps from joining the text next to it.
        if (token.content) appendText(top, token.content);
        break;
      case 'softbreak':
        appendText(top, '\n');
        line++;
        break;
      case 'hardbreak':
        top.children.push({ type: 'break' });
        line++;
        break;
      case 'code_inline':
        top.children.push({ type: 'inlineCode', value: token.content });
        break;
      case 'math_inline':
        top.children.push(inlineMath(token.content, line));
        line += newlines(token.content);
        math = true;
        break;
      case 'html_inline':
        top.children.push({ type: 'html', value: token.content });
        line += newlines(token.content);
        break;
      case 'image':
        top.children.push({
          type: 'image',
          url: String(token.attrGet('src') ?? ''),
          title: attribute(token, 'title'),
          alt: plainText(token.children ?? []),
          position: { start: { line, column: 1 }, end: { line, column: 1 } },
        });
        break;
      case 'footnote_ref': {
        const label = String((token.meta as { label: string }).label);
        top.children.push({ type: 'footnoteReference', identifier: footnoteIdentifier(label), label });
        break;
      }
      default:
        if (token.content) appendText(top, token.content);
    }
  }
  return math;
}

function appendText(parent: AnyParent, value: string): void {
  const last = parent.children.at(-1);
  if (last?.type === 'text') last.value += value;
  else parent.children.push({ type: 'text', value } satisfies PhrasingContent);
}

function newlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** An image's alt: the text of its label, markup left out. */
function plainText(tokens: readonly Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n';
    else if (token.type === 'image') text += plainText(token.children ?? []);
  }
  return text;
}
