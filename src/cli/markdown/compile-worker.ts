/**
 * A worker thread of the compile pool (compile-pool.ts): the same markdown pipeline as the main
 * thread, with its own highlighter, answering one doc per message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isUserError } from '../errors.ts';
import { getHighlighter } from './code-blocks.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from './pipeline.ts';
import type { CompileJob, CompileReply, PoolOptions } from './compile-pool.ts';

const options = workerData as PoolOptions;
let compiler: Promise<MarkdownCompiler> | undefined;

parentPort!.on('message', async (job: CompileJob) => {
  let reply: CompileReply;
  try {
    compiler ??= getHighlighter().then((highlighter) =>
      createMarkdownCompiler({ baseUrl: options.baseUrl, permalinks: new Map(options.permalinks), highlighter }),
    );
    reply = { id: job.id, result: await (await compiler)(job.source, job.filePath) };
  } catch (error) {
    const e = error as Error;
    reply = {
      id: job.id,
      error: isUserError(error)
        ? { user: true, message: e.message, file: error.file, line: error.line, details: [...error.details] }
        : { user: false, message: e.message, stack: e.stack },
    };
  }
  parentPort!.postMessage(reply);
});
