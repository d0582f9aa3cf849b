/**
 * A markdown-it block rule for container directives, the syntax Docusaurus admonitions use:
 *
 *     :::tip[Optional *title*]{#id .class key="value"}
 *     Any markdown, nested containers included.
 *     :::
 *
 * Also the Docusaurus 2 form `:::note My title` (for admonition names only). The fence is three
 * or more colons; the closing fence is a line of at least as many colons and nothing else. An
 * inner container takes its own closing fence first, so `:::tip` may nest inside `:::note` (with
 * remark-directive, and so Docusaurus, the inner `:::` closes both and the outer one is left as
 * text), and a `:::` line inside fenced code is code. Unclosed, the container runs to the end of
 * its parent. The label is parsed as inline markdown into the open token's children.
 */
import type { StateBlock, Token } from 'markdown-it';
import type { MarkdownIt } from 'markdown-it';

export const CONTAINER_OPEN = 'container_directive_open';
export const CONTAINER_CLOSE = 'container_directive_close';

export interface ContainerMeta {
  name: string;
  /** Whether `[label]` (or a legacy title) was written: its inline tokens are the open token's children. */
  hasLabel: boolean;
  attributes: Record<string, string>;
}

/** Names whose title may follow after a space (`:::note My title`, Docusaurus 2). */
const LEGACY_TITLED = new Set(['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important', 'success', 'secondary']);

const COLON = 0x3a;
const NAME = /^[A-Za-z][\w-]*/;

interface Opening {
  colons: number;
  name: string;
  label: string | undefined;
  attributes: Record<string, string>;
}

export function directiveContainers(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'container_directive', containerRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}

function containerRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const opening = parseOpening(lineText(state, startLine));
  if (!opening) return false;
  if (silent) return true;

  const { end, closed } = findClose(state, startLine, endLine, opening.colons);
  const open = state.push(CONTAINER_OPEN, 'div', 1);
  open.markup = ':'.repeat(opening.colons);
  open.map = [startLine, closed ? end + 1 : end];
  open.meta = { name: opening.name, hasLabel: opening.label !== undefined, attributes: opening.attributes } satisfies ContainerMeta;
  if (opening.label !== undefined) {
    const children: Token[] = [];
    state.md.inline.parse(opening.label, state.md, state.env, children);
    open.children = children;
  }

  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container_directive' as typeof state.parentType;
  state.lineMax = end;
  state.md.block.tokenize(state, startLine + 1, end);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;

  state.push(CONTAINER_CLOSE, 'div', -1).markup = open.markup;
  state.line = closed ? end + 1 : end;
  return true;
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/** `:::name[label]{attrs}` (nothing else on the line), or undefined when the line is not an opening. */
export function parseOpening(line: string): Opening | undefined {
  if (line.charCodeAt(0) !== COLON) return undefined;
  let colons = 0;
  while (line.charCodeAt(colons) === COLON) colons++;
  if (colons < 3) return undefined;
  const name = NAME.exec(line.slice(colons))?.[0];
  if (!name) return undefined;
  let rest = line.slice(colons + name.length);
  let label: string | undefined;
  if (rest.startsWith('[')) {
    const close = matchingBracket(rest);
    if (close < 0) return undefined;
    label = rest.slice(1, close);
    rest = rest.slice(close + 1);
  }
  let attributes: Record<string, string> = {};
  if (rest.startsWith('{')) {
    const close = rest.indexOf('}');
    const parsed = close < 0 ? undefined : parseAttributes(rest.slice(1, close));
    if (!parsed) return undefined;
    attributes = parsed;
    rest = rest.slice(close + 1);
  }
  const trailing = rest.trim();
  if (trailing) {
    // `:::note My title`: the title after the name, as Docusaurus 2 wrote it.
    if (label !== undefined || rest === trailing || !LEGACY_TITLED.has(name) || Object.keys(attributes).length > 0) return undefined;
    label = trailing;
  }
  return { colons, name, label, attributes };
}

/** Index of the `]` that closes the `[` at 0 (backslash escapes and nested brackets respected). */
function matchingBracket(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}

const ATTRIBUTE = /([#.])([^\s#.="'{}]+)|([A-Za-z_:][\w.:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`}]+)))?|(\S)/g;

/** `#id .class key="value" key=value flag`; undefined for anything else (then it is no directive). */
export function parseAttributes(text: string): Record<string, string> | undefined {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, shortcut, shortValue, key, double, single, bare, stray] = match;
    if (stray !== undefined) return undefined;
    if (shortcut === '#') attributes['id'] = shortValue!;
    else if (shortcut === '.') attributes['class'] = attributes['class'] ? `${attributes['class']} ${shortValue}` : shortValue!;
    else attributes[key!] = double ?? single ?? bare ?? '';
  }
  return attributes;
}

/**
 * The line of the closing fence (or where the parent ends). Openings inside are counted, so each
 * inner container takes its own closing fence; fenced code is skipped.
 */
function findClose(state: StateBlock, startLine: number, endLine: number, colons: number): { end: number; closed: boolean } {
  const open: number[] = [];
  let fence: string | undefined;
  for (let line = startLine + 1; line < endLine; line++) {
    const text = lineText(state, line);
    if (text && state.sCount[line]! < state.blkIndent) return { end: line, closed: false };
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    const fenceMarker = /^(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== undefined) {
      if (fenceMarker && fenceMarker[0] === fence[0] && fenceMarker.length >= fence.length && !text.slice(fenceMarker.length).trim()) fence = undefined;
      continue;
    }
    if (fenceMarker) {
      fence = fenceMarker;
      continue;
    }
    if (text.charCodeAt(0) !== COLON) continue;
    const inner = parseOpening(text);
    if (inner) {
      open.push(inner.colons);
      continue;
    }
    const closing = /^(:{3,})[ \t]*$/.exec(text)?.[1]?.length;
    if (closing === undefined) continue;
    if (open.length > 0) {
      if (closing >= open.at(-1)!) open.pop();
    } else if (closing >= colons) {
      return { end: line, closed: true };
    }
  }
  return { end: endLine, closed: false };
}
