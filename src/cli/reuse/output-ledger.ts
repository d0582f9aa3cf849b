/**
 * Warm builds keep what the folder they write into already holds as they would write it.
 *
 * A build writes into the spare: the output of the build before last (output/swap.ts). The
 * ledger of a folder says what in it was made from what: for each doc and category page, the
 * key it was rendered from (render-key.ts) and what the link gate read in it; for each search
 * index, the key of its pages (index-key.ts) and how many files it has; for a file made from
 * many pages (`llms-full.txt`), the key of its parts; and for each, when the build that wrote
 * it ran. What has the same key, and whose files are all there and were last
 * written during that build (so no one has changed them since), is kept: not made, not written.
 * Everything else is made as in a cold build.
 *
 * Ledgers live in docsgen's cache, named by the folder's device and inode: a folder keeps both
 * through the renames of the swap, and a folder made anew never has its predecessor's.
 */
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { HeldScan, ScanArchive, ScannedPages } from '../links/scanned-pages.ts';
import { FolderMemory, isFolderRecord, type FolderRecord } from '../output/folder-memory.ts';

/** When one build wrote: from its start to just after its last file, by the file system's clock (end excluded). */
type Window = [start: number, end: number];

interface LedgerFile {
  version: typeof LEDGER_VERSION;
  /** Each doc or category page: its route, its key, and the window of the build that wrote its files. */
  routes: [route: string, key: string, window: number][];
  /** Each search index: its folder (below the output, with `/`), its key, its window, its number of files. */
  indexes: [folder: string, key: string, window: number, files: number][];
  /** Each file kept whole (below the output, with `/`): its key and its window. */
  files: [file: string, key: string, window: number][];
  windows: Window[];
  scans: ScanArchive;
  /** What each folder held after the prune, for the next prune to read none unchanged since (output/folder-memory.ts). */
  folders: FolderRecord[];
  /** The digest of the listing the pages' verdicts were made against (links/output-files.ts), if the gate ran. */
  listing?: string;
}

const LEDGER_VERSION = 4;

/** A route's files: those that must be there, as written, to keep it (paths below the output, with `/`). */
export interface RouteFiles {
  /** The page, as the link gate names it (`/docs/intro/index.html`). */
  page: string;
  files: readonly string[];
}

interface Entry {
  key: string;
  window: Window;
}

export class OutputLedger {
  private readonly routes: Map<string, { key: string; window: number }>;
  private readonly indexes: Map<string, { key: string; window: number; files: number }>;
  private readonly files: Map<string, { key: string; window: number }>;
  private readonly scans: Map<string, HeldScan>;
  private readonly now: Window;
  /** The folder's entries as the last prune left them; this build's prune notes them again. */
  readonly folders: FolderMemory;
  /** This build's: kept entries with the window of the build that wrote them, made ones with `now`. */
  private readonly nextRoutes = new Map<string, Entry & { page: string }>();
  private readonly nextIndexes = new Map<string, Entry>();
  private readonly nextFiles = new Map<string, Entry>();
  private readonly keptFiles = new Set<string>();
  private readonly keptFolders: string[] = [];
  private keptPages = 0;

  private constructor(
    private readonly dir: string,
    private readonly folder: string,
    private readonly old: LedgerFile | undefined,
    started: number,
  ) {
    this.routes = new Map(old?.routes.map(([route, key, window]) => [route, { key, window }]) ?? []);
    this.indexes = new Map(old?.indexes.map(([folder, key, window, files]) => [folder, { key, window, files }]) ?? []);
    this.files = new Map(old?.files.map(([file, key, window]) => [file, { key, window }]) ?? []);
    this.scans = new Map(old?.scans.pages ?? []);
    this.now = [started, Infinity];
    this.folders = new FolderMemory(old?.folders);
  }

  /**
   * The ledger of `folder` (the staging folder) kept in `dir`: read when the folder is the spare
   * an earlier build wrote (`reused`), empty otherwise. `started`: when this build began writing.
   */
  static open(dir: string, folder: string, reused: boolean, started: number): OutputLedger {
    const name = folderName(folder);
    return new OutputLedger(dir, folder, reused && name ? readLedger(path.join(dir, name)) : undefined, started);
  }

  /** Pages kept from the earlier build. */
  get kept(): number {
    return this.keptPages;
  }

  /** The listing the kept pages' verdicts were made against (`listingDigest`), if any. */
  get verdictsListing(): string | undefined {
    return this.old?.listing;
  }

  /** The folder holds pages an earlier build recorded: this build is most likely a warm one. */
  get holdsPages(): boolean {
    return this.routes.size > 0;
  }

