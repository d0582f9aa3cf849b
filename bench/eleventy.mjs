// The floor for a Node markdown pipeline (issue 34): Eleventy 3 building the same generated
// markdown into HTML with a minimal layout, cold, wall time and peak memory of its process tree.
// docsgen's row prints its time as a ratio of this one.
//
//   node bench/eleventy.mjs <generated site dir> [--runs 3]
//
// Eleventy is NOT a dependency of the project: it is installed once into a cache folder outside
// the repo (os.tmpdir()/docsgen-bench-eleventy-3), as the Docusaurus side is.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, measure } from './measure.mjs';

const MANIFEST = {
  name: 'docsgen-bench-eleventy',
  private: true,
  description: "Eleventy 3 for docsgen's side-by-side benchmark (bench/eleventy.mjs). Safe to delete.",
  type: 'module',
  dependencies: { '@11ty/eleventy': '^3.1.0' },
};
const MANIFEST_HASH = createHash('sha256').update(JSON.stringify(MANIFEST)).digest('hex').slice(0, 16);

export const defaultEleventyDir = () => path.join(os.tmpdir(), 'docsgen-bench-eleventy-3');

/** A page per doc: its title and its HTML, nothing else (no navigation, no search, no assets). */
const LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head>
<body><main>{{ content }}</main></body></html>
`;

/** The generated docs as Eleventy reads them: markdown by markdown-it, no template language inside (the docs have code). */
const CONFIG = (docsDir) => `export default function (eleventyConfig) {
  eleventyConfig.addGlobalData('layout', 'layout.html');
  eleventyConfig.ignores.add('**/_category_.json');
  return {
    dir: { input: ${JSON.stringify(docsDir)}, includes: '../../.eleventy-includes', output: '_site' },
    markdownTemplateEngine: false,
    htmlTemplateEngine: 'liquid',
    templateFormats: ['md'],
  };
}
`;

/** Installs Eleventy into `dir` unless the same manifest is installed there. */
export async function installEleventy(dir = defaultEleventyDir(), log = console.error) {
  const marker = path.join(dir, '.installed.json');
  const installed = await readFile(marker, 'utf8').then((t) => JSON.parse(t).hash, () => undefined);
  if (installed === MANIFEST_HASH) return dir;
  log(`installing Eleventy 3 into ${dir}…`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify(MANIFEST, null, 2));
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm install of Eleventy failed (exit ${npm.status})`);
  await writeFile(marker, JSON.stringify({ hash: MANIFEST_HASH }));
  return dir;
}

/** `runs` cold builds of the generated site's docs by Eleventy: wall times and peak memory. */
export async function buildWithEleventy({ siteDir, runs = 3, installDir, log = console.error }) {
  const dir = await installEleventy(installDir, log);
  const docsDir = path.join(siteDir, 'content/docs');
  const work = path.join(siteDir, '.eleventy-work');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  // `includes` is relative to the input folder: the layout lives beside the site, not among its docs.
  await mkdir(path.join(siteDir, '.eleventy-includes'), { recursive: true });
  await writeFile(path.join(siteDir, '.eleventy-includes', 'layout.html'), LAYOUT);
  const config = path.join(work, 'eleventy.config.mjs');
  await writeFile(config, CONFIG(path.relative(work, docsDir)));
  const bin = path.join(dir, 'node_modules/@11ty/eleventy/cmd.cjs');
  const builds = [];
  try {
    for (let i = 0; i < runs; i++) {
      await rm(path.join(work, '_site'), { recursive: true, force: true });
      const result = await measure(process.execPath, [bin, '--config=eleventy.config.mjs', '--quiet'], { cwd: work, env: { ...process.env, NODE_PATH: path.join(dir, 'node_modules') } });
      if (result.code !== 0) throw new Error(`Eleventy exited ${result.code}\n${result.stdout}\n${result.stderr}`);
      builds.push({ ms: result.ms, rss: result.peakRssBytes });
      log(`  Eleventy: cold build ${i + 1}/${runs}: ${Math.round(result.ms)} ms, ${Math.round(result.peakRssBytes / 2 ** 20)} MiB`);
    }
    const pages = Number(spawnSync('find', [path.join(work, '_site'), '-name', '*.html'], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean).length);
    return { ms: median(builds.map((b) => b.ms)), rss: median(builds.map((b) => b.rss)), pages, builds };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(path.join(siteDir, '.eleventy-includes'), { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [siteDir, flag, value] = process.argv.slice(2);
  if (!siteDir) {
    console.error('usage: node bench/eleventy.mjs <generated site dir> [--runs 3]');
    process.exit(2);
  }
  const result = await buildWithEleventy({ siteDir: path.resolve(siteDir), runs: flag === '--runs' ? Number(value) : 3 });
  console.log(`Eleventy 3: ${result.pages} pages, ${Math.round(result.ms)} ms (median), ${Math.round(result.rss / 2 ** 20)} MiB peak`);
}
