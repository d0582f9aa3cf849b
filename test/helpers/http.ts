/**
 * HTTP from the tests' side: a plain client that never decompresses or follows redirects, a raw
 * socket for request lines no client would send as written, and a small output folder to serve.
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { precompress } from '../../src/cli/output/precompress.ts';
import { tempDir } from './temp-dir.ts';

export interface Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request, body as received (still compressed if it was). */
export function fetchRaw(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  /** Everything the server sent, headers and body, as latin1 text. */
  text: string;
  headers: Record<string, string>;
}

/**
 * Sends `requestLine` exactly as written (no path normalisation, no encoding), with a Host header
 * and `Connection: close`, and reads until the server closes.
 */
export function rawRequest(port: number, requestLine: string | Buffer, extraHeaders = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${String(requestLine).slice(0, 80)}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.split('\r\n\r\n', 1)[0] ?? '';
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), text, headers });
    });
    socket.write(Buffer.concat([Buffer.from(requestLine as string, typeof requestLine === 'string' ? 'latin1' : undefined), Buffer.from(`\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extraHeaders}\r\n`)]));
  });
}

export async function listenOn(server: Server): Promise<{ port: number; url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A text long enough that compressing it pays (precompress keeps only smaller copies). */
const filler = (label: string) => `${label} `.repeat(200);

/** The files of a small built site, as the output layout has them. */
export const SAMPLE_FILES: Record<string, string | Buffer> = {
  'index.html': `<!doctype html><html><head><title>Home</title></head><body>${filler('home page')}</body></html>`,
  'docs/intro/index.html': `<!doctype html><html><head><title>Intro</title></head><body>${filler('intro page')}</body></html>`,
  'docs/guide.html': `<!doctype html><html><head><title>Guide</title></head><body>${filler('guide page')}</body></html>`,
  '404.html': `<!doctype html><html><head><title>Page Not Found</title></head><body>${filler('not found')}</body></html>`,
  'assets/main-ABCD2345.js': `export const app = ${JSON.stringify(filler('script'))};\n`,
  'assets/styles-EFGH6723.css': `body { color: black; }\n/* ${filler('style')} */\n`,
  'assets/plain.js': `console.log(${JSON.stringify(filler('not hashed'))});\n`,
  '_docsgen/routes/docs/intro.json': JSON.stringify({ title: 'Intro', html: filler('payload') }),
  'img/logo.png': Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 'png pixels ')]),
  'img/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${filler('icon')} --></svg>`,
  'robots.txt': 'User-agent: *\n',
};

/**
 * A temporary folder holding `out/` (SAMPLE_FILES, with `.br`/`.gz` siblings as `build
 * --precompress` leaves them, unless `siblings` is false) and whatever the test adds beside it.
 */
export async function makeOutFolder({ siblings = true } = {}): Promise<{ parent: string; outDir: string; cleanup: () => Promise<void> }> {
  const parent = await tempDir('docsgen-serve-');
  const outDir = path.join(parent, 'out');
  for (const [name, contents] of Object.entries(SAMPLE_FILES)) {
    await mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
    await writeFile(path.join(outDir, name), contents);
  }
  if (siblings) await precompress(outDir);
  return { parent, outDir, cleanup: () => rm(parent, { recursive: true, force: true }) };
}
