/**
 * Compiling docs on worker threads. Parsing and highlighting are most of a build (about 8 ms of
 * CPU per doc on a big site; on a small one, mostly Shiki's first use of each grammar), and each
 * doc is independent. A thread starts loading the pipeline and its highlighter the moment it is
 * created, so `docsgen build` creates one before it even reads the config: by the time the docs
 * are known, it is ready, and the main thread never loads the pipeline at all. When many docs
 * wait at once (a cold build of a big site), the pool grows to one thread per core.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UserError } from '../errors.ts';
import type { MarkdownFormat } from '../mdx/syntax.ts';
import { packageFile } from '../package-root.ts';
import { savedEntry, type EntryCompiler, type SavedEntry, type WrittenEntry } from './cache-entry.ts';
import type { CompiledMarkdown, MarkdownCompiler } from './pipeline.ts';

/** This many docs waiting at once make the pool grow from one thread to one per core. */
export const POOL_GROW_AT = 32;

/** Docs sent to a thread ahead of its answers: one being compiled, one waiting. */
const DOCS_PER_THREAD = 2;

export interface PoolOptions {
  baseUrl: string;
  /** Which docs are MDX (`markdown.format`); without it, none. */
  mdxFormat?: MarkdownFormat;
  permalinks: [string, string][];
  linkRoots: string[];
  /** `markdown.html`: raw HTML rendered as written. */
  html: boolean;
  /** `markdown.math`: formulas drawn by KaTeX. */
  math?: boolean;
  /** `markdown.mermaid`: mermaid fences are diagrams. */
  mermaid?: boolean;
}

/** `entry`: the thread writes the doc's docs cache entry there (cache-entry.ts), and sends its texts back only `withTexts`. */
export type WorkerMessage = { type: 'configure'; options: PoolOptions } | { type: 'compile'; id: number; source: string; filePath: string; entry?: EntryRequest };

type EntryRequest = Parameters<EntryCompiler>[2];

export type CompileReply =
  | { id: number; result: CompiledMarkdown; written?: WrittenEntry; error?: undefined }
  | { id: number; error: { user: true; message: string; file?: string; line?: number; details: string[] } | { user: false; message: string; stack?: string } };

interface Pending {
  id: number;
  source: string;
  filePath: string;
  entry: EntryRequest | undefined;
  resolve: (result: SavedEntry) => void;
  reject: (error: Error) => void;
}

/**
 * A worker thread on the bundled worker file; when docsgen runs from its TypeScript sources (the
 * tests, under tsx), on the source file, with tsx registered in the thread first (a worker does
 * not inherit the loader, and `--import tsx` in its execArgv is not honoured by Node 20).
 */
