/**
 * How a sidebar tells whether an item links to a page: the same path with or without its trailing
 * slash, in any case. One rule for the server (content/sidebar.ts, routes/page-data.ts) and the
 * sidebar drawn in the browser (Sidebar.tsx).
 */

/** An href as sidebar matching compares it: no trailing slash, lower case. */
export const comparableHref = (href: string) => href.replace(/\/$/, '').toLowerCase();

/**
 * Each href as `sameHref` compares it, made once: every page asks it of every closed category of
 * its sidebar (174 top-level ones at 100,000 generated docs), and two replacements and two
 * lower-casings a call were seconds of a large build. Emptied when full, so a build of any size
 * keeps a few thousand.
 */
const comparableHrefs = new Map<string, string>();
const KEPT_HREFS = 5000;

/** Whether two hrefs name the same page for the sidebar. */
export function sameHref(a: string, b: string): boolean {
  return remembered(a) === remembered(b);
}

function remembered(href: string): string {
  let comparable = comparableHrefs.get(href);
  if (comparable === undefined) {
    if (comparableHrefs.size >= KEPT_HREFS) comparableHrefs.clear();
    comparableHrefs.set(href, (comparable = comparableHref(href)));
  }
  return comparable;
}
