/**
 * The server-sent-events channel of `serve`: every open page holds one response open and gets a
 * JSON message per rebuild. A page that connects (or reconnects after a restart) is told the
 * current build and any build error at once, so it never misses the state it opened into.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveMessage } from '../../runtime/client/live-protocol.ts';
import type { RouteData, SiteData } from '../../runtime/data.ts';

export { EVENTS_PATH } from '../../runtime/client/live-protocol.ts';

/** Proxies and idle timeouts close silent connections; a comment line keeps them open. */
const HEARTBEAT_MS = 25_000;

export class LiveChannel {
  private readonly clients = new Set<ServerResponse>();
  private build = '';
  private error: string | undefined;
  private readonly heartbeat = setInterval(() => this.write(': ping\n\n'), HEARTBEAT_MS);

  constructor() {
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /**
   * A request for the stream: EventSource only ever sends GET, and a HEAD or POST left open as a
   * stream would hold a connection for nothing, so anything else gets 405.
   */
  answer(req: IncomingMessage, res: ServerResponse): void {
    if (req.method === 'GET') return this.connect(res);
    res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : 'The live-reload stream answers GET only.\n');
  }

  connect(res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // Reconnect fast after a restart of `serve`.
    res.write('retry: 300\n\n');
    res.write(frame({ type: 'hello', build: this.build, ...(this.error ? { error: this.error } : {}) }));
    this.clients.add(res);
    // The response closes when the page goes away; the request's own 'close' says nothing about that.
    res.once('close', () => this.clients.delete(res));
  }

  /**
   * A build's pages are served before it is done (dev/early-pages.ts): pages that connect now are
   * told they show that build, so that its `reload` does not load them again.
   */
  expect(build: string): void {
    this.build = build;
  }

  /**
   * After a successful rebuild: pages were rewritten in place (`update`: their routes' new payloads,
   * and the paths of others to fetch again), or (none given) reload.
   */
  built(build: string, update?: { routes: RouteData[]; rewritten?: string[]; site?: SiteData }): void {
    this.build = build;
    this.error = undefined;
    this.send(update ? { type: 'update', build, ...update } : { type: 'reload', build });
  }

  /** After the search index was written again in place. */
  indexed(): void {
    this.send({ type: 'indexed' });
  }

  failed(message: string): void {
    this.error = message;
    this.send({ type: 'error', message });
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private send(message: LiveMessage): void {
    this.write(frame(message));
  }

  private write(chunk: string): void {
    for (const res of this.clients) {
      res.write(chunk);
      // Node holds a response's bytes until the next tick (it corks the socket); what follows a
      // message can hold the thread longer (the other pages of a relink are written then): send now.
      res.socket?.uncork();
    }
  }
}

function frame(message: LiveMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}
