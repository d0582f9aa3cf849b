/**
 * The output folder is checked before it is served, and listed once: only files of the list are
 * served. Opening a file follows symbolic links: a link to `/etc` would be served, and a link to
 * a parent folder would make a listing that followed it recurse without end. So docsgen refuses to serve a folder holding any link (or device, socket or FIFO) and names them:
 * nothing outside the output folder can be read, and the server only ever sees plain files and folders.
 * A build never writes links; one in the output was put there by hand or copied from `static/`.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { isPrecompressedSibling } from '../output/precompress.ts';

export interface OutputFolder {
  /** The folder with links in its own path resolved: where files are opened. */
  root: string;
  /** Whether the build wrote `.br`/`.gz` siblings (`docsgen build --precompress`). */
  precompressed: boolean;
  /** Every file, as its path below `root` with a leading `/`. */
  files: Set<string>;
}

export function inspectOutputFolder(outDir: string): OutputFolder {
  const shown = displayPath(outDir);
  let root: string;
  try {
    root = realpathSync(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new UserError(`${shown}/ does not exist. Run \`docsgen build\` first, or pass --out-dir <the folder the build wrote>.`);
    }
    throw error;
  }
  if (!statSync(root).isDirectory()) throw new UserError(`${shown} is not a folder. Pass --out-dir <the folder the build wrote>.`);

  const refused: string[] = [];
  let precompressed = false;
  const files = new Set<string>();
  const pending = [root];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      throw new UserError(`cannot read ${displayPath(dir)}/: ${(error as Error).message}`, { cause: error });
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) {
        precompressed ||= isPrecompressedSibling(entry.name);
        files.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
      }
      else refused.push(`${displayPath(full)}${entry.isSymbolicLink() ? ' (symbolic link)' : ' (not a regular file)'}`);
    }
  }
  if (refused.length > 0) {
    throw new UserError(
      `${shown}/ holds ${refused.length === 1 ? 'a link or special file' : `${refused.length} links or special files`} that docsgen serve will not follow, so that nothing outside the folder is ever served. Replace links with copies of the files:`,
      { details: refused.sort() },
    );
  }
  return { root, precompressed, files };
}

/** A path as the user should see it: relative to the working folder when inside it, else absolute. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}
