/**
 * Local stand-ins for Algolia's hosts: `node:http` servers that answer the search, insights and
 * write endpoints the way the service does (same paths, query parameters, bodies and error
 * shapes), keep every request for assertions, and can be told to fail as real hosts fail.
 *
 * Search is deliberately simple (every query word must occur in a hierarchy level or the
 * content, case-insensitively) but the answer has the service's shape: `_highlightResult` and
 * `_snippetResult` values are HTML-escaped text with the request's highlight tags around matches.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { SearchData } from '../../src/runtime/data.ts';
import type { SearchRecord } from '../../src/runtime/search/types.ts';

export type Fault =
  /** Answers normally. */
  | 'none'
  /** Accepts the connection and drops it at once: a network error (status 0, not timed out). */
  | 'reset'
  /** Accepts the request and never answers: the client's connect timer decides. */
  | 'hang'
  /** Sends the status line and headers, never the body: the client's read timer decides. */
  | 'stall'
  /** Answers after `slowMs`. */
  | 'slow'
  /** HTTP 500 with a JSON message: retryable. */
  | 'error500'
  /** HTTP 403 as the service sends for a wrong key: not retryable. */
  | 'forbidden'
  /** HTTP 429 with `Retry-After: 1`, as the service sends over its rate limit: a 4xx, not retryable. */
  | 'rateLimited'
  /** HTTP 200 whose body is not JSON. */
  | 'garbage'
  /** HTTP 200 with an empty body. */
  | 'empty'
  /** HTTP 204, no body. */
  | 'noContent';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/1/indexes/*\/queries`. */
  path: string;
  /** The raw query string (without `?`), exactly as sent. */
  rawQuery: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The body parsed as JSON, or the raw text when it is not JSON. */
  body: unknown;
  /** `Date.now()` when the request arrived. */
  at: number;
}

interface Index {
  records: Record<string, unknown>[];
  settings: Record<string, unknown>;
}

export interface FakeAlgoliaOptions {
  /** Records of `indexName` (default `docs`). */
  records?: readonly SearchRecord[] | readonly Record<string, unknown>[];
  indexName?: string;
  fault?: Fault;
  slowMs?: number;
  /** When set, the service checks credentials: unknown keys get 403, the search key cannot write. */
  keys?: { appId: string; search: string; admin?: string };
}

export interface FakeAlgolia {
  /** `http://127.0.0.1:<port>`, the value for `search.hosts`. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to the search endpoint only. */
  searches(): RecordedRequest[];
  indexes: Map<string, Index>;
  setFault(fault: Fault, slowMs?: number): void;
  close(): Promise<void>;
}

export const INVALID_CREDENTIALS = { message: 'Invalid Application-ID or API key', status: 403 };

