import path from 'node:path';
import { UserError } from '../errors.ts';
import { consoleLogger, type Logger } from '../output/report.ts';
import { DEFAULT_COMPRESS_CACHE_BYTES } from './byte-budget-cache.ts';
import { isLoopback, listen, urlFor } from './listen.ts';
import { openBrowser } from './open-browser.ts';
import { displayPath } from './output-folder.ts';
import { createStaticServer, type StaticServer } from './static-server.ts';

export interface ServeOptions {
  siteDir: string;
  outDir: string;
  port: string;
  host: string;
  open?: boolean;
  /** `--compress-cache`: MiB of compressed copies kept in memory (default 32). */
  compressCache?: string;
  /** The user passed --port; otherwise a busy port moves to the next free one. */
  portExplicit?: boolean;
  logger?: Logger;
}

/** `docsgen serve --no-watch`: the last build, served as production. Resolves once listening. */
export async function runServe(options: ServeOptions): Promise<StaticServer> {
  const logger = options.logger ?? consoleLogger;
  const outDir = path.resolve(options.siteDir, options.outDir);
  const port = /^\d+$/.test(options.port) ? Number(options.port) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new UserError(`--port: expected a number from 0 to 65535, got "${options.port}"`);
  const compressCacheBytes = mebibytes(options.compressCache);
  const server = createStaticServer(outDir, { host: options.host, compressCacheBytes, reportError: (error) => logger.warn(`! ${error instanceof Error ? error.message : String(error)}`) });
  const shownDir = `${displayPath(outDir) || '.'}/`;

  const actual = await listen(server, { port, host: options.host, strictPort: options.portExplicit ?? false });
  if (actual !== port && port !== 0) logger.info(`! port ${port} is in use; serving on ${actual} instead`);
  if (!isLoopback(options.host)) {
    logger.info(`! --host ${options.host}: the site is reachable from other machines on your network, not only this one.`);
  }
  // Last, so that a script waiting for the address has everything else already.
  const url = urlFor(options.host, actual);
  logger.info(`✔ Serving ${shownDir} at ${url} (Ctrl+C to stop)`);
  if (options.open) openBrowser(url, (message) => logger.warn(`! ${message}`));
  return server;
}

/** `--compress-cache <MiB>` in bytes; whole or fractional MiB, 0 to keep no compressed copies. */
function mebibytes(value: string | undefined): number {
  if (value === undefined) return DEFAULT_COMPRESS_CACHE_BYTES;
  const mib = /^\d+(?:\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  if (!(mib >= 0 && mib <= 1024 * 1024)) throw new UserError(`--compress-cache: expected a number of MiB (32 by default), got "${value}"`);
  return Math.round(mib * 1024 * 1024);
}