  /** Whether `route`'s files, made from `key`, are in the folder as an earlier build wrote them: if so it is kept. */
  keepPage(route: string, key: string, files: RouteFiles, scans: ScannedPages): boolean {
    const before = this.routes.get(route);
    const scan = this.scans.get(files.page);
    if (!this.old || before?.key !== key || !scan) return false;
    const window = this.old.windows[before.window]!;
    if (!files.files.every((file) => writtenDuring(path.join(this.folder, file), window))) return false;
    scans.adopt(files.page, scan, this.old.scans.urls);
    for (const file of files.files) this.keptFiles.add(file);
    this.nextRoutes.set(route, { key, window, page: files.page });
    this.keptPages++;
    return true;
  }

  /** `route` was rendered and written by this build, from `key`. */
  wrotePage(route: string, key: string, files: RouteFiles): void {
    this.nextRoutes.set(route, { key, window: this.now, page: files.page });
  }

  /** Whether the search index in `folder` (below the output), made from `key`, is there as an earlier build wrote it: if so it is kept. */
  keepIndex(folder: string, key: string): boolean {
    const before = this.indexes.get(folder);
    if (!this.old || before?.key !== key) return false;
    const window = this.old.windows[before.window]!;
    const files = filesBelow(path.join(this.folder, folder));
    if (files.length !== before.files || !files.every((file) => writtenDuring(file, window))) return false;
    this.keptFolders.push(`${folder}/`);
    this.nextIndexes.set(folder, { key, window });
    return true;
  }

  /** The search index in `folder` was written by this build, from `key`. */
  wroteIndex(folder: string, key: string): void {
    this.nextIndexes.set(folder, { key, window: this.now });
  }

  /** Whether `file` (below the output), made from `key`, is there as an earlier build wrote it: if so it is kept. */
  keepFile(file: string, key: string): boolean {
    const before = this.files.get(file);
    if (!this.old || before?.key !== key) return false;
    const window = this.old.windows[before.window]!;
    if (!writtenDuring(path.join(this.folder, file), window)) return false;
    this.keptFiles.add(file);
    this.nextFiles.set(file, { key, window });
    return true;
  }

  /** `file` was written by this build, from `key`. */
  wroteFile(file: string, key: string): void {
    this.nextFiles.set(file, { key, window: this.now });
  }

  /** Files of what was kept, and their `.br`/`.gz`: the prune must leave them. */
  keeps(file: string): boolean {
    if (this.keptFiles.has(file) || (/\.(?:br|gz)$/.test(file) && this.keptFiles.has(file.slice(0, -3)))) return true;
    return this.keptFolders.some((folder) => file.startsWith(folder));
  }

  /**
   * Saves the folder's ledger once everything is written (`ended`: a file system time after the last file, output/swap.ts's `fileSystemTick`),
   * with the scans the gate read; drops the ledgers of folders other than it and `alsoKeep` (the
   * output it replaces, which becomes the next spare). `listing`: the digest of the listing the
   * gate checked the pages against (none when it did not run: no verdict kept may stand then).
   */
  save(ended: number, scans: ScannedPages, alsoKeep: string, listing?: string): void {
    const name = folderName(this.folder);
    if (!name) return;
    this.now[1] = ended;
    const windows: Window[] = [];
    const index = new Map<Window, number>();
    const windowOf = (window: Window) => {
      let n = index.get(window);
      if (n === undefined) index.set(window, (n = windows.push(window) - 1));
      return n;
    };
    for (const entry of this.nextRoutes.values()) windowOf(entry.window);
    const head: Head = {
      version: LEDGER_VERSION,
      indexes: [...this.nextIndexes].map(([folder, { key, window }]) => [folder, key, windowOf(window), countFiles(path.join(this.folder, folder))]),
      files: [...this.nextFiles].map(([file, { key, window }]) => [file, key, windowOf(window)]),
      windows,
      urls: scans.urlList,
      parts: Math.ceil(this.nextRoutes.size / ROUTES_PER_PART),
      folderParts: 0,
      ...(listing === undefined ? {} : { listing }),
    };
    const folders = this.folders.records();
    head.folderParts = Math.ceil(folders.length / ROUTES_PER_PART);
    // A part at a time, from the maps: at 100,000 pages, the whole ledger as arrays (and the
    // search index's files listed to count them) came on top of a build at its memory peak.
    const parts = (function* (routes: Map<string, Entry & { page: string }>): Generator<Part> {
      let part: Part = { routes: [], pages: [] };
      for (const [route, { key, window, page }] of routes) {
        part.routes.push([route, key, windowOf(window)]);
        const scan = scans.held(page);
        if (scan) part.pages.push([page, scan]);
        if (part.routes.length === ROUTES_PER_PART) {
          yield part;
          part = { routes: [], pages: [] };
        }
      }
      if (part.routes.length > 0) yield part;
    })(this.nextRoutes);
    try {
      mkdirSync(this.dir, { recursive: true });
      writeLedger(path.join(this.dir, name), head, parts, folderParts(folders));
      const wanted = new Set([name, folderName(alsoKeep)]);
      for (const other of readdirSync(this.dir)) if (!wanted.has(other)) rmSync(path.join(this.dir, other), { force: true });
    } catch {
      // A ledger that cannot be written only costs the next build its time.
    }
  }
}

