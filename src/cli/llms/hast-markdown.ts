/**
 * A doc's hast as Markdown, in one walk: the twin's body, made while the doc compiles (in the
 * compile threads, and cached with it). `hast-util-to-mdast` with `mdast-util-to-markdown` does
 * the same job (twin.ts) at ~10 ms for a 12 KB page, which at 10,000 pages doubled a cold build;
 * this takes a fraction of a millisecond, and the tests hold it to that library: both texts must
 * read back (remark-parse) as the same Markdown tree.
 *
 * Links and images are written against marks: `ORIGIN_MARK` stands for the site's origin before a
 * root-relative URL, `PAGE_MARK` for the page's own URL before a `#fragment`, put in when the twin
 * is written (`finishTwin`), since a doc compiles before it knows its site's address.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

export const ORIGIN_MARK = '\u{E000}';
export const PAGE_MARK = '\u{E001}';

/** What a code block left in the tree as raw HTML (code-blocks.ts) says of itself, for this walk. */
export interface TwinCode {
  lang: string;
  meta: string;
  source: string;
}

type Node = Root | RootContent | ElementContent;

export function hastToMarkdown(tree: Root | Element): string {
  return blocks(tree.children as Node[], '').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}

/** The marks replaced by the site's origin and the page's URL. */
export function finishTwin(markdown: string, origin: string, pageUrl: string): string {
  return markdown.replaceAll(ORIGIN_MARK, origin.replace(/\/$/, '')).replaceAll(PAGE_MARK, pageUrl);
}

const BLOCK = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'figcaption', 'ul', 'ol', 'li', 'blockquote', 'pre', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'details', 'summary', 'dl', 'dt', 'dd', 'iframe', 'video', 'audio', 'picture', 'center']);
const SKIPPED = new Set(['button', 'script', 'style', 'svg', 'template', 'noscript', 'link', 'meta', 'input']);

function classes(node: Element): string[] {
  const value = node.properties['className'];
  return Array.isArray(value) ? value.map(String) : [];
}

function isBlock(node: Node): boolean {
  if (node.type === 'raw') return rawCode(node) !== undefined;
  if (node.type !== 'element') return false;
  if (BLOCK.has(node.tagName)) return true;
  return node.tagName === 'span' && classes(node).includes('katex-display');
}

function rawCode(node: Node): TwinCode | undefined {
  return (node.data as { twinCode?: TwinCode } | undefined)?.twinCode;
}

/** Block content, each block separated by a blank line, every line after the first prefixed. */
function blocks(children: readonly Node[], prefix: string): string {
  const out: string[] = [];
  let inline: Node[] = [];
  const flush = () => {
    const text = inlines(inline).trim();
    if (text) out.push(text);
    inline = [];
  };
  for (const child of children) {
    if (!isBlock(child)) {
      inline.push(child);
      continue;
    }
    flush();
    const text = block(child);
    if (text) out.push(text);
  }
  flush();
  return out.join('\n\n').split('\n').join(`\n${prefix}`);
}

function block(node: Node): string {
  if (node.type === 'raw') return fence(rawCode(node)!);
  const element = node as Element;
  const cls = classes(element);
  if (SKIPPED.has(element.tagName) || element.properties['role'] === 'tablist') return '';
  switch (element.tagName) {
    case 'p':
      return cls.includes('tabs__label') ? `**${inlines(element.children).trim()}**` : inlines(element.children).trim();
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      // A heading's text cannot start a list or a quote: its first character needs no escape.
      return `${'#'.repeat(Number(element.tagName[1]))} ${inlines(element.children).trim().replace(/^(\d+)\\([.)])/, '$1$2').replace(/^\\([>+-])/, '$1')}`;
    case 'hr':
      return '---';
    case 'blockquote':
      return quote(blocks(element.children, ''));
    case 'ul':
    case 'ol':
      return list(element);
    case 'pre':
      return fence({ lang: languageOf(element), meta: '', source: text(element).replace(/\n$/, '') });
    case 'table':
      return table(element);
    case 'iframe':
      return link(String(element.properties['title'] ?? element.properties['src'] ?? ''), String(element.properties['src'] ?? ''));
    case 'span':
      return math(element);
    case 'summary':
      return `**${inlines(element.children).trim()}**`;
    case 'section':
      if (cls.includes('doc-cards')) return cards(element);
      return blocks(element.children, '');
    case 'div':
      if (cls.includes('code-block')) return codeBlockDiv(element);
      if (cls.includes('admonition')) return admonition(element);
      return blocks(element.children, '');
    default:
      return blocks(element.children, '');
  }
}

