/**
 * Relative links to markdown files (`./other.md#part`) become the target doc's URL. A link that
 * resolves to no doc is left as written and recorded with its line, for `onBrokenMarkdownLinks`.
 */
import type { Definition, Link, Root } from 'mdast';
import path from 'node:path';
import { walkMdast } from './walk.ts';
import type { VFile } from 'vfile';

export interface BrokenMarkdownLink {
  url: string;
  line: number | undefined;
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
}

const MD_FILE = /\.mdx?$/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function remarkMarkdownLinks(options: MarkdownLinkOptions) {
  return (tree: Root, file: VFile) => {
    const broken: BrokenMarkdownLink[] = [];
    const links: ResolvedMarkdownLink[] = [];
    walkMdast(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const resolved = resolveMarkdownLink(node.url, options);
      if (resolved === undefined) return;
      links.push({ url: node.url, resolved });
      if (resolved === null) broken.push({ url: node.url, line: (node as Link | Definition).position?.start.line });
      else node.url = resolved;
    });
    file.data.brokenMarkdownLinks = broken;
    file.data.markdownLinks = links;
  };
}

/** `undefined`: not a markdown link; `null`: a markdown link that resolves to no doc. */
export function resolveMarkdownLink(url: string, options: MarkdownLinkOptions): string | null | undefined {
  if (HAS_SCHEME.test(url) || url.startsWith('//') || url.startsWith('#')) return undefined;
  const match = /^([^?#]*)([?#].*)?$/.exec(url);
  const pathname = decodeSafe(match?.[1] ?? '');
  if (!MD_FILE.test(pathname)) return undefined;
  const target = pathname.startsWith('/')
    ? undefined
    : path.resolve(path.dirname(options.filePath), pathname);
  const permalink = target ? options.permalinks.get(target) : findByDocsRoot(pathname, options.permalinks);
  return permalink === undefined ? null : permalink + (match?.[2] ?? '');
}

/** `/Features/x.md` is resolved against the docs root, like Docusaurus does. */
function findByDocsRoot(pathname: string, permalinks: ReadonlyMap<string, string>): string | undefined {
  for (const [file, permalink] of permalinks) if (file.endsWith(pathname)) return permalink;
  return undefined;
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
  }
}