/** `<device>-<inode>`: the same through renames; undefined when the folder is not there. */
function folderName(folder: string): string | undefined {
  const stats = statSync(folder, { throwIfNoEntry: false });
  return stats ? `${stats.dev}-${stats.ino}.v8` : undefined;
}

/**
 * A ledger is written in parts, each serialized on its own after its length (4 bytes): the head
 * (version, windows, indexes, the scans' URLs), then the routes and their scans, a few thousand
 * at a time. As one serialized value, a 100,000-page ledger (about 110 MB) was one buffer, grown
 * by doubling, at the end of a build already near its memory budget.
 */
const ROUTES_PER_PART = 4096;

interface Head {
  version: typeof LEDGER_VERSION;
  indexes: LedgerFile['indexes'];
  files: LedgerFile['files'];
  windows: Window[];
  urls: readonly string[];
  parts: number;
  folderParts: number;
  listing?: string;
}

interface Part {
  routes: LedgerFile['routes'];
  pages: ScanArchive['pages'];
}

function* folderParts(folders: readonly FolderRecord[]): Generator<FolderRecord[]> {
  for (let at = 0; at < folders.length; at += ROUTES_PER_PART) yield folders.slice(at, at + ROUTES_PER_PART);
}

/** Written whole or not at all: a new file renamed over the old. */
function writeLedger(file: string, head: Head, parts: Iterable<Part>, folders: Iterable<FolderRecord[]>): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    const put = (part: Head | Part | FolderRecord[]) => {
      const body = serialize(part);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(body.length);
      writeAll(fd, length);
      writeAll(fd, body);
    };
    put(head);
    for (const part of parts) put(part);
    for (const part of folders) put(part);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

function writeAll(fd: number, data: Buffer): void {
  for (let done = 0; done < data.length; ) done += writeSync(fd, data, done);
}

function readLedger(file: string): LedgerFile | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    let at = 0;
    const next = (): unknown => {
      const length = readExactly(fd!, 4, at).readUInt32LE(0);
      if (at + 4 + length > size) throw new Error('the ledger ends early');
      const body = readExactly(fd!, length, at + 4);
      at += 4 + length;
      return deserialize(body);
    };
    const head = next() as Partial<Head> | undefined;
    // Another version's, or a file cut short: no ledger (everything is made again), never a failed build.
    if (head?.version !== LEDGER_VERSION || ![head.indexes, head.files, head.windows, head.urls].every(Array.isArray) || typeof head.parts !== 'number' || typeof head.folderParts !== 'number' || !['string', 'undefined'].includes(typeof head.listing)) return undefined;
    const ledger: LedgerFile = { version: LEDGER_VERSION, routes: [], indexes: head.indexes!, files: head.files!, windows: head.windows!, scans: { urls: head.urls!, pages: [] }, folders: [], ...(head.listing === undefined ? {} : { listing: head.listing }) };
    for (let i = 0; i < head.parts; i++) {
      const part = next() as Partial<Part> | undefined;
      if (!Array.isArray(part?.routes) || !Array.isArray(part.pages)) return undefined;
      for (const route of part.routes) ledger.routes.push(route);
      for (const page of part.pages) ledger.scans.pages.push(page);
    }
    for (let i = 0; i < head.folderParts; i++) {
      const part = next();
      if (!Array.isArray(part) || !part.every(isFolderRecord)) return undefined;
      for (const folder of part) ledger.folders.push(folder);
    }
    return ledger;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** `length` bytes of `fd` from `at`, or a throw when the file ends first. */
function readExactly(fd: number, length: number, at: number): Buffer {
  const data = Buffer.allocUnsafe(length);
  for (let done = 0; done < length; ) {
    const n = readSync(fd, data, done, length - done, at + done);
    if (n === 0) throw new Error('the ledger ends early');
    done += n;
  }
  return data;
}

/** How many files are below `dir`, walked a folder at a time; none when it is not there. */
function countFiles(dir: string): number {
  let count = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
      else count++;
    }
  };
  try {
    walk(dir);
  } catch {
    return 0;
  }
  return count;
}

/** Every file below `dir` (absolute paths); none when it is not there. */
function filesBelow(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** There, and last changed while that build ran: no one has written it since. */
function writtenDuring(file: string, [start, end]: Window): boolean {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats !== undefined && stats.isFile() && stats.mtimeMs >= start && stats.mtimeMs < end;
}
