/**
 * A doc's raw HTML (kept by `raw-html.ts` with `markdown.html`) parsed into real elements, as a
 * browser would read the page, with the Markdown between its tags nested inside them. Only docs
 * that have raw HTML are parsed again: the others pay nothing.
 *
 * The elements then get what a Markdown link or image gets, at the line they are on:
 * - `<a href="./other.md">` becomes the doc's URL (`md-links.ts`), or is a broken Markdown link;
 * - `<img src="./img/x.png">` (and `<source>`, `<video>`, `<audio>`, `<track>`, `srcset`, `poster`)
 *   beside the doc is copied like `![x](./img/x.png)`, and `<a href="./files/x.pdf">` like a
 *   linked file (`doc-images.ts`, which reads only inside the site);
 * - comments are left out of the page, as Docusaurus leaves them out.
 * The baseUrl, the link gate's list and external links' `target` come after, in `links.ts`, for
 * every `<a>` alike.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import path from 'node:path';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import type { ReadRoots } from '../confine/read-roots.ts';
import { placeDocFile } from './doc-images.ts';
import { markdownLinkUrl } from './md-links.ts';
import { walkElements } from './walk.ts';

export interface RawElementsOptions {
  baseUrl: string;
  permalinks: ReadonlyMap<string, string>;
  linkRoots: readonly string[];
  roots: ReadRoots;
}

/**
 * Marks that carry what the HTML parse would lose through it, as attributes: a Markdown link or
 * image was handled already, on the Markdown tree (and must not be counted twice); a code
 * block's meta (`title="x.js" {1,3}`) lives in `data`, which the parse does not keep.
 */
const FROM_MARKDOWN = 'dataDocsgenMarkdown';
const CODE_META = 'dataDocsgenMeta';

/** Attributes of raw HTML that name an image or media file, by element. */
const MEDIA_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'srcSet'],
  source: ['src', 'srcSet'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
};

export function rehypeRawElements(options: RawElementsOptions) {
  const parse = rehypeRaw();
  return (tree: Root, file: VFile): Root => {
    if (!file.data.rawHtml) return tree;
    markMarkdownElements(tree);
    withLineOffsets(tree, String(file.value));
    const parsed = parse(tree, file);
    const filePath = path.resolve(file.path);
    settle(parsed, { ...options, filePath }, file);
    return parsed;
  };
}

function markMarkdownElements(tree: Root): void {
  walkElements(tree, (node) => {
    if (node.tagName === 'a' || node.tagName === 'img') node.properties[FROM_MARKDOWN] = '';
    const meta = (node.data as { meta?: unknown } | undefined)?.meta;
    if (node.tagName === 'code' && typeof meta === 'string') node.properties[CODE_META] = meta;
  });
}

/**
 * The parser counts the lines of raw HTML from where its node starts only when that point has an
 * offset; the Markdown parser gives lines alone. The offset of the line's start serves: the
 * elements' lines are what file:line messages need.
 */
function withLineOffsets(tree: Root, source: string): void {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const visit = (nodes: readonly (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === 'raw' && node.position) {
        const start = node.position.start;
        node.position.start = { ...start, column: 1, offset: lineStarts[start.line - 1] ?? 0 };
      } else if (node.type === 'element') visit(node.children);
    }
  };
  visit(tree.children);
}

interface SettleOptions extends RawElementsOptions {
  filePath: string;
}

/** Comments out, the marks taken off, and the links and files of the raw HTML's own elements resolved. */
function settle(parent: Root | Element, options: SettleOptions, file: VFile): void {
  if (parent.children.some((child) => child.type === 'comment')) {
    parent.children = (parent.children as RootContent[]).filter((child) => child.type !== 'comment') as typeof parent.children;
  }
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    if (FROM_MARKDOWN in node.properties) delete node.properties[FROM_MARKDOWN];
    else resolveTargets(node, options, file);
    if (CODE_META in node.properties) {
      node.data = { ...node.data, meta: String(node.properties[CODE_META]) } as Element['data'];
      delete node.properties[CODE_META];
    }
    settle(node, options, file);
  }
}

function resolveTargets(node: Element, options: SettleOptions, file: VFile): void {
  const line = node.position?.start.line;
  const href = node.properties.href;
  if (node.tagName === 'a' && typeof href === 'string') {
    const links = { filePath: options.filePath, permalinks: options.permalinks, roots: options.linkRoots };
    const url = markdownLinkUrl(href, line, links, file) ?? placeDocFile(href, 'file', line, docFiles(options), file);
    if (url !== undefined) node.properties.href = url;
    return;
  }
  const place = (url: string) => placeDocFile(url, 'image', line, docFiles(options), file) ?? url;
  for (const name of MEDIA_ATTRIBUTES[node.tagName] ?? []) {
    const value = node.properties[name];
    if (name === 'srcSet' && (typeof value === 'string' || Array.isArray(value))) node.properties[name] = srcSet(value, place);
    else if (typeof value === 'string') node.properties[name] = place(value);
  }
}

/** `srcset`: candidates `url [descriptor]` at its commas; each url placed. */
function srcSet(value: string | readonly (string | number)[], place: (url: string) => string): string {
  const candidates = typeof value === 'string' ? value.split(',') : value.map(String);
  return candidates
    .map((candidate) => candidate.trim().replace(/^\S+/, (url) => place(url)))
    .filter(Boolean)
    .join(', ');
}

function docFiles(options: SettleOptions) {
  return { filePath: options.filePath, baseUrl: options.baseUrl, roots: options.roots };
}
