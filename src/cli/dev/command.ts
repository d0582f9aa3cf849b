/**
 * `docsgen serve` (watch mode): builds the site with drafts and React's development build into a
 * folder of its own (never `build/`, which stays what you deploy), serves it, rebuilds on change
 * and tells open pages over server-sent events. The server listens at once and serves the last
 * session's output, if any, while the first build runs. A whole build's search index is written
 * after its pages are served (session.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { LOCAL_INDEX_DIR } from '../../runtime/search/types.ts';
import { cacheRoot, routeFiles, type RenderablePages } from '../build/build.ts';
import type { CompilePool } from '../markdown/compile-pool.ts';
import { UserError } from '../errors.ts';
import { besideProgress, noProgress, progressFor, type BuildProgress } from '../output/progress.ts';
import { consoleLogger, type Logger } from '../output/report.ts';
import { hostPolicy, refuseHost } from '../serve/host-check.ts';
import { isLoopback, listen, urlFor } from '../serve/listen.ts';
import { openBrowser } from '../serve/open-browser.ts';
import { createStaticHandler, retryLater, type StaticHandler, type StaticHandlerOptions } from '../serve/static-server.ts';
import { EVENTS_PATH, LiveChannel } from './live-channel.ts';
import { earlyPages } from './early-pages.ts';
import { DevSession } from './session.ts';
import { classify, startWatcher, watchedPaths, type SiteWatcher } from './watch.ts';

export interface DevServerOptions {
  siteDir: string;
  port: string;
  host: string;
  open?: boolean;
  portExplicit?: boolean;
  logger?: Logger;
  /** Where the dev build goes (default: docsgen's cache folder of the site). */
  devDir?: string;
  /** A compile thread already loading the pipeline, for the first build (the CLI starts it first thing). */
  compilePool?: CompilePool;
  /** A whole build writes its pages once this settles (tests hold it to see what is served before). */
  pagesHeld?: Promise<unknown>;
  /** Docs from which the first build shows provisional pages (tests ask for fewer than the build's default). */
  provisionalFrom?: number;
  /** The first build compiles its docs once this settles (tests hold it to see the provisional pages). */
  docsHeld?: Promise<unknown>;
}

export interface DevServer {
  server: Server;
  url: string;
  session: DevSession;
  /** Resolves when the first build has finished, and its search index after it (successfully or not). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export async function runDevServer(options: DevServerOptions): Promise<DevServer> {
  // The pages are rendered by React's production build, as `docsgen build` does: the same HTML, in
  // less time per edit (measured 25 → 22 ms per doc update). The browser still runs development
  // React, which reports hydration mismatches and the rest.
  process.env.NODE_ENV ??= 'production';
  // On the console, a whole build shows its progress (the first takes half a minute at 10,000 pages).
  let progress: BuildProgress = noProgress;
  const logger = options.logger ?? besideProgress(consoleLogger, () => progress);
  const wholeBuildProgress = options.logger ? undefined : () => (progress = progressFor(process.stderr));
  const siteDir = path.resolve(options.siteDir);
  const devDir = options.devDir ?? path.join(cacheRoot(siteDir), 'serve');
  const port = /^\d+$/.test(options.port) ? Number(options.port) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new UserError(`--port: expected a number from 0 to 65535, got "${options.port}"`);

  const channel = new LiveChannel();
  let watcher: SiteWatcher | undefined;
  // A file gone mid-swap: its request is routed again a moment later, to the new folder's listing.
  const onVanished = retryLater((req, res) => serveFile(req, res));
  let files = tryHandler(devDir, onVanished);
  let lastError: string | undefined;
  /** Before any output is served: the pages of the build that will make it, rendered on request. */
  let early: Handler | undefined;
  /** Requests that came before there was anything to answer them with, answered when there is. */
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const wait: Handler = (req, res) => void waiting.push([req, res]);
  const answerWaiting = (answer: Handler) => {
    for (const [req, res] of waiting.splice(0)) answer(req, res);
  };
  const session = new DevSession(
    { siteDir, outDir: devDir, logger, ...(options.compilePool ? { compilePool: options.compilePool } : {}), ...(wholeBuildProgress ? { progress: wholeBuildProgress } : {}), ...(options.pagesHeld ? { pagesHeld: options.pagesHeld } : {}), ...(options.provisionalFrom !== undefined ? { provisionalFrom: options.provisionalFrom } : {}), ...(options.docsHeld ? { docsHeld: options.docsHeld } : {}) },
    {
      scanned() {
        watchNow();
      },
      // Asked for only with nothing to show: the last session's output is served instead, and the
      // first build does not wait for pages made for nothing (the docs compile after them).
      ...(files
        ? {}
        : {
            provisional(pages: RenderablePages) {
              // Not once the build's own pages (or its output) are served.
              if (files || early) return;
              early = earlyPages(pages, wait);
              answerWaiting(early);
            },
          }),
      pagesReady(pages, build) {
        // With an earlier output, that is served until this build has swapped its own in.
        if (files) return;
        early = earlyPages(pages, wait);
        // Pages rendered now are this build's: when it is done, they need no reload.
        channel.expect(build);
        answerWaiting(early);
      },
      built(build, output) {
        early = undefined;
        lastError = undefined;
        // Pages written again under the same names: no new listing.
        if (output.kind === 'routes' && files) files.rewritten(output.routes.flatMap((r) => routeFiles(r.path)));
        else if (output.kind === 'files' && files) files.rewritten(output.files);
        else if (!files?.listsCurrentFolder()) files = tryHandler(devDir, onVanished) ?? files;
        if (output.kind === 'routes') {
          channel.built(build, { routes: output.routes });
        } else if (output.kind === 'files') {
          // The saved docs' payloads go with the message; the other pages' are fetched when shown.
          const rewritten = output.routes.filter((r) => !output.saved.includes(r)).map((r) => r.path);
          channel.built(build, { routes: output.saved, rewritten, ...(output.site ? { site: output.site } : {}) });
        } else {
          channel.built(build);
        }
        answerWaiting((req, res) => (files ? route(req, res) : buildFailedPage(res, lastError)));
      },
      indexed() {
        channel.indexed();
      },
      failed(message) {
        early = undefined;
        lastError = message;
        channel.failed(message);
        answerWaiting((_, res) => buildFailedPage(res, message));
      },
    },
  );

