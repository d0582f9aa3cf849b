/**
 * Readying a compiler before it is needed: the first use of a grammar is slow (about 200 ms for
 * TSX), and `serve`'s first edit of a doc should cost what the next one does (measured: 230 ms
 * for the first edit after start when only the first doc was compiled, 51 ms with this).
 */
import { fencedLanguages } from './code-blocks.ts';
import type { MarkdownCompiler } from './pipeline.ts';

interface DocSource {
  source: { source: string; file: string };
}

/**
 * Compiles the first doc, then one doc for each code language not met yet, one at a time; docs
 * with no new language are skipped, so a big site warms in a handful. Returns the files compiled.
 */
export async function warmUp(compile: MarkdownCompiler, docs: readonly DocSource[]): Promise<string[]> {
  const met = new Set<string>();
  const compiled: string[] = [];
  for (const [index, { source }] of docs.entries()) {
    const fresh = [...fencedLanguages(source.source)].filter((language) => !met.has(language));
    if (index > 0 && fresh.length === 0) continue;
    for (const language of fresh) met.add(language);
    await compile(source.source, source.file);
    compiled.push(source.file);
  }
  return compiled;
}
