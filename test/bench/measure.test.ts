/**
 * The bench's memory figure is the peak of a command's whole process tree: a child process the
 * command starts counts (Docusaurus's minifier workers, docsgen's esbuild), processes outside the
 * tree do not. Linux only (it reads /proc).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
// @ts-expect-error: the bench is plain JavaScript, without types.
import { measure, processTreePeakBytes } from '../../bench/measure.mjs';

const MiB = 2 ** 20;
const linux = existsSync('/proc/self/status');
/** A node process that fills `mib` of memory, holds it for `ms`, then ends. */
const hog = (mib: number, ms: number) => `const b = Buffer.alloc(${mib} * 2 ** 20, 1); setTimeout(() => b.length, ${ms});`;

test('a child of the command counts: the peak is the memory of both at once', async () => {
  if (!linux) return;
  // The command holds 100 MiB; the child it starts holds 200 MiB for 0.6 s (as esbuild beside a build).
  const parent = `const b = Buffer.alloc(100 * 2 ** 20, 1); const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hog(200, 600))}], { stdio: 'inherit' }); c.on('exit', (code) => process.exit(code + b.length * 0));`;
  const result = await measure(process.execPath, ['-e', parent]);
  assert.is(result.code, 0, result.stderr);
  assert.ok(result.processes >= 2, `processes: ${result.processes}`);
  assert.ok(result.peakTreeSumBytes >= 300 * MiB, `tree sum ${Math.round(result.peakTreeSumBytes / MiB)} MiB`);
  assert.is(result.peakRssBytes, result.peakTreeSumBytes);
});

test('a peak in the last moment before exit counts (no poll comes between)', async () => {
  if (!linux || !existsSync('/usr/bin/time')) return;
  const result = await measure(process.execPath, ['-e', 'Buffer.alloc(300 * 2 ** 20, 1)'], { intervalMs: 10_000 });
  assert.is(result.code, 0, result.stderr);
  assert.ok(result.peakRssBytes >= 300 * MiB, `peak ${Math.round(result.peakRssBytes / MiB)} MiB`);
});

test('CPU time counts the command and the child it waited for', async () => {
  if (!existsSync('/usr/bin/time')) return;
  // Each process reports its own CPU time; the tree's can be no less than both together.
  const burn = 'const t = Date.now(); let x = 0; while (Date.now() - t < 300) x++; const u = process.cpuUsage(); console.log((u.user + u.system) / 1000);';
  const parent = `${burn} const c = require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(burn)}], { encoding: 'utf8' }); console.log(c.stdout.trim());`;
  const result = await measure(process.execPath, ['-e', parent]);
  assert.is(result.code, 0, result.stderr);
  const own = result.stdout.trim().split('\n').map(Number);
  assert.is(own.length, 2);
  // GNU time reports to the hundredth of a second.
  assert.ok(result.cpuMs >= own[0] + own[1] - 20, `tree ${result.cpuMs} ms, the processes' own ${own.join(' + ')} ms`);
});

test('the exit code and output are the command\'s', async () => {
  const result = await measure(process.execPath, ['-e', 'console.log("out"); console.error("err"); process.exit(3)']);
  assert.equal([result.code, result.stdout.trim(), result.stderr.trim()], [3, 'out', 'err']);
});

test('a process outside the tree does not count', async () => {
  if (!linux) return;
  const outside = spawn(process.execPath, ['-e', hog(300, 3000)], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 300));
    const result = await measure(process.execPath, ['-e', 'setTimeout(() => {}, 400)'], { intervalMs: 50 });
    assert.ok(result.peakRssBytes < 150 * MiB, `peak ${Math.round(result.peakRssBytes / MiB)} MiB`);
    assert.is(result.processes, 1);
  } finally {
    outside.kill();
  }
});

test('a running tree: the peaks of the process and its children summed', async () => {
  if (!linux) return;
  const parent = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(hog(150, 5000))}], { stdio: 'inherit' }); setTimeout(() => {}, 5000);`;
  // In a group of its own, so the child it started ends with it.
  const child = spawn(process.execPath, ['-e', parent], { stdio: 'ignore', detached: true });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const bytes = await processTreePeakBytes(child.pid);
    assert.ok(bytes >= 150 * MiB, `${Math.round(bytes / MiB)} MiB`);
  } finally {
    process.kill(-child.pid!);
  }
});

test.run();
