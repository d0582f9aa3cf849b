/**
 * Serves a built site as a production static host would: clean URLs (`.html` and `/index.html`
 * redirected to the clean path), the not-found page with HTTP 404, brotli or gzip (from the
 * build's siblings if it wrote them, else compressed on first request), a year of caching for hashed assets and revalidation for the
 * rest, ETag/304, HEAD, and 400/405 for requests no static site should get.
 *
 * Reading files is sirv's job, with `dev: false`: it lists the output folder once and serves only
 * files from that list, so no request can name anything else. This module routes and sets headers
 * around it. Because the list is taken once, a handler serves one state of the folder: create a
 * new one after a rebuild (`StaticServer.refresh()` does, and does it by itself when a build
 * swaps a new folder in).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { isPrecompressedSibling } from '../output/precompress.ts';
import { cleanRedirect } from './clean-urls.ts';
import { ByteBudgetCache, DEFAULT_COMPRESS_CACHE_BYTES } from './byte-budget-cache.ts';
import { compressOnRequest, type CompressCache } from './compress-on-request.ts';
import { acceptedEncodings } from './compression.ts';
import { createNotFound } from './not-found.ts';
import { hostPolicy, refuseHost } from './host-check.ts';
import { inspectOutputFolder, type OutputFolder } from './output-folder.ts';
import { ALLOWED_METHODS, dropUnusableRange, guardRequest } from './request-guard.ts';
import { correctFileHeaders, setCommonHeaders } from './response-headers.ts';

export interface StaticHandler {
  handle(req: IncomingMessage, res: ServerResponse): void;
  readonly folder: OutputFolder;
  /**
   * Files written again in place since the folder was listed (paths in it, same names: a doc saved
   * in `serve`): from now on served as they are on disk, not as listed. Listing the folder again
   * instead cost each save 55 ms at 1,000 pages, ten times that at 10,000.
   */
  rewritten(files: readonly string[]): void;
  /**
   * Whether the output folder is still the one this handler listed (or is missing, mid-swap). A
   * build swaps a new folder in under the same name: the list's sizes are then another folder's,
   * and a file served by them would be cut short.
   */
  listsCurrentFolder(): boolean;
}

export interface StaticHandlerOptions {
  /** Called when a listed file has gone from disk: the folder changed since the handler was made. */
  onStale?: () => void;
  /** Where a bug in the server is reported (the request gets a 500, the server keeps running). */
  reportError?: (error: unknown) => void;
  /** Compress text files that have no `.br`/`.gz` sibling (default true; `serve`'s own builds skip it). */
  compress?: boolean;
  /**
   * Folders (paths in the output) whose files are looked up on disk at each request, not listed:
   * `serve` rewrites its search index in place, and listing the output again after each re-index
   * held its main thread for a second at 10,000 pages.
   */
  liveFolders?: readonly string[];
  /** Where files compressed on request are kept (default: a cache of its own, of the default budget). */
  compressCache?: CompressCache;
}

/**
 * A request handler for the output folder as it is now. Throws a UserError if the folder is
 * missing or holds links (see output-folder.ts).
 */
