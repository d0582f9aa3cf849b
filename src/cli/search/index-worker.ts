/**
 * The thread the embedded index is written on (index-thread.ts): a message with the search pages
 * and where to write, an answer with the stats or the error, for each index. A job that `keep`s
 * has the memo of the last kept index of the same folder (`serve`'s thread: `IndexMemo`).
 */
import { readlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { streamPagefindIndex, writePagefindIndex, type IndexStream } from './pagefind-index.ts';
import { IndexMemo } from './pagefind/index-memo.ts';
import type { IndexReply, PagesAhead, PagesTaken, StreamEnd, StreamStart, WireJob } from './index-thread.ts';
import type { SearchPage } from './records.ts';
import { pageFromWire } from './wire-page.ts';

// Named, where the system allows, so `top -H` and the search bench can tell this thread's CPU
// from the build's other threads (all called `node`).
try {
  writeFileSync('/proc/thread-self/comm', 'docsgen-search');
} catch {}

/**
 * A background job's niceness (0 is the default, 19 the lowest): when both want a core, the
 * kernel gives this thread about a tenth of the time a normal one gets, and all of an idle core.
 */
const BACKGROUND_NICENESS = 10;

/** The memo of the folder a `keep` job wrote last (one: a session writes one index). */
let kept: { outputPath: string; memo: IndexMemo } | undefined;
/** The pages sent ahead of the next job, by URL (`IndexThread`). */
const ahead = new Map<string, SearchPage>();

/** A build's index, streamed: its pages are indexed as they arrive (`StreamStart`). */
let streamed: { index: IndexStream; failure?: unknown } | undefined;

parentPort!.on('message', async (message: WireJob | PagesAhead | StreamStart | StreamEnd) => {
  if ('stream' in message) {
    const { outputPath, language, cacheDir, background, facets, spill } = message.stream;
    if (background) lowerThreadPriority();
    streamed = { index: streamPagefindIndex(outputPath, language, facets, { ...(cacheDir ? { cacheDir } : {}), spill }) };
    return;
  }
  if ('end' in message) {
    parentPort!.postMessage(await endStream());
    return;
  }
  if ('add' in message) {
    // Read now, while the sender still holds what they are read from.
    const pages = message.add.map(pageFromWire);
    if (streamed) addToStream(pages);
    else for (const page of pages) ahead.set(page.url, page);
    return;
  }
  const job = message;
  if (job.background) lowerThreadPriority();
  let reply: IndexReply;
  try {
    const pages = job.pages.map((page) => ('sent' in page ? sentPage(page.url) : page));
    ahead.clear();
    if (job.keep && kept?.outputPath !== job.outputPath) kept = { outputPath: job.outputPath, memo: new IndexMemo() };
    reply = { stats: await writePagefindIndex(pages, job.outputPath, job.language, job.cacheDir, job.keep ? { memo: kept!.memo } : {}) };
  } catch (error) {
    const e = error as Error;
    reply = { error: { message: e.message, stack: e.stack } };
  }
  parentPort!.postMessage(reply);
});

/** Indexes the pages; a failure is kept for the answer at the end (the pages still to come are dropped). */
function addToStream(pages: readonly SearchPage[]): void {
  const stream = streamed!;
  if (stream.failure === undefined) {
    try {
      for (const page of pages) stream.index.add(page);
    } catch (error) {
      stream.failure = error;
    }
  }
  parentPort!.postMessage({ took: pages.length } satisfies PagesTaken);
}

async function endStream(): Promise<IndexReply> {
  const stream = streamed!;
  streamed = undefined;
  try {
    if (stream.failure !== undefined) throw stream.failure;
    return { stats: await stream.index.finish() };
  } catch (error) {
    stream.index.remove();
    const e = error as Error;
    return { error: { message: e.message, stack: e.stack } };
  }
}

function sentPage(url: string): SearchPage {
  const page = ahead.get(url);
  if (!page) throw new Error(`the search index thread was not sent the page ${url}`);
  return page;
}

/**
 * Linux gives each thread its own priority: `setpriority` with this thread's id lowers this thread
 * alone, not the process. Elsewhere (no `/proc/thread-self`) the thread keeps its priority.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(path.basename(readlinkSync('/proc/thread-self')));
    // Never higher than it was: a process started at a lower priority (`nice docsgen serve`) keeps it.
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, Math.max(BACKGROUND_NICENESS, os.getPriority(threadId)));
  } catch {}
}
