/**
 * A page's Markdown twin: what a doc or category page says, as clean Markdown for a language
 * model or a reader of raw text. Made from the page's rendered HTML (so MDX, partials and tabs
 * come out as the reader sees them), with the shell left out, links and images absolute,
 * admonitions as titled blockquotes and code blocks with their language and title.
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import type { BlockContent, Code, Html, List, Paragraph, PhrasingContent, RootContent as MdastContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { CategoryRoute, DocCard, DocRoute } from '../../runtime/data.ts';
import { find, walk } from './hast-markdown.ts';

/** The absolute URL of the page the twin is of: links and images are made absolute against it. */
export interface TwinContext {
  pageUrl: string;
}

export function docTwin(route: Pick<DocRoute, 'title' | 'contentTitle' | 'html'>, context: TwinContext): string {
  const body = htmlToMarkdown(route.html, context);
  return `# ${route.contentTitle ?? route.title}\n\n${body}`.trimEnd() + '\n';
}

export function categoryTwin(route: Pick<CategoryRoute, 'title' | 'description' | 'cards'>, context: TwinContext): string {
  const list = toMarkdown(cardList(route.cards, context), { extensions: [gfmToMarkdown()], bullet: '-' });
  const description = route.description ? `${route.description}\n\n` : '';
  return `# ${route.title}\n\n${description}${list}`.trimEnd() + '\n';
}

export function htmlToMarkdown(html: string, context: TwinContext): string {
  const tree = fromHtml(html, { fragment: true });
  prepare(tree, context);
  const mdast = toMdast(tree, { handlers: HANDLERS });
  return toMarkdown(mdast, { extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-', emphasis: '_' });
}

/** The shell's parts inside a doc's HTML that are no text of the doc: anchors, buttons, icons, tab lists. */
function isChrome(node: Element): boolean {
  const classes = classList(node);
  if (['button', 'script', 'style', 'svg', 'template', 'noscript'].includes(node.tagName)) return true;
  if (node.tagName === 'a' && classes.includes('hash-link')) return true;
  if (node.properties['role'] === 'tablist') return true;
  // KaTeX's visual copy; its MathML copy carries the TeX.
  return classes.includes('katex-html');
}

/** Drops the chrome and makes every link and image absolute, in place. */
function prepare(node: Root | Element, context: TwinContext): void {
  node.children = node.children.filter((child) => child.type !== 'comment' && !(child.type === 'element' && isChrome(child))) as typeof node.children;
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    for (const attribute of ['href', 'src'] as const) {
      const value = child.properties[attribute];
      if (typeof value === 'string') child.properties[attribute] = absolute(value, context.pageUrl);
    }
    prepare(child, context);
  }
}

function absolute(url: string, pageUrl: string): string {
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return url;
  }
}

function classList(node: Element): string[] {
  const value = node.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
}

/** `div.code-block`: a fence with its language and title. */
const codeBlock: Handle = (_state, node) => {
  const title = find(node, (e) => classList(e).includes('code-block__title'));
  const code = find(node, (e) => e.tagName === 'code');
  const language = node.properties['dataLanguage'];
  const meta = title ? `title=${JSON.stringify(toString(title))}` : null;
  const result: Code = { type: 'code', lang: typeof language === 'string' ? language : null, meta, value: code ? toString(code).replace(/\n$/, '') : '' };
  return result;
};

/** `div.admonition`: a blockquote opening with its title in bold. */
const admonition: Handle = (state, node) => {
  const title = find(node, (e) => classList(e).includes('admonition__title'));
  const content = find(node, (e) => classList(e).includes('admonition__content'));
  const heading: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: title ? toString(title).trim() : 'Note' }] }] };
  const body = content ? (state.toFlow(state.all(content)) as BlockContent[]) : [];
  return { type: 'blockquote', children: [heading, ...body] };
};

/** A doc's `<DocCardList />`: one link per card. */
const docCards: Handle = (_state, node, _parent) => {
  const cards: DocCard[] = [];
  walk(node, (e) => {
    if (e.tagName !== 'a') return false;
    const title = find(e, (t) => classList(t).includes('doc-card__title'));
    const description = find(e, (t) => classList(t).includes('doc-card__description'));
    cards.push({ kind: 'doc', href: String(e.properties['href'] ?? ''), title: title ? toString(title).trim() : toString(e).trim(), ...(description ? { description: toString(description).trim() } : {}) } as DocCard);
    return true;
  });
  return cardList(cards).children[0] as List;
};

/** KaTeX: its TeX source between dollars, as written (raw, so TeX's backslashes stay as they are). */
const katex: Handle = (_state, node) => {
  const annotation = find(node, (e) => e.tagName === 'annotation');
  const tex = annotation ? toString(annotation).trim() : toString(node);
  const display = classList(node).includes('katex-display') || find(node, (e) => e.tagName === 'math' && e.properties['display'] === 'block') !== undefined;
  const result: Html = { type: 'html', value: display ? `$$\n${tex}\n$$` : `$${tex}$` };
  return display ? ({ type: 'paragraph', children: [result] } satisfies Paragraph) : result;
};

const tabLabel: Handle = (state, node) => ({ type: 'paragraph', children: [{ type: 'strong', children: state.all(node) as PhrasingContent[] }] });

const HANDLERS: Record<string, Handle> = {
  div(state, node, parent) {
    const classes = classList(node);
    if (classes.includes('code-block')) return codeBlock(state, node, parent);
    if (classes.includes('admonition')) return admonition(state, node, parent);
    return state.toFlow(state.all(node));
  },
  section(state, node, parent) {
    return classList(node).includes('doc-cards') ? docCards(state, node, parent) : state.toFlow(state.all(node));
  },
  span(state, node, parent) {
    const classes = classList(node);
    if (classes.includes('katex-display') || classes.includes('katex')) return katex(state, node, parent);
    return state.all(node) as MdastContent[];
  },
  p(state, node, parent) {
    if (classList(node).includes('tabs__label')) return tabLabel(state, node, parent);
    const children = state.all(node) as PhrasingContent[];
    return children.length > 0 ? { type: 'paragraph', children } : undefined;
  },
};

function cardList(cards: readonly DocCard[], context?: TwinContext): { type: 'root'; children: [List] } {
  const items = cards.map((card) => {
    const href = context ? absolute(card.href, context.pageUrl) : card.href;
    const children: PhrasingContent[] = [{ type: 'link', url: href, children: [{ type: 'text', value: card.title }] }];
    if (card.description) children.push({ type: 'text', value: `: ${card.description}` });
    return { type: 'listItem' as const, spread: false, children: [{ type: 'paragraph' as const, children }] };
  });
  return { type: 'root', children: [{ type: 'list', ordered: false, spread: false, children: items }] };
}
