/**
 * Binding the server to a port, with the errors a user can fix said in words. A port the user
 * chose is that port or an error; the default port moves up to the next free one, and says so.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserError } from '../errors.ts';

/** How many ports above the default are tried before giving up. */
const FALLBACK_TRIES = 20;

export interface ListenOptions {
  port: number;
  host: string;
  /** The user passed --port: never take another one. */
  strictPort: boolean;
}

/** Resolves with the port actually bound. */
export async function listen(server: Server, options: ListenOptions): Promise<number> {
  const { host, strictPort } = options;
  const last = strictPort || options.port === 0 ? options.port : Math.min(options.port + FALLBACK_TRIES, 65535);
  for (let port = options.port; ; port++) {
    try {
      await bind(server, port, host);
      return (server.address() as AddressInfo).port;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && port < last) continue;
      throw explain(error as NodeJS.ErrnoException, port, options);
    }
  }
}

function bind(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function explain(error: NodeJS.ErrnoException, port: number, { host, strictPort, port: first }: ListenOptions): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return strictPort
        ? new UserError(`port ${port} on ${host} is already in use. Stop the other server or pass --port <another>.`)
        : new UserError(`ports ${first} to ${port} on ${host} are all in use. Pass --port <a free port>.`);
    case 'EACCES':
      return new UserError(`not allowed to listen on port ${port} (ports below 1024 need extra rights). Pass --port 1024 or higher.`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new UserError(`--host ${host} is not an address of this machine. Use 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).`);
    default:
      return error;
  }
}

/** Loopback names and addresses: reachable from this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1';
}

/** The address to print for a host and port; wildcard hosts are shown as localhost. */
export function urlFor(host: string, port: number): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const shown = bare === '0.0.0.0' || bare === '::' || bare === '' ? 'localhost' : bare;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`;
}
