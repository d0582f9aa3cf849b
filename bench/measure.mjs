// Runs a command and reports its wall time and the peak memory of its WHOLE process tree, so a
// tool that forks workers (webpack's terser/css minifiers, docsgen's render workers) is measured
// as the machine sees it, not just its first process.
//
//   const { ms, peakRssBytes, stdout, stderr, code } = await measure('node', ['bin/docsgen', 'build'], { cwd });
//
// How memory is measured (Linux only: it reads /proc):
// - every ~100 ms, find every process descended from the child (a /proc/<pid>/stat scan: this
//   kernel has no /proc/<pid>/task/<tid>/children) and sum their VmRSS; keep the largest sum;
// - each process's own peak (VmHWM) is kept too, so a single process that spikes between two
//   polls still counts: the result is max(largest tree sum, largest single-process peak).
// RSS counts shared pages (the node binary, shared libraries) once per process, as `ps` does,
// so a tree of N node processes reads a little higher than its true footprint.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** pid → parent pid, for every process now alive. */
async function parents() {
  const map = new Map();
  const names = await readdir('/proc');
  await Promise.all(
    names.map(async (name) => {
      if (!/^\d+$/.test(name)) return;
      try {
        const stat = await readFile(`/proc/${name}/stat`, 'utf8');
        // the command name (field 2) may hold spaces and parentheses: read after its last ')'
        const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        map.set(Number(name), Number(after[1]));
      } catch {
        // the process ended while we looked
      }
    }),
  );
  return map;
}

/** The pid and every descendant of it. */
function tree(root, parentOf) {
  const children = new Map();
  for (const [pid, ppid] of parentOf) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const out = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    out.push(pid);
    for (const c of children.get(pid) ?? []) stack.push(c);
  }
  return out;
}

async function memoryOf(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/**
 * The peak memory of a running process and its descendants: each one's own peak (VmHWM) summed.
 * For a long-lived process (`docsgen serve`) whose peak moment was not polled: an upper bound,
 * as the peaks of two processes need not have come at once.
 */
export async function processTreePeakBytes(pid) {
  const peaks = await Promise.all(tree(pid, await parents()).map(memoryOf));
  return peaks.reduce((sum, m) => sum + m.hwm, 0);
}

/**
 * Spawns `command args`, waits for it to exit, and returns wall ms (spawn to exit), the peak RSS of
 * its process tree in bytes, its output and its exit code. Never rejects on a non-zero exit: the
 * caller decides what a failure means. `onOutput(chunk, stream)` sees the output as it comes
 * (progress of long builds).
 */
export async function measure(command, args = [], { cwd, env, intervalMs = 100, onOutput } = {}) {
  const start = performance.now();
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const poll = async () => {
    if (done || child.pid === undefined) return;
    const pids = tree(child.pid, await parents());
    let sum = 0;
    for (const m of await Promise.all(pids.map(memoryOf))) {
      sum += m.rss;
      peakSingle = Math.max(peakSingle, m.hwm);
    }
    if (!done) {
      peakTree = Math.max(peakTree, sum);
      processes = Math.max(processes, pids.length);
    }
  };
  // one poll at a time: on a loaded machine a scan can take longer than the interval
  const sampler = (async () => {
    while (!done) {
      await poll();
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();

  const { code, signal, error } = await new Promise((resolve) => {
    child.on('error', (e) => resolve({ code: null, signal: null, error: e }));
    child.on('exit', (c, s) => resolve({ code: c, signal: s }));
  });
  const ms = performance.now() - start;
  done = true;
  await sampler;
  // 'exit' can come before the pipes drain
  await Promise.all([
    new Promise((r) => (child.stdout.readableEnded ? r() : child.stdout.on('close', r))),
    new Promise((r) => (child.stderr.readableEnded ? r() : child.stderr.on('close', r))),
  ]);
  if (error) stderr += `\n${error.stack ?? error}`;
  return { ms, peakRssBytes: Math.max(peakTree, peakSingle), peakTreeSumBytes: peakTree, peakSingleBytes: peakSingle, processes, stdout, stderr, code: code ?? (signal ? 128 : 1), signal };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
