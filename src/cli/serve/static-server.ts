/**
 * Serves a built site as a production static host would: clean URLs, `.html` and `/index.html`
 * redirected to the clean path, the not-found page with HTTP 404, long caching for hashed assets.
 * File serving itself is sirv's job (it never reads outside the folder).
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';

export function createStaticServer(outDir: string): Server {
  const serveFile = sirv(outDir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    },
  });
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = cleanPath(url.pathname);
    if (clean !== url.pathname) {
      res.writeHead(301, { Location: clean + url.search }).end();
      return;
    }
    serveFile(req, res, () => {
      void readFile(path.join(outDir, '404.html')).then(
        (body) => res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(body),
        () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'),
      );
    });
  });
}

/** `/docs/intro.html` → `/docs/intro`, `/docs/index.html` → `/docs`, `/index.html` → `/`. */
export function cleanPath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1');
  if (pathname.endsWith('.html') && !pathname.endsWith('/404.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}
