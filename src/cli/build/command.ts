import path from 'node:path';
import type { CompilePool } from '../markdown/compile-pool.ts';
import { besideProgress, progressFor } from '../output/progress.ts';
import { consoleLogger } from '../output/report.ts';
import { build, type BuildResult } from './build.ts';

/** `docsgen build`, with a short report of what was written and how long it took. */
export async function runBuild(options: { siteDir: string; outDir: string; checkExternal?: boolean; precompress?: boolean; compilePool?: CompilePool }): Promise<void> {
  // React's production build renders the pages (it is external to the server bundle, so it reads
  // this when first imported); development React is for `serve`.
  process.env.NODE_ENV ??= 'production';
  const start = performance.now();
  const progress = progressFor(process.stderr);
  const logger = besideProgress(consoleLogger, () => progress);
  let result;
  try {
    result = await build({ siteDir: options.siteDir, outDir: options.outDir, checkExternal: options.checkExternal ?? false, logger, progress, ...(options.precompress ? { precompress: true } : {}), ...(options.compilePool ? { compilePool: options.compilePool } : {}) });
  } finally {
    progress.close();
  }
  const ms = Math.round(performance.now() - start);
  const rel = path.relative(process.cwd(), result.outDir) || '.';
  const stages = Object.entries(result.timings)
    .map(([name, t]) => `${name} ${t} ms`)
    .join(', ');
  console.log(`✔ Built ${result.routes.length} pages (${docsCount(result)}) into ${rel}/ in ${ms} ms`);
  console.log(`  ${stages}`);
  if (result.keptPages > 0) console.log(`  ${result.keptPages.toLocaleString('en-US')} unchanged pages kept as the last build wrote them`);
}

/** `12 docs`, and on a versioned site `30 docs in 3 versions`. */
function docsCount(result: BuildResult): string {
  const docs = result.models.reduce((sum, model) => sum + model.docs.length, 0);
  return result.models.length > 1 ? `${docs} docs in ${result.models.length} versions` : `${docs} docs`;
}
