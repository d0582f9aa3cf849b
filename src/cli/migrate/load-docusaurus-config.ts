// Evaluates a site's `docusaurus.config.*` as Docusaurus does (its requires, `__dirname`, env), with stand-ins for packages not installed.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundleConfig, type ConfigBundle } from '../config/bundle-config.ts';
import { esbuildError } from '../config/load.ts';
import { runConfig } from '../config/run-config.ts';
import { UserError } from '../errors.ts';
import { CONFIG_REQUIRE, STAND_IN_FACTORY, standIn } from './stand-ins.ts';

/** The names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/** Packages read for their names only (a Prism theme is a name to docsgen): always stood in, installed or not. */
const ALWAYS_STAND_IN = /^prism-react-renderer(\/|$)/;

export interface LoadedDocusaurusConfig {
  /** Absolute path of the config file. */
  file: string;
  /** Its name in the site folder, for messages. */
  displayPath: string;
  /** Its text (what it reads from `process.env` is said in the report). */
  text: string;
  /** What it exports, awaited (a function called, as Docusaurus calls it). */
  config: unknown;
  /** Packages the config imports that could not be resolved from the site folder: each was a stand-in. */
  missingPackages: string[];
}

/** The config file in `siteDir`, or a UserError saying none is there. */
export function findDocusaurusConfig(siteDir: string): string {
  if (!existsSync(siteDir)) throw new UserError(`the folder ${siteDir} does not exist. Pass the folder that holds docusaurus.config.js.`);
  const file = DOCUSAURUS_CONFIG_FILES.map((name) => path.join(siteDir, name)).find((f) => existsSync(f));
  if (!file) throw new UserError(`no docusaurus.config.{js,ts,mjs,cjs} in ${siteDir}. Run \`docsgen migrate <folder>\` on the folder of a Docusaurus site.`);
  return file;
}

export async function loadDocusaurusConfig(siteDir: string): Promise<LoadedDocusaurusConfig> {
  const file = findDocusaurusConfig(siteDir);
  const displayPath = path.basename(file);
  const missing = new Set<string>();
  const globals = globalThis as unknown as Record<symbol, unknown>;
  globals[STAND_IN_FACTORY] = (specifier: string) => standIn(specifier);
  globals[CONFIG_REQUIRE] = configRequire(file, missing);
  let bundle: ConfigBundle;
  try {
    bundle = await bundleConfig(file, {
      plugins: [standInsForMissingPackages(missing), ownDirnames(file)],
      // Node's `require` for what stays outside the bundle (`require.resolve`, built-ins), from the config's folder.
      banner: `const require = globalThis[Symbol.for(${JSON.stringify(CONFIG_REQUIRE.description)})];`,
      define: { __dirname: JSON.stringify(path.dirname(file)), __filename: JSON.stringify(file) },
    });
  } catch (error) {
    throw esbuildError(error, displayPath);
  }
  const config = await runConfig(bundle, siteDir, displayPath, 'Export the config: `module.exports = { … }` or `export default { … }`.');
  return { file, displayPath, text: readFileSync(file, 'utf8'), config, missingPackages: [...missing].sort() };
}

/** The package name of a bare specifier: `@docusaurus/core/lib/x` → `@docusaurus/core`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Marks this plugin's own call to esbuild's resolver. */
const PROBING = Symbol('probing');

/** A bare import that cannot be resolved from the site folder (no node_modules on a fresh clone) becomes a stand-in module. */
function standInsForMissingPackages(missing: Set<string>): Plugin {
  return {
    name: 'docsgen-migrate-stand-ins',
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, async (args) => {
        // A call made by a resolver (this one's probe, or the next plugin's) is left to it.
        if (args.pluginData !== undefined || path.isAbsolute(args.path) || isBuiltin(args.path) || args.path === 'docsgen') return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PROBING });
        if (found.errors.length > 0) missing.add(packageName(args.path));
        else if (!ALWAYS_STAND_IN.test(args.path)) return undefined;
        return { path: args.path, namespace: 'docsgen-stand-in' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-stand-in' }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for(${JSON.stringify(STAND_IN_FACTORY.description)})](${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

/**
 * `__dirname` and `__filename` of each local file the config imports, as Node gives a CommonJS
 * module (the config's own are defined for the whole bundle). Prepended on the first line, so the
 * lines a stack trace names stay the file's own.
 */
function ownDirnames(entry: string): Plugin {
  return {
    name: 'docsgen-migrate-own-dirnames',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path === entry || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!/\b__(dirname|filename)\b/.test(text) || /\b(var|let|const|function)\s+__(dirname|filename)\b/.test(text)) return undefined;
        const ext = path.extname(args.path).replace(/^\.[cm]?/, '');
        return {
          contents: `var __dirname = ${JSON.stringify(path.dirname(args.path))}, __filename = ${JSON.stringify(args.path)}; ${text}`,
          loader: ext === 'ts' ? 'ts' : ext === 'tsx' ? 'tsx' : ext === 'jsx' ? 'jsx' : 'js',
        };
      });
    },
  };
}

/**
 * The `require` of the config's own folder, as Node gives a CommonJS config. Packages bundled as
 * `file:` URLs are loaded by path; `require.resolve` of a package that is not installed gives its
 * name back (a config lists plugins as `require.resolve('docusaurus-lunr-search')`).
 */
function configRequire(file: string, missing: Set<string>): NodeJS.Require {
  const real = createRequire(file);
  const byPath = (id: string) => (id.startsWith('file:') ? fileURLToPath(id) : id);
  const wrapped = ((id: string) => real(byPath(id))) as NodeJS.Require;
  const resolve = ((id: string, options?: { paths?: string[] }) => {
    try {
      return real.resolve(byPath(id), options);
    } catch (error) {
      if (id.startsWith('.') || path.isAbsolute(id)) throw error;
      missing.add(packageName(id));
      return id;
    }
  }) as NodeJS.RequireResolve;
  resolve.paths = real.resolve.paths;
  return Object.assign(wrapped, real, { resolve });
}
