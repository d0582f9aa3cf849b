/**
 * Builds happen in a sibling temporary folder that replaces the output folder only when the
 * whole build succeeded; on failure the previous output is left exactly as it was.
 *
 * The output a build replaces is not deleted but kept as the *spare* (in docsgen's cache), and
 * the next build writes into it: a page that exists again is overwritten in place, and only
 * files no writer touched are removed (`prune`). Deleting an output and creating the next one
 * costs the file system dearly: on ext4 without a journal, creating a file skips every inode
 * freed in the last minute or more, reading the inode table for each (1,000 pages: 1.3–1.5 s to
 * delete, and the next build's system time 2 → 6–10 s). Without a spare (a first or cold build),
 * or where it cannot be moved (another file system), the replaced output is deleted by a
 * detached process after the build has returned, as nothing after the swap needs to wait for it.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, rmdirSync, unlinkSync, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntryKind, FolderEntry, FolderMemory } from './folder-memory.ts';

export interface Staging {
  dir: string;
  /** The folder is the spare, holding the output of an earlier build (not a new, empty one). */
  reused: boolean;
  /** When this build started writing, by the file system's clock (files it writes are no older). */
  started: number;
  /**
   * Removes what an earlier build left in a reused folder and this one did not write again
   * (call it once every writer is done, before the folder is read), but the files `keep` names
   * (paths below the folder, with `/`). `left` hears every file and link it leaves (a listing of
   * the folder, without walking it again). In a new folder nothing is removed, and the folder is
   * walked only for `left` or `memory`. With `memory`, folders unchanged since it was noted are
   * not read again, and what each holds afterwards is noted in it (output/folder-memory.ts).
   */
  prune(keep?: (file: string) => boolean, left?: (file: string, isFile: boolean) => void, memory?: FolderMemory): Promise<number>;
}

export interface StagingOptions {
  /** Where the replaced output is kept for the next build to write into (none: it is deleted). */
  spareDir?: string;
}

const MARKER = '.docsgen-build-started';

export async function withStagingDir<T>(outDir: string, work: (staging: Staging) => Promise<T>, options: StagingOptions = {}): Promise<T> {
  const base = outDir.replace(/[\\/]+$/, '');
  const dir = `${base}.tmp-${process.pid}-${Date.now()}`;
  await mkdir(path.dirname(dir), { recursive: true });
  await rm(dir, { recursive: true, force: true });
  const reused = options.spareDir !== undefined && (await moveIfThere(options.spareDir, dir));
  if (!reused) await mkdir(dir, { recursive: true });
  const started = await startMark(dir);
  try {
    const result = await work({ dir, reused, started, prune: (keep, left, memory) => pruneStaging(dir, reused, started, keep, left, memory) });
    await rm(path.join(dir, MARKER), { force: true });
    const old = await swapIn(dir, base);
    const spared = old !== undefined && options.spareDir !== undefined && (await moveIfThere(old, options.spareDir));
    const leftovers = await abandonedFolders(base);
    removeInBackground(old && !spared ? [old, ...leftovers] : leftovers);
    return result;
  } catch (error) {
    // What a failed build half wrote is not kept for the next one: it starts from a clean folder.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** `from` renamed to `to` (whose parent is made); false when `from` is missing or cannot move there. */
async function moveIfThere(from: string, to: string): Promise<boolean> {
  try {
    await mkdir(path.dirname(to), { recursive: true });
    await rm(to, { recursive: true, force: true });
    await rename(from, to);
    return true;
  } catch {
    return false;
  }
}

/** The file system's own time for "now" (its clock is coarse; a file's mtime is read from it). */
async function startMark(dir: string): Promise<number> {
  const marker = path.join(dir, MARKER);
  await writeFile(marker, '');
  return (await stat(marker)).mtimeMs;
}

/**
 * A time of the file system's clock later than that of every file written in `dir` before the
 * call, and no later than that of any written after it: the clock is coarse (a tick of a few
 * milliseconds), so this waits for its next tick. On a file system whose times are coarser still
 * (FAT's 2 s) it gives up after 50 ms and answers the time now: the files of the last tick then
 * count as written after it (a later build makes them again; it never keeps a file changed since).
 * The mark is left for the swap to remove.
 */
export async function fileSystemTick(dir: string): Promise<number> {
  const now = await startMark(dir);
  for (const giveUp = performance.now() + 50; performance.now() < giveUp; ) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    const next = await startMark(dir);
    if (next > now) return next;
  }
  return now;
}

/** A reused folder is pruned; a new one, where every file is this build's, is only walked, if anyone listens. */
function pruneStaging(dir: string, reused: boolean, started: number, keep: ((file: string) => boolean) | undefined, left: ((file: string, isFile: boolean) => void) | undefined, memory: FolderMemory | undefined): Promise<number> {
  if (reused) return pruneOlderThan(dir, started, keep, left, memory);
  return left || memory ? pruneOlderThan(dir, started, () => true, left, memory) : Promise.resolve(0);
}

/**
 * Deletes every file under `dir` last written before `time` (but those `keep` names), and the
 * folders it leaves empty. Synchronous on purpose: nothing else runs while the build prunes, and
 * a promise per `lstat` cost 3 s at 10,000 pages (40,000 files), mostly waiting for libuv's threads.
 * With `memory`, a folder whose ctime is the one noted last time is not read: its entries are the
 * ones noted (see folder-memory.ts); every folder is noted as the walk leaves it, and once the walk
 * is done, a tick of the file system's clock settles which notes can be trusted next time.
 */
export async function pruneOlderThan(dir: string, time: number, keep: (file: string) => boolean = () => false, left?: (file: string, isFile: boolean) => void, memory?: FolderMemory): Promise<number> {
  let removed = 0;
  /** Whether the folder is left empty; `ctime`: the folder's, as its parent's walk stated it. */
  const walk = (folder: string, prefix: string, ctime: number | undefined): boolean => {
    const recalled = ctime === undefined ? undefined : memory?.recall(prefix, ctime);
    // With a memory, each folder is stated (its inode) in place of being read (its blocks). A
    // record that calls a folder what is not one is out of date: the folder is read after all.
    const recalledTimes = recalled && folderTimes(folder, recalled);
    const entries = recalledTimes ? recalled! : readdirSync(folder, { withFileTypes: true }).map(entryOf);
    const times = recalledTimes ?? (memory ? folderTimes(folder, entries) : undefined);
    const remaining: FolderEntry[] = [];
    let changed = false;
    for (const entry of entries) {
      // Plain names below a resolved folder: joined without path.join's normalising, whose
      // strings were 52 MB of a warm 10,000-page build's garbage.
      const full = folder + path.sep + entry.name;
      const file = prefix + entry.name;
      if (entry.kind === 'd') {
        if (walk(full, `${file}/`, times?.get(entry.name))) {
          rmdirSync(full);
          changed = true;
        } else remaining.push(entry);
        continue;
      }
      const kept = keep(file);
      const stats = kept ? undefined : lstatSync(full, { throwIfNoEntry: false });
      if (!kept && (stats === undefined || stats.mtimeMs < time)) {
        if (stats) {
          unlinkSync(full);
          removed++;
        }
        changed = true;
        continue;
      }
      remaining.push(entry);
      if (left && (entry.kind === 'f' || entry.kind === 'l')) left(file, entry.kind === 'f');
    }
    if (memory && remaining.length > 0) memory.note(prefix, !changed && ctime !== undefined ? ctime : lstatSync(folder).ctimeMs, remaining);
    return remaining.length === 0;
  };
  walk(path.resolve(dir), '', undefined);
  if (memory) memory.settle(await fileSystemTick(dir));
  return removed;
}

/** The ctime of each folder among `entries`, or undefined when one of them is not a folder (a link to one is not). */
function folderTimes(folder: string, entries: readonly FolderEntry[]): Map<string, number> | undefined {
  const times = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind !== 'd') continue;
    const stats = lstatSync(folder + path.sep + entry.name, { throwIfNoEntry: false });
    if (!stats?.isDirectory()) return undefined;
    times.set(entry.name, stats.ctimeMs);
  }
  return times;
}

