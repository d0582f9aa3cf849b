/**
 * `docsgen check [--external]`: the build's link gate over an existing output folder, with the
 * site's settings, without rebuilding. Useful in CI after a build, or with `--external` on a
 * schedule, where the network is there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import { UserError } from '../errors.ts';
import { consoleLogger } from '../output/report.ts';
import { runLinkGate } from './gate.ts';

export async function runCheck(options: { siteDir: string; outDir: string; external?: boolean }): Promise<void> {
  const siteDir = path.resolve(options.siteDir);
  const config = await loadConfig(siteDir);
  const outDir = path.resolve(siteDir, options.outDir);
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (!existsSync(outDir)) throw new UserError(`no output folder at ${shown}/. Run \`docsgen build\` first, or pass --out-dir.`);
  // Timed from here: the figure is the gate's, as the build's `links` stage is.
  const start = performance.now();
  const result = await runLinkGate({ outDir, siteDir, config, external: options.external ?? false, logger: consoleLogger });
  if (!result) {
    console.log('Nothing checked: onBrokenLinks and onBrokenAnchors are both "ignore" in site.config.ts.');
    return;
  }
  const ms = Math.round(performance.now() - start);
  console.log(`✔ Checked ${result.pages} pages (${result.links} links) in ${shown}/ in ${ms} ms`);
}
