/**
 * A highlighted code block straight to HTML, character for character the markup that Shiki's
 * hast, the contrast fix (code-contrast.ts), the frame (rehypeCodeBlockFrame) and
 * hast-util-to-html made together: the tests compare the two on every sample language and kind
 * of meta, and whole builds of this site and of a generated 1,000-page one came out identical.
 *
 * Why: Shiki makes token objects per theme, aligns them, builds a style object and then a hast
 * node per token, which the contrast fix and the frame walk again and hast-util-to-html then
 * serialises. Here a grammar's line goes from the two-theme memo's binary tokens (dual-theme.ts)
 * to a string once, kept beside them: a line met before in the same state is a look-up.
 */
import { parseMetaHighlightString } from '@shikijs/transformers';
import { codeToTokens, getTokenStyleObject, isPlainLang, isSpecialLang, stringifyTokenStyle, type ShikiPrimitive, type ThemedToken } from 'shiki/core';
import { EncodedTokenMetadata } from 'shiki/textmate';
import { fixStyle } from './code-contrast.ts';
import { twoThemeColorMaps, twoThemeLines, type TwoThemeLine } from './dual-theme.ts';

export interface CodeBlockInput {
  source: string;
  lang: string;
  meta: string;
  themes: { light: string; dark: string };
}

const WHITESPACE_ONLY = /^\s+$/;
/** The style keys the default colour (light) writes as plain CSS, not as variables. */
const COLOR_KEYS = new Set(['color', 'background-color']);
/** vscode-textmate's `FontStyle.Underline | FontStyle.Strikethrough` (a const enum, not importable). */
const UNDERLINE_OR_STRIKETHROUGH = 4 | 8;

/**
 * What a fence's meta string says besides line highlights: `title="next.config.js"`,
 * `showLineNumbers`, and `showLineNumbers=5`, whose numbers start at 5 (`lineNumbersStart`).
 */
export function parseCodeMeta(meta: string): { title?: string; showLineNumbers: boolean; lineNumbersStart?: number } {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const value = title?.[1] ?? title?.[2] ?? title?.[3];
  const lineNumbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(meta);
  return {
    ...(value ? { title: value } : {}),
    showLineNumbers: lineNumbers !== null,
    ...(lineNumbers?.[1] ? { lineNumbersStart: Number(lineNumbers[1]) } : {}),
  };
}

/**
 * The `code` element's style for a block numbered from `start`: the theme counts lines with the
 * CSS counter `line` from 1, and a counter is reset to the number before the first one, as
 * Docusaurus does. Nothing for 1, so a block's HTML is the same as with plain `showLineNumbers`.
 */
export function lineNumbersStyle(start: number | undefined): string | undefined {
  return start === undefined || start === 1 ? undefined : `counter-reset:line ${start - 1}`;
}

