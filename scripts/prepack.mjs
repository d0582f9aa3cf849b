// `npm pack` / `npm publish` (prepack): the published package's dist/. The CLI bundle made afresh,
// `docsgen` and `docsgen/runtime` as plain ES modules for Node, and their types as .d.ts files,
// so a site needs no TypeScript tooling (docsgen compiles its site.config.ts and pages itself).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
// Any command but --version bundles src/cli into dist/ when the bundle is missing.
execFileSync(process.execPath, [path.join(root, 'bin', 'docsgen'), '--help'], { stdio: 'ignore' });

// Packages stay imports but for the CommonJS ones Node could not name exports of (Algolia's
// autocomplete core): React must be the site's one copy.
await build({
  entryPoints: { index: path.join(root, 'src/index.ts'), runtime: path.join(root, 'src/runtime/index.ts') },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'algoliasearch', 'algoliasearch/*', 'mermaid', 'zod'],
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  logLevel: 'warning',
});

// Declarations of the two entries and what they import, with `.ts` imports as `.js`, which
// every TypeScript module resolution maps to the `.d.ts` beside it.
const types = path.join(dist, 'types');
const config = path.join(root, 'tsconfig.types.json');
writeFileSync(config, JSON.stringify({
  extends: './tsconfig.json',
  compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: types, rootDir: 'src' },
  include: [],
  files: ['src/index.ts', 'src/runtime/index.ts', 'src/cli/render/virtual-modules.d.ts'],
}));
try {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', config], { stdio: 'inherit', cwd: root });
} finally {
  rmSync(config, { force: true });
}
for (const file of readdirSync(types, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts'))) {
  const full = path.join(types, file);
  const text = readFileSync(full, 'utf8');
  writeFileSync(full, text.replace(/(from |import\()(['"])(\.\.?\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2'));
}
