/**
 * Builds the server bundle (templates + runtime + page modules) to a temporary module and
 * imports it. Templates and pages are TypeScript the site owner edits, so they are bundled
 * rather than loaded through a TypeScript loader.
 */
import { build } from '../bundle/esbuild-service.ts';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentProps, PageModuleExports } from '../../runtime/app/templates.ts';
import type { DocCard, RouteData, SiteData } from '../../runtime/data.ts';
import { esbuildError } from '../config/load.ts';
import { UserError } from '../errors.ts';
import type { PageModule } from '../routes/pages.ts';
import { DOCSGEN_VERSION, PACKAGE_ROOT, packageFile } from '../package-root.ts';
import { errorSource, type ErrorSource } from './bundle-source.ts';
import { siteModulesPlugin } from './site-modules.ts';

export interface ServerRenderer {
  pageModules: Record<string, PageModuleExports>;
  templateComponents?: Record<string, unknown>;
  renderRoute(site: SiteData, route: RouteData, assets: DocumentProps['assets'], canonicalUrl: string): string;
  /** The cards of a doc's `<DocCardList />`, as HTML. */
  renderDocCards(cards: DocCard[]): string;
  /** The site's file (template or page) an error thrown while rendering came from, if it did. */
  sourceOf?(error: unknown): ErrorSource | undefined;
  /** A hash of the bundle's code (templates, docsgen's components): pages it rendered are its to keep (reuse/). */
  code?: string;
}

const ENTRY = packageFile('src/cli/render/ssr-entry.tsx');

/**
 * Where the server bundle is written for the moment it is imported: a folder of this user's, so
 * a `/tmp/docsgen` another user made first cannot stop the build.
 */
export function serverBundleDir(): string {
  return path.join(os.tmpdir(), `docsgen-${process.getuid?.() ?? process.env.USERNAME ?? 'user'}`);
}

export async function loadServerRenderer(options: {
  siteDir: string;
  templates: Record<string, string>;
  pages: readonly PageModule[];
  cacheDir: string;
}): Promise<ServerRenderer> {
  await mkdir(options.cacheDir, { recursive: true, mode: 0o700 });
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
      plugins: [siteModulesPlugin({ templates: options.templates, pages: options.pages, lazyPages: false, externalReact: true, browser: false })],
      nodePaths: [path.join(PACKAGE_ROOT, 'node_modules')],
    });
  } catch (error) {
    throw esbuildError(error, 'templates');
  }
  try {
    // Kept (a few hundred KB) to name the file of a render error; the module file itself goes.
    const bundleText = await readFile(outfile, 'utf8');
    const sourceOf = (error: unknown) => errorSource(error, outfile, bundleText);
    const loaded = await loadBundle(outfile, sourceOf);
    const code = createHash('sha256').update(bundleText).digest('hex');
    const renderer: ServerRenderer = { pageModules: loaded.pageModules, renderRoute: loaded.renderRoute, renderDocCards: loaded.renderDocCards, sourceOf, code };
    for (const page of options.pages) {
      if (typeof renderer.pageModules[page.id]?.default !== 'function') {
        throw new UserError('has no default export. A page module must `export default` a React component.', {
          file: page.displayPath,
        });
      }
    }
    for (const [name, file] of Object.entries(options.templates)) {
      if (typeof loaded.templateComponents?.[name] === 'function') continue;
      throw new UserError(`has no default export. The ${name} template must \`export default\` a React component.`, {
        file: path.relative(options.siteDir, file).split(path.sep).join('/'),
      });
    }
    return renderer;
  } finally {
    await rm(outfile, { force: true });
  }
}

/** The bundle's exports; a template or page that throws as it is loaded is named, as one that throws while rendering. */
async function loadBundle(outfile: string, sourceOf: (error: unknown) => ErrorSource | undefined): Promise<ServerRenderer> {
  try {
    return (await import(pathToFileURL(outfile).href)) as ServerRenderer;
  } catch (error) {
    const message = `${(error as Error).message ?? String(error)} (raised while loading it)`;
    const where = sourceOf(error);
    if (!where) throw new UserError(`loading the templates and page modules failed: ${message}. Fix the module that raised it.`, { cause: error });
    throw new UserError(`${message}. Fix the module, or what it runs as it is loaded.`, { cause: error, file: where.file });
  }
}
