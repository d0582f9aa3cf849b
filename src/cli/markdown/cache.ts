/**
 * A disk cache of compiled docs, keyed by a hash of the doc's path and text, the baseUrl and
 * docsgen's version (the salt). An unchanged doc is not parsed again, and a build where no doc
 * changed never starts the highlighter. A doc's output depends on other docs only through its
 * `.md` links, so each entry keeps them with their targets and is used only while every one
 * still resolves the same way: adding or moving a doc recompiles the docs that link to it, not
 * the whole site.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packageFile } from '../package-root.ts';
import { resolveMarkdownLink } from './md-links.ts';
import type { CompiledMarkdown, MarkdownCompiler } from './pipeline.ts';

export function cachedCompiler(
  compile: MarkdownCompiler,
  options: { cacheDir: string; salt: string; permalinks: ReadonlyMap<string, string> },
): MarkdownCompiler {
  const ready = mkdir(options.cacheDir, { recursive: true });
  return async (source, filePath) => {
    const key = createHash('sha256').update(`${options.salt}\0${filePath}\0${source}`).digest('hex').slice(0, 32);
    const file = path.join(options.cacheDir, `${key}.json`);
    try {
      const cached = JSON.parse(await readFile(file, 'utf8')) as CompiledMarkdown;
      const current = (url: string) => resolveMarkdownLink(url, { filePath, permalinks: options.permalinks }) ?? null;
      if (cached.markdownLinks.every((link) => current(link.url) === link.resolved)) return cached;
    } catch {
      // A miss (or an unreadable entry): compile and store.
    }
    const compiled = await compile(source, filePath);
    await ready;
    await writeFile(file, JSON.stringify(compiled)).catch(() => {});
    return compiled;
  };
}

/** Defers creating the real compiler (and so the highlighter) until a doc is not in the cache. */
export function lazyCompiler(create: () => Promise<MarkdownCompiler>): MarkdownCompiler {
  let compiler: Promise<MarkdownCompiler> | undefined;
  return async (source, filePath) => {
    compiler ??= create();
    return (await compiler)(source, filePath);
  };
}

/** A hash of the markdown pipeline's own code, so a changed docsgen never serves stale output. */
export const PIPELINE_HASH = (() => {
  const dir = packageFile('src/cli/markdown');
  const hash = createHash('sha256');
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, name);
    hash.update(name);
    if (statSync(file).isFile()) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
})();
