/**
 * Fenced code: Shiki highlighting at build time (a light and a dark theme, switched by CSS
 * variables, so no highlighter reaches the browser), and the meta string Docusaurus users write:
 * `title="next.config.js"`, `{1,3-5}` line highlights, `showLineNumbers` (`showLineNumbers=5` to
 * count from 5), plus `diff` line marks and the `// highlight-next-line` comments (magic-comments.ts).
 * Each block is wrapped with its title and a copy button (wired in the browser by delegation).
 */
import { transformerMetaHighlight } from '@shikijs/transformers';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type BundledLanguage, type CodeToHastOptions, type Highlighter, type ShikiTransformer } from 'shiki';
import { isSpecialLang, type LoadWasmOptionsPlain, type ShikiPrimitive } from 'shiki/core';
import { rehypeCodeContrast } from './code-contrast.ts';
import { codeBlockHtml, lineNumbersStyle, parseCodeMeta } from './code-html.ts';
import { PairTableFull, twoThemePrimitive } from './dual-theme.ts';
import { magicComments, withHighlightedLines } from './magic-comments.ts';
import { sharedRegexEngine } from './regex-engine.ts';
import { SKIP, walkElements } from './walk.ts';

/**
 * JavaScript, JSX and TypeScript are all read with the TSX grammar, a superset of the three that
 * colours them the same way. Compiling one grammar instead of four halves the highlighting time of
 * a cold build (318 ms instead of 566 ms for this site's 43 blocks).
 */
export const LANGUAGE_ALIASES: Record<string, string> = {
  javascript: 'tsx', js: 'tsx', mjs: 'tsx', cjs: 'tsx', jsx: 'tsx', typescript: 'tsx', ts: 'tsx', mts: 'tsx', cts: 'tsx',
};
export const CODE_THEMES = { light: 'github-light', dark: 'dracula' } as const;

let highlighter: Promise<Highlighter> | undefined;

/**
 * One highlighter per thread, shared by every doc and every rebuild. It starts with no grammar:
 * each doc loads the ones its code blocks use (`loadCodeLanguages`), so any language Shiki knows
 * works and a build pays only for those it meets (loading 18 up front took ~100 ms more).
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [],
    langAlias: LANGUAGE_ALIASES,
    engine: createOnigurumaEngine(onigurumaLoader()).then((engine) => sharedRegexEngine(engine)),
  });
  return highlighter;
}

/**
 * Oniguruma's wasm as Shiki ships it, read from disk and handed over as an instantiator.
 * `shiki/wasm` inlines it as gzipped base64 unpacked through a Blob, a DecompressionStream and a
 * Response; that, or Shiki merely testing for a `Response`, loads Node's fetch and web streams
 * into the thread: 40–60 ms of a new compile thread's start, on the path of every cold build.
 */
async function onigurumaLoader(): Promise<LoadWasmOptionsPlain> {
  const binary = await readFile(fileURLToPath(import.meta.resolve('shiki/onig.wasm')));
  return { instantiator: (imports) => WebAssembly.instantiate(binary, imports) };
}

