/**
 * Serves a built site as a production static host would: clean URLs (`.html` and `/index.html`
 * redirected to the clean path), the not-found page with HTTP 404, brotli or gzip (from the
 * build's siblings if it wrote them, else compressed on first request), a year of caching for
 * hashed assets and revalidation for the rest, ETag/304 and the other conditional requests, one
 * byte range, HEAD, and 400/405 for requests no static site should get.
 *
 * The output folder is listed once (output-folder.ts) and only files of that list are served, so
 * no request can name anything else. A file is opened when its request is answered and sent from
 * that descriptor (file-response.ts), so a build swapping a new folder in never cuts a response
 * short. Because the list is taken once, a handler serves one state of the folder: create a new
 * one after a rebuild (`StaticServer.refresh()` does, and does it by itself when a build swaps a
 * new folder in).
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { statSync } from 'node:fs';
import path from 'node:path';
import { isPrecompressedSibling } from '../output/precompress.ts';
import { ByteBudgetCache, DEFAULT_COMPRESS_CACHE_BYTES } from './byte-budget-cache.ts';
import { cleanRedirect } from './clean-urls.ts';
import { compressOnRequest, contentType, HIDDEN, resolveFile, type CompressCache } from './compress-on-request.ts';
import { acceptedEncodings, type Encoding } from './compression.ts';
import { openFile, sendOpenedFile } from './file-response.ts';
import { hostPolicy, refuseHost } from './host-check.ts';
import { createNotFound } from './not-found.ts';
import { inspectOutputFolder, isPlainFileBelow, outputFolderOnDisk, type OutputFolder } from './output-folder.ts';
import { ALLOWED_METHODS, dropUnusableRange, filePathFor, guardRequest } from './request-guard.ts';
import { prefersMarkdown, twinOfPagePath } from './markdown-negotiation.ts';
import { setCommonHeaders } from './response-headers.ts';

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
  /**
   * Offered a request whose listed file has gone from disk (a build is swapping folders): return
   * true to take it over and route it again once the new folder is listed; false, and it gets 404.
   */
  onVanished?: (req: IncomingMessage, res: ServerResponse) => boolean;
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
  /**
   * Look each requested file up on disk rather than list the folder up front (`outputFolderOnDisk`):
   * for a folder only docsgen writes, `serve`'s own, which it lists again after every whole build.
   */
  onDisk?: boolean;
}

/**
 * A request handler for the output folder as it is now. Throws a UserError if the folder is
 * missing or holds links (see output-folder.ts).
 */
