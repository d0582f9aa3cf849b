/**
 * Conditional GET and HEAD as RFC 9110 §13 has them, for the files `serve` sends. If-None-Match
 * (`*`, a list, weak comparison) decides alone when it is present; If-Modified-Since is read only
 * without it, to the second, as Last-Modified is written. If-Range lets a Range apply only when it
 * names the current representation exactly: a strong ETag compared strongly, or the very
 * Last-Modified date; anything else means the client holds other bytes, and gets the whole file.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface Validators {
  /** `"…"` (strong) or `W/"…"` (weak). */
  etag: string;
  lastModified: Date;
}

/** Whether a GET or HEAD is answered 304 Not Modified (§13.2.2, steps 3 and 4). */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesAnyWeakly(ifNoneMatch, validators.etag);
  const since = httpDate(headers['if-modified-since']);
  return since !== undefined && wholeSeconds(validators.lastModified) <= since;
}

/** Whether a Range may be honoured given If-Range (§13.1.5); true when there is no If-Range. */
export function rangeApplies(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const raw = headers['if-range'];
  // Repeated, it names no one representation.
  if (Array.isArray(raw)) return false;
  const ifRange = raw?.trim();
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) {
    // A weak tag never matches here: it does not promise the same bytes, and a range of other
    // bytes spliced onto what the client holds would corrupt its copy.
    return !ifRange.startsWith('W/') && !validators.etag.startsWith('W/') && ifRange === validators.etag;
  }
  const date = httpDate(ifRange);
  return date !== undefined && date === wholeSeconds(validators.lastModified);
}

/** `*`, or any tag of the comma-separated list equal to `etag` once `W/` is set aside. */
function matchesAnyWeakly(list: string, etag: string): boolean {
  if (list.trim() === '*') return true;
  const opaque = withoutWeakness(etag);
  return entityTags(list).some((tag) => withoutWeakness(tag) === opaque);
}

/** The entity tags of a header, each `W/"…"` or `"…"`; commas inside quotes are part of a tag. */
function entityTags(list: string): string[] {
  return list.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

function withoutWeakness(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** Milliseconds since the epoch of an HTTP-date, or undefined for anything that is not a date. */
function httpDate(value: string | undefined): number | undefined {
  if (value === undefined || !/^[A-Za-z]{3},? /.test(value.trim())) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** Last-Modified is sent to the second: a file's sub-second time must not count as newer. */
function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}
