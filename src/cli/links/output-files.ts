/**
 * The output folder as a static host serves it: which file answers a URL path. The rules are
 * those of `docsgen serve` (serve/static-server.ts: `.html` and `/index.html` redirect to the
 * clean path, then sirv tries `p`, `p/index`, `p.html`, `p/index.html`), so a link that works in
 * the preview is a link the gate accepts, and the other way round. A test pins the two together.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { cleanPath } from '../serve/clean-urls.ts';

export interface OutputFiles {
  /** Every servable file as a URL path below the site root: `/docs/intro/index.html`. */
  files: ReadonlySet<string>;
  /** The HTML files among them, sorted: the pages the gate reads. */
  pages: string[];
  /** Every file, hidden ones too, as its path below `outDir` with `/` (what precompression walks). */
  all: string[];
}

export async function listOutput(outDir: string): Promise<OutputFiles> {
  const root = path.resolve(outDir);
  const listing = new OutputListing();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() || entry.isSymbolicLink()) listing.add(relativeTo(root, entry.parentPath, entry.name), entry.isFile());
  }
  return listing.files();
}

/**
 * What a link on a page of the folder resolves to depends on these alone: the files served, and
 * the site's origin and base (check.ts). The files in the order the walk met them: the same
 * folder walked in another order only costs the next check its verdicts.
 */
export function listingDigest(listing: OutputFiles, site: { origin: string; baseUrl: string }): string {
  return createHash('sha256').update(`${site.origin}\0${site.baseUrl}\0`).update([...listing.files].join('\0')).digest('base64url');
}

/** The folder's listing made from its files and links as a walk already made meets them (paths below it, with `/`). */
export class OutputListing {
  private readonly served = new Set<string>();
  private readonly all: string[] = [];

  add(file: string, isFile: boolean): void {
    if (isFile) this.all.push(file);
    if (isHidden(file)) return;
    // sirv keys its files NFC-normalised; a URL is looked up as decoded.
    this.served.add(`/${file.normalize()}`);
  }

  files(): OutputFiles {
    const pages = [...this.served].filter((file) => file.endsWith('.html')).sort();
    return { files: this.served, pages, all: this.all };
  }
}

/** `docs/intro/index.html` for an entry below `root`, without path.relative per file (70,000 at 10,000 pages). */
function relativeTo(root: string, parent: string, name: string): string {
  const dir = parent === root ? '' : parent.startsWith(root + path.sep) ? parent.slice(root.length + 1) : path.relative(root, parent);
  const rel = dir ? `${dir}${path.sep}${name}` : name;
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}

/** sirv does not serve dotfiles (except `.well-known`). */
function isHidden(rel: string): boolean {
  return /(^|\/)\./.test(rel) && !/(^|\/)\.well-known\//.test(rel);
}

/**
 * The file served for a URL path below the site root (percent-encoded, as in a URL), or
 * `undefined` when the host answers 404.
 */
export function servedFile(files: Pick<ReadonlySet<string>, 'has'>, pathname: string): string | undefined {
  let uri = cleanPath(pathname); // the server redirects there first
  if (uri.includes('%')) {
    try {
      uri = decodeURI(uri);
    } catch {
      // sirv keeps a malformed path as it is, and so do we
    }
  }
  if (uri.endsWith('/')) uri = uri.slice(0, -1);
  const candidates = uri ? [uri, `${uri}/index`, `${uri}.html`, `${uri}/index.html`] : ['/index', '/index.html'];
  return candidates.find((candidate) => files.has(candidate));
}

/** The clean URL path a page is served at: `/docs/intro/index.html` → `/docs/intro`. */
export function pagePath(file: string): string {
  return cleanPath(file);
}