/** The framed block (`div.code-block`) as HTML. */
export function codeBlockHtml(primitive: ShikiPrimitive, { source, lang, meta, themes }: CodeBlockInput): string {
  const { fg, bg, themeName } = blockColors(primitive, themes);
  const { title, showLineNumbers, lineNumbersStart } = parseCodeMeta(meta);
  const codeStyle = showLineNumbers ? lineNumbersStyle(lineNumbersStart) : undefined;
  const highlighted = meta ? (parseMetaHighlightString(meta) ?? []) : [];
  const sourceLines = lang === 'diff' ? source.split('\n') : [];

  // Joined, not `+=`: built by `+=`, a block's HTML is a V8 rope of thousands of small pieces, and
  // sending it to the main thread flattened it there and then, slowly: the first `postMessage` of
  // a generated doc's HTML (13 KB) took its compile thread 0.4–0.7 ms with `+=`, 0.13 ms joined.
  const code = linesHtml(primitive, source, lang, themes)
    .map((line, index) => {
      let classes = 'line';
      if (highlighted.includes(index + 1)) classes += ' highlighted';
      const first = sourceLines[index]?.[0];
      if (first === '+') classes += ' diff add';
      else if (first === '-') classes += ' diff remove';
      return `<span class="${classes}">${line}</span>`;
    })
    .join('\n');

  const preClass = `shiki ${themeName ?? ''}`.trim().split(/\s+/).concat(showLineNumbers ? ['line-numbers'] : []).join(' ');
  const pre = `<pre class="${escapeAttribute(preClass)}" style="${escapeAttribute(`background-color:${bg};color:${fg}`)}" tabindex="0"><code${codeStyle ? ` style="${escapeAttribute(codeStyle)}"` : ''}>${code}</code></pre>`;
  const body = `<div class="code-block__body">${pre}<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div>`;
  // The language, for the page's Markdown twin (llms/twin.ts): the highlighted HTML no longer says it.
  const language = lang === 'text' ? '' : ` data-language="${escapeAttribute(lang)}"`;
  if (title === undefined) return `<div class="code-block"${language}>${body}</div>`;
  return `<div class="code-block code-block--titled"${language}><div class="code-block__title">${escapeText(title)}</div>${body}</div>`;
}

interface BlockColors {
  fg: string | undefined;
  bg: string | undefined;
  themeName: string | undefined;
}
const colorsOf = new WeakMap<ShikiPrimitive, BlockColors>();
/**
 * The pre's colours and theme class, as Shiki gives them for any code: worked out once per
 * primitive (a two-theme primitive serves one pair of themes).
 */
function blockColors(primitive: ShikiPrimitive, themes: CodeBlockInput['themes']): BlockColors {
  let colors = colorsOf.get(primitive);
  if (!colors) {
    const { fg, bg, themeName } = codeToTokens(primitive, '', { lang: 'text', themes, defaultColor: 'light' });
    colorsOf.set(primitive, (colors = { fg, bg, themeName }));
  }
  return colors;
}

/**
 * Each line's tokens as HTML (the inside of its `span.line`). A grammar's lines come from the
 * two-theme memo and keep their HTML there, so a line met before in the same state costs a
 * look-up; plain text and Shiki's special languages go through Shiki's tokens.
 */
function linesHtml(primitive: ShikiPrimitive, source: string, lang: string, themes: CodeBlockInput['themes']): string[] {
  const colorMaps = twoThemeColorMaps(primitive);
  const lines = colorMaps && !isPlainLang(lang) && !isSpecialLang(lang) ? twoThemeLines(primitive, lang, source) : undefined;
  if (!colorMaps || !lines) {
    const { tokens } = codeToTokens(primitive, source, { lang, themes, defaultColor: 'light', tokenizeTimeLimit: 0 });
    return mergeWhitespace(tokens).map((line) => line.map((token) => tokenHtml(token.content, stringifyTokenStyle(token.htmlStyle || getTokenStyleObject(token)))).join(''));
  }
  return lines.map(({ text, tokens }) => (tokens ? (tokens.html ??= lineHtml(text, tokens, colorMaps)) : ''));
}

function tokenHtml(content: string, style: string): string {
  return `${style ? `<span style="${escapeAttribute(fixStyle(style))}">` : '<span>'}${escapeText(content)}</span>`;
}

/**
 * One line from both themes' binary tokens, as Shiki would write it: each theme's tokens split
 * where either theme's change (Shiki's `alignThemesTokenization`), each piece styled as
 * `flatTokenVariants` does with `defaultColor: 'light'`, whitespace-only pieces joined to the
 * piece after them (`mergeWhitespaces`).
 */
