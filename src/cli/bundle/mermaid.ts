/**
 * The module that draws Mermaid diagrams (src/runtime/docs/mermaid.ts) with the site's Mermaid,
 * bundled on its own, only by builds that have a diagram: Mermaid is ~3.4 MB of code in ~100
 * chunks (each kind of diagram its own) and bundling it takes esbuild a second or more, which a
 * site without diagrams never pays, nor its pages' first visit. The chunks are content-hashed
 * under `assets/`, like the client bundle's.
 */
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { esbuildError } from '../config/load.ts';
import { packageFile } from '../package-root.ts';
import { build } from './esbuild-service.ts';

const ENTRY = packageFile('src/runtime/docs/mermaid.ts');

export async function bundleMermaid(options: { siteDir: string; outDir: string; baseUrl: string; mermaidDir: string; mode?: 'production' | 'development' }): Promise<{ url: string; files: { path: string; bytes: number }[] }> {
  const assetsDir = path.join(options.outDir, 'assets');
  let metafile: Metafile;
  try {
    ({ metafile } = await build({
      entryPoints: { mermaid: ENTRY },
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: (options.mode ?? 'production') === 'production',
      metafile: true,
      outdir: assetsDir,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/mermaid/[name]-[hash]',
      target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
      define: { 'process.env.NODE_ENV': JSON.stringify(options.mode ?? 'production') },
      legalComments: 'none',
      logLevel: 'silent',
      absWorkingDir: options.siteDir,
      plugins: [
        {
          name: 'docsgen-site-mermaid',
          setup(b) {
            // The site's Mermaid, wherever docsgen is installed.
            b.onResolve({ filter: /^mermaid$/ }, (args) => (args.pluginData === 'site' ? undefined : b.resolve('mermaid', { kind: args.kind, resolveDir: path.dirname(path.dirname(options.mermaidDir)), pluginData: 'site' })));
          },
        },
      ],
    }));
  } catch (error) {
    throw esbuildError(error, 'Mermaid bundle');
  }
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint?.endsWith('runtime/docs/mermaid.ts'))!;
  const url = (file: string) => options.baseUrl + path.relative(options.outDir, path.resolve(options.siteDir, file)).split(path.sep).join('/');
  return { url: url(entry[0]), files: outputs.map(([file, o]) => ({ path: path.relative(options.outDir, path.resolve(options.siteDir, file)), bytes: o.bytes })) };
}