export function createStaticHandler(outDir: string, options: StaticHandlerOptions = {}): StaticHandler {
  const identity = folderIdentity(outDir);
  const listing = options.onDisk ? undefined : inspectOutputFolder(outDir);
  const folder: OutputFolder = listing ?? outputFolderOnDisk(outDir);
  const notFound = createNotFound(folder.root);
  const compressed = options.compress === false || !listing ? undefined : compressOnRequest(listing.root, listing.files, options.compressCache);
  const reportError = options.reportError ?? ((error) => console.error(error));
  const rewritten = new Set<string>();
  const liveFolders = (options.liveFolders ?? []).map((folder) => `/${folder.replace(/^\/+|\/+$/g, '')}/`);
  // For files looked up at each request (rewritten ones, live folders).
  const onDisk = { has: (file: string) => isPlainFileBelow(folder.root, file) };

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
    // brotli bytes would go to a client that never said it reads brotli.
    if (isPrecompressedSibling(verdict.decoded)) {
      notFound(req, res);
      return;
    }
    // In path form, so that a request routed again (below) is read the same way.
    req.url = verdict.pathname + verdict.search;
    dropUnusableRange(req.headers);
    const encodings = acceptedEncodings(req.headers['accept-encoding']);
    req.headers['accept-encoding'] = encodings.join(', ');
    // A file listed but gone from disk: the folder was swapped since it was listed. The owner of
    // the handler lists the new folder and routes the request again; without one, 404.
    const gone = () => {
      options.onStale?.();
      if (!options.onVanished?.(req, res)) notFound(req, res);
    };
    // Looked up as links/output-files.ts does (decodeURI), which the link gate's verdicts rely on.
    let lookup = decodeURI(verdict.pathname);
    const twin = twinOfPagePath(lookup);
    const listed = twin !== undefined && folder.files.has(twin);
    if (listed) res.setHeader('Vary', 'Accept-Encoding, Accept');
    if (twin !== undefined && prefersMarkdown(req.headers.accept) && (listed || onDisk.has(twin))) {
      lookup = twin;
      req.url = encodeURI(twin) + verdict.search;
    }
    // Looked up on disk, every file is as fresh as a rewritten one.
    const fresh = !listing || (rewritten.size > 0 && isRewritten(rewritten, lookup)) || liveFolders.some((folder) => lookup.startsWith(folder));
    if (!fresh && compressed?.(req, res, lookup, gone)) return;
    const found = fresh ? representation(onDisk, lookup, []) : representation(folder.files, lookup, encodings);
    if (!found) {
      // Looked up on disk, mid-swap: the folder is gone for a moment, or is the next build's. Its owner routes the request again.
      if (!listing && folderIdentity(outDir) !== identity) return gone();
      return notFound(req, res);
    }
    openFile(path.join(folder.root, found.file)).then(
      (opened) => (opened ? sendOpenedFile(req, res, opened, found.headers, found.encoding) : gone()),
      (error: unknown) => {
        reportError(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not read the file\n');
      },
    );
  };

  return {
    folder,
    listsCurrentFolder() {
      const now = folderIdentity(outDir);
      return now === undefined || now === identity;
    },
    rewritten(files) {
      if (listing) for (const file of files) rewritten.add(file.replace(/\\/g, '/').replace(/^\//, ''));
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

interface Found {
  /** The file to send, below the root with a leading `/`: the page, or its `.br`/`.gz` sibling. */
  file: string;
  encoding?: Encoding;
  headers: OutgoingHttpHeaders;
}

/**
 * The file that answers `pathname` among `files`, as the client accepts it: the build's brotli or
 * gzip sibling when there is one, else the file itself. Dot files are never answered.
 */
function representation(files: Pick<ReadonlySet<string>, 'has'>, pathname: string, encodings: readonly Encoding[]): Found | undefined {
  const file = resolveFile(files, pathname);
  if (!file || HIDDEN.test(file)) return undefined;
  const headers = { 'Content-Type': typeOf(file) };
  for (const encoding of encodings) {
    const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (files.has(sibling)) return { file: sibling, encoding, headers: { ...headers, 'Content-Encoding': encoding } };
  }
  return { file, headers };
}

/**
 * A `.gz`/`.br` file served by its own name (`/data.tar.gz`, not a page's sibling) is a download,
 * not a page in transit: labelled as such, with no Content-Encoding the browser would undo.
 */
function typeOf(file: string): string {
  if (file.endsWith('.gz')) return 'application/gzip';
  if (file.endsWith('.br')) return 'application/octet-stream';
  return contentType(file);
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
  const route = (req: IncomingMessage, res: ServerResponse) => {
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
  };
  const onVanished = retryLater(route);
  const make = () =>
    createStaticHandler(outDir, { compressCache, onVanished, onStale: () => (stale = true), ...(options.reportError ? { reportError: options.reportError } : {}) });
  let current = make();
  let identity = folderIdentity(outDir);

  const refresh = () => {
    current = make();
    identity = folderIdentity(outDir);
    stale = false;
  };
  const server = createServer((req, res) => {
    if (hosts && !hosts.allows(req)) return refuseHost(res, hosts);
    route(req, res);
  }) as StaticServer;
  Object.defineProperty(server, 'folder', { get: () => current.folder });
  server.refresh = refresh;
  return server;
}

/** Delays before routing a request again, in ms: a swap leaves the name empty for an instant only. */
const RETRY_DELAYS = [2, 5, 10, 25, 50, 100];

/**
 * An `onVanished` that routes a request again a moment later (by then the new folder is in place
 * and is listed), a few times at most: a file missing from the new folder too gets its 404.
 */
export function retryLater(route: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => boolean {
  const tries = new WeakMap<IncomingMessage, number>();
  return (req, res) => {
    const tried = tries.get(req) ?? 0;
    const delay = RETRY_DELAYS[tried];
    if (delay === undefined || res.destroyed) return false;
    tries.set(req, tried + 1);
    setTimeout(() => route(req, res), delay);
    return true;
  };
}

function folderIdentity(dir: string): string | undefined {
  const stats = statSync(dir, { throwIfNoEntry: false });
  return stats ? `${stats.dev}:${stats.ino}` : undefined;
}
