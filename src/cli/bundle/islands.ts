/**
 * The browser modules of a site's islands (cli/mdx/islands.ts): one entry per component file,
 * code-split, minified, content-hashed under `assets/` beside the client bundle, built once the
 * MDX docs are rendered (only then are the islands known). React is not in them: they read the
 * page's own, lent by the client entry, so an island page pays for its components' code only, and a
 * page without one for nothing.
 */
import type { ReadRoots } from '../confine/read-roots.ts';
import { confineImports } from '../mdx/confined-imports.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { esbuildError } from '../config/load.ts';
import { availableModules, providedFile } from '../mdx/modules.ts';
import { packageFile } from '../package-root.ts';
import { browserOnlyModule, type IslandModules } from '../mdx/islands.ts';
import type { MdxSiteConfig } from '../../runtime/mdx/site-context.tsx';
import { pageReact } from '../../runtime/docs/island-react.ts';
import { build } from './esbuild-service.ts';

const MOUNT = packageFile('src/runtime/mdx/island-client.tsx');
const BROWSER_ONLY_CLIENT = packageFile('src/runtime/mdx/docusaurus/browser-only-client.tsx');
const ENTRY_NAMESPACE = 'docsgen-island-entry';

export async function bundleIslands(options: {
  siteDir: string;
  outDir: string;
  baseUrl: string;
  islands: IslandModules;
  siteConfig: MdxSiteConfig;
  /** What the site's code may import (confine/module-imports.ts), as in the docs' render bundle. */
  roots: ReadRoots;
  mode?: 'production' | 'development';
}): Promise<{ content: Record<string, string>; files: { path: string; bytes: number }[] }> {
  const mode = options.mode ?? 'production';
  const entries = [...options.islands.keys()].sort();
  let metafile: Metafile;
  try {
    ({ metafile } = await build({
      entryPoints: Object.fromEntries(entries.map((asset) => [asset.replace(/\.js$/, ''), `${ENTRY_NAMESPACE}:${asset}`])),
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: mode === 'production',
      metafile: true,
      outdir: path.join(options.outDir, 'assets'),
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/islands/[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      jsx: 'automatic',
      // Docusaurus sites write components with JSX in .js files (mdx/render.ts reads them so too).
      loader: { '.js': 'jsx' },
      target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      legalComments: 'none',
      logLevel: 'silent',
      absWorkingDir: options.siteDir,
      nodePaths: [path.join(options.siteDir, 'node_modules')],
      plugins: [islandModules(options)],
    }));
  } catch (error) {
    throw esbuildError(error, 'islands bundle');
  }
  const url = (file: string) => options.baseUrl + path.relative(options.outDir, path.resolve(options.siteDir, file)).split(path.sep).join('/');
  const outputs = Object.entries(metafile.outputs);
  const content: Record<string, string> = {};
  for (const [file, output] of outputs) {
    const asset = output.entryPoint?.startsWith(`${ENTRY_NAMESPACE}:`) ? output.entryPoint.slice(ENTRY_NAMESPACE.length + 1) : undefined;
    if (asset) content[asset] = url(file);
  }
  return { content, files: outputs.map(([file, o]) => ({ path: path.relative(options.outDir, path.resolve(options.siteDir, file)), bytes: o.bytes })) };
}

function islandModules(options: { siteDir: string; islands: IslandModules; siteConfig: MdxSiteConfig; roots: ReadRoots }): Plugin {
  return {
    name: 'docsgen-islands',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ENTRY_NAMESPACE}:`) }, (args) => (args.kind === 'entry-point' ? { path: args.path.slice(ENTRY_NAMESPACE.length + 1), namespace: ENTRY_NAMESPACE } : undefined));
      b.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => {
        const { file, browserOnly } = options.islands.get(args.path)!;
        return {
          contents: [
            browserOnly ? `import * as m from 'docsgen-browser-only:${args.path}';` : `import * as m from ${JSON.stringify(file)};`,
            `import { mount } from ${JSON.stringify(MOUNT)};`,
            `export default (element, name, props) => mount(element, m[name], props, ${JSON.stringify(options.siteConfig)});`,
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(file),
        };
      });
      // A doc's `<BrowserOnly>` children, with the doc's imports (mdx/islands.ts); errors name the doc.
      b.onResolve({ filter: /^docsgen-browser-only:/ }, (args) => ({ path: args.path.slice('docsgen-browser-only:'.length), namespace: 'docsgen-browser-only' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-browser-only' }, (args) => {
        const { file, browserOnly } = options.islands.get(args.path)!;
        return { contents: browserOnlyModule(browserOnly!, BROWSER_ONLY_CLIENT), loader: 'jsx', resolveDir: path.dirname(file) };
      });
      // The page's React, lent by the client entry (runtime/client/entry.tsx).
      b.onResolve({ filter: /^(react|react\/jsx-runtime|react-dom|react-dom\/client)$/ }, (args) => ({ path: args.path, namespace: 'docsgen-react' }));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-react' }, (args) => ({ contents: reactModule(args.path), loader: 'js' }));
      b.onResolve({ filter: /^(@theme|@docusaurus)\// }, (args) => {
        // The build's BrowserOnly renders its fallback; the browser's runs its children.
        const file = args.path === '@docusaurus/BrowserOnly' ? BROWSER_ONLY_CLIENT : providedFile(args.path);
        return file ? { path: file } : { errors: [{ text: `${args.path} is not a module docsgen provides. Available: ${availableModules()}.` }] };
      });
      b.onResolve({ filter: /^@site\// }, (args) => b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: options.siteDir, kind: args.kind }));
      // As the build rendered them (mdx/render.ts): class names, no styles; else hydration would not match.
      b.onLoad({ filter: /\.module\.css$/ }, () => ({ contents: 'export default new Proxy({}, { get: (_, name) => String(name) });', loader: 'js' }));
      b.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
      confineImports(b, options.roots, ['file', 'docsgen-browser-only']);
    },
  };
}

/** React's module `specifier` as the page has it: its exports, read from the global. */
function reactModule(specifier: string): string {
  const names = Object.keys(requireFromDocsgen(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [`const m = ${pageReact(specifier)};`, 'export default m;', ...names.map((name) => `export const ${name} = m.${name};`)].join('\n');
}

const requireFromDocsgen = createRequire(packageFile('package.json'));
