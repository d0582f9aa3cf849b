/**
 * The embedded index written on a worker thread. Indexing is CPU work (about 1 ms per doc) that
 * runs beside rendering, and rendering is synchronous: on the main thread the two would take
 * turns (the build's `search` time was mostly waiting for the event loop), on a thread of its own
 * it takes the core rendering leaves. Small sites are indexed in place: starting a thread and
 * loading the indexer there costs more than their whole index.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { packageFile } from '../package-root.ts';
import { writePagefindIndex, type IndexStats } from './pagefind-index.ts';
import { facetsToIndex, type FilterFacet } from './pagefind/index-files.ts';
import { wirePage, type SearchPage } from './records.ts';
import type { WirePage } from './wire-page.ts';

/** From this many pages the index is written on a thread of its own. */
export const THREAD_FROM_PAGES = 200;

export interface IndexJob {
  pages: readonly SearchPage[];
  outputPath: string;
  language: string;
  /** Where Pagefind's answers about words are kept between builds. */
  cacheDir?: string;
  /** On a thread whatever the size: the main thread has requests to answer meanwhile (`serve`). */
  thread?: boolean;
  /**
   * The thread yields the CPU to the rest of the system (`serve`: the index is rewritten beside
   * saves, and on 2 cores a save waited for the core the index held).
   */
  background?: boolean;
  /** The thread keeps what it made for the next index of the same folder (`IndexThread`). */
  keep?: boolean;
}

/** A page sent to the thread ahead of the job (`PagesAhead`), by its URL (`IndexThread`). */
export interface SentPage {
  url: string;
  sent: true;
}

/** Pages sent ahead of a job (`IndexThread`). */
export interface PagesAhead {
  add: readonly WirePage[];
}

/** Pages a message carries ahead of a job: each is a few KB to copy, and the event loop runs between messages. */
const PAGES_PER_MESSAGE = 250;

/**
 * From this many pages a build's index keeps what waits for its last page (compressed fragments,
 * words, postings) in temporary files (`StreamedIndex`): at 10,000 pages that was 300 MB of the
 * thread's memory, at 100,000 several GB.
 */
export const SPILL_FROM_PAGES = 2000;

/**
 * Batches of pages sent to a streamed index and not yet taken in: the main thread makes the next
 * ones only as the thread takes them, so pages do not wait, copied, in the thread's queue.
 */
const BATCHES_IN_FLIGHT = 2;

/** A build's index, streamed: this message, the pages (`PagesAhead`, each answered by `PagesTaken`), then `StreamEnd`. */
export interface StreamStart {
  stream: { outputPath: string; language: string; cacheDir?: string; background: boolean; facets: FilterFacet[]; spill: boolean };
}

export interface StreamEnd {
  end: true;
}

/** The thread's answer to each batch of a streamed index's pages. */
export interface PagesTaken {
  took: number;
}

/** A job as it crosses to the thread: its pages sent ahead, or in it (a build's). */
export type WireJob = Omit<IndexJob, 'pages'> & { pages: readonly (SearchPage | SentPage)[] };

export type IndexReply = { stats: IndexStats; error?: undefined } | { error: { message: string; stack?: string } };

export async function writeIndex(job: IndexJob): Promise<IndexStats> {
  if (!job.thread && job.pages.length < THREAD_FROM_PAGES) return writePagefindIndex(job.pages, job.outputPath, job.language, job.cacheDir);
  const worker = startWorker();
  try {
    return await stream(worker, job);
  } finally {
    await worker.terminate();
  }
}

/**
 * A build's index on `worker`, streamed: the pages a batch at a time, each indexed as it arrives
 * and let go. In one message, every page's text was in the main thread's heap and in the message
 * at once (hundreds of MB on a large site, whose search text is made only as it is sent:
 * content/text-spill.ts); sent ahead and held by the thread until the job, it was all in the
 * thread's heap.
 */