const FENCE_LANGUAGE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([\w#+.-]+)/gm;

/** The Shiki languages (aliases resolved) of the fenced code in `markdown`; unknown ones are left out. */
export function fencedLanguages(markdown: string): Set<BundledLanguage> {
  const languages = new Set<BundledLanguage>();
  for (const match of markdown.matchAll(FENCE_LANGUAGE)) {
    const name = match[1]!.toLowerCase();
    const language = LANGUAGE_ALIASES[name] ?? name;
    if (language in bundledLanguages) languages.add(language as BundledLanguage);
  }
  return languages;
}

/** Loads the grammars of the fenced code in `markdown` that Shiki knows; others stay plain text. */
export async function loadCodeLanguages(shiki: Highlighter, markdown: string): Promise<void> {
  const loaded = new Set(shiki.getLoadedLanguages());
  const wanted = [...fencedLanguages(markdown)].filter((language) => !loaded.has(language));
  if (wanted.length > 0) await shiki.loadLanguage(...wanted);
}

const metaTransformer: ShikiTransformer = {
  name: 'docsgen:meta',
  pre(node) {
    const meta = parseCodeMeta(this.options.meta?.__raw ?? '');
    if (meta.title) node.properties['dataTitle'] = meta.title;
    if (meta.showLineNumbers) this.addClassToHast(node, 'line-numbers');
  },
  code(node) {
    const meta = parseCodeMeta(this.options.meta?.__raw ?? '');
    const style = meta.showLineNumbers ? lineNumbersStyle(meta.lineNumbersStart) : undefined;
    if (style) node.properties['style'] = style;
  },
  line(node, line) {
    if (this.options.lang !== 'diff') return;
    const first = this.source.split('\n')[line - 1]?.[0];
    if (first === '+') this.addClassToHast(node, ['diff', 'add']);
    else if (first === '-') this.addClassToHast(node, ['diff', 'remove']);
  },
};

export const HIGHLIGHT_OPTIONS = {
  themes: CODE_THEMES,
  defaultColor: 'light',
  // Shiki stops a line after 500 ms by default and leaves the rest unhighlighted. The first
  // line a thread tokenises in a grammar also compiles its patterns (~200 ms for TSX), so on
  // a loaded machine the first block of a build sometimes lost its colours. No limit: the
  // same source always gives the same page.
  tokenizeTimeLimit: 0,
  transformers: [transformerMetaHighlight(), metaTransformer],
} satisfies Partial<CodeToHastOptions>;

const primitives = new WeakMap<Highlighter, ShikiPrimitive>();

/**
 * `pre > code.language-x` → the framed, highlighted block, both themes from one tokenisation
 * (dual-theme.ts), written as HTML at once (code-html.ts). Unknown languages and code without one
 * are plain text. Should the two themes need more style pairs than dual-theme.ts can number, the
 * block is Shiki's own hast instead, finished by the contrast fix and the frame below.
 * (This is the job of `@shikijs/rehype`, done with our own tree walk: its `unist-util-visit`
 * walk of every node cost as much as a tenth of highlighting.)
 */
export function rehypeCode(shiki: Highlighter) {
  let twoThemes = primitives.get(shiki);
  if (!twoThemes) primitives.set(shiki, (twoThemes = twoThemePrimitive(shiki.getInternalContext(), CODE_THEMES)));
  const primitive = twoThemes;
  return (tree: Root) => {
    walkElements(tree, (node, index, parent) => {
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const lang = codeLanguage(shiki, code);
      const fenceMeta = (code.data as { meta?: string | null } | undefined)?.meta ?? '';
      const written = toString(code).replace(/\n$/, '');
      const magic = magicComments(written, fenceMeta);
      const source = magic?.source ?? written;
      // Docusaurus's `// highlight-next-line` comments become line highlights, as `{…}` in the meta would.
      const meta = magic ? withHighlightedLines(fenceMeta, magic.highlighted) : fenceMeta;
      try {
        // The whole framed block as HTML (code-html.ts), kept as is by hast-util-to-html.
        parent.children[index] = { type: 'raw', value: codeBlockHtml(primitive, { source, lang, meta, themes: CODE_THEMES }) } as unknown as Element;
      } catch (error) {
        // More style pairs than the metadata can number: Shiki's two runs, given the same contrast
        // fix and frame here (only this rare block needs them as tree passes).
        if (!(error instanceof PairTableFull)) throw error;
        const fragment = shiki.codeToHast(source, { ...HIGHLIGHT_OPTIONS, lang, meta: { __raw: meta } });
        rehypeCodeContrast()(fragment);
        rehypeCodeBlockFrame(lang)(fragment);
        parent.children[index] = fragment as unknown as Element;
      }
      return SKIP;
    });
  };
}

/** The block's language if Shiki has it loaded (aliases included), else plain text. */
function codeLanguage(shiki: Highlighter, code: Element): string {
  const classes = code.properties['className'];
  const name = Array.isArray(classes) ? classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-'))?.slice(9) : undefined;
  if (!name) return 'text';
  return shiki.getLoadedLanguages().includes(name) || isSpecialLang(name) ? name : 'text';
}

/** `pre.shiki` → `div.code-block` with an optional title bar and a copy button (code-html.ts writes the same). */
export function rehypeCodeBlockFrame(lang = 'text') {
  return (tree: Root) => {
    walkElements(tree, (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const title = node.properties['dataTitle'];
      delete node.properties['dataTitle'];
      const children: Element[] = [];
      if (typeof title === 'string') {
        children.push(el('div', { className: ['code-block__title'] }, [{ type: 'text', value: title }]));
      }
      children.push(
        el('div', { className: ['code-block__body'] }, [
          node,
          el('button', { type: 'button', className: ['copy-button'], ariaLabel: 'Copy code to clipboard', title: 'Copy' }, [
            { type: 'text', value: 'Copy' },
          ]),
        ]),
      );
      parent.children[index] = el('div', { className: ['code-block', ...(title ? ['code-block--titled'] : [])], ...(lang === 'text' ? {} : { dataLanguage: lang }) }, children);
      return SKIP;
    });
  };
}

function el(tagName: string, properties: Element['properties'], children: Element['children']): Element {
  return { type: 'element', tagName, properties, children };
}
