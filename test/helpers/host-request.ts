/**
 * Requests with a Host header of the test's choosing, as a browser sends after DNS rebinding:
 * the connection goes to 127.0.0.1, the header names another site. fetch() will not let a test
 * set Host, so this goes through node:http, reading at most the start of the body (enough for a
 * refusal, and an event stream never ends).
 */
import { request } from 'node:http';
import net from 'node:net';

export interface HostAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body's first chunk (or all of it, for a short one). */
  text: string;
}

/** `host` undefined: an HTTP/1.0 request with no Host header (HTTP/1.1 requires one). */
export function requestWithHost(port: number, target: string, host: string | undefined, method = 'GET'): Promise<HostAnswer> {
  if (host === undefined) return http10(port, target, method);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, method, headers: { Host: host }, agent: false }, (res) => {
      let text = '';
      const done = () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
        res.destroy();
      };
      res.once('data', (chunk: Buffer) => {
        text = chunk.toString();
        done();
      });
      res.once('end', done);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${target} (Host ${host})`)));
    req.on('error', reject);
    req.end();
  });
}

function http10(port: number, target: string, method: string): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to HTTP/1.0 ${method} ${target}`)));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...lines] = received.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, text: received.slice(end + 4) });
      socket.destroy();
    });
    socket.on('error', reject);
    socket.write(`${method} ${target} HTTP/1.0\r\n\r\n`);
  });
}
