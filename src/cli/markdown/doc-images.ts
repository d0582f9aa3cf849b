/**
 * Images and files kept beside a doc (`![diagram](./img/flow.png)`, `[the guide](./files/guide.pdf)`,
 * as Docusaurus docs often have them): the file is given a hashed name under `assets/images/`
 * (`assets/files/` for a link) and the page links that, so it is copied with the site and cached
 * for good. A relative image or file that is not there is left as written, for the link check to
 * report with its line, and remembered: the docs cache compiles the doc again once the file is
 * there. A link without an extension, or to a `.md` file (`md-links.ts`), is no file.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { refusal, type ReadRoots } from '../confine/read-roots.ts';
import { walkMdast } from './walk.ts';

/** A file a doc's page needs copied into the output. */
export interface DocAsset {
  /** Absolute path of the file beside the doc. */
  source: string;
  /** Its place in the output, e.g. `assets/images/flow-1a2b3c4d.png`. */
  file: string;
}

export const DOC_ASSETS_DIR = 'assets/images';
export const DOC_FILES_DIR = 'assets/files';
const NOT_A_FILE_LINK = /\.mdx?$|^[^.]*$|\/$/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A file a doc names that the build may not read (outside the site, a broken link), at its line. */
export interface RefusedFile {
  url: string;
  line: number | undefined;
  /** Ends a sentence that starts with the url (see `refusal`). */
  reason: string;
  /** The partial it is in (display path), when not in the doc itself. */
  file?: string;
}

export interface DocImageOptions {
  filePath: string;
  baseUrl: string;
  roots: ReadRoots;
}

export function remarkDocImages(options: DocImageOptions) {
  return (tree: Root, file: VFile) => {
    file.data.docAssets = [];
    file.data.missingDocAssets = [];
    file.data.refusedDocFiles = [];
    walkMdast(tree, (node) => {
      if (node.type !== 'image' && node.type !== 'link' && node.type !== 'definition') return;
      const url = placeDocFile(node.url, node.type === 'image' ? 'image' : 'file', node.position?.start.line, options, file);
      if (url !== undefined) node.url = url;
    });
  };
}

/**
 * The url a doc's page gives a file it names beside it (an image, or a file it links to), the
 * file recorded in `file.data` to be copied; or `undefined` to leave the url as written (no file
 * beside the doc, or one that is missing or refused, recorded as such). `raw-elements.ts` uses it
 * for the images and links of a doc's raw HTML.
 */
export function placeDocFile(url: string, kind: 'image' | 'file', line: number | undefined, options: DocImageOptions, file: VFile): string | undefined {
  if (kind === 'file' && NOT_A_FILE_LINK.test(path.posix.basename(url.replace(/[?#].*$/, '')))) return undefined;
  const source = besideDoc(url, options.filePath);
  if (source === undefined) return undefined;
  const decision = options.roots.decide(source);
  if (!decision.ok && decision.why !== 'missing') {
    (file.data.refusedDocFiles ??= []).push({ url, line, reason: refusal(decision) });
    return undefined;
  }
  if (!decision.ok || !isFile(decision.real)) {
    (file.data.missingDocAssets ??= []).push(source);
    return undefined;
  }
  const asset = { source, file: assetFile(source, kind === 'image' ? DOC_ASSETS_DIR : DOC_FILES_DIR) };
  (file.data.docAssets ??= []).push(asset);
  return options.baseUrl + asset.file + (/[?#].*$/.exec(url)?.[0] ?? '');
}

/** The output file for an image path written in a doc, if it names a file beside the doc. */
export function docAsset(url: string, docFile: string): DocAsset | undefined {
  const source = besideDoc(url, docFile);
  return source !== undefined && isFile(source) ? { source, file: assetFile(source) } : undefined;
}

/** The file a relative image path names (whether it is there or not); `undefined` for a URL or a site path. */
function besideDoc(url: string, docFile: string): string | undefined {
  if (HAS_SCHEME.test(url) || url.startsWith('/') || url.startsWith('#')) return undefined;
  const written = url.replace(/[?#].*$/, '');
  if (written === '') return undefined;
  let decoded = written;
  try {
    decoded = decodeURI(written);
  } catch {}
  return path.resolve(path.dirname(docFile), decoded);
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `…/flow.png` → `assets/images/flow-<8 hex of its bytes>.png`: a new version is a new name. */
export function assetFile(source: string, dir = DOC_ASSETS_DIR): string {
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 8);
  const ext = path.extname(source);
  const name = path.basename(source, ext).replace(/[^\w.-]+/g, '-') || 'image';
  return `${dir}/${name}-${hash}${ext.toLowerCase()}`;
}

declare module 'vfile' {
  interface DataMap {
    docAssets: DocAsset[];
    missingDocAssets: string[];
    refusedDocFiles: RefusedFile[];
  }
}
