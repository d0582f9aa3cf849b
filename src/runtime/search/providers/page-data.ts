/**
 * A matching page as the hits are made from (`PagefindPage`, the shape Pagefind's `data()`
 * answers): its fragment (text, meta, heading anchors) with the query's word locations, grouped
 * into `sub_results` by the heading each location falls under. Rules as Pagefind's browser module
 * applies them: a heading counts when it has text, locations before the first heading belong to
 * the page itself, and each section's URL is the page's with the heading's id.
 */
import type { PagefindAnchor, PagefindLocation, PagefindPage, PagefindSubResult } from './pagefind-api.ts';

/** A page's fragment file, as the build writes it. */
export interface Fragment {
  url: string;
  content: string;
  word_count: number;
  filters: Record<string, string[]>;
  meta: Record<string, string | undefined>;
  anchors: PagefindAnchor[];
}

export function pageData(fragment: Fragment, locations: readonly PagefindLocation[]): PagefindPage {
  const url = siteUrl(fragment.url);
  const page: PagefindPage = {
    url,
    // Pagefind's `raw_content` escapes `<` and `>` (not `&`); `content` drops zero-width spaces.
    raw_content: fragment.content.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    content: fragment.content.replace(/\u200B/g, ''),
    meta: fragment.meta,
    filters: fragment.filters,
    anchors: fragment.anchors,
    locations: locations.map((l) => l.location),
    weighted_locations: [...locations],
    sub_results: [],
  };
  page.sub_results = subResults(page, locations);
  return page;
}

/** The fragment's URL as a site path (`//docs/a` → `/docs/a`); a full URL stays as it is. */
function siteUrl(raw: string): string {
  if (/^(https?:)?\/\//.test(raw)) return raw;
  return `/${raw}`.replace(/\/+/g, '/');
}

/** The locations (in page order) grouped by the heading above them; a group per heading that has any. */
export function subResults(page: Pick<PagefindPage, 'url' | 'meta' | 'anchors'>, locations: readonly PagefindLocation[]): PagefindSubResult[] {
  const headings = page.anchors.filter((a) => /h\d/i.test(a.element) && /\S/.test(a.text ?? '')).sort((a, b) => a.location - b.location);
  const results: PagefindSubResult[] = [];
  let current: PagefindSubResult = { title: page.meta.title ?? '', url: page.url, locations: [], weighted_locations: [] };
  let next = 0;
  for (const location of locations) {
    if (next < headings.length && location.location >= headings[next]!.location) {
      if (current.locations.length > 0) results.push(current);
      // The last heading at or before the location: headings without matches in between are skipped.
      while (next + 1 < headings.length && location.location >= headings[next + 1]!.location) next++;
      const anchor = headings[next++]!;
      current = { title: anchor.text, url: withHash(page.url, anchor.id), anchor, locations: [], weighted_locations: [] };
    }
    current.locations.push(location.location);
    current.weighted_locations.push(location);
  }
  if (current.locations.length > 0) results.push(current);
  return results;
}

function withHash(url: string, id: string): string {
  try {
    const absolute = new URL(url, 'https://example.com');
    absolute.hash = id;
    return /^(https?:)?\/\//.test(url) ? absolute.href : absolute.href.slice(absolute.origin.length);
  } catch {
    return `${url}#${id}`;
  }
}
