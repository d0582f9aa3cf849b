/**
 * The browser assets: the client entry (ESM, code splitting, one lazy chunk per page module)
 * and one stylesheet (the base theme followed by the site's `customCss`), all content-hashed
 * under `assets/`.
 */
import type { Metafile, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from './esbuild-service.ts';
import path from 'node:path';
import { DOCSGEN_VERSION, packageFile } from '../package-root.ts';
import { esbuildError } from '../config/load.ts';
import { siteModulesPlugin } from '../render/site-modules.ts';
import type { PageModule } from '../routes/pages.ts';

import { COPY_PAGE_MODULE } from '../llms/copy-page-html.ts';

const CLIENT_ENTRY = packageFile('src/runtime/client/entry.tsx');
/** The copy-page menu's action, loaded by the menu the first time it opens (llms/copy-page-html.ts). */
const COPY_PAGE_ENTRY = packageFile('src/runtime/llms/copy-page.ts');
/** The versions UI, imported by the entry only on a site with several versions (versions/slot.ts). */
const VERSIONS_UI_ENTRY = packageFile('src/runtime/versions/ui.tsx');
const BASE_CSS = packageFile('src/runtime/styles/theme.css');
const SEARCH_CSS = packageFile('src/runtime/styles/search.css');

export interface ClientAssets {
  /** URLs (with baseUrl) of the stylesheet(s), the entry script and the chunks it imports. */
  css: string[];
  js: string[];
  preload: string[];
  /**
   * Page module id → its lazy chunk and the chunks that one imports beyond `preload`: a page
   * made from a module preloads them too, so it hydrates without waiting for one after the other.
   */
  pagePreload: Record<string, string[]>;
  /** The versions UI's lazy chunk and what it imports beyond `preload`: a site with several versions preloads them. */
  versionsPreload: string[];
  /**
   * Assets only some docs' content links, by the name their HTML gives them (`docsgen-asset:katex.css`,
   * markdown/math.ts): KaTeX's stylesheet, made when `markdown.math` is on.
   */
  content: Record<string, string>;
  /** Output files relative to the out dir, with their size in bytes. */
  files: { path: string; bytes: number }[];
}

export async function bundleClient(options: {
  siteDir: string;
  outDir: string;
  baseUrl: string;
  templates: Record<string, string>;
  pages: readonly PageModule[];
  customCss: readonly string[];
  mode?: 'production' | 'development';
  /** Connect to `serve`'s live-reload channel (never in a build for a host). */
  liveReload?: boolean;
  /** `markdown.math`: KaTeX's stylesheet and fonts, for the pages with math. */
  math?: boolean;
  /** `llms.copyPage`: the menu's action, as a module of its own. */
  copyPage?: boolean;
}): Promise<ClientAssets> {
  const mode = options.mode ?? 'production';
  const assetsDir = path.join(options.outDir, 'assets');
  const styles = [BASE_CSS, SEARCH_CSS, ...options.customCss.map((file) => path.resolve(options.siteDir, file))];
  let metafile: Metafile;
  try {
    ({ metafile } = await build({
      entryPoints: { main: CLIENT_ENTRY, styles: 'docsgen:styles', ...(options.math ? { katex: 'docsgen:katex' } : {}), ...(options.copyPage ? { 'copy-page': COPY_PAGE_ENTRY } : {}) },
      // KaTeX's fonts, hashed beside the other media.
      loader: { '.woff2': 'file' },
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: mode === 'production',
      metafile: true,
      outdir: assetsDir,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      jsx: 'automatic',
      target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
      // The version names docsgen in the search service's agent string (src/runtime/version.ts).
      define: {
        'process.env.NODE_ENV': JSON.stringify(mode),
        __DOCSGEN_VERSION__: JSON.stringify(DOCSGEN_VERSION),
        __DOCSGEN_LIVE_RELOAD__: String(options.liveReload === true),
      },
      legalComments: 'none',
      logLevel: 'silent',
      absWorkingDir: options.siteDir,
      plugins: [
        // The browser never renders the HTML document around the app: leave it out of the bundle.
        siteModulesPlugin({ templates: withoutDocument(options.templates), pages: options.pages, lazyPages: true, externalReact: false, browser: true }),
        katexStyles(),
        {
          name: 'docsgen-styles',
          setup(b) {
            b.onResolve({ filter: /^docsgen:styles$/ }, () => ({ path: 'styles', namespace: 'docsgen-styles' }));
            b.onLoad({ filter: /.*/, namespace: 'docsgen-styles' }, () => ({
              contents: styles.map((file) => `@import ${JSON.stringify(file)};`).join('\n'),
              loader: 'css',
              resolveDir: options.siteDir,
            }));
          },
        },
      ],
    }));
  } catch (error) {
    throw esbuildError(error, 'client bundle');
  }
  const url = (file: string) => options.baseUrl + path.relative(options.outDir, path.resolve(options.siteDir, file)).split(path.sep).join('/');
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint && o.entryPoint.endsWith('runtime/client/entry.tsx'));
  const isKatex = (output: Metafile['outputs'][string]) => output.entryPoint === `${KATEX_NAMESPACE}:katex`;
  const css = outputs.filter(([file, o]) => file.endsWith('.css') && !isKatex(o)).map(([file]) => url(file));
  const katex = outputs.find(([file, o]) => file.endsWith('.css') && isKatex(o));
  const staticImports = (output: Metafile['outputs'][string]) => output.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path));
  const copyPage = outputs.find(([file, o]) => file.endsWith('.js') && o.entryPoint !== undefined && path.resolve(options.siteDir, o.entryPoint) === COPY_PAGE_ENTRY);
  const js = entry ? [url(entry[0])] : [];
  const preload = entry ? staticImports(entry[1]) : [];
  const pagePreload: Record<string, string[]> = {};
  for (const page of options.pages) {
    const chunk = outputs.find(([, o]) => o.entryPoint !== undefined && path.resolve(options.siteDir, o.entryPoint) === page.file);
    if (chunk) pagePreload[page.id] = [url(chunk[0]), ...staticImports(chunk[1])].filter((href) => !preload.includes(href) && !js.includes(href));
  }
  const versionsUi = outputs.find(([file, o]) => file.endsWith('.js') && o.entryPoint !== undefined && path.resolve(options.siteDir, o.entryPoint) === VERSIONS_UI_ENTRY);
  const versionsPreload = versionsUi ? [url(versionsUi[0]), ...staticImports(versionsUi[1])].filter((href) => !preload.includes(href) && !js.includes(href)) : [];
  return {
    css,
    js,
    preload,
    pagePreload,
    versionsPreload,
    content: { ...(katex ? { 'katex.css': url(katex[0]) } : {}), ...(copyPage ? { [COPY_PAGE_MODULE]: url(copyPage[0]) } : {}) },
    files: outputs.map(([file, o]) => ({ path: path.relative(options.outDir, path.resolve(options.siteDir, file)), bytes: o.bytes })),
  };
}

const KATEX_NAMESPACE = 'docsgen-katex';

/**
 * The stylesheet of the KaTeX that draws the formulas: rehype-katex's own (it depends on KaTeX
 * 0.16 while a newer one may sit at the top of node_modules, whose CSS would not fit its markup).
 */
function katexStylesheet(): string {
  return createRequire(fileURLToPath(import.meta.resolve('rehype-katex'))).resolve('katex/dist/katex.min.css');
}

/**
 * KaTeX's own stylesheet, its fonts in WOFF2 only: every browser the bundle targets reads it, and
 * the page's output is 20 files instead of 60 (the WOFF and TrueType copies are never fetched).
 */
function katexStyles(): Plugin {
  return {
    name: KATEX_NAMESPACE,
    setup(b) {
      b.onResolve({ filter: /^docsgen:katex$/ }, () => ({ path: 'katex', namespace: KATEX_NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: KATEX_NAMESPACE }, async () => {
        const file = katexStylesheet();
        const css = (await readFile(file, 'utf8')).replace(/,url\([^)]*\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '');
        return { contents: css, loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}

function withoutDocument(templates: Record<string, string>): Record<string, string> {
  const { Document: _document, ...rest } = templates;
  return rest;
}
