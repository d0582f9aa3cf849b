/**
 * The thread the embedded index is written on (index-thread.ts): one message with the search
 * pages and where to write, one answer with the stats or the error.
 */
import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { writePagefindIndex } from './pagefind-index.ts';
import type { IndexJob, IndexReply } from './index-thread.ts';

// Named, where the system allows, so `top -H` and the search bench can tell this thread's CPU
// from the build's other threads (all called `node`).
try {
  writeFileSync('/proc/thread-self/comm', 'docsgen-search');
} catch {}

parentPort!.once('message', async (job: IndexJob) => {
  let reply: IndexReply;
  try {
    reply = { stats: await writePagefindIndex(job.pages, job.outputPath, job.language, job.cacheDir) };
  } catch (error) {
    const e = error as Error;
    reply = { error: { message: e.message, stack: e.stack } };
  }
  parentPort!.postMessage(reply);
});
