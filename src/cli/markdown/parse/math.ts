/**
 * Math in markdown-it, recognised as remark-math (micromark-extension-math) recognises it, so a
 * plain doc on the fast path has the same formulas as an MDX doc (test/markdown/math.test.ts
 * compares the two parsers):
 *
 * - `$…$` and `$$…$$` in running text: a run of dollars opens and only a run of the same length
 *   closes, like a code span (no backslash escapes inside; one space or line ending each side is
 *   padding when both sides have one). remark-math has no rule against `$` before a digit or a
 *   space: `$5 and $10` is a formula there, as here; that is why math is on only when a site asks
 *   (`markdown.math`), as Docusaurus has it only when a site adds remark-math.
 * - `$$` on a line of its own (up to three spaces in, anything but `$` after it) opens a block,
 *   which a line of at least as many `$` closes (or the end of its container), like a fence.
 *
 * Tokens: `math_inline` and `math_block`, `content` the TeX source (to-mdast.ts makes them
 * `inlineMath` and `math` nodes, as remark-math's mdast-util-math does).
 */
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';

const DOLLAR = 0x24;

export function math(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.inline.ruler.before('backticks', 'math_inline', mathInline);
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let pos = state.bMarks[startLine]! + state.tShift[startLine]!;
  const max = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (state.src.charCodeAt(pos) !== DOLLAR) return false;
  const start = pos;
  pos = state.skipChars(pos, DOLLAR);
  const length = pos - start;
  if (length < 2) return false;
  const meta = state.src.slice(pos, max);
  if (meta.includes('$')) return false;
  if (silent) return true;

  let nextLine = startLine;
  let closed = false;
  for (;;) {
    nextLine++;
    if (nextLine >= endLine) break;
    pos = state.bMarks[nextLine]! + state.tShift[nextLine]!;
    const lineMax = state.eMarks[nextLine]!;
    // A line less indented than the container ends it (and the block, unclosed).
    if (pos < lineMax && state.sCount[nextLine]! < state.blkIndent) break;
    if (state.src.charCodeAt(pos) !== DOLLAR || state.sCount[nextLine]! - state.blkIndent >= 4) continue;
    const after = state.skipChars(pos, DOLLAR);
    if (after - pos < length || state.skipSpaces(after) < lineMax) continue;
    closed = true;
    break;
  }
  state.line = nextLine + (closed ? 1 : 0);
  const token = state.push('math_block', 'math', 0);
  token.info = meta.trim();
  token.content = state.getLines(startLine + 1, nextLine, state.sCount[startLine]!, true).replace(/\n$/, '');
  token.markup = '$'.repeat(length);
  token.map = [startLine, state.line];
  return true;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== DOLLAR) return false;
  const max = state.posMax;
  let pos = start + 1;
  while (pos < max && state.src.charCodeAt(pos) === DOLLAR) pos++;
  const opener = pos - start;
  let searchFrom = pos;
  for (let at = state.src.indexOf('$', searchFrom); at !== -1 && at < max; at = state.src.indexOf('$', searchFrom)) {
    let end = at + 1;
    while (end < max && state.src.charCodeAt(end) === DOLLAR) end++;
    if (end - at === opener) {
      if (!silent) {
        const token = state.push('math_inline', 'math', 0);
        token.markup = '$'.repeat(opener);
        token.content = padded(state.src.slice(pos, at));
      }
      state.pos = end;
      return true;
    }
    searchFrom = end;
  }
  // No closing run: the dollars are text (and the next one is not tried as an opener).
  if (!silent) state.pending += state.src.slice(start, pos);
  state.pos = pos;
  return true;
}

/** One space or line ending each side is padding, when both sides have one and there is more. */
function padded(content: string): string {
  const edge = /[ \n]/;
  if (content.length > 2 && edge.test(content[0]!) && edge.test(content.at(-1)!) && /[^ \n]/.test(content)) return content.slice(1, -1);
  return content;
}
