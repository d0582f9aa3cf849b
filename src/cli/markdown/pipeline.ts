/**
 * Markdown → HTML, once per doc. The one tree yields the HTML, the title, the headings (TOC,
 * anchors, search) and the links (link gate), so nothing parses a doc twice.
 */
import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root as MdastRoot } from 'mdast';
import path from 'node:path';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import { unified, type PluggableList } from 'unified';
import { createMdxCompiler, type MdxModule } from '../mdx/compile.ts';
import { isMdxDoc, mathLine, type MarkdownFormat } from '../mdx/syntax.ts';
import { DOC_CARD_LIST_MARK } from '../../runtime/mdx/doc-card-list-mark.ts';
import { VFile } from 'vfile';
import { remarkAdmonitions } from './admonitions.ts';
import { loadCodeLanguages, rehypeCode } from './code-blocks.ts';
import { rehypeTableScroll } from './tables.ts';
import { rehypeHeadings, type HeadingInfo } from './headings.ts';
import { remarkMarkdownIt } from './parse/index.ts';
import { rehypeLinks } from './links.ts';
import { rehypeSearchText, type SearchSection } from './search-text.ts';
import { remarkDocImages, type DocAsset, type RefusedFile } from './doc-images.ts';
import { siteRoots } from '../confine/read-roots.ts';
import { remarkRawHtml, type MarkdownWarning } from './raw-html.ts';
import { rehypeRawElements } from './raw-elements.ts';
import { remarkDetails } from './details.ts';
import { remarkNpm2Yarn } from './npm2yarn.ts';
import { hastToMarkdown } from '../llms/hast-markdown.ts';
import { KATEX_STYLESHEET, katexWarnings, rehypeMath } from './math.ts';
import { rehypeMermaid } from './mermaid.ts';
import { remarkMarkdownLinks, type BrokenMarkdownLink, type ResolvedMarkdownLink } from './md-links.ts';
import { remarkTitleAndIds } from './title-and-ids.ts';
import { excerpt } from './excerpt.ts';
import type { EntryCompiler } from './cache-entry.ts';

export interface CompiledMarkdown {
  html: string;
  /** Text of the leading `# Title`, if the doc starts with one (it is removed from `html`). */
  contentTitle: string | undefined;
  headings: HeadingInfo[];
  links: string[];
  brokenMarkdownLinks: BrokenMarkdownLink[];
  /** Every `.md` link and its target: the output depends on other docs only through these. */
  markdownLinks: ResolvedMarkdownLink[];
  /** The readable text under each heading, for search records. */
  searchSections: SearchSection[];
  /** What the doc holds that its page cannot show as written (MDX, components), by line. */
  warnings: MarkdownWarning[];
  /** Images beside the doc its page links to, to copy into the output. */
  assets: DocAsset[];
  /** Files relative images name that were not there (absolute paths): the doc compiles otherwise once they are. */
  missingAssets: string[];
  /** It has a formula (`markdown.math`): its page links KaTeX's stylesheet (an MDX doc's once rendered). */
  math?: boolean;
  /** It has a Mermaid diagram to draw (mermaid.ts): the build makes the module that draws it. */
  diagrams?: boolean;
  /** Its HTML holds a `<DocCardList />` to fill with its category's cards (mdx/doc-card-list.ts). */
  docCardList?: boolean;
  /** An MDX doc: its compiled module (ESM, JSX compiled), rendered to `html` later (mdx/render.ts). */
  mdx?: MdxModule;
  /** Images and files it names that the build may not read (outside the site folder, broken links): the build stops at them. */
  refusedFiles: RefusedFile[];
  /** The body of its page's Markdown twin, URLs against marks (llms/hast-markdown.ts); an MDX doc's once rendered. */
  twin?: string;
  /**
   * Its first paragraph as text (excerpt.ts), the description of a doc without one: made here so
   * a build that reads the doc from the docs cache does not read its HTML for it. Not an MDX
   * doc's, whose HTML is made later.
   */
  excerpt?: string;
}

export interface MarkdownOptions {
  baseUrl: string;
  /** Absolute source path → permalink of every doc, to rewrite `.md` links. */
  permalinks: ReadonlyMap<string, string>;
  /** The folders `.md` links are looked for in first (`linkRoots`), and the only ones images and files beside docs are read from. */
  linkRoots: readonly string[];
  /** `markdown.html`: raw HTML is rendered as written (the default), or left out with a warning. */
  html?: boolean;
  highlighter: Highlighter;
  /**
   * Docusaurus's `markdown.format`: which docs are MDX. The config's default is `'mdx'`, as in
   * Docusaurus 3; a compiler made without it reads plain Markdown (`'md'`).
   */
  mdxFormat?: MarkdownFormat;
  /** `markdown.math`: `$…$` and `$$` blocks are formulas, drawn by KaTeX (math.ts). */
  math?: boolean;
  /** `markdown.mermaid`: ` ```mermaid ` fences are diagrams (mermaid.ts); default true. */
  mermaid?: boolean;
}

export type MarkdownCompiler = ((source: string, filePath: string) => Promise<CompiledMarkdown>) & {
  /**
   * The doc at `filePath` whose body has digest `bodyDigest`, as compiled before, if the compiler
   * keeps one that is still right (markdown/cache.ts): found without its text. Undefined: compile it.
   */
  known?: (filePath: string, bodyDigest: string) => CompiledMarkdown | undefined;
  /** Compiles a doc and writes its docs cache entry where it compiled it (a compile thread: compile-pool.ts). */
  toEntry?: EntryCompiler;
};

