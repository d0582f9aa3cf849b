/**
 * A highlighted code block straight to HTML: Shiki's tokens (both themes, one tokenisation) are
 * written out as the markup Shiki's hast, the contrast fix (code-contrast.ts), the frame
 * (rehypeCodeBlockFrame) and hast-util-to-html make together, character for character; the tests
 * compare the two over every block of this site and of a generated one.
 *
 * Why: Shiki builds a hast node per token, which the contrast fix and the frame walk again and
 * hast-util-to-html then serialises; code is most of a doc's nodes, and those steps cost about
 * as much as the tokenising left after the line memo (dual-theme.ts). A token here is a string
 * concatenation.
 */
import { parseMetaHighlightString } from '@shikijs/transformers';
import { codeToTokens, getTokenStyleObject, stringifyTokenStyle, type ShikiPrimitive, type ThemedToken } from 'shiki/core';
import { fixStyle } from './code-contrast.ts';

export interface CodeBlockInput {
  source: string;
  lang: string;
  meta: string;
  themes: { light: string; dark: string };
}

const WHITESPACE_ONLY = /^\s+$/;
/** vscode-textmate's `FontStyle.Underline | FontStyle.Strikethrough` (a const enum, not importable). */
const UNDERLINE_OR_STRIKETHROUGH = 4 | 8;

/** What a fence's meta string says besides line highlights: `title="next.config.js"`, `showLineNumbers`. */
export function parseCodeMeta(meta: string): { title?: string; showLineNumbers: boolean } {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const value = title?.[1] ?? title?.[2] ?? title?.[3];
  return { ...(value ? { title: value } : {}), showLineNumbers: /\bshowLineNumbers\b/.test(meta) };
}

/** The framed block (`div.code-block`) as HTML. */
export function codeBlockHtml(primitive: ShikiPrimitive, { source, lang, meta, themes }: CodeBlockInput): string {
  const { tokens, fg, bg, themeName } = codeToTokens(primitive, source, { lang, themes, defaultColor: 'light', tokenizeTimeLimit: 0 });
  const { title, showLineNumbers } = parseCodeMeta(meta);
  const highlighted = meta ? (parseMetaHighlightString(meta) ?? []) : [];
  const sourceLines = lang === 'diff' ? source.split('\n') : [];

  let code = '';
  mergeWhitespace(tokens).forEach((line, index) => {
    if (index > 0) code += '\n';
    let classes = 'line';
    if (highlighted.includes(index + 1)) classes += ' highlighted';
    const first = sourceLines[index]?.[0];
    if (first === '+') classes += ' diff add';
    else if (first === '-') classes += ' diff remove';
    code += `<span class="${classes}">`;
    for (const token of line) {
      const style = stringifyTokenStyle(token.htmlStyle || getTokenStyleObject(token));
      code += style ? `<span style="${escapeAttribute(fixStyle(style))}">` : '<span>';
      code += `${escapeText(token.content)}</span>`;
    }
    code += '</span>';
  });

  const preClass = `shiki ${themeName ?? ''}`.trim().split(/\s+/).concat(showLineNumbers ? ['line-numbers'] : []).join(' ');
  const pre = `<pre class="${escapeAttribute(preClass)}" style="${escapeAttribute(`background-color:${bg};color:${fg}`)}" tabindex="0"><code>${code}</code></pre>`;
  const body = `<div class="code-block__body">${pre}<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div>`;
  if (title === undefined) return `<div class="code-block">${body}</div>`;
  return `<div class="code-block code-block--titled"><div class="code-block__title">${escapeText(title)}</div>${body}</div>`;
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