export async function startFakeAlgolia(options: FakeAlgoliaOptions = {}): Promise<FakeAlgolia> {
  let fault: Fault = options.fault ?? 'none';
  let slowMs = options.slowMs ?? 3000;
  const requests: RecordedRequest[] = [];
  const indexes = new Map<string, Index>();
  indexes.set(options.indexName ?? 'docs', { records: [...(options.records ?? [])] as Record<string, unknown>[], settings: {} });
  const sockets = new Set<Socket>();
  let taskID = 100;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        rawQuery: url.search.replace(/^\?/, ''),
        query: Object.fromEntries(url.searchParams),
        headers: { ...req.headers },
        body: parseJson(raw) ?? raw,
        at: Date.now(),
      };
      if (req.method === 'OPTIONS') return preflight(res);
      requests.push(recorded);
      switch (fault) {
        case 'reset':
          req.socket.destroy();
          return;
        case 'hang':
          return;
        case 'stall':
          res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', ...CORS });
          res.flushHeaders();
          res.write('{');
          return;
        case 'error500':
          return send(res, 500, { message: 'Internal Server Error', status: 500 });
        case 'forbidden':
          return send(res, 403, INVALID_CREDENTIALS);
        case 'rateLimited':
          res.setHeader('retry-after', '1');
          return send(res, 429, { message: 'Too many requests', status: 429 });
        case 'garbage':
          return sendText(res, 200, '{"results":[{"hits":[');
        case 'empty':
          return sendText(res, 200, '');
        case 'noContent':
          res.writeHead(204, CORS);
          res.end();
          return;
        case 'slow':
          setTimeout(() => answer(recorded, res), slowMs);
          return;
        case 'none':
          return answer(recorded, res);
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function answer(request: RecordedRequest, res: ServerResponse): void {
    const denied = checkCredentials(request);
    if (denied) return send(res, 403, denied);
    const { method, path } = request;
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/1/indexes/*/queries') return send(res, 200, searchAnswer(body));
    if (method === 'POST' && path === '/1/events') return send(res, 200, { status: 200, message: 'OK' });
    let m: RegExpExecArray | null;
    if ((m = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path)) && method === 'PUT') {
      indexFor(m[1]!, true).settings = { ...indexFor(m[1]!, true).settings, ...body };
      return send(res, 200, { taskID: ++taskID, updatedAt: new Date().toISOString() });
    }
    if ((m = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path)) && method === 'POST') {
      const index = indexFor(m[1]!, true);
      const ops = (body.requests ?? []) as { action: string; body: Record<string, unknown> }[];
      for (const op of ops) if (op.action === 'addObject' || op.action === 'updateObject') index.records.push(op.body);
      return send(res, 200, { taskID: ++taskID, objectIDs: ops.map((op) => String(op.body.objectID ?? '')) });
    }
    if ((m = /^\/1\/indexes\/([^/]+)\/operation$/.exec(path)) && method === 'POST') {
      const source = indexFor(m[1]!, false);
      const destination = String(body.destination);
      if (body.operation === 'move') {
        indexes.set(destination, source ?? { records: [], settings: {} });
        indexes.delete(m[1]!);
      } else {
        // A copy limited to scopes copies those scopes only, as the service does.
        const scopes = body.scope as string[] | undefined;
        const target = indexFor(destination, true);
        if (!scopes || scopes.includes('settings')) target.settings = { ...(source?.settings ?? {}) };
        if (!scopes) target.records = [...(source?.records ?? [])];
      }
      return send(res, 200, { taskID: ++taskID, updatedAt: new Date().toISOString() });
    }
    if ((m = /^\/1\/indexes\/([^/]+)\/task\/(\d+)$/.exec(path)) && method === 'GET') {
      return send(res, 200, { status: 'published', pendingTask: false });
    }
    if ((m = /^\/1\/indexes\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      indexes.delete(m[1]!);
      return send(res, 200, { taskID: ++taskID, deletedAt: new Date().toISOString() });
    }
    send(res, 404, { message: `Unknown path ${method} ${path}`, status: 404 });
  }

  function indexFor(name: string, create: true): Index;
  function indexFor(name: string, create: false): Index | undefined;
  function indexFor(name: string, create: boolean): Index | undefined {
    let index = indexes.get(name);
    if (!index && create) indexes.set(name, (index = { records: [], settings: {} }));
    return index;
  }

  function checkCredentials(request: RecordedRequest): { message: string; status: number } | undefined {
    if (!options.keys) return undefined;
    const appId = request.query['x-algolia-application-id'] ?? (request.headers['x-algolia-application-id'] as string | undefined);
    const key = request.query['x-algolia-api-key'] ?? (request.headers['x-algolia-api-key'] as string | undefined);
    const known = [options.keys.search, options.keys.admin].filter(Boolean);
    if (appId !== options.keys.appId || !key || !known.includes(key)) return INVALID_CREDENTIALS;
    const writes = request.path !== '/1/indexes/*/queries' && request.path !== '/1/events';
    if (writes && key !== options.keys.admin) return { message: 'Method not allowed with this API key', status: 403 };
    return undefined;
  }

  function searchAnswer(body: Record<string, unknown>) {
    const queries = (body.requests ?? []) as Record<string, unknown>[];
    return { results: queries.map((q) => searchOne(q, indexes.get(String(q.indexName))?.records ?? [])) };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    searches: () => requests.filter((r) => r.path === '/1/indexes/*/queries'),
    indexes,
    setFault(next, ms) {
      fault = next;
      if (ms !== undefined) slowMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The URL of a port nothing listens on: connections are refused (a host that is down). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------
// Search

const TEXT_ATTRIBUTES = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];

function searchOne(request: Record<string, unknown>, records: readonly Record<string, unknown>[]) {
  const query = String(request.query ?? '');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const page = Number(request.page ?? 0);
  const pre = String(request.highlightPreTag ?? '<em>');
  const post = String(request.highlightPostTag ?? '</em>');
  const ellipsis = String(request.snippetEllipsisText ?? '');
  const snippetWords = snippetLengths(request.attributesToSnippet);
  const filters = (request.facetFilters ?? []) as (string | string[])[];
  const matches = records.filter(
    (record) =>
      words.every((w) => TEXT_ATTRIBUTES.some((a) => textOf(record, a).toLowerCase().includes(w))) &&
      filters.every((f) => (Array.isArray(f) ? f.some((one) => facetMatches(record, one)) : facetMatches(record, f))),
  );
  const start = page * hitsPerPage;
  const hits = matches.slice(start, start + hitsPerPage).map((record) => {
    const highlight: Record<string, unknown> = { hierarchy: {} };
    const snippet: Record<string, unknown> = { hierarchy: {} };
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = valueOf(record, attribute);
      if (typeof value !== 'string') continue;
      const [group, key] = attribute.includes('.') ? attribute.split('.') : [undefined, attribute];
      const put = (tree: Record<string, unknown>, v: unknown) => (group ? ((tree[group] as Record<string, unknown>)[key!] = v) : (tree[key!] = v));
      put(highlight, highlightValue(value, words, pre, post));
      const n = snippetWords.get(attribute);
      if (n !== undefined) put(snippet, highlightValue(snippetOf(value, words, n, ellipsis), words, pre, post, ellipsis));
    }
    const retrieved = retrieve(record, request.attributesToRetrieve as string[] | undefined);
    return { ...retrieved, objectID: record.objectID, _highlightResult: highlight, _snippetResult: snippet };
  });
  return {
    hits,
    nbHits: matches.length,
    page,
    nbPages: Math.ceil(matches.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams(Object.entries(request).filter(([k]) => k !== 'indexName').map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    index: request.indexName,
    processingTimeMS: 1,
    ...(request.clickAnalytics ? { queryID: 'a'.repeat(32) } : {}),
  };
}

function snippetLengths(attributes: unknown): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of (attributes ?? []) as string[]) {
    const [name, words] = spec.split(':');
    out.set(name!, Number(words ?? 10));
  }
  return out;
}

function valueOf(record: Record<string, unknown>, attribute: string): unknown {
  return attribute.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), record);
}

