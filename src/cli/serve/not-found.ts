/**
 * Requests that name no file get the site's not-found page (`404.html`) with status 404, compressed
 * like any page. It is read and compressed once, on the first miss, for the life of the handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeBody, pickBody, type EncodedBody } from './compression.ts';

export type NotFoundResponder = (req: IncomingMessage, res: ServerResponse) => void;

export function createNotFound(root: string): NotFoundResponder {
  let page: Promise<EncodedBody | undefined> | undefined;
  const load = () =>
    (page ??= readFile(path.join(root, '404.html')).then(encodeBody, (error: NodeJS.ErrnoException) => {
      // A site without a not-found page still gets a 404, in plain text.
      if (error.code === 'ENOENT') return undefined;
      page = undefined; // try again on the next miss
      throw error;
    }));

  return (req, res) => {
    load().then(
      (body) => {
        if (res.headersSent || res.destroyed) return;
        if (!body) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
          return;
        }
        const { data, encoding } = pickBody(body, req.headers['accept-encoding']);
        res.writeHead(404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': data.length,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        res.end(data);
      },
      () => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not read the not-found page\n');
      },
    );
  };
}
