/**
 * What a newcomer meets first: `serve --help` says which flags apply to which mode, `init --help`
 * exists, and `npm test` without Chromium says so in one line and fails before running anything.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, runCli } from '../helpers/site.ts';

function runTests(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/test.mjs'), ...args], { cwd: ROOT, env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('serve --help says which flags apply to which mode', async () => {
  const help = (await runCli(['serve', '--help'])).stdout;
  assert.match(help, /both modes\s+--site-dir, --port, --host, --open/);
  assert.match(help, /--no-watch\s+--out-dir, --compress-cache/);
});

test('init --help names the folder argument and --force', async () => {
  const help = (await runCli(['init', '--help'])).stdout;
  assert.match(help, /Usage: docsgen init \[options\] \[dir\]/);
  assert.match(help, /--force/);
});

test('without Chromium, a run that includes the browser tests fails at once with one line saying what to install', async () => {
  const started = Date.now();
  const result = await runTests([]);
  assert.is(result.code, 1);
  const lines = result.stderr.trim().split('\n');
  assert.is(lines.length, 1, result.stderr);
  assert.match(lines[0]!, /^! No Chromium at \/nonexistent\/chromium, which \d+ test files of test\/browser need: install it \(sudo apt-get install .*chromium/);
  assert.is(result.stdout.trim(), '0 passed, 1 failed');
  assert.ok(Date.now() - started < 10_000, 'nothing was run');
});

test('without Chromium, a folder without browser tests runs, named with or without test/', async () => {
  const result = await runTests(['config', 'config-schema']);
  assert.is(result.code, 0, result.stderr);
  assert.match(result.stdout, /^\d+ passed, 0 failed$/m);
  assert.is(result.stderr, '');
});

test.run();
