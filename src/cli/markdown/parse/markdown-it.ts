/**
 * The markdown-it instance docs are parsed with: CommonMark, GFM tables and strikethrough,
 * footnotes, autolinked URLs as GitHub recognises them (`https://…`, `www.…`, emails), and
 * container directives for admonitions. No typographic replacements.
 *
 * Link destinations are kept as written (after backslash escapes and entities), as micromark
 * keeps them: remark-rehype percent-encodes them, and `.md` links are resolved on the raw path.
 * markdown-it's own check stays: `javascript:`, `vbscript:`, `file:` and non-image `data:` links
 * are not links.
 */
import markdownIt, { type MarkdownIt } from 'markdown-it';
import footnotes from 'markdown-it-footnote';
import { directiveContainers } from './directive-container.ts';
import { math } from './math.ts';
import { strikethrough } from './strikethrough.ts';

/** Host, then path up to whitespace or `<` (GFM's extended www autolink). */
const WWW_TAIL = /[\w-]+(?:\.[\w-]+)*(?:[/?#][^\s<]*)?/y;
/** Trailing punctuation GFM leaves out of an autolink. */
const TRAILING = /[?!.,:*_~'"]+$/;

/** `math`: `$…$` and `$$` blocks are formulas (`markdown.math`, math.ts). */
export function createParser({ math: withMath = false }: { math?: boolean } = {}): MarkdownIt {
  const md = markdownIt('default', { html: true, linkify: true, typographer: false });
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  md.linkify
    .add('ftp:', null)
    .add('//', null)
    .add('www.', { validate: validateWww, normalize: (match) => void (match.url = `http://${match.url}`) });
  md.use(footnotes).use(directiveContainers).use(strikethrough);
  if (withMath) md.use(math);
  // GFM has no inline footnotes (`^[text]` is text there).
  md.inline.ruler.disable('footnote_inline');
  return md;
}

/** Length of the `www.` link's tail at `pos` (0: no link). */
function validateWww(text: string, pos: number): number {
  WWW_TAIL.lastIndex = pos;
  const match = WWW_TAIL.exec(text);
  if (!match) return 0;
  let tail = match[0].replace(TRAILING, '');
  // A closing parenthesis ends the link unless the link opened one (`(see www.x.com)`).
  while (tail.endsWith(')') && count(tail, ')') > count(tail, '(')) tail = tail.slice(0, -1).replace(TRAILING, '');
  return tail.length;
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}
