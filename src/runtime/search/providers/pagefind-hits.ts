/**
 * One Pagefind result (a page, its matching sections) as DocSearch hits: the page (`lvl1`), then
 * a hit per matching section — a heading hit (`lvl2`…`lvl6`) when the heading itself matches, a
 * `content` hit with the matching text otherwise — best section first, with the hierarchy chain
 * rebuilt from the page's heading anchors.
 */
import type { HighlightTree, HighlightValue, Hierarchy, HitLevel, HitType, SearchHit } from '../types.ts';
import { LVL0_META, type PagefindAnchor, type PagefindPage, type PagefindSubResult } from './pagefind-api.ts';
import { highlightText, isMarked, sameWords, snippetWords, WORD_SEPARATORS, type MarkOptions } from './text-marks.ts';

export const DEFAULT_LVL0 = 'Documentation';
/** A page and up to four of its sections: DocSearch's default of 5 rows per group. */
export const HITS_PER_PAGE_RESULT = 5;
/** Words kept in a `content` hit's text around its matches. */
const CONTENT_WORDS = 40;

export interface HitOptions extends MarkOptions {
  terms: readonly string[];
  /** Words per snippet, by attribute (`content`, `hierarchy.lvl2`…), from `attributesToSnippet`. */
  snippets: ReadonlyMap<string, number>;
}

type HeadingLevel = Exclude<HitLevel, 'lvl0' | 'lvl1'>;

export function pageHits(page: PagefindPage, options: HitOptions): SearchHit[] {
  const words = pageWords(page);
  const anchors = [...page.anchors].filter((a) => /^h[2-6]$/i.test(a.element)).sort((a, b) => a.location - b.location);
  const title = page.meta.title ?? page.url;
  const base: Hierarchy = { lvl0: page.meta[LVL0_META] ?? DEFAULT_LVL0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const description = page.meta.description ?? null;
  const hits: SearchHit[] = [makeHit(page.url, null, 'lvl1', description, base, options)];

  const sections = page.sub_results
    .map((sub) => section(sub, anchors, words, title, page.url, options.terms))
    .filter((s): s is Section => s !== null)
    // A section named exactly as the query first (Algolia's `exact`), then by Pagefind's scores.
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score)
    .slice(0, HITS_PER_PAGE_RESULT - 1);
  for (const s of sections) {
    const hierarchy = s.anchor ? hierarchyAt(base, anchors, s.anchor) : base;
    const window = contentWindow(words, s, options);
    if (s.headingMatches) {
      // The text under the heading goes with it (the search page's summary; the modal shows
      // a heading's title and page only). A heading with no text under it has none.
      const level = `lvl${s.anchor!.element.slice(1)}` as HeadingLevel;
      hits.push(makeHit(s.url, s.anchor!.id, level, s.body.to > s.body.from ? window.text : null, hierarchy, options, s.body.to > s.body.from ? window : undefined));
      continue;
    }
    hits.push(makeHit(s.url, s.anchor?.id ?? null, 'content', window.text, hierarchy, options, window));
  }
  return hits;
}

/**
 * The one hit of a page when hits are distinct by page (`distinct: 1`, as Algolia keeps a
 * group's best record): the page itself when its title matches, else its best section (the
 * words found there, not only in the page's description).
 */
export function distinctHit(hits: readonly SearchHit[]): SearchHit | undefined {
  const [page, best] = hits;
  const titleMatches = (page?._highlightResult?.hierarchy?.lvl1?.matchLevel ?? 'none') !== 'none';
  return titleMatches || !best ? page : best;
}

interface Section {
  url: string;
  anchor: PagefindAnchor | null;
  /** Matched word positions in the page. */
  marked: Set<number>;
  /** The words under the heading (or under the title for the top of the page). */
  body: { from: number; to: number };
  headingMatches: boolean;
  score: number;
  exact: boolean;
}

