// `node --import tsx bench/last-update-git.ts <site-dir>`: how long the one-pass git read of the
// last updates takes on a site's docs folder (issue 33: at 10,000 docs it must add at most a
// second to a build), against one `git log` per file as Docusaurus does it (on a sample, scaled).
// Make the site with `node bench/generate-site.mjs /tmp/s10k 10000`, then `git init` and commit it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readGitUpdates } from '../src/cli/content/last-update.ts';

const siteDir = path.resolve(process.argv[2] ?? '/tmp/s10k');
const docsDir = path.join(siteDir, 'content/docs');
const runs: number[] = [];
let files = 0;
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  const result = await readGitUpdates(docsDir).result;
  runs.push(performance.now() - start);
  if (!result.ok) throw new Error(result.why);
  files = result.files.size;
}
runs.sort((a, b) => a - b);
const sample = [...(await readGitUpdates(docsDir).result.then((r) => (r.ok ? [...r.files.keys()] : [])))].slice(0, 50);
const perFileStart = performance.now();
for (const file of sample) execFileSync('git', ['log', '-1', '--format=%ct,%an', '--', file], { cwd: docsDir });
const perFile = ((performance.now() - perFileStart) / sample.length) * files;
console.log(`one git log for ${files} files: median ${runs[2]!.toFixed(0)} ms (min ${runs[0]!.toFixed(0)}, max ${runs[4]!.toFixed(0)})`);
console.log(`one git log per file (Docusaurus), from ${sample.length} files: about ${(perFile / 1000).toFixed(1)} s for ${files}`);