function quote(body: string): string {
  return body
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function admonition(node: Element): string {
  const title = find(node, (e) => classes(e).includes('admonition__title'));
  const content = find(node, (e) => classes(e).includes('admonition__content'));
  const heading = `**${title ? inlines(title.children).trim() : 'Note'}**`;
  const body = content ? blocks(content.children, '') : '';
  return quote(body ? `${heading}\n\n${body}` : heading);
}

function codeBlockDiv(node: Element): string {
  const title = find(node, (e) => classes(e).includes('code-block__title'));
  const code = find(node, (e) => e.tagName === 'code');
  const language = node.properties['dataLanguage'];
  const meta = title ? `title=${JSON.stringify(text(title))}` : '';
  return fence({ lang: typeof language === 'string' ? language : '', meta, source: code ? text(code).replace(/\n$/, '') : '' });
}

function fence(code: TwinCode): string {
  const ticks = '`'.repeat(Math.max(3, longestRun(code.source, '`') + 1));
  const title = /(?:^|\s)title=("[^"]*"|'[^']*')/.exec(code.meta)?.[1];
  const info = [code.lang === 'text' ? '' : code.lang, title ? `title=${title.startsWith("'") ? JSON.stringify(title.slice(1, -1)) : title}` : ''].filter(Boolean).join(' ');
  return `${ticks}${info}\n${code.source}\n${ticks}`;
}

function languageOf(pre: Element): string {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  const cls = code ? classes(code).find((c) => c.startsWith('language-')) : undefined;
  return cls ? cls.slice('language-'.length) : '';
}

function list(node: Element): string {
  const ordered = node.tagName === 'ol';
  const start = ordered ? Number(node.properties['start'] ?? 1) || 1 : 1;
  const items = node.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
  return items
    .map((item, i) => {
      const marker = ordered ? `${start + i}. ` : '- ';
      const checkbox = find(item, (e) => e.tagName === 'input' && e.properties['type'] === 'checkbox');
      const task = checkbox ? (checkbox.properties['checked'] ? '[x] ' : '[ ] ') : '';
      return marker + task + blocks(item.children, ' '.repeat(marker.length)).trimEnd();
    })
    .join('\n');
}

function table(node: Element): string {
  const rows: Element[] = [];
  walk(node, (e) => {
    if (e.tagName === 'tr') rows.push(e);
    return e.tagName === 'tr';
  });
  if (rows.length === 0) return '';
  const cells = rows.map((row) => row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th')));
  const width = Math.max(...cells.map((r) => r.length));
  const align = cells[0]!.map((c) => String(c.properties['align'] ?? ''));
  const line = (row: Element[]) => `| ${Array.from({ length: width }, (_, i) => (row[i] ? inlines(row[i]!.children).trim().replace(/\|/g, '\\|').replace(/\n/g, ' ') : '')).join(' | ')} |`;
  const rule = `| ${Array.from({ length: width }, (_, i) => (align[i] === 'center' ? ':-:' : align[i] === 'right' ? '--:' : align[i] === 'left' ? ':--' : '---')).join(' | ')} |`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

function cards(node: Element): string {
  const items: string[] = [];
  walk(node, (e) => {
    if (e.tagName !== 'a') return false;
    const title = find(e, (t) => classes(t).includes('doc-card__title'));
    const description = find(e, (t) => classes(t).includes('doc-card__description'));
    items.push(`- ${link(title ? text(title).trim() : text(e).trim(), String(e.properties['href'] ?? ''))}${description ? `: ${escapeText(text(description).trim())}` : ''}`);
    return true;
  });
  return items.join('\n');
}

/** KaTeX: its TeX between dollars; a display formula on lines of its own. */
function math(node: Element): string {
  const annotation = find(node, (e) => e.tagName === 'annotation');
  const tex = annotation ? text(annotation).trim() : text(node);
  const display = classes(node).includes('katex-display');
  return display ? `$$\n${tex}\n$$` : `$${tex}$`;
}

function inlines(children: readonly Node[]): string {
  let out = '';
  for (const child of children) out += inline(child);
  return out.replace(/[ \t]*\n[ \t]*/g, '\n');
}

function inline(node: Node): string {
  if (node.type === 'text') return escapeText(node.value.replace(/\s+/g, ' '));
  if (node.type === 'raw') {
    const code = rawCode(node);
    return code ? `\n\n${fence(code)}\n\n` : '';
  }
  if (node.type !== 'element') return '';
  const element = node;
  if (SKIPPED.has(element.tagName)) return '';
  const cls = classes(element);
  if (element.tagName === 'a' && cls.includes('hash-link')) return '';
  switch (element.tagName) {
    case 'strong':
    case 'b':
      return wrap('**', inlines(element.children));
    case 'em':
    case 'i':
      return wrap('_', inlines(element.children));
    case 'del':
    case 's':
      return wrap('~~', inlines(element.children));
    case 'code':
      return inlineCode(text(element));
    case 'br':
      return '\\\n';
    case 'a':
      return link(inlines(element.children).trim(), String(element.properties['href'] ?? ''), element.properties['title']);
    case 'img':
      return `!${link(escapeText(String(element.properties['alt'] ?? '')), String(element.properties['src'] ?? ''), element.properties['title'])}`;
    case 'span':
      if (cls.includes('katex')) return math(element);
      return inlines(element.children);
    default:
      return inlines(element.children);
  }
}

function wrap(mark: string, content: string): string {
  const inner = content.trim();
  if (!inner) return content;
  const lead = content.startsWith(' ') ? ' ' : '';
  const trail = content.endsWith(' ') ? ' ' : '';
  return `${lead}${mark}${inner}${mark}${trail}`;
}

function inlineCode(value: string): string {
  const ticks = '`'.repeat(longestRun(value, '`') + 1);
  const pad = value.startsWith('`') || value.endsWith('`') || (value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '') ? ' ' : '';
  return `${ticks}${pad}${value}${pad}${ticks}`;
}

function link(label: string, href: string, title?: unknown): string {
  const url = markedUrl(href);
  const destination = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
  const titled = typeof title === 'string' && title ? ` "${title.replace(/"/g, '\\"')}"` : '';
  return `[${label}](${destination}${titled})`;
}

/** Root-relative URLs and fragments against the marks (`finishTwin` puts the addresses in). */
function markedUrl(href: string): string {
  if (href.startsWith('/') && !href.startsWith('//')) return ORIGIN_MARK + href;
  if (href.startsWith('#')) return PAGE_MARK + href;
  return href;
}

/** What `escapeText` may escape: one of its characters, or a line marker or ordered-list number starting the text. */
const SYNTAX_IN_TEXT = /[\\`*_[\]<]|^[#>+\d-]/;

/** Text that Markdown would read as syntax, escaped: emphasis, code, links, HTML, and markers starting a line. */
function escapeText(value: string): string {
  // Most text has nothing to escape: one test, not three replacements (a fifth of a twin's time).
  if (!SYNTAX_IN_TEXT.test(value)) return value;
  return value
    .replace(/[\\`*_[\]<]/g, '\\$&')
    .replace(/^[#>+-](?=\s|$)/, '\\$&')
    .replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2');
}

function text(node: Node): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  let out = '';
  for (const child of node.children as Node[]) out += text(child);
  return out;
}

function longestRun(value: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of value) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

export function find(node: Element, test: (e: Element) => boolean): Element | undefined {
  let found: Element | undefined;
  walk(node, (e) => {
    if (found) return true;
    if (test(e)) found = e;
    return found !== undefined;
  });
  return found;
}

/** Visits the elements below `node`; `visit` returning true skips an element's children. */
export function walk(node: Element | Root, visit: (e: Element) => boolean): void {
  for (const child of node.children as Node[]) {
    if (child.type !== 'element') continue;
    if (!visit(child)) walk(child, visit);
  }
}
