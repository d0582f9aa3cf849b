/**
 * Math (`markdown.math`), drawn at build time by KaTeX through rehype-katex, as Docusaurus draws
 * it with remark-math and rehype-katex: HTML for the eye and MathML for assistive technology, no
 * JavaScript in the page. The formulas come from remark-math in an MDX doc and from markdown-it's
 * equivalent on the fast path (parse/math.ts); both make the same mdast nodes, so the same step
 * draws them.
 *
 * KaTeX's stylesheet (and through it its fonts) is linked by the pages that have math only: their
 * HTML starts with a link to it, under a placeholder the build replaces with the hashed file's URL
 * when it writes the page (`contentAssetUrls`), so a client navigation to the page loads it too.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from './raw-html.ts';
import { contentAsset } from './content-assets.ts';
import { SKIP, walkMdast } from './walk.ts';

export const KATEX_STYLESHEET = `<link rel="stylesheet" href="${contentAsset('katex.css')}">`;

/** remark step (MDX docs, after remark-math): notes whether the doc has a formula for rehype-katex. */
export function remarkHasMath() {
  return (tree: MdastRoot, file: VFile) => {
    walkMdast(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath' || (node.type === 'code' && node.lang === 'math')) file.data.math = true;
      return file.data.math ? SKIP : undefined;
    });
  };
}

let katex: Promise<(tree: Root, file: VFile) => void> | undefined;
/** The doc rehype-katex is drawing (it draws synchronously): where KaTeX's strict-mode remarks go. */
let drawing: VFile | undefined;

/** rehype-katex, on docs that have math only (it walks the whole tree); KaTeX is loaded with the first formula. */
export function rehypeMath() {
  return async (tree: Root, file: VFile) => {
    if (!file.data.math) return;
    katex ??= import('rehype-katex').then((module) =>
      module.default({
        // KaTeX's remarks on TeX that LaTeX would read otherwise go to the doc's warnings, not to the console.
        strict: (code: string, message: string, token?: { loc?: { lexer?: { input?: string } } }) => {
          const formula = token?.loc?.lexer?.input;
          if (drawing) {
            (drawing.data.markdownWarnings ??= []).push({
              message: `KaTeX: ${message} [${code}]${formula ? ` in ${JSON.stringify(formula)}` : ''}. The formula is drawn; LaTeX would read it otherwise.`,
              line: formula ? lineOf(String(drawing.value), formula) : undefined,
            });
          }
          return 'ignore';
        },
      }),
    );
    const draw = await katex;
    drawing = file;
    try {
      draw(tree, file);
    } finally {
      drawing = undefined;
    }
  };
}

/** The line (1-based) where `text` first appears in `source`, if it does (KaTeX names no place in a formula's doc). */
function lineOf(source: string, text: string): number | undefined {
  const at = source.indexOf(text);
  return at < 0 ? undefined : source.slice(0, at).split('\n').length;
}

/** The formulas KaTeX could not draw, each at its line with the formula: the page shows them in red, as written. */
export function katexWarnings(file: VFile): MarkdownWarning[] {
  const warnings: MarkdownWarning[] = [];
  for (const message of file.messages) {
    if (message.source !== 'rehype-katex') continue;
    const ancestors = (message.ancestors ?? []) as Element[];
    const element = ancestors.at(-1);
    const formula = element ? toString(element) : '';
    const line = message.place && 'start' in message.place ? message.place.start.line : (message.place?.line ?? [...ancestors].reverse().find((node) => node.position)?.position?.start.line);
    const reason = (message.cause as Error | undefined)?.message?.replace(/^KaTeX parse error: /, '') ?? message.reason;
    warnings.push({ message: `KaTeX cannot draw the formula ${JSON.stringify(formula)}: ${reason}. The page shows it as written, in red; fix the TeX.`, line });
  }
  return warnings;
}

declare module 'vfile' {
  interface DataMap {
    /** The doc has a formula (or a ` ```math ` block): rehype-katex draws it and the page links KaTeX's CSS. */
    math: boolean;
  }
}
