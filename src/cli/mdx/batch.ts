/**
 * A compiler whose MDX docs come back rendered. MDX docs are rendered together (one bundle for
 * all, render.ts): each compiled MDX doc waits until no compile is running, then the ones
 * waiting are rendered at once. A whole build thus makes one bundle, and a save in `serve` one
 * for the doc saved.
 */
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/pipeline.ts';
import type { MdxDoc, MdxRenderOptions } from './render.ts';

interface Waiting extends MdxDoc {
  resolve: (compiled: CompiledMarkdown) => void;
  reject: (error: unknown) => void;
}

export function renderingMdx(compile: MarkdownCompiler, options: () => Promise<MdxRenderOptions>): MarkdownCompiler {
  let running = 0;
  let waiting: Waiting[] = [];
  const flush = () => {
    if (running > 0 || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    // Each doc's result is its own copy: a cached compile may be handed out again.
    // Loaded with the first MDX doc, as the compiler is.
    Promise.all([options(), import('./render.ts')])
      .then(([resolved, { renderMdxDocs }]) => renderMdxDocs(batch, resolved))
      .then(
        () => batch.forEach((doc) => doc.resolve(doc.compiled)),
        (error: unknown) => batch.forEach((doc) => doc.reject(error)),
      );
  };
  const rendering: MarkdownCompiler = async (source, file) => {
    running++;
    let compiled: CompiledMarkdown;
    try {
      compiled = await compile(source, file);
    } finally {
      running--;
    }
    if (!compiled.mdx) {
      queueMicrotask(flush);
      return compiled;
    }
    const copy: CompiledMarkdown = { ...compiled, warnings: [...compiled.warnings], assets: [...compiled.assets] };
    const rendered = new Promise<CompiledMarkdown>((resolve, reject) => waiting.push({ file, compiled: copy, resolve, reject }));
    queueMicrotask(flush);
    return rendered;
  };
  const known = compile.known;
  if (known) {
    // Not an MDX doc's: the cache holds it compiled, and it is rendered anew on every build.
    rendering.known = (file, digest) => {
      const compiled = known(file, digest);
      if (!compiled || compiled.mdx) return undefined;
      queueMicrotask(flush);
      return compiled;
    };
  }
  return rendering;
}
