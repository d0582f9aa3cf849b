import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler, type CompiledMarkdown } from '../../src/cli/markdown/pipeline.ts';

/**
 * Compiles one markdown string as `/site/docs/page.md`, with `/site/docs/other.md` as a known doc;
 * `html: false` as `markdown.html: false` in a site's config.
 */
export async function compile(source: string, baseUrl = '/', options: { html?: boolean; filePath?: string; linkRoots?: string[] } = {}): Promise<CompiledMarkdown> {
  const compiler = createMarkdownCompiler({
    baseUrl,
    ...(options.html === undefined ? {} : { html: options.html }),
    permalinks: new Map([
      ['/site/docs/other.md', `${baseUrl}docs/other`],
      ['/site/docs/Guides/deep.md', `${baseUrl}docs/Guides/deep`],
    ]),
    linkRoots: options.linkRoots ?? ['/site/docs', '/site'],
    highlighter: await getHighlighter(),
  });
  return compiler(source, options.filePath ?? '/site/docs/page.md');
}
