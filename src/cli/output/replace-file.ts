/**
 * Writing over a file that is being served. `serve` rewrites pages, payloads and search index
 * files in the folder it serves, under the same names; written in place (truncated, then
 * written), a response being read at that moment would end early or join the old file's start to
 * the new one's end. Written beside it and renamed over it, a reader has either file whole: one
 * that opened the old file keeps reading it.
 *
 * The file beside it is a dot file, which the server never serves, named after the target, so
 * only one writer can be writing it: the target's own.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where `target` is written before it replaces the file. */
function besideFile(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.writing`);
}

export function replaceFileSync(target: string, data: Uint8Array): void {
  const beside = besideFile(target);
  writeFileSync(beside, data);
  renameSync(beside, target);
}

export async function replaceFile(target: string, data: Uint8Array): Promise<void> {
  const beside = besideFile(target);
  await writeFile(beside, data);
  await rename(beside, target);
}

/** How a file is written into a folder: replaced whole when the folder is being served, else in place (cheaper). */
export function putFileSync(served: boolean): (target: string, data: Uint8Array) => void {
  return served ? replaceFileSync : writeFileSync;
}

export function putFile(served: boolean): (target: string, data: Uint8Array) => Promise<void> {
  return served ? replaceFile : writeFile;
}
