/**
 * Sending one file of the output folder, from a descriptor opened when the request is answered.
 * A build swaps a new folder in under the same name, and the folder it replaced is then moved
 * away and deleted or reused; a file opened by its path later in the response (as sirv did, from
 * a list of sizes taken earlier) could be the other folder's file or none at all, and the client
 * got a reset or a body of the wrong length. So the file is opened first, its size and date are
 * taken from the open descriptor, and the body is read from that descriptor only: whatever is
 * renamed or unlinked meanwhile, the response is that one file, whole.
 *
 * Conditional requests (conditional.ts) and one byte range are answered here too. Files sent as
 * they are get strong ETags (size, modification time and encoding: a `.br` sibling is another
 * representation from the file it encodes), so that If-Range can name them.
 */
import type { Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { Encoding } from './compression.ts';
import { isNotModified, rangeApplies, type Validators } from './conditional.ts';

export interface OpenedFile {
  handle: FileHandle;
  /** Of the descriptor: the file being sent, whatever its path names now. */
  stats: Stats;
}

/** Errors that mean the path names no file now: a swap is under way, or the file was removed. */
const GONE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** The file opened for reading, or undefined when the path names no regular file now. */
export async function openFile(file: string): Promise<OpenedFile | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (GONE.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
  } catch (error) {
    await handle.close();
    throw error;
  }
  await handle.close();
  return undefined;
}

/** A strong ETag: the same size, time to the millisecond and encoding are taken as the same bytes. */
export function fileTag(stats: Stats, encoding?: Encoding): string {
  return `"${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
}

/**
 * Answers a GET or HEAD with an opened file (and closes it): 304 when the client's copy is
 * current, 206 for one byte range the client may have, 416 for a range past the end, else 200.
 * `headers` are the representation's own: Content-Type, and Content-Encoding for a sibling.
 */
export function sendOpenedFile(req: IncomingMessage, res: ServerResponse, { handle, stats }: OpenedFile, headers: OutgoingHttpHeaders, encoding?: Encoding): void {
  const close = () => void handle.close().catch(() => {});
  if (res.destroyed) return close();
  const validators: Validators = { etag: fileTag(stats, encoding), lastModified: stats.mtime };
  const common = { ETag: validators.etag, 'Last-Modified': stats.mtime.toUTCString() };
  if (isNotModified(req.headers, validators)) {
    res.writeHead(304, common).end();
    return close();
  }
  const range = req.headers.range !== undefined && rangeApplies(req.headers, validators) ? byteRange(req.headers.range, stats.size) : undefined;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0 }).end();
    return close();
  }
  const [start, end] = range ?? [0, stats.size - 1];
  res.writeHead(range ? 206 : 200, {
    ...headers,
    ...common,
    'Accept-Ranges': 'bytes',
    'Content-Length': end - start + 1,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${stats.size}` } : {}),
  });
  if (req.method === 'HEAD' || stats.size === 0) {
    res.end();
    return close();
  }
  if (end - start + 1 <= WHOLE_READ_BYTES) {
    // Read at once: the next build reuses the replaced folder and rewrites its files in place,
    // so a page still streaming from it then could end short. A page is read before that can be.
    void readRange(handle, start, end).then(
      (body) => res.end(body),
      () => res.destroy(),
    ).finally(close);
    return;
  }
  // pipeline destroys both sides on a failure, and the stream closes the descriptor when done.
  pipeline(handle.createReadStream({ start, end, autoClose: true }), res, (error) => {
    if (error) res.destroy();
  });
}

/**
 * Answers a GET or HEAD with a body held in memory (a file compressed on request), under a
 * validator of its own. No byte ranges: a server may always send the whole representation.
 */
export function sendBody(req: IncomingMessage, res: ServerResponse, body: Buffer, validators: Validators, headers: OutgoingHttpHeaders): void {
  if (res.destroyed || res.headersSent) return;
  const common = { ETag: validators.etag, 'Last-Modified': validators.lastModified.toUTCString() };
  if (isNotModified(req.headers, validators)) {
    res.writeHead(304, common).end();
    return;
  }
  res.writeHead(200, { ...headers, ...common, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Bodies up to this size are read whole as the response starts (every page; most images). */
const WHOLE_READ_BYTES = 512 * 1024;

async function readRange(handle: FileHandle, start: number, end: number): Promise<Buffer> {
  const body = Buffer.allocUnsafe(end - start + 1);
  let filled = 0;
  while (filled < body.length) {
    const { bytesRead } = await handle.read(body, filled, body.length - filled, start + filled);
    if (bytesRead === 0) throw new Error('the file ended before its size');
    filled += bytesRead;
  }
  return body;
}

/** `bytes=start-[end]` (request-guard.ts lets no other form through) within a file of `size` bytes. */
function byteRange(header: string, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header);
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return [start, end];
}
