/**
 * `serve`'s answers while its first build writes its pages: each page asked for is rendered there
 * and then, as the build will write it, and the files the build has already finished (bundles,
 * static files, images) are sent from its folder. Anything else waits for the build. The same
 * answers serve a large site's provisional pages, made from the scan while the docs compile
 * (build/provisional-pages.ts).
 */
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderablePages, RenderedRoute, RoutePart } from '../build/build.ts';
import type { RouteData } from '../../runtime/data.ts';
import { LOCAL_INDEX_DIR } from '../../runtime/search/types.ts';
import { cleanRedirect } from '../serve/clean-urls.ts';
import { contentType, HIDDEN, resolveFile } from '../serve/compress-on-request.ts';
import { openFile, sendOpenedFile } from '../serve/file-response.ts';
import { prefersMarkdown } from '../serve/markdown-negotiation.ts';
import { filePathFor, guardRequest } from '../serve/request-guard.ts';
import { setCommonHeaders } from '../serve/response-headers.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** `later`: how a request is answered once the build has finished (what this leaves, it passes there). */
export function earlyPages(pages: RenderablePages, later: Handler): Handler {
  const routeFiles = { has: (file: string) => pages.routeFile(file) !== undefined };
  const siteFiles = new Map(Object.entries(pages.siteFiles).map(([file, text]) => [`/${file}`, text]));
  const index = `/${LOCAL_INDEX_DIR}/`;

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const verdict = guardRequest(req.method, req.url);
    // Refusals, redirects, Markdown asked for by type and the search index (written after the
    // pages) are left to the server the build ends with.
    if (!verdict.ok || cleanRedirect(verdict.pathname, verdict.search) !== undefined || prefersMarkdown(req.headers.accept)) return false;
    const lookup = decodeURI(verdict.pathname);
    if (HIDDEN.test(lookup) || lookup.startsWith(index)) return false;
    const file = resolveFile(routeFiles, lookup);
    if (file !== undefined) {
      const { route, part } = pages.routeFile(file)!;
      const rendered = pages.render(route);
      if (!(rendered instanceof Promise)) return sendPart(req, res, file, rendered, part);
      // A provisional doc page, its doc compiling: one that cannot be drawn is the build's to answer.
      rendered.then(
        (done) => sendPart(req, res, file, done, part) || later(req, res),
        () => later(req, res),
      );
      return true;
    }
    const whole = siteFiles.get(lookup);
    if (whole) {
      send(req, res, lookup, whole());
      return true;
    }
    return sendWritten(req, res, pages, lookup, later);
  };
  return (req, res) => {
    if (!answer(req, res)) later(req, res);
  };
}

/** The part of a rendered route asked for, if it has it. */
function sendPart(req: IncomingMessage, res: ServerResponse, file: string, rendered: RenderedRoute, part: RoutePart): boolean {
  const text = part === 'html' ? rendered.html : part === 'payload' ? rendered.payload : rendered.twin?.text;
  if (text === undefined) return false;
  send(req, res, file, text);
  return true;
}

function send(req: IncomingMessage, res: ServerResponse, file: string, text: string): void {
  const body = Buffer.from(text);
  setCommonHeaders(res, file);
  // Rendered for this request: the build's file, written later, is what a browser keeps.
  res.setHeader('Cache-Control', 'no-store');
  res.writeHead(200, { 'Content-Type': contentType(file), 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A file the build has finished: one of its folder, written since it started (an older file is an
 * earlier build's, which this one may yet remove). Page files never come this way: the build may
 * be writing them.
 */
function sendWritten(req: IncomingMessage, res: ServerResponse, pages: RenderablePages, lookup: string, later: Handler): boolean {
  const full = filePathFor(pages.dir, lookup);
  const stats = full === undefined ? undefined : statSync(full, { throwIfNoEntry: false });
  if (!full || !stats?.isFile() || stats.mtimeMs < pages.started) return false;
  setCommonHeaders(res, lookup);
  openFile(full).then(
    (opened) => {
      // Gone since: the build has swapped its folder in, where the file now is.
      if (opened) sendOpenedFile(req, res, opened, { 'Content-Type': contentType(full) });
      else later(req, res);
    },
    () => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not read the file\n');
    },
  );
  return true;
}