async function stream(worker: Worker, job: IndexJob): Promise<IndexStats> {
  const { outputPath, language, cacheDir } = job;
  const start: StreamStart = {
    stream: { outputPath, language, ...(cacheDir ? { cacheDir } : {}), background: job.background ?? false, facets: facetsToIndex(job.pages), spill: job.pages.length >= SPILL_FROM_PAGES },
  };
  let inFlight = 0;
  let taken: (() => void) | undefined;
  const reply = replyOf(worker, (message) => {
    if (!('took' in message)) return false;
    inFlight--;
    taken?.();
    return true;
  });
  worker.postMessage(start);
  for (let i = 0; i < job.pages.length; i += PAGES_PER_MESSAGE) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    while (inFlight >= BATCHES_IN_FLIGHT) await Promise.race([new Promise<void>((resolve) => (taken = resolve)), reply]);
    worker.postMessage({ add: job.pages.slice(i, i + PAGES_PER_MESSAGE) } satisfies PagesAhead);
    inFlight++;
  }
  worker.postMessage({ end: true } satisfies StreamEnd);
  return statsOf(await reply);
}

/**
 * A thread that writes one site's index again and again (`serve`, after saves), keeping what it
 * made for the next time (`IndexMemo`): a re-index costs the pages that changed, not the site.
 * One index at a time; `close` when done.
 */
export class IndexThread {
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  write(job: Omit<IndexJob, 'thread' | 'keep'>): Promise<IndexStats> {
    const next = this.queue.then(async () => {
      const worker = (this.worker ??= startWorker());
      // Waiting for its next index, the thread keeps no process alive (one that forgot `close`).
      worker.ref();
      try {
        // At 10,000 pages, copying every page to the thread in the job held the main thread (and
        // a save made meanwhile) for 150–220 ms. They go ahead of the job a batch at a time, the
        // event loop running between batches (a few milliseconds each), and the job names them.
        // (The thread does not keep them from one job to the next: at 10,000 pages that was
        // 90 MB held for the whole session.)
        await sendAhead(worker, job.pages);
        const pages = job.pages.map((page): SentPage => ({ url: page.url, sent: true }));
        return await ask(worker, { ...job, pages, keep: true });
      } catch (error) {
        // A thread that stopped, or failed mid-way, is not asked again: the next index starts anew.
        await this.stop();
        throw error;
      } finally {
        worker.unref();
      }
    });
    this.queue = next.catch(() => {});
    return next;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.stop();
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

/** The pages, a batch per message, the event loop running between batches. */
async function sendAhead(worker: Worker, pages: readonly SearchPage[]): Promise<void> {
  for (let i = 0; i < pages.length; i += PAGES_PER_MESSAGE) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    // Their sections as where they wait: the thread reads them (`wirePage`). The job keeps the pages, and so their spill, until the thread has answered.
    worker.postMessage({ add: pages.slice(i, i + PAGES_PER_MESSAGE).map(wirePage) } satisfies PagesAhead);
  }
}

/** One index written by `worker`: its stats, or its error. */
async function ask(worker: Worker, job: WireJob): Promise<IndexStats> {
  const reply = replyOf(worker, () => false);
  worker.postMessage(job);
  return statsOf(await reply);
}

function statsOf(reply: IndexReply): IndexStats {
  if (reply.error) throw Object.assign(new Error(reply.error.message), { stack: reply.error.stack });
  return reply.stats;
}

/** The worker's reply to the index asked; `other` sees its other messages first (true: not the reply). */
function replyOf(worker: Worker, other: (message: IndexReply | PagesTaken) => boolean): Promise<IndexReply> {
  return new Promise<IndexReply>((resolve, reject) => {
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (answer: IndexReply | PagesTaken) => {
      if (other(answer)) return;
      settle();
      resolve(answer as IndexReply);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number) => {
      settle();
      reject(new Error(`the search index thread stopped (exit code ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/** The bundled worker file; under tsx (the tests), the source with tsx registered in the thread first. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(pathToFileURL(packageFile('dist/search-worker.mjs')));
  const source = new URL('./index-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}
