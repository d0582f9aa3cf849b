/**
 * The output folder is checked before it is served, and listed once: only files of the list are
 * served. Opening a file follows symbolic links: a link to `/etc` would be served, and a link to
 * a parent folder would make a listing that followed it recurse without end. So docsgen refuses to serve a folder holding any link (or device, socket or FIFO) and names them:
 * nothing outside the output folder can be read, and the server only ever sees plain files and folders.
 * A build never writes links; one in the output was put there by hand or copied from `static/`.
 * `serve`'s own folder, which only docsgen writes, is not listed: each file is looked up as it is
 * asked for, and one reached through a link is not served (`outputFolderOnDisk`).
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { isPrecompressedSibling } from '../output/precompress.ts';
import { filePathFor } from './request-guard.ts';

export interface OutputFolder {
  /** The folder with links in its own path resolved: where files are opened. */
  root: string;
  /** Whether the build wrote `.br`/`.gz` siblings (`docsgen build --precompress`). */
  precompressed: boolean;
  /** Every file, as its path below `root` with a leading `/`. */
  files: Pick<ReadonlySet<string>, 'has'>;
}

/** A folder listed up front: its files are those it held then. */
export interface ListedFolder extends OutputFolder {
  files: Set<string>;
}

export function inspectOutputFolder(outDir: string): ListedFolder {
  const root = folderRoot(outDir);
  const shown = displayPath(outDir);
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

/**
 * A folder only docsgen writes (`serve`'s own), its files looked up on disk at each request
 * instead of listed up front: at 100,000 pages the listing was 300,000 files, 4 s of the main
 * thread after every whole build. A file is served when it is a regular file reached through
 * folders only: a link or special file anywhere on its way is never followed, as a listing
 * refuses it, though the rest of the folder is served.
 */
export function outputFolderOnDisk(outDir: string): OutputFolder {
  const root = folderRoot(outDir);
  return { root, precompressed: false, files: { has: (file) => isPlainFileBelow(root, file) } };
}

/** Whether `file` (below `root`, with a leading `/`) is a regular file reached through folders only. */
export function isPlainFileBelow(root: string, file: string): boolean {
  const full = filePathFor(root, file);
  if (full === undefined) return false;
  const parts = path.relative(root, full).split(path.sep);
  let at = root;
  for (const [i, part] of parts.entries()) {
    if (part === '') return false;
    at += path.sep + part;
    const stats = lstatSync(at, { throwIfNoEntry: false });
    if (!stats || !(i < parts.length - 1 ? stats.isDirectory() : stats.isFile())) return false;
  }
  return true;
}

/** The folder with links in its own path resolved; a UserError when it is missing or not a folder. */
function folderRoot(outDir: string): string {
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
  return root;
}

/** A path as the user should see it: relative to the working folder when inside it, else absolute. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}
