/**
 * Docusaurus's magic comments in code blocks: a line that is only `// highlight-next-line`
 * highlights the line after it; `// highlight-start` … `// highlight-end` the lines between. The
 * comment may be written in any language's style: line comments (`//`, `#`, `--`, `%`) or block
 * comments (C, HTML and JSX style). The directive lines themselves are left out of the block, as
 * Docusaurus leaves them.
 */
const DIRECTIVE = /^\s*(?:(?:\/\/|#|--|%)\s*(highlight-next-line|highlight-start|highlight-end)|(?:\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/|-->|\*\/\}))\s*$/;

export interface MagicCommentResult {
  /** The code without its directive lines. */
  source: string;
  /** Lines of that code to highlight, from 1. */
  highlighted: number[];
}

/** `undefined` when the code has no directive (the common case costs one test per block). */
export function magicComments(source: string): MagicCommentResult | undefined {
  if (!source.includes('highlight-')) return undefined;
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

/** The fence's meta string with `lines` added to its `{…}` line highlights. */
export function withHighlightedLines(meta: string, lines: readonly number[], existing: readonly number[]): string {
  if (lines.length === 0) return meta;
  const all = [...new Set([...existing, ...lines])].sort((a, b) => a - b);
  const range = `{${all.join(',')}}`;
  return /\{[\d,-]+\}/.test(meta) ? meta.replace(/\{[\d,-]+\}/, range) : `${meta} ${range}`.trim();
}
