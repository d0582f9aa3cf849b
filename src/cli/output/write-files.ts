/**
 * How the build writes its pages and payloads: each file from one Buffer with one
 * open/write/close, its `.br`/`.gz` siblings compressed in place, and each HTML page's links and
 * ids read while its text is at hand, so the link gate does not read the page back from disk.
 *
 * Synchronous on purpose. On a big site it runs on a thread of its own (write-worker.ts), where
 * blocking is free: the asynchronous version (a promise per open, write, close and compression,
 * each a hop to libuv's threadpool and back) cost the main thread 1.3 s of CPU per 1,000 pages in
 * stream and promise bookkeeping and thread wake-ups, more than React's rendering of them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { scanHtml } from '../links/html-scan.ts';
import { compactScan, type CompactScan } from '../links/scanned-pages.ts';
import { brotliOptions, GZIP_OPTIONS } from './precompress.ts';
import { putFileSync } from './replace-file.ts';
import { outputTarget } from '../confine/output-path.ts';

export interface FileJob {
  /** Relative to the output root, with `/`: `docs/intro/index.html`. */
  file: string;
  contents: string;
  /** Also write `.br` and `.gz` (each only when smaller than the file). */
  compress: boolean;
  /** Read the page's links and ids for the link gate (HTML pages only). */
  scan: boolean;
}

/** A scanned page, keyed as the link gate lists the output: `/docs/intro/index.html`. */
export type ScannedPage = [file: string, scan: CompactScan];

export interface FileWriterOptions {
  /**
   * The root is being served (`serve`'s folder): each file is written beside its old self and
   * renamed over it, so no response is read from a file half written (replace-file.ts).
   */
  served?: boolean;
}

/** Writes jobs below one output root; remembers the folders it made. */
export class FileWriter {
  private readonly madeDirs = new Set<string>();
  private readonly put: (target: string, data: Uint8Array) => void;

  constructor(
    private readonly root: string,
    { served = false }: FileWriterOptions = {},
  ) {
    this.put = putFileSync(served);
  }

  write(jobs: readonly FileJob[]): ScannedPage[] {
    const scans: ScannedPage[] = [];
    for (const job of jobs) {
      const target = outputTarget(this.root, job.file);
      this.ensureDir(path.dirname(target));
      const data = Buffer.from(job.contents);
      this.put(target, data);
      if (job.compress) this.writeSiblings(target, data);
      // Keyed as `listOutput` keys files (sirv looks them up NFC-normalised).
      if (job.scan) scans.push([`/${job.file.normalize()}`, compactScan(scanHtml(job.contents))]);
    }
    return scans;
  }

  private ensureDir(dir: string): void {
    if (this.madeDirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.madeDirs.add(dir);
  }

  private writeSiblings(target: string, data: Buffer): void {
    const br = zlib.brotliCompressSync(data, brotliOptions(data.length));
    if (br.length < data.length) this.put(`${target}.br`, br);
    const gz = zlib.gzipSync(data, GZIP_OPTIONS);
    if (gz.length < data.length) this.put(`${target}.gz`, gz);
  }
}
