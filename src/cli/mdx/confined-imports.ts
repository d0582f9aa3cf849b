/**
 * The esbuild hook that puts every import of a bundle made of site code (the MDX docs' render
 * bundle, the islands' browser bundle) through `confine/module-imports.ts`: registered last, it
 * sees each resolve the other hooks left to esbuild, or asked esbuild for themselves.
 */
import type { PluginBuild } from 'esbuild';
import { decideImport, isNodeModule } from '../confine/module-imports.ts';
import type { ReadRoots } from '../confine/read-roots.ts';
import { packageFile } from '../package-root.ts';

/** Marks a resolve this hook asked for itself: other hooks let it through to esbuild. */
export const CONFINED = Symbol('confined');

/** docsgen's own code: what it imports is no content. */
const TRUSTED = [packageFile('src/runtime')];

/**
 * `namespaces`: those of the importers whose imports are checked (`file`, and the one of a
 * plugin's own modules that hold site code); a resolve asked by `b.resolve` comes without one.
 */
export function confineImports(b: PluginBuild, roots: ReadRoots, namespaces: readonly string[]): void {
  const checked = new Set(['', ...namespaces]);
  b.onResolve({ filter: /.*/ }, async (args) => {
    if (args.pluginData === CONFINED || !checked.has(args.namespace)) return undefined;
    const request = { specifier: args.path, importer: args.importer, resolved: '' };
    if (isNodeModule(args.path)) {
      const decision = decideImport(request, roots, TRUSTED);
      if (!decision.ok) return { errors: [{ text: decision.message }] };
    }
    const result = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: CONFINED });
    if (result.errors.length > 0 || result.external) return result;
    const decision = decideImport({ ...request, resolved: result.path }, roots, TRUSTED);
    return decision.ok ? result : { errors: [{ text: decision.message }] };
  });
}
