/**
 * DNS rebinding defence for `serve`. A page on another site can make the browser resolve its own
 * name (`evil.example`) to 127.0.0.1 and then read whatever a local server answers, drafts
 * included, as same-origin content. The browser still sends `Host: evil.example:3000`, so a
 * server bound to loopback answers only the names this machine's own loopback has: `localhost`,
 * `127.0.0.1` (any 127.x address), `[::1]`, and the `--host` given, each with no port or the port
 * the request came in on. Other hosts get 403 and a line naming the hosts that are answered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { isIPv4, isIPv6 } from 'node:net';
import { isLoopback } from './listen.ts';

/** Decides which `Host` headers a server answers. */
export interface HostPolicy {
  /** Whether a request may be answered; call before anything else is looked at. */
  allows(req: IncomingMessage): boolean;
  /** The names answered, for the 403's text. */
  readonly names: readonly string[];
}

export interface HostPolicyOptions {
  /** `--host`: the address the server is bound to. */
  bindHost: string;
  /**
   * What a server bound beyond loopback answers: `any` (the static preview: the user chose to
   * expose the site, and it holds only what is deployed anyway), or `named` (the dev server,
   * which serves drafts: loopback names, the --host value, IP literals, and this machine's name).
   */
  exposed: 'any' | 'named';
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The policy for a server bound to `bindHost`; undefined when every Host is answered. */
export function hostPolicy({ bindHost, exposed }: HostPolicyOptions): HostPolicy | undefined {
  // A wildcard address is where the server listens, never a name a client asks for.
  const given = isWildcard(bindHost) ? '' : bracketed(bindHost.toLowerCase());
  const loopback = isLoopback(bindHost);
  if (!loopback && exposed === 'any') return undefined;
  const machine = hostname().toLowerCase();
  // Beyond loopback, other machines reach the dev server by an address or by this machine's name.
  // An IP literal cannot be rebound (rebinding needs a name the attacker's DNS answers), so
  // every IP literal is safe to answer; names are limited to this machine's own.
  const names = loopback ? unique([...LOOPBACK_NAMES, given]) : unique([...LOOPBACK_NAMES, given, machine, `${machine}.local`]);
  const known = new Set(names);
  const allowsName = (name: string) => known.has(name) || (!loopback && isIpLiteral(name)) || (loopback && isLoopbackV4(name));
  return {
    names: loopback ? names : [...names, 'any IP address'],
    allows(req) {
      const port = req.socket.localPort;
      // HTTP/1.0 may send no Host; a browser always does, so an absent one is no rebinding.
      const host = req.headers.host;
      if (host !== undefined && !allowsAuthority(host, port, allowsName)) return false;
      // An absolute-form target names the host itself, and HTTP says it wins over the header.
      const absolute = /^https?:\/\/([^/?#]*)/i.exec(req.url ?? '');
      return absolute === null || allowsAuthority(absolute[1]!, port, allowsName);
    },
  };
}

/** `name[:port]`, matched on the name and, when a port is given, on the port the server has. */
function allowsAuthority(authority: string, port: number | undefined, allowsName: (name: string) => boolean): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]*)(?::(\d{1,5}))?$/i.exec(authority.trim());
  if (!match) return false;
  const [, name = '', portText] = match;
  if (portText !== undefined && Number(portText) !== port) return false;
  return name !== '' && allowsName(name.toLowerCase());
}

/** Answers a request the policy refused: 403, and the names that would have been answered. */
export function refuseHost(res: ServerResponse, policy: HostPolicy): void {
  const body = Buffer.from(`403 Forbidden: this server answers only requests for ${policy.names.join(', ')} (the Host header named another host).\n`);
  res.writeHead(403, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** IPv6 addresses are written in brackets in a Host header. */
function bracketed(host: string): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return isIPv6(bare) ? `[${bare}]` : bare;
}

function isWildcard(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare === '' || bare === '0.0.0.0' || bare === '::';
}

function isIpLiteral(name: string): boolean {
  return isIPv4(name) || (name.startsWith('[') && name.endsWith(']') && isIPv6(name.slice(1, -1)));
}

/** Every 127.x.y.z address is this machine's loopback. */
function isLoopbackV4(name: string): boolean {
  return isIPv4(name) && name.startsWith('127.');
}

function unique(names: string[]): string[] {
  return [...new Set(names.filter((name) => name !== ''))];
}