function entryOf(entry: Dirent): FolderEntry {
  const kind: EntryKind = entry.isDirectory() ? 'd' : entry.isFile() ? 'f' : entry.isSymbolicLink() ? 'l' : 'o';
  return { name: entry.name, kind };
}

/** Puts `staging` in place of `outDir`; returns where the previous output went, if there was one. */
async function swapIn(staging: string, outDir: string): Promise<string | undefined> {
  if (!existsSync(outDir)) {
    await rename(staging, outDir);
    return undefined;
  }
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  await rename(outDir, old);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(old, outDir);
    throw error;
  }
  return old;
}

/**
 * Old outputs and staging folders beside `outDir` whose build process is gone (killed, or its
 * deleting process was): removed with the next old output, so none piles up.
 */
export async function abandonedFolders(outDir: string): Promise<string[]> {
  const name = path.basename(outDir);
  const entries = await readdir(path.dirname(outDir)).catch(() => [] as string[]);
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(?:old|tmp)-(\\d+)-\\d+$`);
  return entries.flatMap((entry) => {
    const pid = pattern.exec(entry)?.[1];
    return pid !== undefined && !isRunning(Number(pid)) ? [path.join(path.dirname(outDir), entry)] : [];
  });
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const REMOVE = "const { rmSync } = require('node:fs'); for (const dir of process.argv.slice(1)) rmSync(dir, { recursive: true, force: true });";

/**
 * Deletes `dirs` in a process of its own that outlives this one. If it cannot start, they are
 * deleted here, in the background of whatever runs next (the next build removes what is left).
 */
function removeInBackground(dirs: readonly string[]): void {
  if (dirs.length === 0) return;
  const { NODE_OPTIONS: _, ...env } = process.env;
  try {
    const child = spawn(process.execPath, ['--eval', REMOVE, ...dirs], { detached: true, stdio: 'ignore', env });
    child.on('error', () => removeHere(dirs));
    child.unref();
  } catch {
    removeHere(dirs);
  }
}

function removeHere(dirs: readonly string[]): void {
  for (const dir of dirs) void rm(dir, { recursive: true, force: true }).catch(() => {});
}
