/**
 * The output thread (see page-output.ts): writes the batches of files the main thread renders,
 * in order, and answers each with the scans of its pages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FileWriter } from './write-files.ts';
import type { WriteBatch, WriteReply } from './page-output.ts';

const writer = new FileWriter((workerData as { root: string }).root);

parentPort!.on('message', (batch: WriteBatch) => {
  let reply: WriteReply;
  try {
    reply = { id: batch.id, scans: writer.write(batch.jobs) };
  } catch (error) {
    const { message, stack, code } = error as NodeJS.ErrnoException;
    reply = { id: batch.id, error: { message, ...(stack ? { stack } : {}), ...(code ? { code } : {}) } };
  }
  parentPort!.postMessage(reply);
});
