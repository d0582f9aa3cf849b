/**
 * One result of the search page, from a DocSearch hit: the deepest heading as its title, the
 * levels above it as breadcrumbs, the content snippet as its summary. Values stay highlight
 * strings (escaped text with `<mark>`) until `Highlighted` renders them as text.
 */
import { escapeHtml } from '../highlight.tsx';
import { HIT_LEVELS, type SearchHit } from '../types.ts';

export interface ResultItem {
  key: string;
  url: string;
  title: string;
  breadcrumbs: string[];
  summary?: string;
}

export function resultItem(hit: SearchHit, url: string): ResultItem {
  const highlighted = hit._highlightResult?.hierarchy;
  const levels = HIT_LEVELS.map((level) => highlighted?.[level]?.value ?? (hit.hierarchy[level] ? escapeHtml(hit.hierarchy[level]!) : undefined)).filter(
    (value): value is string => !!value,
  );
  const title = levels.pop() ?? escapeHtml(url);
  const snippet = hit._snippetResult?.content?.value;
  // Docusaurus ends every summary with "..."; a snippet cut by the engine already ends with "…".
  const summary = snippet && (/(?:…|\.\.\.)$/.test(snippet) ? snippet : `${snippet}...`);
  return { key: hit.objectID, url, title, breadcrumbs: levels, ...(summary ? { summary } : {}) };
}
