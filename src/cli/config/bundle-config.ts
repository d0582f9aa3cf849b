/**
 * Bundles `site.config.ts` into one ES module held in memory, with its source map, for
 * `run-config.ts` to import from a `data:` URL. Nothing is written: a bundled copy on disk beside
 * the config was left behind whenever the load failed, hung or was killed. Local imports are
 * bundled in; `docsgen` is the package's own entry; packages are left to Node, but a module
 * imported from a `data:` URL has no folder to look for them from, so each is resolved here
 * (from the importing file's folder, as Node would from the config) to an absolute `file:` URL.
 */
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { build } from '../bundle/esbuild-service.ts';
import { packageFile } from '../package-root.ts';

export interface ConfigBundle {
  code: string;
  /** The source map (JSON): lines in the bundle back to the config and the files it imports. */
  map: string;
  /** Where the bundle would sit: the map's `sources` are relative to its folder. */
  outfile: string;
}

/** The package's own `defineConfig`, so a config can import it from 'docsgen' without a loader. */
const packageEntry = packageFile('src/index.ts');

/**
 * What a caller adds to the bundle (`docsgen migrate` evaluating a Docusaurus config): plugins
 * that resolve before packages are left to Node, a first line, and more identifiers to define.
 */
export interface BundleExtras {
  plugins?: Plugin[];
  banner?: string;
  define?: Record<string, string>;
}

/** Bundles the config at `file`; esbuild's failures are thrown as esbuild gives them. */
export async function bundleConfig(file: string, extras: BundleExtras = {}): Promise<ConfigBundle> {
  const outfile = path.join(path.dirname(file), 'site.config.bundle.mjs');
  const result = await build({
    entryPoints: [file],
    outfile,
    write: false,
    sourcemap: 'external',
    sourcesContent: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Node's conditions: esbuild would also match `module`, which Node never picks.
    conditions: [],
    logLevel: 'silent',
    plugins: [entryByItsOwnSyntax(), docsgenItself(), ...(extras.plugins ?? []), packagesAsFileUrls()],
    ...(extras.banner ? { banner: { js: extras.banner } } : {}),
    define: {
      ...extras.define,
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': JSON.stringify(file),
    },
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'))?.text ?? '';
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'))?.text ?? '{}';
  return { code, map, outfile };
}

/**
 * The entry file is ESM or CommonJS as its own syntax says, whatever `"type"` the package.json
 * above it sets: a Docusaurus `sidebars.js` with `module.exports` in a `"type": "module"` folder
 * would otherwise be bundled as ESM, where `module` is not defined. (esbuild takes the package's
 * type only for paths it resolved itself.)
 */
function entryByItsOwnSyntax(): Plugin {
  return {
    name: 'docsgen-entry-by-its-own-syntax',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'entry-point' ? { path: path.resolve(args.resolveDir, args.path) } : undefined));
    },
  };
}

function docsgenItself(): Plugin {
  return {
    name: 'docsgen-self',
    setup(b) {
      b.onResolve({ filter: /^docsgen$/ }, () => ({ path: packageEntry }));
    },
  };
}

/** Marks the plugin's own call to esbuild's resolver, which would otherwise come back to it. */
const RESOLVING = Symbol('resolving');

/** Bare imports (`zod`, `node:fs`), left external as absolute `file:` URLs (built-ins as they are). */
function packagesAsFileUrls(): Plugin {
  return {
    name: 'docsgen-packages-as-file-urls',
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, async (args) => {
        if (args.pluginData === RESOLVING || path.isAbsolute(args.path)) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING });
        if (found.errors.length > 0) return { errors: found.errors };
        return { path: found.external ? found.path : pathToFileURL(found.path).href, external: true };
      });
    },
  };
}
