/**
 * Compression for output folders without `.br`/`.gz` siblings (the default build writes none, as
 * hosts compress for themselves): a text file is compressed the first time a client asks for it in
 * an encoding, and the result is kept in memory, so a page costs one brotli run however often it
 * is fetched. Memory is bounded by a byte budget (`serve --compress-cache`): the least recently
 * used copies go first (byte-budget-cache.ts). A folder built with `--precompress` is served from
 * its siblings instead, and so is any file that has one.
 *
 * Each encoding is its own representation: its own ETag (so a 304 is never answered for bytes the
 * client does not hold) and its own Content-Length. The file's size and modification time are read
 * on every request, so a file rewritten in place is compressed again, not served stale.
 */
import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { brotli, gzip, isCompressible } from '../output/precompress.ts';
import { ByteBudgetCache, DEFAULT_COMPRESS_CACHE_BYTES } from './byte-budget-cache.ts';
import { acceptedEncodings, type Encoding } from './compression.ts';
import { withCharset } from './response-headers.ts';

/** A compressed copy of one file in one encoding. */
export interface CompressedEntry {
  /** `size-mtime` of the file the body was made from. */
  version: string;
  /** Undefined when compressing did not make the file smaller: it is sent as it is. */
  body: Promise<Buffer | undefined>;
}

export type CompressCache = ByteBudgetCache<CompressedEntry>;

/** Dot files are not served (sirv leaves them out of its list), `.well-known/` excepted. */
const HIDDEN = /\/\.(?!well-known\/)/;

export type CompressingResponder = (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;

/**
 * Returns a responder that answers (and returns true) when `pathname` names a compressible file
 * of `files` (paths below `root` with a leading `/`, as listed) that has no sibling, and the
 * client accepts brotli or gzip; otherwise it returns false and leaves the request to sirv.
 * Compressed copies are kept in `cache`, which a server shares between the folders it serves in
 * turn, so that one budget holds for the whole process.
 */
export function compressOnRequest(root: string, files: ReadonlySet<string>, cache: CompressCache = new ByteBudgetCache(DEFAULT_COMPRESS_CACHE_BYTES)): CompressingResponder {
  const compressed = (file: string, stats: Stats, encoding: Encoding): Promise<Buffer | undefined> => {
    // The root is in the key: after a swap the same name is another folder's file.
    const key = `${encoding}:${root}${file}`;
    const version = `${stats.size}-${stats.mtimeMs}`;
    const hit = cache.get(key);
    if (hit?.version === version) return hit.body;
    const entry: CompressedEntry = { version, body: Promise.resolve(undefined) };
    entry.body = readFile(path.join(root, file)).then(async (data) => {
      const body = await (encoding === 'br' ? brotli(data) : gzip(data));
      const smaller = body.length < data.length ? body : undefined;
      cache.resize(key, entry, smaller?.length ?? 0);
      return smaller;
    });
    // A read that fails (the file went away) is not remembered.
    entry.body.catch(() => cache.get(key) === entry && cache.delete(key));
    cache.set(key, entry);
    return entry.body;
  };

  return (req, res, pathname) => {
    const file = resolveFile(files, pathname);
    if (!file || !isCompressible(file) || HIDDEN.test(file) || files.has(`${file}.br`) || files.has(`${file}.gz`)) return false;
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    if (!encoding) return false;
    const stats = statSync(path.join(root, file), { throwIfNoEntry: false });
    if (!stats?.isFile()) return false;

    compressed(file, stats, encoding).then(
      (body) => send(req, res, path.join(root, file), stats, encoding, body),
      () => {
        if (!res.headersSent) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      },
    );
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, encoding: Encoding, body: Buffer | undefined): void {
  if (res.headersSent || res.destroyed) return;
  // Not smaller compressed: the file as it is, with the ETag sirv gives it.
  const tag = body ? `W/"${stats.size}-${stats.mtime.getTime()}-${encoding}"` : `W/"${stats.size}-${stats.mtime.getTime()}"`;
  if (req.headers['if-none-match'] === tag) {
    res.writeHead(304, { ETag: tag }).end();
    return;
  }
  const headers = {
    'Content-Type': contentType(file),
    'Last-Modified': stats.mtime.toUTCString(),
    ETag: tag,
    ...(body ? { 'Content-Encoding': encoding, 'Content-Length': body.length } : { 'Content-Length': stats.size }),
  };
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body) {
    res.end(body);
    return;
  }
  readFile(file).then(
    (data) => res.end(data),
    () => res.destroy(),
  );
}

/** The type sirv gives the file as it is (the same representation, encoded), corrected as response-headers.ts does. */
function contentType(file: string): string {
  const type = lookup(file);
  if (!type) return 'application/octet-stream';
  return type === 'text/html' ? 'text/html;charset=utf-8' : withCharset(type);
}

/** sirv's lookup with `extensions: ['html']`: `/a` is `/a`, `/a.html`, `/a/index` or `/a/index.html`. */
export function resolveFile(files: ReadonlySet<string>, pathname: string): string | undefined {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const candidate of [uri, `${uri}/index`, `${uri}.html`, `${uri}/index.html`]) {
    if (candidate && files.has(candidate)) return candidate;
  }
  return undefined;
}
