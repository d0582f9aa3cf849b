/**
 * Where the build's pages go while it renders them: files queued by the render loop and written
 * (compressed, scanned for the link gate) by write-files.ts, on a thread of its own on big sites.
 *
 * Rendering is synchronous on the main thread; writing, compressing and scanning the pages cost
 * more CPU than rendering them (10,000 pages: 39 s against 10 s, two thirds of it compression).
 * On their own thread they take the other core, and the main thread only posts a message per
 * batch of pages. Small sites write in place: a thread costs more to start than their whole
 * output (this site's render: 190–250 ms with the writes on libuv's threads, 110–180 in place).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ScannedPages } from '../links/scanned-pages.ts';
import { packageFile } from '../package-root.ts';
import { FileWriter, type FileJob, type FileWriterOptions, type ScannedPage } from './write-files.ts';

export interface WriteBatch {
  id: number;
  jobs: FileJob[];
}

export type WriteReply = { id: number; scans: ScannedPage[]; error?: undefined } | { id: number; error: { message: string; stack?: string; code?: string } };

export interface PageOutput {
  /** The pages' scans so far (those of files still queued come with `finish`). */
  readonly scans: ScannedPages;
  /** Queues a file; the promise waits only while too much is queued (memory stays bounded). */
  add(job: FileJob): Promise<void>;
  /** Waits for every file; the pages' scans, by output file (`/docs/intro/index.html`). */
  finish(): Promise<ScannedPages>;
  /** Stops writing (the build failed); files queued may or may not be written. */
  abort(): Promise<void>;
  /** A core came free (another stage of the build ended): write on one more thread. */
  widen(): void;
}

/** From this many routes the output is written on a thread of its own. */
export const THREAD_FROM_ROUTES = 200;

export function pageOutput(root: string, routes: number): PageOutput {
  return routes >= THREAD_FROM_ROUTES ? new ThreadOutput(root) : new InlineOutput(root);
}

/** Written as added, on the calling thread. */
export class InlineOutput implements PageOutput {
  private readonly writer: FileWriter;
  readonly scans = new ScannedPages();

  constructor(root: string, options: FileWriterOptions = {}) {
    this.writer = new FileWriter(root, options);
  }

  async add(job: FileJob): Promise<void> {
    for (const [file, scan] of this.writer.write([job])) this.scans.add(file, scan);
  }

  async finish(): Promise<ScannedPages> {
    return this.scans;
  }

  async abort(): Promise<void> {}

  widen(): void {}
}

/** A batch is posted when it holds this much text: a message per few pages, not per file. */
const BATCH_CHARS = 256 * 1024;
/** Batches posted and not yet written: a few MB of pages in memory at most. */
const BATCHES_IN_FLIGHT = 8;

/** Written on worker threads, in batches (each thread writes its batches in the order added). */
export class ThreadOutput implements PageOutput {
  private readonly workers: Worker[];
  readonly scans = new ScannedPages();
  private wakeUp: (() => void) | undefined;
  private batch: FileJob[] = [];
  private batchChars = 0;
  private nextId = 0;
  private inFlight = 0;
  private failure: Error | undefined;
  private stopped: Promise<void> | undefined;

  constructor(
    private readonly root: string,
    threads = outputThreads(),
  ) {
    this.workers = [];
    for (let i = 0; i < threads; i++) this.widen();
  }

  widen(): void {
    if (this.stopped) return;
    const worker = startWorker(this.root);
    worker.on('message', (reply: WriteReply) => this.settle(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the output thread stopped (exit code ${code})`)));
    this.workers.push(worker);
  }

  async add(job: FileJob): Promise<void> {
    if (this.failure) throw this.failure;
    this.batch.push(job);
    this.batchChars += job.contents.length;
    if (this.batchChars < BATCH_CHARS) return;
    this.post();
    while (this.inFlight >= BATCHES_IN_FLIGHT && !this.failure) await this.next();
    if (this.failure) throw this.failure;
  }

  async finish(): Promise<ScannedPages> {
    if (this.batch.length > 0) this.post();
    while (this.inFlight > 0 && !this.failure) await this.next();
    await this.stop();
    if (this.failure) throw this.failure;
    return this.scans;
  }

  async abort(): Promise<void> {
    await this.stop();
  }

  private post(): void {
    const batch: WriteBatch = { id: this.nextId++, jobs: this.batch };
    this.batch = [];
    this.batchChars = 0;
    this.inFlight++;
    this.workers[batch.id % this.workers.length]!.postMessage(batch);
  }

  /** Resolves when any batch is answered (or the thread fails). */
  private next(): Promise<void> {
    return new Promise((resolve) => (this.wakeUp = resolve));
  }

  private settle(reply: WriteReply): void {
    this.inFlight--;
    if (reply.error) {
      this.fail(Object.assign(new Error(reply.error.message), reply.error));
    } else {
      for (const [file, scan] of reply.scans) this.scans.add(file, scan);
    }
    this.wake();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wake();
  }

  private wake(): void {
    const resolve = this.wakeUp;
    this.wakeUp = undefined;
    resolve?.();
  }

  private stop(): Promise<void> {
    // Exiting now is expected: not a failure.
    for (const worker of this.workers) worker.removeAllListeners('exit');
    this.stopped ??= Promise.all(this.workers.map((w) => w.terminate())).then(() => undefined);
    return this.stopped;
  }
}

/**
 * To start with, one thread on two cores: the main thread and the search index share one core
 * and this thread has the other (a second one from the start measured no faster on 1,000 pages,
 * for slightly more CPU). With more cores, two: compression is most of this thread's work (25 of
 * 39 s of CPU at 10,000 pages) and the main thread waits for it. The build widens the output
 * when the search index is done.
 */
function outputThreads(): number {
  return os.availableParallelism() > 2 ? 2 : 1;
}

/** The bundled worker file; under tsx (the tests), the source with tsx registered in the thread first. */
function startWorker(root: string): Worker {
  const workerData = { root };
  if (!import.meta.url.endsWith('.ts')) return new Worker(pathToFileURL(packageFile('dist/output-worker.mjs')), { workerData });
  const source = new URL('./write-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