function startWorker(): Worker {
  // Parsing allocates a lot of short-lived objects: a larger young generation scavenges less
  // often (measured on 1,000 docs: 15% less CPU per doc, ~40 MB more memory per thread).
  const resourceLimits = { maxYoungGenerationSizeMb: 96 };
  if (!import.meta.url.endsWith('.ts')) return new Worker(pathToFileURL(packageFile('dist/compile-worker/compile-worker.mjs')), { resourceLimits });
  const source = new URL('./compile-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

let cores: number | undefined;

/** Threads a pool grows to. Asked of the system once: it was asked for every doc compiled (0.2 s of a 10,000-doc build). */
export function coreCount(): number {
  return (cores ??= Math.max(1, Math.min(os.availableParallelism(), 8)));
}

export class CompilePool {
  private readonly queue: Pending[] = [];
  /** The docs each thread has been sent and not yet answered, oldest first (it answers in order). */
  private readonly sent = new Map<Worker, Pending[]>();
  private readonly workers: Worker[] = [];
  private options: PoolOptions | undefined;
  private nextId = 0;
  private failure: Error | undefined;
  private closed = false;

  /** Starts `size` threads now: they load the pipeline while the caller does other work. */
  constructor(size = 1) {
    this.grow(size);
  }

  get size(): number {
    return this.workers.length;
  }

  /** The base URL and permalinks the docs compile against (known once the docs are scanned). */
  configure(options: PoolOptions): void {
    this.options = options;
    for (const worker of this.workers) worker.postMessage({ type: 'configure', options } satisfies WorkerMessage);
    this.dispatch();
  }

  grow(size: number): void {
    while (!this.closed && this.workers.length < size) {
      const worker = startWorker();
      worker.unref(); // a pool left open must not keep the process alive
      worker.on('message', (reply: CompileReply) => this.settle(worker, reply));
      worker.on('error', (error) => this.fail(worker, error));
      if (this.options) worker.postMessage({ type: 'configure', options: this.options } satisfies WorkerMessage);
      this.workers.push(worker);
      this.sent.set(worker, []);
    }
    this.dispatch();
  }

  /** How many docs are queued or being compiled. */
  get waiting(): number {
    let sent = 0;
    for (const docs of this.sent.values()) sent += docs.length;
    return this.queue.length + sent;
  }

  /** `first`: ahead of the docs queued (a page someone waits for), behind those a thread has been sent. */
  compile(source: string, filePath: string, first = false): Promise<CompiledMarkdown> {
    return this.request(source, filePath, first, undefined).then((saved) => saved.compiled);
  }

  /** Compiled and written as a docs cache entry by the thread: its texts need not cross back (`entry.withTexts`). */
  compileToEntry(source: string, filePath: string, entry: EntryRequest): Promise<SavedEntry> {
    return this.request(source, filePath, false, entry);
  }

  private request(source: string, filePath: string, first: boolean, entry: EntryRequest | undefined): Promise<SavedEntry> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      if (this.closed) return reject(new Error('the compile pool is closed'));
      const pending = { id: this.nextId++, source, filePath, entry, resolve, reject };
      if (first) this.queue.unshift(pending);
      else this.queue.push(pending);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const running = this.workers.splice(0);
    this.sent.clear();
    const error = new Error('the compile pool was closed');
    for (const pending of this.queue.splice(0)) pending.reject(error);
    await Promise.all(running.map((worker) => worker.terminate()));
  }

  /**
   * Each thread gets its next doc before it has answered the last one, so it never waits for the
   * main thread (busy with the answers, the docs cache, its own GC) to send it work: at 10,000
   * docs, threads given one doc at a time sat idle 15% of the content stage.
   */
  private dispatch(): void {
    if (!this.options) return;
    for (const worker of this.workers) {
      const docs = this.sent.get(worker)!;
      while (docs.length < DOCS_PER_THREAD && this.queue.length > 0) {
        const pending = this.queue.shift()!;
        docs.push(pending);
        // Ref'd while it works, so a compile in flight keeps the process alive.
        if (docs.length === 1) worker.ref();
        const { id, source, filePath, entry } = pending;
        worker.postMessage({ type: 'compile', id, source, filePath, ...(entry ? { entry } : {}) } satisfies WorkerMessage);
      }
    }
  }

  private settle(worker: Worker, reply: CompileReply): void {
    const docs = this.sent.get(worker);
    const pending = docs?.shift();
    if (docs?.length === 0) worker.unref();
    if (pending) {
      if (reply.error === undefined) pending.resolve(reply.written ? { compiled: reply.result, written: reply.written } : { compiled: reply.result });
      else pending.reject(toError(reply.error));
    }
    this.dispatch();
  }

  /** A crashed thread: its docs and everything still queued fail with the cause. */
  private fail(worker: Worker, error: Error): void {
    this.failure = error;
    for (const pending of this.sent.get(worker)?.splice(0) ?? []) pending.reject(error);
    for (const pending of this.queue.splice(0)) pending.reject(error);
  }
}

/**
 * Docs compile on `pool` while it is open (it grows to a thread per core when `growAt` docs wait
 * at once); without a pool, on the main thread until `growAt` wait, then on a new pool. After
 * `release()`, always on the main thread: edits in `serve` are one doc at a time.
 */
export function adaptiveCompiler(
  local: MarkdownCompiler,
  options: PoolOptions,
  prewarmed?: CompilePool,
  growAt = POOL_GROW_AT,
): MarkdownCompiler & { release(): Promise<void>; first: MarkdownCompiler; toEntry: EntryCompiler } {
  let pool = prewarmed;
  pool?.configure(options);
  let localWaiting = 0;
  let released = false;
  /** The pool a doc asked for now goes to (grown when many wait), or none: this thread. */
  const poolFor = (): CompilePool | undefined => {
    if (released) return undefined;
    const waiting = (pool?.waiting ?? localWaiting) + 1;
    if (waiting >= growAt) {
      if (!pool) {
        pool = new CompilePool(0);
        pool.configure(options);
      }
      pool.grow(coreCount());
    }
    return pool;
  };
  const onThisThread = async (source: string, filePath: string): Promise<CompiledMarkdown> => {
    localWaiting++;
    try {
      return await local(source, filePath);
    } finally {
      localWaiting--;
    }
  };
  const compile = (async (source: string, filePath: string) => poolFor()?.compile(source, filePath) ?? onThisThread(source, filePath)) as MarkdownCompiler & {
    release(): Promise<void>;
    first: MarkdownCompiler;
    toEntry: EntryCompiler;
  };
  compile.toEntry = async (source, filePath, entry) => {
    const threads = poolFor();
    return threads ? threads.compileToEntry(source, filePath, entry) : savedEntry(entry.file, await onThisThread(source, filePath), true);
  };
  // On a thread whose pipeline is loaded, ahead of the queue; on this thread when there is no pool.
  compile.first = (source, filePath) => (pool && !released ? pool.compile(source, filePath, true) : local(source, filePath));
  compile.release = async () => {
    released = true;
    const running = pool;
    pool = undefined;
    await running?.close();
  };
  return compile;
}

function toError(error: Extract<CompileReply, { error: object }>['error']): Error {
  if (error.user) {
    return new UserError(error.message, {
      ...(error.file !== undefined ? { file: error.file } : {}),
      ...(error.line !== undefined ? { line: error.line } : {}),
      details: error.details,
    });
  }
  const bug = new Error(error.message);
  if (error.stack) bug.stack = error.stack;
  return bug;
}
