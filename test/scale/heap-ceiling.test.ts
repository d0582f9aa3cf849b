/**
 * Memory regressions fail here without timing anything: a generated site of 3,000 pages (the
 * bench's generator) must build in a heap far smaller than a build that keeps every doc's texts
 * needs. Measured on this site with `--max-old-space-size` (2 cores): the build before the texts
 * were spilled (text-spill.ts) ran out of heap at 130 MB and built at 160; with them spilled it
 * built at 100 and ran out at 75. With the spilled fields' accessors shared and the docs and
 * routes kept out of V8's dictionary form, it builds at 80; at 70 a worker thread runs out (the
 * threads get the same limit). The ceiling sits between, with room above today's need.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: plain JavaScript, without types
import { generateSite } from '../../bench/generate-site.mjs';
import { ROOT } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const PAGES = 3000;
const HEAP_MB = 100;

const test = suite('heap ceiling');

test(`a ${PAGES}-page site builds with --max-old-space-size=${HEAP_MB}`, async () => {
  const siteDir = path.join(await tempDir('docsgen-heap-'), 'site');
  const { docs } = (await generateSite(siteDir, PAGES)) as { docs: { path: string }[] };
  const { code, stderr } = await run(['--max-old-space-size=' + HEAP_MB, path.join(ROOT, 'bin/docsgen'), 'build', '--site-dir', siteDir, '--out-dir', 'build']);
  assert.is(code, 0, `exit ${code}: ${stderr.slice(-2000)}`);
  const out = path.join(siteDir, 'build');
  const pages = (await readdir(path.join(out, 'docs'), { recursive: true })).filter((file) => file.endsWith('index.html'));
  assert.ok(pages.length >= docs.length, `${pages.length} doc pages for ${docs.length} docs`);
  for (const file of ['index.html', '404.html', 'sitemap.xml', '_docsgen/site.json', '_docsgen/search/pagefind-entry.json']) {
    assert.ok(existsSync(path.join(out, file)), `${file} written`);
  }
});

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

test.run();
