/**
 * Links to markdown files (`./other.md#part`) become the target doc's URL. A link that resolves
 * to no doc is left as written and recorded with its line, for `onBrokenMarkdownLinks`.
 *
 * Where a link is looked for is Docusaurus's rule, so its docs build unchanged: `./x.md` and
 * `../x.md` beside the file only; `/x.md` in the content roots only (the docs folder, then the
 * site's); any other `x.md` in the content roots first, then beside the file.
 */
import type { Definition, Link, Root } from 'mdast';
import path from 'node:path';
import { walkMdast } from './walk.ts';
import type { VFile } from 'vfile';

export interface BrokenMarkdownLink {
  url: string;
  line: number | undefined;
  /** The partial it is in (display path), when not in the doc itself. */
  file?: string;
}

/** A `.md` link as written and what it resolved to (`null`: no doc), for the docs cache to re-check. */
export interface ResolvedMarkdownLink {
  url: string;
  resolved: string | null;
}

export interface MarkdownLinkOptions {
  /** Absolute path of the file being compiled. */
  filePath: string;
  /** Absolute source path → permalink, for every doc of the build. */
  permalinks: ReadonlyMap<string, string>;
  /** Absolute folders a link not starting with `./` or `../` is looked for in first (`linkRoots`). */
  roots: readonly string[];
}

/** The content roots of a site: its docs folder, then the site folder itself. */
export function linkRoots(siteDir: string, docsDirs: readonly string[]): string[] {
  return [...docsDirs.map((dir) => path.resolve(dir)), path.resolve(siteDir)];
}

/**
 * The roots a file's links are looked for in: its own version's docs folder (a link in
 * `versioned_docs/version-1.0/` stays in 1.0), then the site's. A file in none of the docs
 * folders (a partial elsewhere) looks in the first, the current docs, as a one-version site does.
 */
function rootsFor(filePath: string, roots: readonly string[]): readonly string[] {
  if (roots.length <= 2) return roots;
  const docsRoots = roots.slice(0, -1);
  const own = docsRoots.find((root) => filePath.startsWith(root + path.sep)) ?? docsRoots[0]!;
  return [own, roots.at(-1)!];
}

const MD_FILE = /\.mdx?$/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function remarkMarkdownLinks(options: MarkdownLinkOptions) {
  return (tree: Root, file: VFile) => {
    file.data.brokenMarkdownLinks = [];
    file.data.markdownLinks = [];
    walkMdast(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const url = markdownLinkUrl(node.url, (node as Link | Definition).position?.start.line, options, file);
      if (url !== undefined) node.url = url;
    });
  };
}

/**
 * The doc URL a link to a markdown file becomes, recorded in `file.data` (with its line when it
 * leads to no doc); `undefined` to leave the link as written. `raw-elements.ts` uses it for the
 * links of a doc's raw HTML.
 */
export function markdownLinkUrl(url: string, line: number | undefined, options: MarkdownLinkOptions, file: VFile): string | undefined {
  const resolved = resolveMarkdownLink(url, options);
  if (resolved === undefined) return folderPageLink(url, options, file.data.docSource ?? String(file.value ?? ''));
  (file.data.markdownLinks ??= []).push({ url, resolved });
  if (resolved !== null) return resolved;
  (file.data.brokenMarkdownLinks ??= []).push({ url, line });
  return undefined;
}

/**
 * A relative link (`../configuration`, `web-api`) in a doc Docusaurus serves as a folder
 * (`/docs/guides/consumers/`: a category's index doc, or a slug ending in `/`), made absolute as
 * a browser resolves it there. docsgen serves the page without the slash, where the same link
 * would lead one folder up. `undefined`: the link stays as written. `text`: the doc's source.
 */
export function folderPageLink(url: string, options: Pick<MarkdownLinkOptions, 'filePath' | 'permalinks'>, text: string): string | undefined {
  if (url === '' || HAS_SCHEME.test(url) || /^[/#?]/.test(url)) return undefined;
  const permalink = options.permalinks.get(options.filePath);
  if (permalink === undefined || !servedAsFolder(options.filePath, text)) return undefined;
  const resolved = new URL(url, `https://docsgen.invalid${permalink.replace(/\/?$/, '/')}`);
  return resolved.pathname + resolved.search + resolved.hash;
}

/** Docusaurus's rule: a slug in the front matter decides (ending in `/`); without one, a category's index doc (`index`, `README`, or named as its folder). */
function servedAsFolder(filePath: string, text: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  const slug = frontMatter && /^slug:[ \t]*['"]?([^'"\r\n]*?)['"]?[ \t]*$/m.exec(frontMatter)?.[1];
  if (slug) return slug.endsWith('/');
  const stripNumber = (name: string) => name.replace(/^\d+[-_.]\s*/, '').toLowerCase();
  const name = stripNumber(path.basename(filePath).replace(/\.mdx?$/i, ''));
  return name === 'index' || name === 'readme' || name === stripNumber(path.basename(path.dirname(filePath)));
}

/** `undefined`: not a markdown link; `null`: a markdown link that resolves to no doc. */
export function resolveMarkdownLink(url: string, options: MarkdownLinkOptions): string | null | undefined {
  if (HAS_SCHEME.test(url) || url.startsWith('//') || url.startsWith('#')) return undefined;
  const match = /^([^?#]*)([?#].*)?$/.exec(url);
  const pathname = decodeSafe(match?.[1] ?? '');
  if (!MD_FILE.test(pathname)) return undefined;
  const beside = pathname.startsWith('./') || pathname.startsWith('../');
  const folders = [...(beside ? [] : rootsFor(options.filePath, options.roots)), ...(pathname.startsWith('/') ? [] : [path.dirname(options.filePath)])];
  for (const folder of folders) {
    const permalink = options.permalinks.get(path.join(folder, pathname));
    if (permalink !== undefined) return permalink + (match?.[2] ?? '');
  }
  return null;
}

function decodeSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

declare module 'vfile' {
  interface DataMap {
    brokenMarkdownLinks: BrokenMarkdownLink[];
    markdownLinks: ResolvedMarkdownLink[];
    /** The doc's whole text, front matter included, where the file's value lacks it (an MDX doc's). */
    docSource: string;
  }
}
