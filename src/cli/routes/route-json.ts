/**
 * A page's route as JSON, byte for byte what `JSON.stringify` writes, without writing again for
 * every page what pages share: a large site's closed sidebar categories (one object each, made
 * once by page-data.ts and never changed). Each page carries its sidebar twice (its payload and
 * its hydration data): at 100,000 generated docs that is 174 top-level categories, about 30 KB
 * of JSON a page, serialized 200,000 times for the same result.
 */
import type { SidebarItem } from '../../runtime/data.ts';

/**
 * Where an object no one changes once made keeps its JSON, written the first time it is asked
 * for. A symbol of the global registry, not a module's WeakMap: the server bundle has its own
 * copy of this module, and it writes the routes the build's copy marked. Not enumerable, so
 * neither JSON nor a spread (`{ ...stub }`, a copy that may change) carries it.
 */
const WRITTEN = Symbol.for('docsgen.routeJson.written');

interface Written {
  plain?: string;
  script?: string;
}

/** Marks `value` as never changed from now on: its JSON is written once and kept. */
export function shareJson<T extends object>(value: T): T {
  if (!Object.hasOwn(value, WRITTEN)) Object.defineProperty(value, WRITTEN, { value: {} satisfies Written });
  return value;
}

export interface JsonOptions {
  /** For a `<script>`: every `<` as `\u003c`, so no text in it can close the element. */
  script?: boolean;
}

/** `JSON.stringify(value)`, kept for a value marked with `shareJson`. */
export function valueJson(value: unknown, options: JsonOptions = {}): string {
  const entry = typeof value === 'object' && value !== null ? ((value as Record<symbol, Written | undefined>)[WRITTEN]) : undefined;
  if (!entry) return escaped(JSON.stringify(value), options);
  entry.plain ??= JSON.stringify(value);
  return options.script ? (entry.script ??= scriptSafe(entry.plain)) : entry.plain;
}

/** `JSON.stringify(route)` for a route (or its copy for a page's script), its sidebar made of the JSON its shared items already have. */
export function routeJson(route: object, options: JsonOptions = {}): string {
  const sidebar = (route as { sidebar?: SidebarItem[] }).sidebar;
  if (!Array.isArray(sidebar) || !sidebarIsLast(route)) return escaped(JSON.stringify(route), options);
  const { sidebar: _, ...rest } = route as { sidebar: SidebarItem[] };
  const head = escaped(JSON.stringify(rest), options);
  const items = `[${sidebar.map((item) => (item === undefined ? 'null' : valueJson(item, options))).join(',')}]`;
  return head === '{}' ? `{"sidebar":${items}}` : `${head.slice(0, -1)},"sidebar":${items}}`;
}

/** Whether JSON writes `sidebar` last: the keys after it (`{ ...route, footer: undefined }`) are not written. */
function sidebarIsLast(route: object): boolean {
  const keys = Object.keys(route);
  const at = keys.indexOf('sidebar');
  return keys.slice(at + 1).every((key) => (route as Record<string, unknown>)[key] === undefined);
}

function escaped(json: string, options: JsonOptions): string {
  return options.script ? scriptSafe(json) : json;
}

function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}