/** Where images and files beside docs may be read from (linkRoots is [docs folder, site folder]). */
function readRootsOf(options: Pick<MarkdownOptions, 'linkRoots'>) {
  return siteRoots(options.linkRoots.at(-1)!, options.linkRoots.slice(0, -1));
}

/**
 * docsgen's own steps, for Markdown and MDX docs alike: what each doc is given between parsing
 * and output (admonitions, title, links, images) and on its HTML tree (heading ids, search text,
 * link rewriting, KaTeX math, Mermaid diagrams, Shiki code blocks, scrolling tables). Math is drawn
 * after the heading ids and the search text are read, so they read its TeX (`## The $E=mc^2$
 * rule` is `#the-e--mc2-rule`, as Docusaurus has it), and before the code blocks, since
 * rehype-katex draws ```math fences too.
 */
export function docSteps(options: MarkdownOptions): { remark: PluggableList; rehype: PluggableList } {
  const roots = readRootsOf(options);
  return {
    remark: [
      remarkAdmonitions,
      remarkTitleAndIds,
      () => (tree: MdastRoot, file: VFile) => remarkMarkdownLinks({ filePath: path.resolve(file.path), permalinks: options.permalinks, roots: options.linkRoots })(tree, file),
      () => (tree: MdastRoot, file: VFile) => remarkDocImages({ filePath: path.resolve(file.path), baseUrl: options.baseUrl, roots })(tree, file),
    ],
    rehype: [rehypeHeadings, rehypeSearchText, [rehypeLinks, { baseUrl: options.baseUrl }], rehypeMath, [rehypeMermaid, { siteDir: options.linkRoots.at(-1)!, enabled: options.mermaid ?? true }], () => rehypeCode(options.highlighter), rehypeTableScroll],
  };
}

/** A compiler that reads every doc as MDX (partials, which a doc imports as components). */
export function createMdxOnlyCompiler(options: MarkdownOptions): MarkdownCompiler {
  const mdx = createMdxCompiler(options, docSteps(options));
  return async (source, filePath) => {
    await loadCodeLanguages(options.highlighter, source);
    return mdx(source, filePath);
  };
}

export function createMarkdownCompiler(options: MarkdownOptions): MarkdownCompiler {
  const steps = docSteps(options);
  const processor = unified()
    .use(remarkMarkdownIt, { math: options.math ?? false })
    // Before the title is looked for: an MDX `import` above the `# Title` is not content.
    .use(remarkDetails)
    .use(remarkRawHtml, { html: options.html ?? true })
    .use(remarkNpm2Yarn, { mdx: false })
    .use(steps.remark)
    // The HTML nodes `remarkRawHtml` kept become real elements before anything reads the tree.
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawElements, { baseUrl: options.baseUrl, permalinks: options.permalinks, linkRoots: options.linkRoots, roots: readRootsOf(options) })
    .use(steps.rehype);
  const format = options.mdxFormat ?? 'md';
  const mdx = format === 'md' ? undefined : createMdxCompiler(options, steps);

  return async (source, filePath) => {
    const compiled = await compileDoc(source, filePath);
    // Nothing lost in silence: math in a site without `markdown.math` shows as text (said once a doc).
    const line = options.math ? undefined : mathLine(source);
    if (line !== undefined) {
      compiled.warnings.push({ message: 'this math shows as text: set markdown: { math: true } in site.config.ts to draw $…$ and $$ blocks with KaTeX (Docusaurus: the remark-math and rehype-katex plugins).', line });
      compiled.warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    }
    return compiled;
  };

  async function compileDoc(source: string, filePath: string): Promise<CompiledMarkdown> {
    await loadCodeLanguages(options.highlighter, source);
    if (mdx && isMdxDoc(filePath, source, format, { math: options.math ?? false })) return mdx(source, filePath);
    const file = new VFile({ path: filePath, value: source });
    const tree = (await processor.run(processor.parse(file), file)) as HastRoot;
    // Code blocks come as HTML already (code-html.ts); a doc's raw HTML was parsed (raw-elements.ts).
    const html = (file.data.math ? KATEX_STYLESHEET : '') + toHtml(tree, { allowDangerousHtml: true });
    return {
      html,
      contentTitle: file.data.contentTitle,
      headings: file.data.headings ?? [],
      links: file.data.links ?? [],
      brokenMarkdownLinks: file.data.brokenMarkdownLinks ?? [],
      markdownLinks: file.data.markdownLinks ?? [],
      searchSections: file.data.searchSections ?? [],
      // Several plugins warn; the doc's reader wants them in its order.
      warnings: [...(file.data.markdownWarnings ?? []), ...katexWarnings(file)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
      assets: file.data.docAssets ?? [],
      missingAssets: file.data.missingDocAssets ?? [],
      refusedFiles: file.data.refusedDocFiles ?? [],
      twin: hastToMarkdown(tree),
      excerpt: excerpt(html),
      ...(file.data.math ? { math: true } : {}),
      ...(file.data.diagrams ? { diagrams: true } : {}),
      ...(html.includes(DOC_CARD_LIST_MARK) ? { docCardList: true } : {}),
    };
  }
}
