/**
 * A doc as its scan alone knows it, before it is compiled: what `serve` draws the sidebar, the
 * reading order and the cards of its first pages with while a large site's docs compile
 * (build/provisional-pages.ts). Its title is its front matter's, else its leading `# heading` as
 * written; it has no body, headings, links or excerpt yet.
 */
import type { CompiledMarkdown } from '../markdown/pipeline.ts';
import { markdownBody } from '../markdown/parse/front-matter-block.ts';
import type { SourceDoc } from './scan.ts';

export function scannedOnly(source: SourceDoc): CompiledMarkdown {
  return {
    html: '',
    // Read only when the front matter does not name it: the text waits in the build's spill.
    contentTitle: source.frontMatter.title === undefined ? leadingHeading(source.source) : undefined,
    headings: [],
    links: [],
    brokenMarkdownLinks: [],
    markdownLinks: [],
    searchSections: [],
    warnings: [],
    assets: [],
    missingAssets: [],
    refusedFiles: [],
    excerpt: '',
  };
}

const ATX_TITLE = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_TITLE_RULE = /^ {0,3}=+[ \t]*$/;
/** What may come before a title and is not content: blank lines, comments, MDX imports and exports. */
const NOT_CONTENT = /^\s*$|^\s*<!--.*-->\s*$|^(?:import|export)\s/;
const CUSTOM_ID = /\s*\{#[^{}\s]+\}\s*$/;

/**
 * The text of the doc's leading level-1 heading (ATX or setext), its inline marks dropped, as the
 * compile reads it in the common cases (markdown/title-and-ids.ts is the rule); undefined when the
 * doc does not start with one.
 */
export function leadingHeading(source: string): string | undefined {
  const lines = markdownBody(source).split('\n', 200);
  const first = lines.findIndex((line) => !NOT_CONTENT.test(line));
  if (first < 0) return undefined;
  const line = lines[first]!;
  const atx = ATX_TITLE.exec(line);
  const text = atx ? atx[1]! : SETEXT_TITLE_RULE.test(lines[first + 1] ?? '') && line.trim() !== '' ? line.trim() : undefined;
  if (text === undefined) return undefined;
  const plain = text
    .replace(CUSTOM_ID, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();
  return plain === '' ? undefined : plain;
}
