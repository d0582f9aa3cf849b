/**
 * A disk cache of compiled docs, keyed by a hash of the doc's path and body (its text but the
 * front matter: a new title or position in it compiles to the same output), the baseUrl and
 * docsgen's version (the salt). An unchanged doc is not parsed again, and a build where no doc
 * changed never starts the highlighter. A doc's output depends on other docs only through its
 * `.md` links, so each entry keeps them with their targets and is used only while every one
 * still resolves the same way: adding or moving a doc recompiles the docs that link to it, not
 * the whole site. Likewise its images beside it: the same files, and none of those it named
 * missing come since.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageFile } from '../package-root.ts';
import { assetFile, isFile, type DocAsset } from './doc-images.ts';
import { resolveMarkdownLink } from './md-links.ts';
import { markdownBody } from './parse/front-matter-block.ts';
import type { CompiledMarkdown, MarkdownCompiler } from './pipeline.ts';

export function cachedCompiler(
  compile: MarkdownCompiler,
  options: { cacheDir: string; salt: string; permalinks: ReadonlyMap<string, string>; linkRoots: readonly string[] },
): MarkdownCompiler {
  // A cache folder that did not exist holds nothing: a cold build does not look for each doc.
  const empty = !existsSync(options.cacheDir);
  mkdirSync(options.cacheDir, { recursive: true });
  return async (source, filePath) => {
    const key = createHash('sha256').update(`${options.salt}\0${filePath}\0${markdownBody(source)}`).digest('hex').slice(0, 32);
    const file = path.join(options.cacheDir, `${key}.json`);
    const cached = empty ? undefined : readEntry(file);
    if (cached) {
      const current = (url: string) => resolveMarkdownLink(url, { filePath, permalinks: options.permalinks, roots: options.linkRoots }) ?? null;
      // Its links still lead where they did, its images are the files their names were made from,
      // and the images it named that were not there are still not there.
      const sameImages = (cached.assets ?? []).every(unchanged) && !(cached.missingAssets ?? []).some(isFile);
      if (cached.markdownLinks.every((link) => current(link.url) === link.resolved) && sameImages) return cached;
    }
    const compiled = await compile(source, filePath);
    try {
      writeFileSync(file, JSON.stringify(compiled));
    } catch {
      // A cache that cannot be written only costs the next build time.
    }
    return compiled;
  };
}

/** An image asset whose file still has the content its hashed name says. */
function unchanged(asset: DocAsset): boolean {
  try {
    return assetFile(asset.source, path.posix.dirname(asset.file)) === asset.file;
  } catch {
    return false;
  }
}

/**
 * Reads and writes are synchronous: an entry is one small file, and for thousands of them the
 * promise versions cost four times the CPU (a hop to libuv's threads and back for each open,
 * read or write, and close; measured on 5,000 files of 20 KB: 0.9–1.0 s against 0.2 s), on a
 * main thread the compile threads share the cores with.
 */
function readEntry(file: string): CompiledMarkdown | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CompiledMarkdown;
  } catch {
    return undefined; // a miss (or an unreadable entry): compile and store
  }
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
  const hash = createHash('sha256');
  for (const dir of [packageFile('src/cli/markdown'), packageFile('src/cli/mdx'), packageFile('src/cli/llms')]) {
    for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
      const file = path.join(dir, name);
      hash.update(name);
      if (statSync(file).isFile()) hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
})();
