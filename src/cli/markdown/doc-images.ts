/**
 * Images kept beside a doc (`![diagram](./img/flow.png)`, as Docusaurus docs often have them):
 * the file is given a hashed name under `assets/images/` and the page links that, so it is
 * copied with the site and cached for good. A relative image that is not there is left as
 * written, for the link check to report with its line.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkMdast } from './walk.ts';

/** A file a doc's page needs copied into the output. */
export interface DocAsset {
  /** Absolute path of the file beside the doc. */
  source: string;
  /** Its place in the output, e.g. `assets/images/flow-1a2b3c4d.png`. */
  file: string;
}

export const DOC_ASSETS_DIR = 'assets/images';
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function remarkDocImages(options: { filePath: string; baseUrl: string }) {
  return (tree: Root, file: VFile) => {
    const assets: DocAsset[] = [];
    walkMdast(tree, (node) => {
      if (node.type !== 'image') return;
      const asset = docAsset(node.url, options.filePath);
      if (!asset) return;
      assets.push(asset);
      node.url = options.baseUrl + asset.file + (/[?#].*$/.exec(node.url)?.[0] ?? '');
    });
    file.data.docAssets = assets;
  };
}

/** The output file for an image path written in a doc, if it names a file beside the doc. */
export function docAsset(url: string, docFile: string): DocAsset | undefined {
  if (HAS_SCHEME.test(url) || url.startsWith('/') || url.startsWith('#')) return undefined;
  const written = url.replace(/[?#].*$/, '');
  let decoded = written;
  try {
    decoded = decodeURI(written);
  } catch {}
  const source = path.resolve(path.dirname(docFile), decoded);
  try {
    if (!statSync(source).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return { source, file: assetFile(source) };
}

/** `…/flow.png` → `assets/images/flow-<8 hex of its bytes>.png`: a new version is a new name. */
export function assetFile(source: string): string {
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 8);
  const ext = path.extname(source);
  const name = path.basename(source, ext).replace(/[^\w.-]+/g, '-') || 'image';
  return `${DOC_ASSETS_DIR}/${name}-${hash}${ext.toLowerCase()}`;
}

declare module 'vfile' {
  interface DataMap {
    docAssets: DocAsset[];
  }
}
