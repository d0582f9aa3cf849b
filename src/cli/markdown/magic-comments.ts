/**
 * Docusaurus's magic comments in code blocks: a line that is only `// highlight-next-line`
 * highlights the line after it; `// highlight-start` … `// highlight-end` the lines between. The
 * comment may be written in any language's style: line comments (`//`, `#`, `--`, `%`) or block
 * comments (C, HTML and JSX style). The directive lines themselves are left out of the block, as
 * Docusaurus leaves them.
 *
 * A fence whose meta has a `{1,3-4}` range is highlighted by the range alone: Docusaurus does not
 * read the code then (it does not support mixing the two), so its comments stay in the block as
 * code, and a page moved from it shows the same lines.
 */
const DIRECTIVE = /^\s*(?:(?:\/\/|#|--|%)\s*(highlight-next-line|highlight-start|highlight-end)|(?:\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/|-->|\*\/\}))\s*$/;

export interface MagicCommentResult {
  /** The code without its directive lines. */
  source: string;
  /** Lines of that code to highlight, from 1. */
  highlighted: number[];
}

/** Docusaurus's test for a line range in a fence's meta. */
const META_RANGE = /\{[\d,-]+\}/;

/**
 * `undefined` when the code has no directive (the common case costs one test per block), or when
 * `meta` has a line range, which leaves the comments as they are written.
 */
export function magicComments(source: string, meta: string): MagicCommentResult | undefined {
  if (!source.includes('highlight-') || META_RANGE.test(meta)) return undefined;
  const kept: string[] = [];
  const highlighted: number[] = [];
  let nextLine = false;
  let open = 0;
  for (const line of source.split('\n')) {
    const match = DIRECTIVE.exec(line);
    const directive = match?.[1] ?? match?.[2];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') open++;
    else if (directive === 'highlight-end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (nextLine || open > 0) highlighted.push(kept.length);
      nextLine = false;
    }
  }
  if (kept.length === source.split('\n').length) return undefined;
  return { source: kept.join('\n'), highlighted };
}

/** The fence's meta string (which has no range: see `magicComments`) with `lines` as its `{…}` highlights. */
export function withHighlightedLines(meta: string, lines: readonly number[]): string {
  if (lines.length === 0) return meta;
  return `${meta} {${lines.join(',')}}`.trim();
}
