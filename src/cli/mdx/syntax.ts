/**
 * Which docs are MDX, and what MDX's parser needs done to Docusaurus docs first.
 *
 * Docusaurus's `markdown.format` decides the format: `'mdx'` (its default) reads every doc as MDX,
 * `'md'` none, `'detect'` only `.mdx` files. A doc read as MDX that holds no MDX syntax at all
 * (no import or export, no `{`, no tag) parses the same with either parser, so it keeps
 * docsgen's fast one and ships no content code: most docs of most sites.
 */

export type MarkdownFormat = 'mdx' | 'md' | 'detect';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ESM = /^(?:import|export)\s/;
/** A tag or a fragment (`<Tabs`, `<div`, `</x>`, `<>`). */
const TAG = /<(?:[A-Za-z][\w.:-]*(?=[\s/>])|\/[A-Za-z]|>)/;

/** Whether a doc is compiled as MDX; `math`: formulas (`markdown.math`) are not MDX, braces and all. */
export function isMdxDoc(file: string, source: string, format: MarkdownFormat, { math = false }: { math?: boolean } = {}): boolean {
  if (format === 'md' || (format === 'detect' && !/\.mdx$/i.test(file))) return false;
  return /\.mdx$/i.test(file) || mdxSyntaxLine(source, { math }) !== undefined;
}

/** The first line (1-based) outside code (and math, with `math`) that only MDX reads as code: ESM, an expression or JSX. */
export function mdxSyntaxLine(source: string, { math = false }: { math?: boolean } = {}): number | undefined {
  const lines = source.split('\n');
  const isCode = fencedCode();
  const isMath = math ? mathBlock() : () => false;
  let start = 0;
  // Front matter is YAML, whatever it holds.
  if (lines[0]?.trimEnd() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
    if (end > 0) start = end + 1;
  }
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    if (isCode(line) || isMath(line)) continue;
    // Taking code spans and math out only blanks characters: a line with no brace, no `<` and no
    // ESM keyword has none after (most lines; this was most of the check's time).
    if (!line.includes('{') && !line.includes('<') && !ESM.test(line)) continue;
    const text = math ? withoutMath(withoutCodeSpans(line)) : withoutCodeSpans(line);
    if (ESM.test(text) || text.includes('{') || TAG.test(text)) return i + 1;
  }
  return undefined;
}

/**
 * Reads a doc line by line and says of each whether it is fenced code (a fence, or a line inside
 * one), as CommonMark closes a fence: the same character, at least as many, alone on its line.
 */
function fencedCode(): (line: string, mayOpen?: boolean) => boolean {
  let fence: string | undefined;
  return (line, mayOpen = true) => {
    const opened = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opened !== undefined && opened[0] === fence[0] && opened.length >= fence.length && line.trim() === opened) fence = undefined;
      return true;
    }
    if (opened === undefined || !mayOpen) return false;
    fence = opened;
    return true;
  };
}

/** `$\alpha$`, `$x^{2}$`: dollars around a TeX command or braces, which money never has. */
const TEX_IN_DOLLARS = /\$[^$\s][^$]*(?:\\[A-Za-z]+|[_^]\{)[^$]*\$/;

/**
 * The line (1-based) of the first math outside code — a `$$` block (`$$` alone on a line, closed
 * by another such line) or `$…$` around TeX — for the warning a site without `markdown.math`
 * gets: it shows as text there.
 */
export function mathLine(source: string): number | undefined {
  if (!source.includes('$')) return undefined;
  const lines = source.split('\n');
  const isCode = fencedCode();
  let open: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isCode(line)) continue;
    if (/^ {0,3}\$\$\s*$/.test(line)) {
      if (open !== undefined) return open + 1;
      open = i;
    } else if (open === undefined && TEX_IN_DOLLARS.test(withoutCodeSpans(line))) return i + 1;
  }
  return undefined;
}

/** A `$$` block's lines (its fences too), as remark-math reads one: `$$` and no other `$` on the opening line. */
function mathBlock(): (line: string) => boolean {
  let fence: number | undefined;
  return (line) => {
    const run = /^ {0,3}(\${2,})([^$]*)$/.exec(line);
    if (fence !== undefined) {
      if (run && run[1]!.length >= fence && run[2]!.trim() === '') fence = undefined;
      return true;
    }
    if (!run) return false;
    fence = run[1]!.length;
    return true;
  };
}

/** A line with its `$…$` formulas blanked out (a run of dollars closed by one as long). */
function withoutMath(line: string): string {
  return line.replace(/(\$+)(?!\$)[\s\S]*?(?<!\$)\1(?!\$)/g, (span) => ' '.repeat(span.length));
}

/** Autolinks (`<https://…>`, `<me@example.com>`): Markdown's, never a tag. */
const AUTOLINK = /<[A-Za-z][A-Za-z\d+.-]{1,31}:[^\s<>]*>|<[^\s<>@]+@[^\s<>]+>/g;

/** A line with its `code spans` and autolinks blanked out (their content is never MDX). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) => ' '.repeat(span.length)).replace(AUTOLINK, (link) => ' '.repeat(link.length));
}

/**
 * Docusaurus 3 reads MDX 1 habits in MDX docs (its `mdx1Compat` options, on by default): a heading
 * id written `## Title {#my-id}`, HTML comments `<!-- … -->`, and admonition titles written
 * `:::tip Title`. MDX would read the first as an expression, refuse the second and not see the
 * third as a title; here the id's braces are escaped (docsgen's heading step then reads it as in
 * Markdown), a comment becomes an MDX comment, and the title goes in brackets. Lines are kept.
 */
export function mdx1Compat(source: string): string {
  const lines = source.split('\n');
  const isCode = fencedCode();
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A fence written inside a comment opens nothing.
    if (isCode(line, !inComment)) continue;
    let next = line;
    if (/^ {0,3}#{1,6}\s/.test(next)) next = next.replace(/\{#([^{}\s]+)\}\s*$/, '\\{#$1\\}');
    // `:::tip Title`, the older admonition title, as `:::tip[Title]` (directive syntax).
    next = next.replace(/^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+([^[{\s][^\n]*?)\s*$/, (_, open: string, title: string) => `${open}[${title.replace(/[[\]]/g, '\\$&')}]`);
    // Comments, whole or spread over lines: `<!--` → `{/*`, `-->` → `*/}`.
    next = next.replace(/<!--|-->/g, (mark) => {
      if (mark === '<!--' && !inComment) {
        inComment = true;
        return '{/*';
      }
      if (mark === '-->' && inComment) {
        inComment = false;
        return '*/}';
      }
      return mark;
    });
    lines[i] = next;
  }
  return lines.join('\n');
}
