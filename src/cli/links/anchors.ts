/**
 * How a link's `#fragment` is judged against the ids of a page: by the link gate (check.ts), and
 * by the output thread, which settles a page's links to its own anchors while it writes the page
 * (scanned-pages.ts) so that the gate need not hold them for every page until the end.
 */
import type { IdLookup } from './page-ids.ts';

/**
 * `#part` whose text a URL parser keeps as written (printable ASCII outside the fragment
 * percent-encode set: no space, `"`, `<`, `>` or backtick), so appending it equals resolving it.
 * A bare `#` is left to the parser (it resolves to the page without a fragment).
 */
export function isSameDocumentFragment(href: string): boolean {
  return href.length > 1 && href.charCodeAt(0) === 35 && /^#[\x21\x23-\x3b\x3d\x3f-\x5f\x61-\x7e]*$/.test(href);
}

/** Whether `fragment` (as written in the link, without `#`) is an anchor of the page whose ids are `ids`. */
export function isAnchorIn(ids: IdLookup, fragment: string): boolean {
  // Most fragments are written as the id: no decoding for them.
  return ids.has(fragment) || hasAnchor(ids, fragment, decodeSafe(fragment));
}

/**
 * An id matches as written or decoded (`#caf%C3%A9` → `café`). `#top` needs no id: browsers
 * scroll to the top of the document for it.
 */
function hasAnchor(ids: IdLookup, raw: string, decoded: string): boolean {
  return ids.has(raw) || ids.has(decoded) || decoded.toLowerCase() === 'top' || decoded.startsWith(':~:');
}

export function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
