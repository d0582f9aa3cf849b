/**
 * Compression for output folders without `.br`/`.gz` siblings (the default build writes none, as
 * hosts compress for themselves): a text file is compressed the first time a client asks for it in
 * an encoding, and the result is kept in memory, so a page costs one brotli run however often it
 * is fetched. Memory is bounded by a byte budget (`serve --compress-cache`): the least recently
 * used copies go first (byte-budget-cache.ts). A folder built with `--precompress` is served from
 * its siblings instead, and so is any file that has one.
 *
 * Each encoding is its own representation: its own ETag (so a 304 is never answered for bytes the
 * client does not hold) and its own Content-Length. The file is opened on every request and its
 * size and modification time read from the descriptor, so a file rewritten in place is compressed
 * again, not served stale, and a copy is always made from the file whose validators it carries.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { brotli, gzip, isCompressible } from '../output/precompress.ts';
import { ByteBudgetCache, DEFAULT_COMPRESS_CACHE_BYTES } from './byte-budget-cache.ts';
import { acceptedEncodings, type Encoding } from './compression.ts';
import { openFile, sendBody, sendOpenedFile, type OpenedFile } from './file-response.ts';
import { withCharset } from './response-headers.ts';

/** A compressed copy of one file in one encoding. */
export interface CompressedEntry {
  /** `size-mtime` of the file the body was made from. */
  version: string;
  /** Undefined when compressing did not make the file smaller: it is sent as it is. */
  body: Promise<Buffer | undefined>;
}

export type CompressCache = ByteBudgetCache<CompressedEntry>;

/** Dot files are not served, `.well-known/` excepted. */
export const HIDDEN = /\/\.(?!well-known\/)/;

/**
 * Answers (and returns true) or leaves the request (false). `gone` is called instead of answering
 * when the listed file is not on disk any more (a swap under way): the caller routes it again.
 */
export type CompressingResponder = (req: IncomingMessage, res: ServerResponse, pathname: string, gone: () => void) => boolean;

/**
 * Returns a responder that answers when `pathname` names a compressible file of `files` (paths
 * below `root` with a leading `/`, as listed) that has no sibling, and the client accepts brotli
 * or gzip. Compressed copies are kept in `cache`, which a server shares between the folders it
 * serves in turn, so that one budget holds for the whole process.
 */
export function compressOnRequest(root: string, files: ReadonlySet<string>, cache: CompressCache = new ByteBudgetCache(DEFAULT_COMPRESS_CACHE_BYTES)): CompressingResponder {
  /** The copy for the file opened; read from its descriptor, so it is that file's, whole. */
  const compressed = (file: string, opened: OpenedFile, encoding: Encoding): Promise<Buffer | undefined> => {
    // The root is in the key: a file of another folder under the same name is another file.
    const key = `${encoding}:${root}${file}`;
    const version = `${opened.stats.size}-${opened.stats.mtimeMs}-${opened.stats.ino}`;
    const hit = cache.get(key);
    if (hit?.version === version) return hit.body;
    const entry: CompressedEntry = { version, body: Promise.resolve(undefined) };
    entry.body = opened.handle.readFile().then(async (data) => {
      const body = await (encoding === 'br' ? brotli(data) : gzip(data));
      const smaller = body.length < data.length ? body : undefined;
      cache.resize(key, entry, smaller?.length ?? 0);
      return smaller;
    });
    // A read that fails is not remembered.
    entry.body.catch(() => cache.get(key) === entry && cache.delete(key));
    cache.set(key, entry);
    return entry.body;
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, file: string, encoding: Encoding, gone: () => void) => {
    const opened = await openFile(path.join(root, file));
    if (!opened) return gone();
    let body: Buffer | undefined;
    try {
      body = await compressed(file, opened, encoding);
    } catch (error) {
      await opened.handle.close();
      throw error;
    }
    const type = { 'Content-Type': contentType(file) };
    // Not smaller compressed: the file as it is, as any other file is sent.
    if (!body) return sendOpenedFile(req, res, opened, type);
    await opened.handle.close();
    // Weak: the bytes are brotli's or gzip's of the file, not promised to be the same bytes from
    // another build of docsgen; its own tag per encoding, so no 304 ever confirms other bytes.
    const { size, mtimeMs } = opened.stats;
    const etag = `W/"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}-${encoding}"`;
    sendBody(req, res, body, { etag, lastModified: opened.stats.mtime }, { ...type, 'Content-Encoding': encoding });
  };

  return (req, res, pathname, gone) => {
    const file = resolveFile(files, pathname);
    if (!file || !isCompressible(file) || HIDDEN.test(file) || files.has(`${file}.br`) || files.has(`${file}.gz`)) return false;
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    if (!encoding) return false;
    answer(req, res, file, encoding, gone).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not read the file\n');
      else res.destroy();
    });
    return true;
  };
}

/** The type of the file as it is (the same representation, encoded), with a charset on text. */
export function contentType(file: string): string {
  const type = lookup(file);
  if (!type) return 'application/octet-stream';
  return type === 'text/html' ? 'text/html;charset=utf-8' : withCharset(type);
}

/** `/a` is `/a`, `/a/index`, `/a.html` or `/a/index.html` (the order sirv used, which links/output-files.ts follows). */
export function resolveFile(files: Pick<ReadonlySet<string>, 'has'>, pathname: string): string | undefined {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const candidate of [uri, `${uri}/index`, `${uri}.html`, `${uri}/index.html`]) {
    if (candidate && files.has(candidate)) return candidate;
  }
  return undefined;
}