function lineHtml(text: string, { light, dark }: TwoThemeLine, colorMaps: { light: string[]; dark: string[] }): string {
  const lightTokens = themeTokens(light, text.length);
  const darkTokens = themeTokens(dark, text.length);
  const pieces: string[] = []; // joined at the end, as `codeBlockHtml`'s lines are
  let carried = '';
  let a = 0;
  let b = 0;
  let at = 0;
  while (a < lightTokens.length && b < darkTokens.length) {
    const l = lightTokens[a]!;
    const d = darkTokens[b]!;
    const end = Math.min(l.end, d.end);
    const content = text.slice(at, end);
    if (l.end === end) a++;
    if (d.end === end) b++;
    at = end;
    const last = a >= lightTokens.length || b >= darkTokens.length;
    if (!last && WHITESPACE_ONLY.test(content)) {
      carried += content;
      continue;
    }
    pieces.push(tokenHtml(carried + content, pieceStyle(l.metadata, d.metadata, colorMaps)));
    carried = '';
  }
  return pieces.join('');
}

/** A theme's tokens of a line: where each ends and its metadata; empty ones left out, as Shiki does. */
function themeTokens(binary: Uint32Array, length: number): { end: number; metadata: number }[] {
  const tokens: { end: number; metadata: number }[] = [];
  for (let i = 0; i < binary.length; i += 2) {
    const start = binary[i]!;
    const end = i + 2 < binary.length ? binary[i + 2]! : length;
    if (start !== end) tokens.push({ end, metadata: binary[i + 1]! });
  }
  return tokens;
}

/** `flatTokenVariants` for light (the default colour) and dark. */
function pieceStyle(lightMetadata: number, darkMetadata: number, colorMaps: { light: string[]; dark: string[] }): string {
  const light = getTokenStyleObject({ color: colorMaps.light[EncodedTokenMetadata.getForeground(lightMetadata)], fontStyle: EncodedTokenMetadata.getFontStyle(lightMetadata) } as unknown as ThemedToken);
  const dark = getTokenStyleObject({ color: colorMaps.dark[EncodedTokenMetadata.getForeground(darkMetadata)], fontStyle: EncodedTokenMetadata.getFontStyle(darkMetadata) } as unknown as ThemedToken);
  const keys = [...new Set([...Object.keys(light), ...Object.keys(dark)])];
  const parts: string[] = [];
  for (const key of keys) parts.push(`${COLOR_KEYS.has(key) ? key : `--shiki-light-${key}`}:${light[key] || 'inherit'}`);
  for (const key of keys) parts.push(`${key === 'color' ? '--shiki-dark' : `--shiki-dark-${key === 'background-color' ? 'bg' : key}`}:${dark[key] || 'inherit'}`);
  return parts.join(';');
}

/**
 * Shiki's `mergeWhitespaces`: a run of whitespace-only tokens joins the token after it, unless
 * that one is underlined or struck through (then the run stands alone, unstyled).
 */
function mergeWhitespace(lines: ThemedToken[][]): ThemedToken[][] {
  return lines.map((line) => {
    const merged: ThemedToken[] = [];
    let carried = '';
    let carriedOffset = 0;
    line.forEach((token, index) => {
      const mergeable = !(token.fontStyle && token.fontStyle & UNDERLINE_OR_STRIKETHROUGH);
      if (mergeable && WHITESPACE_ONLY.test(token.content) && line[index + 1]) {
        if (!carried) carriedOffset = token.offset;
        carried += token.content;
      } else if (carried) {
        if (mergeable) merged.push({ ...token, offset: carriedOffset, content: carried + token.content });
        else merged.push({ content: carried, offset: carriedOffset }, token);
        carried = '';
      } else merged.push(token);
    });
    return merged;
  });
}

/** As hast-util-to-html writes text: `&` and `<` as hexadecimal references. */
function escapeText(text: string): string {
  return text.replace(/[&<]/g, (c) => (c === '&' ? '&#x26;' : '&#x3C;'));
}

/** As hast-util-to-html writes a double-quoted attribute value. */
function escapeAttribute(value: string): string {
  return value.replace(/[&"]/g, (c) => (c === '&' ? '&#x26;' : '&#x22;'));
}
