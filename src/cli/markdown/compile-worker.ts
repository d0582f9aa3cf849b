/**
 * A thread of the compile pool (compile-pool.ts): the same markdown pipeline as the main thread,
 * with its own highlighter, answering one doc per message. It loads both as soon as it starts,
 * before it knows the site, so it is ready when the first doc comes.
 */
import { parentPort } from 'node:worker_threads';
import { isUserError } from '../errors.ts';
import { savedEntry } from './cache-entry.ts';
import type { CompileReply, WorkerMessage } from './compile-pool.ts';
import type { MarkdownCompiler } from './pipeline.ts';

const ready = Promise.all([import('./pipeline.ts'), import('./code-blocks.ts').then((m) => m.getHighlighter())]);
let compiler: Promise<MarkdownCompiler> | undefined;

/** Docs are compiled one after another and answered in the order they came (the pool relies on it). */
let queue: Promise<void> = Promise.resolve();

parentPort!.on('message', (message: WorkerMessage) => {
  if (message.type === 'configure') {
    const { baseUrl, permalinks, linkRoots, html, mdxFormat, math, mermaid } = message.options;
    compiler = ready.then(([pipeline, highlighter]) => pipeline.createMarkdownCompiler({ baseUrl, permalinks: new Map(permalinks), linkRoots, html, highlighter, mdxFormat, math, mermaid }));
    return;
  }
  queue = queue.then(() => answer(message));
});

async function answer(message: Extract<WorkerMessage, { type: 'compile' }>): Promise<void> {
  let reply: CompileReply;
  try {
    if (!compiler) throw new Error('compile-worker: a doc came before the site options');
    const result = await (await compiler)(message.source, message.filePath);
    // Written here, the entry's texts need not cross to the main thread (cache-entry.ts).
    const { compiled, written } = message.entry ? savedEntry(message.entry.file, result, message.entry.withTexts) : { compiled: result };
    reply = { id: message.id, result: compiled, ...(written ? { written: { ...written, header: new Uint8Array(written.header) } } : {}) };
  } catch (error) {
    const e = error as Error;
    reply = {
      id: message.id,
      error: isUserError(error)
        ? { user: true, message: e.message, file: error.file, line: error.line, details: [...error.details] }
        : { user: false, message: e.message, stack: e.stack },
    };
  }
  // The header is copied out of Buffer's shared pool: a view's whole buffer would be cloned.
  const header = reply.error === undefined ? reply.written?.header : undefined;
  parentPort!.postMessage(reply, header ? [header.buffer as ArrayBuffer] : []);
}
