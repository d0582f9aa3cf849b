/**
 * The scan's second thread (scan-thread.ts): reads the docs of the folders it is given, their
 * texts into the regions of the build's spill it was granted, and answers with the docs.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { isUserError } from '../errors.ts';
import { readDocFile, type SourceDoc } from './scan.ts';
import type { ReadRequest, ThreadData, ThreadMessage, ThreadReply } from './scan-thread.ts';
import { RegionWriter } from './text-spill.ts';

const { options, grants } = workerData as ThreadData;
const writer = new RegionWriter();
for (const grant of grants) writer.grant(grant);

parentPort!.on('message', (message: ThreadMessage) => {
  if (message.type === 'grant') writer.grant(message.grant);
  else parentPort!.postMessage(read(message));
});
parentPort!.postMessage({ type: 'ready' } satisfies ThreadReply);

function read({ id, dir, dirSegments, names }: ReadRequest): ThreadReply {
  const docs: SourceDoc[] = [];
  const offsets: (number | null)[] = [];
  const inline: (Uint8Array | null)[] = [];
  try {
    for (const name of names) {
      let offset: number | undefined;
      let text: Uint8Array | undefined;
      const doc = readDocFile(options, path.join(dir, name), dirSegments, name, (own, bytes) => {
        offset = writer.write(bytes);
        // No room granted: the text crosses with its doc (copied: the read buffer is reused).
        if (offset === undefined) text = bytes.slice();
        own.source = '';
      });
      docs.push(doc);
      offsets.push(offset ?? null);
      inline.push(text ?? null);
    }
    writer.flush();
    return { type: 'read', id, docs, offsets, inline, left: writer.left() };
  } catch (error) {
    const { message, file, line, details } = error as { message: string; file?: string; line?: number; details?: readonly string[] };
    const said = isUserError(error) ? { message, details: details ?? [], ...(file !== undefined ? { file } : {}), ...(line !== undefined ? { line } : {}) } : { message };
    return { type: 'failed', id, error: said };
  }
}
