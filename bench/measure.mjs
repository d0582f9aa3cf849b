// Runs a command and reports its wall time and the peak memory of its WHOLE process tree, so a
// tool that forks workers (webpack's terser/css minifiers, docsgen's render workers) is measured
// as the machine sees it, not just its first process.
//
//   const { ms, cpuMs, peakRssBytes, stdout, stderr, code } = await measure('node', ['bin/docsgen', 'build'], { cwd });
//
// How memory is measured (Linux only: it reads /proc):
// - every ~250 ms (25 ms while the command has child processes: they come and go within a
//   build, esbuild's in half a second), sum the VmRSS of the child and its descendants; keep the
//   largest sum;
// - each process's own peak (VmHWM) is kept too, and the command runs under GNU time where it is
//   installed, whose maximum resident set size is the exact peak of the biggest process, however
//   late it came (a poll can miss a process's last moments): the result is the larger of the
//   largest sum and that peak. Polled every 250 ms throughout, this site's 0.55 s warm build read
//   82 MiB, every 100 ms 115, every 50 ms 125 (esbuild's 40 MiB beside the build, or not);
//   with the fast polls while it has children, 121–128.
// Descendants are found by each process's parent in /proc/<pid>/stat (this kernel has no
// /proc/<pid>/task/<tid>/children). A poll reads the stat of processes it has not met before
// and the status of those in the tree, synchronously. Watching costs the build: scanning every
// process's stat every 100 ms, with a promise per file, took 200–330 ms of CPU during a 4.4 s
// build on 2 cores and made it 6% slower than unwatched (median of 5 alternated runs each: 4,453
// against 4,187 ms); with these polls every 100 ms it was still 3–5% slower, every 500 ms 1–2%.
// RSS counts shared pages (the node binary, shared libraries) once per process, as `ps` does,
// so a tree of N node processes reads a little higher than its true footprint.
//
// CPU time (`cpuMs`: user and system, the command's and that of every descendant waited for, as
// GNU time's `%U` and `%S` give them) is reported where GNU time is installed: beside the wall
// time it says how many cores a build kept busy, and so whether a time budget waits for work
// done in parallel or for less work.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** GNU time, for the exact peak of the biggest process (`%M`, in KiB). */
const GNU_TIME = '/usr/bin/time';
/** How often the tree is read while it has more than one process. */
const CHILDREN_POLL_MS = 25;

/** The parent of a process (from its /proc stat), or undefined if it has ended. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: read after its last ')'
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** A process's resident memory now and at its peak (0 once it has ended). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/**
 * A process and its descendants, followed from poll to poll: each poll lists /proc and reads the
 * parent of the processes it has not seen yet only (a process found to be outside the tree stays
 * outside; a number gone from /proc is forgotten, in case it is reused).
 */
class ProcessTree {
  constructor(root) {
    this.members = new Set([root]);
    this.outside = new Set();
  }

  /** The processes of the tree alive now. */
  current() {
    const alive = new Set(readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number));
    for (const set of [this.members, this.outside]) for (const pid of set) if (!alive.has(pid)) set.delete(pid);
    // A parent has a lower number than its children (until numbers wrap), so in order each new
    // process's parent is already placed.
    for (const pid of [...alive].sort((a, b) => a - b)) {
      if (this.members.has(pid) || this.outside.has(pid)) continue;
      const parent = parentOf(pid);
      if (parent === undefined) continue;
      (this.members.has(parent) ? this.members : this.outside).add(pid);
    }
    return [...this.members];
  }
}

/**
 * The peak memory of a running process and its descendants: each one's own peak (VmHWM) summed.
 * For a long-lived process (`docsgen serve`) whose peak moment was not polled: an upper bound,
 * as the peaks of two processes need not have come at once.
 */
export async function processTreePeakBytes(pid) {
  return new ProcessTree(pid).current().reduce((sum, member) => sum + memoryOf(member).hwm, 0);
}

/**
 * Spawns `command args`, waits for it to exit, and returns wall ms (spawn to exit), CPU ms (where
 * GNU time is installed; else undefined), the peak RSS of its process tree in bytes, its output
 * and its exit code. Never rejects on a non-zero exit: the
 * caller decides what a failure means. `onOutput(chunk, stream)` sees the output as it comes
 * (progress of long builds).
 */
export async function measure(command, args = [], { cwd, env, intervalMs = 250, onOutput } = {}) {
  const timeDir = existsSync(GNU_TIME) ? mkdtempSync(path.join(os.tmpdir(), 'docsgen-measure-')) : undefined;
  const timeFile = timeDir && path.join(timeDir, 'usage');
  const [file, argv] = timeFile ? [GNU_TIME, ['--format=%M %U %S', `--output=${timeFile}`, command, ...args]] : [command, args];
  const start = performance.now();
  const child = spawn(file, argv, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  // GNU time itself is not counted: it is not part of what is measured.
  const wrapper = timeFile ? child.pid : undefined;
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b) => {
    stdout += b;
    onOutput?.(String(b), 'stdout');
  });
  child.stderr.on('data', (b) => {
    stderr += b;
    onOutput?.(String(b), 'stderr');
  });

  let peakTree = 0;
  let peakSingle = 0;
  let processes = 1;
  let done = false;
  let children = false;
  const processTree = child.pid === undefined ? undefined : new ProcessTree(child.pid);
  const poll = () => {
    if (done || !processTree) return;
    const pids = processTree.current().filter((pid) => pid !== wrapper);
    let sum = 0;
    for (const m of pids.map(memoryOf)) {
      sum += m.rss;
      peakSingle = Math.max(peakSingle, m.hwm);
    }
    peakTree = Math.max(peakTree, sum);
    processes = Math.max(processes, pids.length);
    children = pids.length > 1;
  };
  let sampler;
  const sample = () => {
    poll();
    if (!done) sampler = setTimeout(sample, children ? Math.min(intervalMs, CHILDREN_POLL_MS) : intervalMs);
  };
  sample();

  const { code, signal, error } = await new Promise((resolve) => {
    child.on('error', (e) => resolve({ code: null, signal: null, error: e }));
    child.on('exit', (c, s) => resolve({ code: c, signal: s }));
  });
  const ms = performance.now() - start;
  done = true;
  clearTimeout(sampler);
  let cpuMs;
  if (timeDir) {
    // Ours is the last line (GNU time writes "Command exited with non-zero status N" before it).
    try {
      const [maxKib, userS, systemS] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
      if (Number.isFinite(maxKib)) peakSingle = Math.max(peakSingle, maxKib * 1024);
      if (Number.isFinite(userS) && Number.isFinite(systemS)) cpuMs = (userS + systemS) * 1000;
    } catch {
      // No file: time itself failed, and the command's error says why.
    }
    rmSync(timeDir, { recursive: true, force: true });
  }
  // 'exit' can come before the pipes drain
  await Promise.all([
    new Promise((r) => (child.stdout.readableEnded ? r() : child.stdout.on('close', r))),
    new Promise((r) => (child.stderr.readableEnded ? r() : child.stderr.on('close', r))),
  ]);
  if (error) stderr += `\n${error.stack ?? error}`;
  return { ms, cpuMs, peakRssBytes: Math.max(peakTree, peakSingle), peakTreeSumBytes: peakTree, peakSingleBytes: peakSingle, processes, stdout, stderr, code: code ?? (signal ? 128 : 1), signal };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
