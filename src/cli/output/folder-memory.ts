/**
 * What each folder of an output held after a build's prune, so that a later prune of the same
 * folder need not read it again while it has not changed.
 *
 * A folder's ctime moves whenever an entry is added to it, removed or renamed, and no one can set
 * it back (`utimes` sets mtime and atime only). A folder whose ctime is the one recorded holds the
 * entries recorded. Only folders last changed before a tick of the file system's clock taken after
 * the prune are kept (`settle`): a change within the tick of the record would leave the same ctime.
 *
 * Why: at 100,000 pages the prune reads 100,000 folders. Right after a build that wrote 15 GB the
 * folders' blocks are out of the page cache, and reading them took 46 s of a warm build; stating
 * a folder needs its inode only, which stayed cached.
 */
import { outputNameProblem } from '../confine/output-path.ts';

/** `f` file, `d` folder, `l` symbolic link, `o` anything else. */
export type EntryKind = 'f' | 'd' | 'l' | 'o';

export interface FolderEntry {
  name: string;
  kind: EntryKind;
}

/**
 * A folder below the output (`''` for the output itself, `docs/a/` below it), its ctime, and its
 * entries as `<kind><name>` joined by `/` (a name never holds one).
 */
export type FolderRecord = [prefix: string, ctime: number, entries: string];

export class FolderMemory {
  private readonly before: Map<string, { ctime: number; entries: string }>;
  private readonly after = new Map<string, { ctime: number; entries: string }>();
  /** Folders whose entries came from the record (not read) in this build. */
  recalled = 0;

  constructor(records: readonly FolderRecord[] = []) {
    this.before = new Map(records.map(([prefix, ctime, entries]) => [prefix, { ctime, entries }]));
  }

  /** The entries of the folder at `prefix`, when it is as recorded (its ctime now is `ctime`); otherwise undefined. */
  recall(prefix: string, ctime: number): FolderEntry[] | undefined {
    const record = this.before.get(prefix);
    if (record?.ctime !== ctime) return undefined;
    const entries = decode(record.entries);
    if (!entries) return undefined;
    this.recalled++;
    return entries;
  }

  /** The folder at `prefix` holds `entries` (none empty), and last changed at `ctime`. */
  note(prefix: string, ctime: number, entries: readonly FolderEntry[]): void {
    this.after.set(prefix, { ctime, entries: entries.map((entry) => entry.kind + entry.name).join('/') });
  }

  /** Forgets the folders noted that changed at `tick` or later (a time of the file system's clock after the last note). */
  settle(tick: number): void {
    for (const [prefix, { ctime }] of this.after) if (!(ctime < tick)) this.after.delete(prefix);
  }

  /** What was noted and settled, to record for the next build. */
  records(): FolderRecord[] {
    return [...this.after].map(([prefix, { ctime, entries }]) => [prefix, ctime, entries]);
  }
}

/**
 * The entries of a record, or undefined when one is not a plain name of a known kind: the record
 * comes from a file in docsgen's cache, and a name like `..` would take the prune out of the output.
 */
function decode(entries: string): FolderEntry[] | undefined {
  const decoded: FolderEntry[] = [];
  for (const entry of entries.split('/')) {
    const kind = entry[0];
    const name = entry.slice(1);
    if (!isKind(kind) || outputNameProblem(name) !== undefined) return undefined;
    decoded.push({ kind, name });
  }
  return decoded;
}

function isKind(kind: string | undefined): kind is EntryKind {
  return kind === 'f' || kind === 'd' || kind === 'l' || kind === 'o';
}

/** A record as read back from a file: anything else is not one. */
export function isFolderRecord(value: unknown): value is FolderRecord {
  return Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && typeof value[1] === 'number' && typeof value[2] === 'string';
}
