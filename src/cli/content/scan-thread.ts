/**
 * The scan's second thread: a large docs folder's files read beside the main thread. Reading a
 * doc (open, read, close, its front matter parsed, its text into the spill) is about 40 µs; at
 * 100,000 docs the scan was most of the 8 s `serve` took to show its first page, one core busy
 * and the other idle. Whole folders' docs cross, as files to read one way and docs the other;
 * their texts go straight into the build's spill (`TextSpill.region`), never through the main
 * thread. The main thread gives a folder to the thread only while the thread has few waiting,
 * and reads it itself otherwise, so neither waits for the other.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UserError } from '../errors.ts';
import { packageFile } from '../package-root.ts';
import { compacted, type RegionGrant, type TextSpill } from './text-spill.ts';
import type { ScanOptions, SourceDoc } from './scan.ts';

/** Docs the main thread reads before it starts the thread: a small site is scanned before one would be ready. */
export const THREAD_AFTER_DOCS = 1000;
/** Docs given to the thread and not yet back: enough that it never waits for the main thread. */
const WAITING_DOCS = 256;
/** Bytes of the spill each grant gives the thread; a new one is sent before it runs out. */
const GRANT_BYTES = 32 * 1024 * 1024;

export interface ScanThreadOptions extends Pick<ScanOptions, 'siteDir' | 'docsDir' | 'routeBasePath' | 'digests' | 'threadAfterDocs'> {}

/** A folder's docs to read: the thread says which doc each file is, or the `UserError` the scan would throw. */
export interface ReadRequest {
  type: 'read';
  id: number;
  dir: string;
  dirSegments: string[];
  names: string[];
}

export type ThreadReply =
  | { type: 'ready' }
  | { type: 'read'; id: number; docs: SourceDoc[]; offsets: (number | null)[]; inline: (Uint8Array | null)[]; left: number }
  | { type: 'failed'; id: number; error: { message: string; file?: string; line?: number; details: readonly string[] } | { message: string } };

export type ThreadMessage = ReadRequest | { type: 'grant'; grant: RegionGrant };

export interface ThreadData {
  options: ScanThreadOptions;
  grants: RegionGrant[];
}

interface Waiting {
  names: string[];
  resolve: (docs: Map<string, SourceDoc>) => void;
  reject: (error: Error) => void;
}

export class ScanThread {
  private worker: Worker | undefined;
  private ready = false;
  private readLocally = 0;
  private waitingDocs = 0;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private failure: Error | undefined;
  /** Settles when the thread is ready or has failed (`startNow`). */
  private settle: () => void = () => {};
  private readonly settled = new Promise<void>((resolve) => (this.settle = resolve));

  constructor(
    private readonly options: ScanThreadOptions,
    private readonly spill: TextSpill,
  ) {}

  /**
   * The docs of `names` in `dir`, read on the thread, or undefined when the main thread should
   * read them: the thread is not started or not ready yet, or has enough waiting.
   */
  take(dir: string, dirSegments: string[], names: string[]): Promise<Map<string, SourceDoc>> | undefined {
    if (!this.ready || this.failure || this.waitingDocs >= WAITING_DOCS) {
      this.readLocally += names.length;
      if (this.readLocally >= (this.options.threadAfterDocs ?? THREAD_AFTER_DOCS) && !this.worker) this.start();
      return undefined;
    }
    const id = this.nextId++;
    this.waitingDocs += names.length;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { names, resolve, reject });
      this.worker!.postMessage({ type: 'read', id, dir, dirSegments, names } satisfies ThreadMessage);
    });
  }

  /** Stops the thread, and waits until it has: it writes into the spill's file, which may close next. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    if (worker) await worker.terminate();
  }

  /** Starts the thread now, and waits until it is ready (or has failed). */
  async startNow(): Promise<void> {
    if (!this.worker) this.start();
    await this.settled;
  }

  private start(): void {
    const { siteDir, docsDir, routeBasePath, digests } = this.options;
    const data: ThreadData = { options: { siteDir, docsDir, routeBasePath, ...(digests !== undefined ? { digests } : {}) }, grants: [this.spill.region(GRANT_BYTES), this.spill.region(GRANT_BYTES)] };
    const worker = startWorker(data);
    this.worker = worker;
    worker.on('message', (reply: ThreadReply) => this.answer(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(new Error(`the scan's thread stopped (exit code ${code})`));
    });
  }

  private answer(reply: ThreadReply): void {
    if (reply.type === 'ready') {
      this.ready = true;
      this.settle();
      return;
    }
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    this.waitingDocs -= waiting.names.length;
    if (reply.type === 'failed') {
      const { error } = reply;
      waiting.reject('details' in error ? new UserError(error.message, { ...error, details: [...error.details] }) : new Error(error.message));
      return;
    }
    const docs = new Map<string, SourceDoc>();
    reply.docs.forEach((doc, i) => {
      const offset = reply.offsets[i];
      const text = reply.inline[i];
      if (offset !== null && offset !== undefined) this.spill.holdWritten(doc, 'source', offset);
      else if (text) this.spill.holdBytes(doc, 'source', text);
      docs.set(waiting.names[i]!, compacted(doc));
    });
    if (reply.left < GRANT_BYTES) this.worker?.postMessage({ type: 'grant', grant: this.spill.region(GRANT_BYTES) } satisfies ThreadMessage);
    waiting.resolve(docs);
  }

  /** The thread is gone: what it was given is read again on the main thread, by the caller. */
  private fail(error: Error): void {
    this.failure = error;
    this.ready = false;
    this.settle();
    for (const [id, waiting] of this.waiting) {
      this.waiting.delete(id);
      waiting.reject(error);
    }
  }
}

/** The bundled worker file; under tsx (the tests), the source with tsx registered in the thread first. */
function startWorker(workerData: ThreadData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(pathToFileURL(packageFile('dist/scan-worker.mjs')), { workerData });
  const source = new URL('./scan-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