export function createStaticHandler(outDir: string, options: StaticHandlerOptions = {}): StaticHandler {
  const identity = folderIdentity(outDir);
  const folder = inspectOutputFolder(outDir);
  const serveFile = sirv(folder.root, { dev: false, etag: true, extensions: ['html'], brotli: true, gzip: true });
  const notFound = createNotFound(folder.root);
  const compressed = options.compress === false ? undefined : compressOnRequest(folder.root, folder.files, options.compressCache);
  const reportError = options.reportError ?? ((error) => console.error(error));
  const rewritten = new Set<string>();
  const liveFolders = (options.liveFolders ?? []).map((folder) => `/${folder.replace(/^\/+|\/+$/g, '')}/`);
  // Looks each file up on disk at each request (sirv's `dev`); only ever asked for rewritten files
  // and those in live folders.
  let serveFromDisk: ReturnType<typeof sirv> | undefined;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const verdict = guardRequest(req.method, req.url);
    if (!verdict.ok) {
      const body = Buffer.from(`${verdict.reason}\n`);
      res.writeHead(verdict.status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': body.length,
        'X-Content-Type-Options': 'nosniff',
        ...(verdict.status === 405 ? { Allow: ALLOWED_METHODS } : {}),
      });
      res.end(body);
      return;
    }
    setCommonHeaders(res, verdict.decoded);
    const location = cleanRedirect(verdict.pathname, verdict.search);
    if (location !== undefined) {
      res.writeHead(301, { Location: location, 'Content-Length': 0 }).end();
      return;
    }
    // The build's `.br`/`.gz` siblings are encodings of a page, not addresses: asked for by name,
    // sirv would send brotli bytes to a client that never said it reads brotli.
    if (isPrecompressedSibling(verdict.decoded)) {
      notFound(req, res);
      return;
    }
    // sirv parses `req.url` itself: give it the path form even for an absolute-form request.
    req.url = verdict.pathname + verdict.search;
    dropUnusableRange(req.headers);
    // sirv looks for "br" and "gzip" anywhere in the header, so `br;q=0` would still get brotli:
    // it is handed only the codings the client accepts.
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ');
    const fresh = (rewritten.size > 0 && isRewritten(rewritten, verdict.decoded)) || liveFolders.some((folder) => verdict.decoded.startsWith(folder));
    if (!fresh && compressed?.(req, res, verdict.decoded)) return;
    correctFileHeaders(res, verdict.decoded);
    // sirv pipes a read stream into the response without an error listener: a file deleted since
    // the folder was listed would throw from an unhandled 'error' event and stop the process.
    res.once('pipe', (source: Readable) => {
      source.once('error', (error: NodeJS.ErrnoException) => {
        res.destroy();
        if (error.code === 'ENOENT') options.onStale?.();
      });
    });
    const serve = fresh ? (serveFromDisk ??= sirv(folder.root, { dev: true, etag: true, extensions: ['html'] })) : serveFile;
    serve(req, res, () => notFound(req, res));
  };

  return {
    folder,
    listsCurrentFolder() {
      const now = folderIdentity(outDir);
      return now === undefined || now === identity;
    },
    rewritten(files) {
      for (const file of files) rewritten.add(file.replace(/\\/g, '/').replace(/^\//, ''));
    },
    handle(req, res) {
      try {
        handle(req, res);
      } catch (error) {
        reportError(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error\n');
        else res.destroy();
      }
    },
  };
}

/** Whether the file a request path resolves to (as sirv resolves it: as is, `.html`, `/index.html`) was rewritten. */
function isRewritten(rewritten: ReadonlySet<string>, pathname: string): boolean {
  const file = pathname.replace(/^\/+|\/+$/g, '');
  return rewritten.has(file) || rewritten.has(`${file}.html`) || rewritten.has(file ? `${file}/index.html` : 'index.html');
}

export interface StaticServer extends Server {
  /** The folder being served, as last listed. */
  readonly folder: OutputFolder;
  /** Lists the output folder again, for a rebuild; throws (and keeps the old list) if it cannot be served. */
  refresh(): void;
}

/**
 * An HTTP server for the output folder (call `listen` on it). Builds replace the output folder by
 * renaming a new one into place, so a change in the folder's identity (device and inode) means a
 * new build: the next request lists it again, and `docsgen build` while `serve --no-watch` runs
 * just works. One `stat` per request; if the new folder cannot be served, the old list stays.
 */
export interface StaticServerOptions extends Pick<StaticHandlerOptions, 'reportError'> {
  /**
   * The address the server will listen on (`--host`), for the DNS rebinding check of
   * host-check.ts: bound to loopback, only loopback names are answered. Bound beyond it (`--host
   * 0.0.0.0`, a LAN address) every Host is answered: the user chose to expose the site, and what
   * it serves is the build they deploy anyway. Undefined: no check (the caller binds it elsewhere).
   */
  host?: string;
  /** The byte budget of files compressed on request, shared by every folder served in turn. */
  compressCacheBytes?: number;
}

export function createStaticServer(outDir: string, options: StaticServerOptions = {}): StaticServer {
  const hosts = options.host === undefined ? undefined : hostPolicy({ bindHost: options.host, exposed: 'any' });
  const warn = options.reportError ?? ((error) => console.warn(error instanceof Error ? error.message : error));
  let stale = false;
  const compressCache: CompressCache = new ByteBudgetCache(options.compressCacheBytes ?? DEFAULT_COMPRESS_CACHE_BYTES);
  const make = () => createStaticHandler(outDir, { compressCache, onStale: () => (stale = true), ...(options.reportError ? { reportError: options.reportError } : {}) });
  let current = make();
  let identity = folderIdentity(outDir);

  const refresh = () => {
    current = make();
    identity = folderIdentity(outDir);
    stale = false;
  };
  const server = createServer((req, res) => {
    if (hosts && !hosts.allows(req)) return refuseHost(res, hosts);
    const now = folderIdentity(outDir);
    if (stale || (now !== undefined && now !== identity)) {
      try {
        refresh();
      } catch (error) {
        // Missing (a build is swapping folders) or unservable: keep the last good list, and try
        // again when the folder changes again rather than on every request.
        stale = false;
        if (now !== undefined) {
          identity = now;
          warn(error);
        }
      }
    }
    current.handle(req, res);
  }) as StaticServer;
  Object.defineProperty(server, 'folder', { get: () => current.folder });
  server.refresh = refresh;
  return server;
}

function folderIdentity(dir: string): string | undefined {
  const stats = statSync(dir, { throwIfNoEntry: false });
  return stats ? `${stats.dev}:${stats.ino}` : undefined;
}
