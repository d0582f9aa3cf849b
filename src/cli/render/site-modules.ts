/**
 * esbuild wiring shared by the server and client bundles: the virtual modules that name the
 * site's templates and page modules, `docsgen` / `docsgen/runtime` imports, and one copy of React.
 */
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PACKAGE_ROOT, packageFile } from '../package-root.ts';
import { TEMPLATE_NAMES } from '../../runtime/app/templates.ts';
import type { PageModule } from '../routes/pages.ts';

const RUNTIME_ENTRY = packageFile('src/runtime/index.ts');
/** The runtime as the browser's templates see it: without the Document's `<head>` helpers. */
const BROWSER_RUNTIME_ENTRY = packageFile('src/runtime/browser-api.ts');
const PACKAGE_ENTRY = packageFile('src/index.ts');
const DEFAULT_TEMPLATES = packageFile('templates');
const requireFromPackage = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
const TEMPLATE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

/** The site's template file for each name, or docsgen's own. */
export function resolveTemplates(siteTemplatesDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TEMPLATE_NAMES) {
    const candidates = [siteTemplatesDir, DEFAULT_TEMPLATES].flatMap((dir) => TEMPLATE_EXTENSIONS.map((ext) => path.join(dir, name + ext)));
    out[name] = candidates.find((file) => existsSync(file))!;
  }
  return out;
}

export interface SiteModulesOptions {
  templates: Record<string, string>;
  pages: readonly PageModule[];
  /** Server: page modules imported eagerly. Client: each page is a lazy chunk. */
  lazyPages: boolean;
  /** Server: React stays external (one copy, docsgen's own). Client: bundled. */
  externalReact: boolean;
  /** The client bundle: `docsgen/runtime` is the browser's part of it (`browser-api.ts`). */
  browser: boolean;
}

export function siteModulesPlugin(options: SiteModulesOptions): Plugin {
  return {
    name: 'docsgen-site-modules',
    setup(build) {
      build.onResolve({ filter: /^docsgen(\/runtime)?$/ }, (args) => ({
        path: args.path === 'docsgen' ? PACKAGE_ENTRY : options.browser ? BROWSER_RUNTIME_ENTRY : RUNTIME_ENTRY,
      }));
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$|^scheduler(\/.*)?$/ }, (args) => ({
        path: requireFromPackage.resolve(args.path),
        external: options.externalReact,
      }));
      build.onResolve({ filter: /^docsgen:(templates|pages)$/ }, (args) => ({ path: args.path, namespace: 'docsgen' }));
      build.onLoad({ filter: /^docsgen:templates$/, namespace: 'docsgen' }, () => ({
        contents: Object.entries(options.templates)
          .map(([name, file]) => `export { default as ${name} } from ${JSON.stringify(file)};`)
          .join('\n'),
        resolveDir: PACKAGE_ROOT,
        loader: 'ts',
      }));
      build.onLoad({ filter: /^docsgen:pages$/, namespace: 'docsgen' }, () => ({
        contents: pagesModule(options.pages, options.lazyPages),
        resolveDir: PACKAGE_ROOT,
        loader: 'ts',
      }));
    },
  };
}

function pagesModule(pages: readonly PageModule[], lazy: boolean): string {
  if (lazy) {
    const entries = pages.map((p) => `${JSON.stringify(p.id)}: () => import(${JSON.stringify(p.file)})`);
    return `export const pages = {${entries.join(',\n')}};`;
  }
  const imports = pages.map((p, i) => `import * as p${i} from ${JSON.stringify(p.file)};`);
  const entries = pages.map((p, i) => `${JSON.stringify(p.id)}: p${i}`);
  return `${imports.join('\n')}\nexport const pages = {${entries.join(',\n')}};`;
}