  const serveFile = (req: IncomingMessage, res: ServerResponse) => {
    // A whole build has swapped its folder in, and says so once it has finished what follows:
    // meanwhile its files are served by their own listing.
    if (files && !files.listsCurrentFolder()) files = tryHandler(devDir, onVanished) ?? files;
    if (files) return files.handle(req, res);
    if (early) return early(req, res);
    // No output yet: the first build failed, or is running.
    if (lastError !== undefined) return buildFailedPage(res, lastError);
    wait(req, res);
  };
  // The dev server serves drafts, and answers only its own names even when bound beyond loopback.
  const hosts = hostPolicy({ bindHost: options.host, exposed: 'named' });
  const route = (req: IncomingMessage, res: ServerResponse) => {
    // A whole build's pages are served before its search index is written: a request for the
    // index meanwhile waits for it rather than finding nothing.
    const indexing = session.indexPending;
    if (indexing && isIndexRequest(req.url)) return void indexing.then(() => serveFile(req, res));
    serveFile(req, res);
  };
  const server = createServer((req, res) => {
    if (hosts && !hosts.allows(req)) return refuseHost(res, hosts);
    if (pathOf(req.url) === EVENTS_PATH) return channel.answer(req, res);
    route(req, res);
  });

  const actual = await listen(server, { port, host: options.host, strictPort: options.portExplicit ?? false });
  if (actual !== port && port !== 0) logger.info(`! port ${port} is in use; serving on ${actual} instead`);
  if (!isLoopback(options.host)) {
    logger.info(`! --host ${options.host}: the site is reachable from other machines on your network, not only this one.`);
  }
  const url = urlFor(options.host, actual);
  // After listening: a port in use is reported before any work is done.
  const ready = session.start();

  const watchNow = () => {
    const paths = watchedPaths(siteDir, session.state?.config, session.state?.mdxInputs);
    if (watcher) watcher.add(paths);
    else {
      watcher = startWatcher(paths, (event, file) => {
        // A doc of any version is a doc (its own page is rewritten); other files in the version folders rebuild the site.
        const versionDir = session.docsDirs.find((dir) => file.startsWith(dir + path.sep));
        const change = classify(event, file, versionDir ?? session.docsDir ?? path.join(siteDir, 'content', 'docs'));
        // A build may have read new files (a component a doc now imports): watch them too.
        if (change) void session.enqueue(change).then(watchNow, () => {});
      });
    }
  };
  // Once the first build has read the docs, or has stopped before: the watcher's first walk of a
  // large docs folder holds libuv's threads and a good part of a core (10,000 docs: it put the
  // first page 2.4 s later), and the build reads every doc then anyway.
  void ready.then(watchNow);

  logger.info(`✔ Serving the site with live reload, drafts included, at ${url} (Ctrl+C to stop)`);
  if (options.open) openBrowser(url, (message) => logger.warn(`! ${message}`));

  return {
    server,
    url,
    session,
    ready,
    async close() {
      await session.close();
      await watcher?.close();
      channel.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The path of a request target, origin-form or absolute-form, without its query. */
function pathOf(url: string | undefined): string {
  return (url ?? '').replace(/^https?:\/\/[^/?#]*/i, '').split('?')[0]!;
}

function isIndexRequest(url: string | undefined): boolean {
  return (url ?? '').split('?')[0]!.includes(`/${LOCAL_INDEX_DIR}/`);
}

function tryHandler(dir: string, onVanished: StaticHandlerOptions['onVanished']): StaticHandler | undefined {
  try {
    // Uncompressed: every save rewrites pages, and loopback needs no saving of bytes. Looked up on
    // disk, not listed: the folder is docsgen's own, saves and re-indexes write into it, and
    // listing it again after each whole build held the main thread for 4 s at 100,000 pages.
    return createStaticHandler(dir, { compress: false, onDisk: true, ...(onVanished ? { onVanished } : {}) });
  } catch {
    return undefined;
  }
}

/** Before any build succeeded there is nothing to serve but the error, and a wait for the fix. */
function buildFailedPage(res: ServerResponse, error: string | undefined): void {
  const escaped = (error ?? 'unknown error').replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title>
<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem"><h1>Build failed</h1><pre style="white-space:pre-wrap">${escaped}</pre>
<p>Fix the file and save: this page reloads when the site builds.</p>
<script>new EventSource(${JSON.stringify(EVENTS_PATH)}).onmessage=(e)=>{const m=JSON.parse(e.data);if(m.type==='reload'||(m.type==='hello'&&!m.error&&m.build))location.reload()}</script></body></html>`;
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
}