function section(
  sub: PagefindSubResult,
  anchors: readonly PagefindAnchor[],
  words: readonly string[],
  title: string,
  pageUrl: string,
  terms: readonly string[],
): Section | null {
  const anchor = sub.anchor ? (anchors.find((a) => a.id === sub.anchor!.id && a.location === sub.anchor!.location) ?? null) : null;
  const start = anchor ? anchor.location : 0;
  const headingLength = (anchor ? anchor.text : title).split(WORD_SEPARATORS).filter(Boolean).length;
  const next = anchors.find((a) => a.location > start);
  const body = { from: start + headingLength, to: next ? next.location : words.length };
  const marked = new Set(sub.locations);
  const headingMatches = [...marked].some((l) => l >= start && l < body.from);
  const bodyMatches = [...marked].some((l) => l >= body.from && l < body.to);
  // The page's own title is the lvl1 hit; the top of the page needs a hit only for its text.
  if (!anchor && !bodyMatches) return null;
  if (anchor && !headingMatches && !bodyMatches) return null;
  const score = sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
  const exact = anchor !== null && sameWords(anchor.text, terms);
  return { url: anchor ? sub.url : pageUrl, anchor, marked, body, headingMatches: anchor !== null && headingMatches, score, exact };
}

/** The page's words as Pagefind counted them, with the text as written (`<`, `&` unescaped). */
function pageWords(page: PagefindPage): string[] {
  // Word positions index `raw_content` split on white space (or on zero-width spaces for
  // languages written without them); `content` splits the same way and is plain text.
  if (page.raw_content.includes('\u200B')) return page.raw_content.split('\u200B').map((w) => w.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  return page.content.split(WORD_SEPARATORS);
}

/** The lvl2…lvl6 chain above `target`: the nearest heading of each higher level before it. */
function hierarchyAt(base: Hierarchy, anchors: readonly PagefindAnchor[], target: PagefindAnchor): Hierarchy {
  const hierarchy = { ...base };
  for (const anchor of anchors) {
    if (anchor.location > target.location) break;
    const level = Number(anchor.element.slice(1));
    for (let l = level; l <= 6; l++) hierarchy[`lvl${l}` as HeadingLevel] = null;
    hierarchy[`lvl${level}` as HeadingLevel] = anchor.text.trim();
  }
  return hierarchy;
}

interface ContentWindow {
  text: string;
  highlight: HighlightValue;
  snippet: HighlightValue | undefined;
}

function contentWindow(words: readonly string[], s: Section, options: HitOptions): ContentWindow {
  const plain: MarkOptions = { preTag: '', postTag: '', ellipsis: options.ellipsis };
  const wide = snippetWords(words, s.marked, s.body, CONTENT_WORDS, options.terms, plain);
  const highlight = snippetWords(words, s.marked, s.body, CONTENT_WORDS, options.terms, options);
  const count = options.snippets.get('content');
  const snippet = count === undefined ? undefined : snippetWords(words, s.marked, s.body, count, options.terms, options);
  // The wide window without tags is the hit's text; unescape what escaping added.
  return { text: unescape(wide.value), highlight, snippet };
}

function unescape(html: string): string {
  return html.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
}

function makeHit(
  url: string,
  anchor: string | null,
  type: HitType,
  content: string | null,
  hierarchy: Hierarchy,
  options: HitOptions,
  window?: ContentWindow,
): SearchHit {
  const highlight: HighlightTree = { hierarchy: {} };
  const snippet: HighlightTree = { hierarchy: {} };
  for (const [level, text] of Object.entries(hierarchy) as [HitLevel, string | null][]) {
    if (text === null) continue;
    highlight.hierarchy![level] = highlightText(text, options.terms, options);
    const words = options.snippets.get(`hierarchy.${level}`);
    if (words !== undefined) snippet.hierarchy![level] = snippetOf(text, words, options);
  }
  if (content !== null) {
    highlight.content = window?.highlight ?? highlightText(content, options.terms, options);
    const words = options.snippets.get('content');
    const contentSnippet = window ? window.snippet : words === undefined ? undefined : snippetOf(content, words, options);
    if (contentSnippet) snippet.content = contentSnippet;
  }
  const [urlWithoutAnchor] = url.split('#');
  return {
    objectID: `${urlWithoutAnchor}#${anchor ?? ''}:${type}`,
    url,
    url_without_anchor: urlWithoutAnchor!,
    anchor,
    type,
    content,
    hierarchy,
    _highlightResult: highlight,
    _snippetResult: snippet,
  };
}

function snippetOf(text: string, count: number, options: HitOptions): HighlightValue {
  const words = text.split(WORD_SEPARATORS).filter(Boolean);
  const marked = new Set<number>();
  words.forEach((w, i) => {
    if (isMarked(w, options.terms, options)) marked.add(i);
  });
  return snippetWords(words, marked, { from: 0, to: words.length }, count, options.terms, options);
}
