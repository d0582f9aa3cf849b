/**
 * Copies the static folder into the output, file by file, each placed by `outputTarget` and read
 * only when `ReadRoots` lets it through. A symbolic link is copied as the file or folder it points
 * to when that is inside the site folder; a link out of it, a link that points nowhere, or a
 * folder that links back to one holding it stops the build at the link (a plain recursive copy
 * published /etc through a link, and dropped a whole folder for one broken link).
 */
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside, outputTarget } from '../confine/output-path.ts';
import { refusal, type ReadRoots } from '../confine/read-roots.ts';
import { UserError } from '../errors.ts';

export interface StaticCopy {
  /** The static folder (absolute). */
  from: string;
  /** The output folder (absolute). */
  to: string;
  siteDir: string;
  roots: ReadRoots;
}

/**
 * Copies every file of `from` into `to`; nothing when `from` does not exist. Returns the files
 * copied, as paths below `to` with `/` (`old/index.html`): the link gate leaves their HTML unread.
 */
export async function copyStatic(copy: StaticCopy): Promise<string[]> {
  const decision = copy.roots.decide(copy.from);
  if (!decision.ok) {
    if (decision.why === 'missing') return [];
    throw new UserError(refusal(decision), { file: shown(copy, copy.from) });
  }
  const copied: string[] = [];
  await copyFolder({ ...copy, copied }, copy.from, '', [decision.real]);
  return copied.sort();
}

/** `ancestors`: the real paths of the folders being copied, to refuse a link back into one of them. */
async function copyFolder(copy: StaticCopy & { copied: string[] }, dir: string, prefix: string, ancestors: readonly string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  if (prefix !== '') await mkdir(outputTarget(copy.to, prefix), { recursive: true });
  await settleAll(
    entries.map(async (entry) => {
      const source = path.join(dir, entry.name);
      const name = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isFile()) return copyOne(copy, source, name);
      if (entry.isDirectory()) return copyFolder(copy, source, name, [...ancestors, path.join(ancestors.at(-1)!, entry.name)]);
      if (!entry.isSymbolicLink()) return undefined; // a socket or a pipe: nothing a site serves
      const decision = copy.roots.decide(source);
      if (!decision.ok) throw new UserError(refusal(decision), { file: shown(copy, source) });
      const stats = await stat(decision.real);
      if (stats.isFile()) return copyOne(copy, decision.real, name);
      if (!stats.isDirectory()) return undefined;
      if (ancestors.some((folder) => isInside(folder, decision.real))) {
        throw new UserError(`is a symbolic link to ${decision.real}, a folder that holds the link itself: the copy would never end. Remove the link.`, { file: shown(copy, source) });
      }
      return copyFolder(copy, decision.real, name, [...ancestors, decision.real]);
    }),
  );
}

async function copyOne(copy: StaticCopy & { copied: string[] }, source: string, name: string): Promise<void> {
  await copyFile(source, outputTarget(copy.to, name));
  copy.copied.push(name);
}

/**
 * Like Promise.all, but rejects only once every copy has ended: the build discards its output
 * folder on an error, and a copy still running would write into it as it goes.
 */
async function settleAll(copies: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(copies)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

function shown(copy: StaticCopy, file: string): string {
  return path.relative(copy.siteDir, file).split(path.sep).join('/');
}
