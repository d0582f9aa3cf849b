/**
 * GFM strikethrough: a run of one or two tildes (`~gone~`, `~~gone~~`) opens and closes, and only
 * a run of the same length closes it; three or more tildes are text. markdown-it's own rule takes
 * only `~~`, while GitHub, remark-gfm and so Docusaurus also strike `H~2~O`'s `2`. Replaces the
 * built-in rule of the same name.
 */
import type { StateInline } from 'markdown-it';
import type { MarkdownIt } from 'markdown-it';

const TILDE = 0x7e;
/** Delimiters pair only with the same marker: a single tilde gets a marker of its own. */
const MARKER = { 1: TILDE, 2: TILDE + 0x10000 } as const;

interface Delimiter {
  marker: number;
  token: number;
  end: number;
}

export function strikethrough(md: MarkdownIt): void {
  md.inline.ruler.at('strikethrough', tokenize);
  md.inline.ruler2.at('strikethrough', (state) => {
    pair(state, state.delimiters as Delimiter[]);
    for (const meta of state.tokens_meta) if (meta?.delimiters) pair(state, meta.delimiters as Delimiter[]);
    return false;
  });
}

function tokenize(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== TILDE) return false;
  const scanned = state.scanDelims(state.pos, true);
  const run = state.src.slice(state.pos, state.pos + scanned.length);
  state.push('text', '', 0).content = run;
  if (scanned.length <= 2) {
    state.delimiters.push({
      marker: MARKER[scanned.length as 1 | 2],
      length: 0,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close,
    });
  }
  state.pos += scanned.length;
  return true;
}

function pair(state: StateInline, delimiters: readonly Delimiter[]): void {
  for (const opener of delimiters) {
    if ((opener.marker !== MARKER[1] && opener.marker !== MARKER[2]) || opener.end === -1) continue;
    const closer = delimiters[opener.end]!;
    const markup = state.tokens[opener.token]!.content;
    Object.assign(state.tokens[opener.token]!, { type: 's_open', tag: 's', nesting: 1, markup, content: '' });
    Object.assign(state.tokens[closer.token]!, { type: 's_close', tag: 's', nesting: -1, markup, content: '' });
  }
}
