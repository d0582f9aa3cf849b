/**
 * A docs cache entry's file (markdown/cache.ts), written by whichever thread compiled the doc: a
 * compile thread writes its own docs' entries, so their long texts never cross to the main thread.
 *
 * An entry: `DGC2`, the header's length (4 bytes), the header (the compiled doc as JSON, less its
 * long texts, and the length and digest of each), then each long text as it is (UTF-8; JSON for
 * data). A build reads the header alone and points to the texts where they are (`TextHolder`):
 * the texts of a doc were a third of a warm build's main-thread time at 10,000 docs, parsed out
 * of one JSON document and then written again, to the spill. The digests let a warm build tell
 * a page's texts unchanged without reading them (reuse/render-key.ts).
 */
import { createHash } from 'node:crypto';
import { renameSync, statSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import type { CompiledMarkdown } from './pipeline.ts';

export const MAGIC = 'DGC2';
const TEXTS = [
  ['html', 'text'],
  ['twin', 'text'],
  ['searchSections', 'json'],
  ['headings', 'json'],
  ['links', 'json'],
] as const satisfies readonly (readonly [keyof CompiledMarkdown, 'text' | 'json'])[];

type TextField = (typeof TEXTS)[number][0];

export interface EntryText {
  field: TextField;
  kind: 'text' | 'json';
  start: number;
  length: number;
  digest: string;
}

/** The fields but the texts; the texts' lengths and digests; every field's name in the compiled order (so a doc reads back the same, to its JSON). */
export type Header = { fields: Partial<CompiledMarkdown>; texts: [field: TextField, bytes: number, digest: string][]; order: string[] };

/** What the header pack keeps of an entry's file to know it again (header-pack.ts). */
export interface EntryStats {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** An entry as written: where its texts are in the file, its header, and the file as it stands. */
export interface WrittenEntry {
  texts: EntryText[];
  header: Uint8Array;
  stats: EntryStats;
}

/**
 * Writes `compiled` as an entry, whole or not at all (a new file renamed over the old: a build
 * still reading the old one keeps it); returns where its texts are in the file.
 */
function writeEntry(file: string, compiled: CompiledMarkdown): WrittenEntry {
  const rest: Record<string, unknown> = { ...compiled };
  const bodies: Buffer[] = [];
  const texts: Header['texts'] = [];
  for (const [field, kind] of TEXTS) {
    const value = compiled[field];
    delete rest[field];
    if (value === undefined) continue;
    const body = Buffer.from(kind === 'text' ? (value as string) : JSON.stringify(value));
    bodies.push(body);
    texts.push([field, body.length, textDigest(body)]);
  }
  const header = Buffer.from(JSON.stringify({ fields: rest, texts, order: Object.keys(compiled) } satisfies Header));
  const head = Buffer.alloc(8);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(header.length, 4);
  // The thread too: two threads of one process may write the same entry at once.
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, Buffer.concat([head, header, ...bodies]));
  renameSync(temporary, file);
  const { ino, size, mtimeMs } = statSync(file);
  return { texts: placed(texts, 8 + header.length), header, stats: { ino, size, mtimeMs } };
}

/** A hash of a text's bytes (SHA-256, whose hardware support makes it the cheapest here: 1.5 GB/s). */
function textDigest(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

/** The header's texts, placed one after another from byte `from` of the file. */
export function placed(texts: Header['texts'], from: number): EntryText[] {
  let start = from;
  return texts.map(([field, length, digest]) => {
    const text = { field, kind: TEXTS.find(([name]) => name === field)![1], start, length, digest };
    start += length;
    return text;
  });
}

/**
 * `compiled` without its long texts, for the thread that wrote them to its entry to send back:
 * each keeps its place among the fields (null), so the doc its reader rebuilds, with the texts
 * pointed to in the file, has its fields in the compiled order.
 */
function withoutTexts(compiled: CompiledMarkdown): CompiledMarkdown {
  const copy: Record<string, unknown> = { ...compiled };
  for (const [field] of TEXTS) if (copy[field] !== undefined) copy[field] = null;
  return copy as unknown as CompiledMarkdown;
}

/** Compiles a doc and writes it as the entry `file`; `withTexts`: its long texts come back too, not only in the file. */
export type EntryCompiler = (source: string, filePath: string, entry: { file: string; withTexts: boolean }) => Promise<SavedEntry>;

/** A doc compiled for the cache: its entry, unless it could not be written (then the doc is whole). */
export interface SavedEntry {
  compiled: CompiledMarkdown;
  written?: WrittenEntry;
}

/** `compiled` written as the entry `file`, and returned as `withTexts` asks; whole, with no entry, when the file cannot be written. */
export function savedEntry(file: string, compiled: CompiledMarkdown, withTexts: boolean): SavedEntry {
  let written: WrittenEntry;
  try {
    written = writeEntry(file, compiled);
  } catch {
    return { compiled }; // a cache that cannot be written only costs the next build time
  }
  return { compiled: withTexts ? compiled : withoutTexts(compiled), written };
}
