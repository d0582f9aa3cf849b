/**
 * Compiling docs on every core. Parsing and highlighting are most of a big site's build (about
 * 8 ms of CPU per doc) and each doc is independent, so a site with many docs to compile spreads
 * them over worker threads. A thread costs ~150 ms to start (the pipeline and its highlighter),
 * so small sites, and edits in `serve`, compile on the main thread.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UserError } from '../errors.ts';
import { packageFile } from '../package-root.ts';
import type { CompiledMarkdown, MarkdownCompiler } from './pipeline.ts';

/** Fewer docs to compile than this: the threads would not pay for their start. */
export const POOL_MIN_DOCS = 32;

export interface PoolOptions {
  baseUrl: string;
  permalinks: [string, string][];
}

export interface CompileJob {
  id: number;
  source: string;
  filePath: string;
}

export type CompileReply =
  | { id: number; result: CompiledMarkdown; error?: undefined }
  | { id: number; error: { user: true; message: string; file?: string; line?: number; details: string[] } | { user: false; message: string; stack?: string } };

interface Pending {
  job: CompileJob;
  resolve: (result: CompiledMarkdown) => void;
  reject: (error: Error) => void;
}

/**
 * A worker thread on the bundled worker file; when docsgen runs from its TypeScript sources (the
 * tests, under tsx), on the source file, with tsx registered in the thread first (a worker does
 * not inherit the loader, and `--import tsx` in its execArgv is not honoured by Node 20).
 */
function startWorker(options: PoolOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(pathToFileURL(packageFile('dist/compile-worker.mjs')), { workerData: options });
  const source = new URL('./compile-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: options });
}

export function poolSize(): number {
  return Math.max(1, Math.min(os.availableParallelism(), 8));
}

/** A compiler whose docs are compiled by `size` worker threads; `close()` stops them. */
export function createCompilePool(options: PoolOptions, size = poolSize()): MarkdownCompiler & { close(): Promise<void> } {
  const queue: Pending[] = [];
  const busy = new Map<Worker, Pending>();
  const idle: Worker[] = [];
  let workers: Worker[] | undefined;
  let nextId = 0;
  let failure: Error | undefined;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const pending = queue.shift()!;
      busy.set(worker, pending);
      worker.postMessage(pending.job);
    }
  };

  const start = (): Worker[] => {
    return Array.from({ length: size }, () => {
      const worker = startWorker(options);
      worker.on('message', (reply: CompileReply) => {
        const pending = busy.get(worker);
        busy.delete(worker);
        idle.push(worker);
        if (pending) {
          if (reply.error === undefined) pending.resolve(reply.result);
          else pending.reject(toError(reply.error));
        }
        dispatch();
      });
      worker.on('error', (error) => {
        // A crashed thread: its doc and everything still queued fail with the cause.
        failure = error;
        busy.get(worker)?.reject(error);
        busy.delete(worker);
        for (const pending of queue.splice(0)) pending.reject(error);
      });
      idle.push(worker);
      return worker;
    });
  };

  const compile = ((source: string, filePath: string) =>
    new Promise<CompiledMarkdown>((resolve, reject) => {
      if (failure) return reject(failure);
      workers ??= start();
      queue.push({ job: { id: nextId++, source, filePath }, resolve, reject });
      dispatch();
    })) as MarkdownCompiler & { close(): Promise<void> };
  compile.close = async () => {
    const running = workers ?? [];
    workers = undefined;
    idle.length = 0;
    await Promise.all(running.map((w) => w.terminate()));
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

/**
 * Docs compile on the main thread until `threshold` of them wait at once (a cold build of a big
 * site: every doc is asked for together); from then on, and for the rest of the burst, on a pool
 * of worker threads. `release()` stops the pool: later docs (edits in `serve`) compile here again.
 */
export function adaptiveCompiler(
  local: MarkdownCompiler,
  options: PoolOptions,
  threshold = POOL_MIN_DOCS,
): MarkdownCompiler & { release(): Promise<void> } {
  let waiting = 0;
  let pool: ReturnType<typeof createCompilePool> | undefined;
  const compile = (async (source: string, filePath: string) => {
    waiting++;
    try {
      if (!pool && waiting >= threshold) pool = createCompilePool(options);
      return await (pool ?? local)(source, filePath);
    } finally {
      waiting--;
    }
  }) as MarkdownCompiler & { release(): Promise<void> };
  compile.release = async () => {
    const running = pool;
    pool = undefined;
    await running?.close();
  };
  return compile;
}
