/**
 * Ctrl+C (SIGINT) or SIGTERM stops `serve` the way a user asked it to: the server closes, the
 * process exits 0 within a few seconds and leaves no process of its own behind.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { makeOutFolder } from '../helpers/http.ts';
import { startServe } from '../helpers/serve-cli.ts';
import { copyFixture } from '../helpers/site.ts';

const exitOf = (child: import('node:child_process').ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

/** Processes whose parent is `pid` (esbuild's service, for one), from ps. */
function childrenOf(pid: number): string[] {
  const out = execFileSync('ps', ['-o', 'pid=,ppid=,comm=', '-A'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.trim().split(/\s+/)[1] === String(pid));
}

test('serve --no-watch: SIGINT exits 0, saying it stops', async () => {
  const site = await makeOutFolder();
  try {
    const serve = await startServe(['--no-watch', '--out-dir', site.outDir, '--port', '0']);
    const exit = exitOf(serve.child);
    serve.child.kill('SIGINT');
    assert.equal(await exit, { code: 0, signal: null });
    assert.match(serve.output().stdout, /Stopping…/);
  } finally {
    await site.cleanup();
  }
});

test('serve with watching: SIGINT closes the watcher, threads and esbuild, exits 0, nothing left', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const serve = await startServe(['--site-dir', dir, '--port', '0']);
    const pid = serve.child.pid!;
    const exit = exitOf(serve.child);
    const started = Date.now();
    serve.child.kill('SIGINT');
    assert.equal(await exit, { code: 0, signal: null });
    assert.ok(Date.now() - started < 3500, `stopped in ${Date.now() - started} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(childrenOf(pid), [], 'no process of its own left');
  } finally {
    await cleanup();
  }
});

test.run();
