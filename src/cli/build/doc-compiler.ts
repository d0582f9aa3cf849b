/**
 * The docs' compiler, made once the permalinks are known: on threads when many docs wait, from
 * the cache when a doc is as it was, its MDX rendered on this thread. A build makes one, and so
 * does `serve` when it derives a version's pages again (dev/version-rebuild.ts).
 */
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { siteRoots, type ReadRoots } from '../confine/read-roots.ts';
import { cachedCompiler, lazyCompiler, PIPELINE_HASH, type CachedCompiler, type TextHolder } from '../markdown/cache.ts';
import { adaptiveCompiler, type CompilePool } from '../markdown/compile-pool.ts';
import { mermaidPackage } from '../markdown/mermaid.ts';
import type { MarkdownCompiler } from '../markdown/pipeline.ts';
import { renderingMdx } from '../mdx/batch.ts';
import type { IslandModules } from '../mdx/islands.ts';
import type { MdxRenderOptions } from '../mdx/render.ts';
import { DOCSGEN_VERSION } from '../package-root.ts';

export interface DocCompilerOptions {
  siteDir: string;
  config: SiteConfig;
  permalinks: ReadonlyMap<string, string>;
  linkRoots: readonly string[];
  /** Where compiled docs are kept between builds; `undefined`: no cache. */
  cacheDir: string | undefined;
  /** Compile threads already loading the pipeline (the CLI's), if any. */
  pool?: CompilePool;
  /** Filled as MDX docs render: the site's files they read (partials, components) and their islands. */
  mdxInputs: Set<string>;
  islands: IslandModules;
  /** Where the build keeps long texts: those of cached docs are pointed to in the cache (markdown/cache.ts). */
  holder?: TextHolder;
}

export interface DocCompiler {
  /** Cached, pooled, MDX rendered. */
  compile: MarkdownCompiler;
  /** The main thread's compiler, uncached (warmed up for `serve`'s edits). */
  local: MarkdownCompiler;
  /** One doc now, ahead of those queued for the threads (`serve`'s first pages); MDX rendered. */
  urgent: MarkdownCompiler;
  /** Once every doc is compiled: later docs compile on the main thread, the threads close. */
  release(): Promise<void>;
}

export function docCompiler({ siteDir, config, permalinks, linkRoots, cacheDir, pool, mdxInputs, islands, holder }: DocCompilerOptions): DocCompiler {
  const { baseUrl, markdown } = config;
  // Loaded on first use: with a compile thread, the main thread may never need the pipeline.
  const local = lazyCompiler(async () => {
    const [{ createMarkdownCompiler }, { getHighlighter }] = await Promise.all([import('../markdown/pipeline.ts'), import('../markdown/code-blocks.ts')]);
    return createMarkdownCompiler({ baseUrl, permalinks, linkRoots, html: markdown.html, highlighter: await getHighlighter(), mdxFormat: markdown.format, math: markdown.math, mermaid: markdown.mermaid });
  });
  const pooled = adaptiveCompiler(local, { baseUrl, mdxFormat: markdown.format, permalinks: [...permalinks], linkRoots: [...linkRoots], html: markdown.html, math: markdown.math, mermaid: markdown.mermaid }, pool);
  const salt = `${DOCSGEN_VERSION}\0${PIPELINE_HASH}\0${baseUrl}\0${JSON.stringify(markdown)}\0${mermaidPackage(siteDir) ? 'mermaid' : ''}`;
  const cache: CachedCompiler | undefined = cacheDir === undefined ? undefined : cachedCompiler(pooled, { cacheDir, salt, permalinks, linkRoots, ...(holder ? { holder } : {}) });
  const cached = cache ?? pooled;
  const compile = renderingMdx(cached, () => mdxRenderOptions(siteDir, config, permalinks, linkRoots, mdxInputs, islands));
  return {
    compile,
    local,
    urgent: renderingMdx(pooled.first, () => mdxRenderOptions(siteDir, config, permalinks, linkRoots, mdxInputs, islands)),
    release: () => {
      cache?.finish();
      return pooled.release();
    },
  };
}

/** How a build renders its MDX docs (mdx/render.ts); partials are compiled on this thread. */
async function mdxRenderOptions(siteDir: string, config: SiteConfig, permalinks: ReadonlyMap<string, string>, linkRoots: readonly string[], inputs: Set<string>, islands: IslandModules): Promise<MdxRenderOptions> {
  const [{ createMdxOnlyCompiler }, { getHighlighter }] = await Promise.all([import('../markdown/pipeline.ts'), import('../markdown/code-blocks.ts')]);
  const compilePartial = createMdxOnlyCompiler({ baseUrl: config.baseUrl, permalinks, linkRoots, highlighter: await getHighlighter(), math: config.markdown.math, mermaid: config.markdown.mermaid });
  return { siteDir, roots: siteReadRoots(siteDir, config), compilePartial, siteConfig: mdxSiteConfig(config), inputs, islands };
}

/** The site's values the Docusaurus hooks read, at build time and in islands. */
export function mdxSiteConfig({ title, tagline, url, baseUrl }: SiteConfig): MdxRenderOptions['siteConfig'] {
  return { title, tagline, url, baseUrl, customFields: {} };
}

/** Where a build reads content from: the site folder and the content folders its config names. */
export function siteReadRoots(siteDir: string, config: Pick<SiteConfig, 'docs' | 'staticDir'>): ReadRoots {
  return siteRoots(siteDir, [config.docs.path, config.staticDir]);
}
