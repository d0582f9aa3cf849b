import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler, type CompiledMarkdown } from '../../src/cli/markdown/pipeline.ts';

/** Compiles one markdown string as `/site/docs/page.md`, with `/site/docs/other.md` as a known doc. */
export async function compile(source: string, baseUrl = '/'): Promise<CompiledMarkdown> {
  const compiler = createMarkdownCompiler({
    baseUrl,
    permalinks: new Map([
      ['/site/docs/other.md', `${baseUrl}docs/other`],
      ['/site/docs/Guides/deep.md', `${baseUrl}docs/Guides/deep`],
    ]),
    linkRoots: ['/site/docs', '/site'],
    highlighter: await getHighlighter(),
  });
  return compiler(source, '/site/docs/page.md');
}