function textOf(record: Record<string, unknown>, attribute: string): string {
  const v = valueOf(record, attribute);
  return typeof v === 'string' ? v : '';
}

function facetMatches(record: Record<string, unknown>, filter: string): boolean {
  const i = filter.indexOf(':');
  const value = valueOf(record, filter.slice(0, i));
  const wanted = filter.slice(i + 1);
  return Array.isArray(value) ? value.includes(wanted) : value === wanted;
}

function retrieve(record: Record<string, unknown>, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return { ...record };
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const value = valueOf(record, attribute);
    if (value === undefined) continue;
    const [head, tail] = attribute.split('.');
    if (tail) ((out[head!] ??= {}) as Record<string, unknown>)[tail] = value;
    else out[head!] = value;
  }
  return out;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped text with `pre`/`post` around every occurrence of a query word, as the service marks matches. */
function highlightValue(text: string, words: readonly string[], pre: string, post: string, ellipsis = '') {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  const matchedWords: string[] = [];
  for (const word of words) {
    let from = 0;
    let found = false;
    for (let at = lower.indexOf(word, from); at !== -1; at = lower.indexOf(word, from)) {
      for (let i = at; i < at + word.length; i++) marked[i] = true;
      from = at + word.length;
      found = true;
    }
    if (found) matchedWords.push(word);
  }
  let value = '';
  for (let i = 0; i < text.length; ) {
    let j = i;
    while (j < text.length && marked[j] === marked[i]) j++;
    const part = text.slice(i, j);
    // The ellipsis the service adds is not record text and is never escaped or marked.
    value += marked[i] ? pre + escape(part) + post : ellipsis && part.includes(ellipsis) ? part.split(ellipsis).map(escape).join(ellipsis) : escape(part);
    i = j;
  }
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords, ...(matchLevel === 'full' ? { fullyHighlighted: value.startsWith(pre) && value.endsWith(post) } : {}) };
}

function snippetOf(text: string, words: readonly string[], length: number, ellipsis: string): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= length) return text;
  const first = Math.max(0, tokens.findIndex((t) => words.some((w) => t.toLowerCase().includes(w))));
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), tokens.length - length));
  const slice = tokens.slice(start, start + length).join(' ');
  return (start > 0 ? ellipsis : '') + slice + (start + length < tokens.length ? ellipsis : '');
}

// ---------------------------------------------------------------------------------------------
// HTTP

const CORS = { 'access-control-allow-origin': '*' };

function send(res: ServerResponse, status: number, body: unknown): void {
  sendText(res, status, JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...CORS }).end(text);
}

/** Only the headers-auth mode needs it; the browser client's simple requests never preflight. */
function preflight(res: ServerResponse): void {
  res
    .writeHead(204, {
      ...CORS,
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
      'access-control-max-age': '86400',
    })
    .end();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The site's search data for the Algolia provider pointed at fake hosts. */
export function algoliaSearchData(
  hosts: string[],
  overrides: Partial<Extract<SearchData, { provider: 'algolia' }>> = {},
): Extract<SearchData, { provider: 'algolia' }> {
  return {
    provider: 'algolia',
    appId: 'TESTAPP',
    apiKey: 'search-key',
    indexName: 'docs',
    insights: false,
    hosts,
    searchPagePath: 'search',
    disableUserPersonalization: false,
    contextualSearch: true,
    ...overrides,
  };
}
