/**
 * Builds the server bundle (templates + runtime + page modules) to a temporary module and
 * imports it. Templates and pages are TypeScript the site owner edits, so they are bundled
 * rather than loaded through a TypeScript loader.
 */
import { build } from '../bundle/esbuild-service.ts';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentProps, PageModuleExports } from '../../runtime/app/templates.ts';
import type { RouteData, SiteData } from '../../runtime/data.ts';
import { esbuildError } from '../config/load.ts';
import { UserError } from '../errors.ts';
import type { PageModule } from '../routes/pages.ts';
import { DOCSGEN_VERSION, PACKAGE_ROOT, packageFile } from '../package-root.ts';
import { errorSource, type ErrorSource } from './bundle-source.ts';
import { siteModulesPlugin } from './site-modules.ts';

export interface ServerRenderer {
  pageModules: Record<string, PageModuleExports>;
  renderRoute(site: SiteData, route: RouteData, assets: DocumentProps['assets'], canonicalUrl: string): string;
  /** The site's file (template or page) an error thrown while rendering came from, if it did. */
  sourceOf?(error: unknown): ErrorSource | undefined;
}

const ENTRY = packageFile('src/cli/render/ssr-entry.tsx');

export async function loadServerRenderer(options: {
  siteDir: string;
  templates: Record<string, string>;
  pages: readonly PageModule[];
  cacheDir: string;
}): Promise<ServerRenderer> {
  await mkdir(options.cacheDir, { recursive: true });
  const outfile = path.join(options.cacheDir, `ssr-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
  try {
    await build({
      entryPoints: [ENTRY],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      absWorkingDir: options.siteDir,
      define: { 'process.env.NODE_ENV': '"production"', __DOCSGEN_VERSION__: JSON.stringify(DOCSGEN_VERSION) },
      plugins: [siteModulesPlugin({ templates: options.templates, pages: options.pages, lazyPages: false, externalReact: true })],
      nodePaths: [path.join(PACKAGE_ROOT, 'node_modules')],
    });
  } catch (error) {
    throw esbuildError(error, 'templates');
  }
  try {
    const loaded = (await import(pathToFileURL(outfile).href)) as ServerRenderer;
    // Kept (a few hundred KB) to name the file of a render error; the module file itself goes.
    const bundleText = await readFile(outfile, 'utf8');
    const renderer: ServerRenderer = { pageModules: loaded.pageModules, renderRoute: loaded.renderRoute, sourceOf: (error) => errorSource(error, outfile, bundleText) };
    for (const page of options.pages) {
      if (typeof renderer.pageModules[page.id]?.default !== 'function') {
        throw new UserError('has no default export. A page module must `export default` a React component.', {
          file: page.displayPath,
        });
      }
    }
    return renderer;
  } finally {
    await rm(outfile, { force: true });
  }
}
