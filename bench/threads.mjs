// CPU time of each thread of one docsgen command (Linux: polled from /proc every 50 ms).
//
//   node bench/threads.mjs build --site-dir /tmp/docsgen-bench-gen-1000
//
// Where a build's CPU goes, thread by thread: the main thread, the compile threads, the search
// index thread (named `docsgen-search`), the output thread, and V8's and libuv's helper threads
// (garbage collection, optimising compiles, file system). The last poll before a thread ends is
// what counts, so each figure can be up to 50 ms short. Threads under 50 ms are left out.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readProcStat } from './lib/proc-stat.mjs';

const bin = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'docsgen');

const started = Date.now();
const child = spawn(process.execPath, [bin, ...process.argv.slice(2)], { stdio: ['ignore', 'inherit', 'inherit'] });
let running = true;
child.on('exit', () => (running = false));

/** tid → its name, CPU seconds, and when it was first and last seen (ms after spawn). */
const threads = new Map();
while (running) {
  try {
    for (const tid of readdirSync(`/proc/${child.pid}/task`)) {
      const { name, user, sys } = readProcStat(readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8'));
      const now = Date.now() - started;
      threads.set(tid, { name, user, sys, first: threads.get(tid)?.first ?? now, last: now });
    }
  } catch {
    // The process ended between two reads.
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const rows = [...threads.values()].filter((t) => t.user + t.sys >= 0.05).sort((a, b) => b.user + b.sys - (a.user + a.sys));
console.log(`\n${'thread'.padEnd(18)}${'user s'.padStart(8)}${'sys s'.padStart(8)}   alive`);
for (const t of rows) {
  console.log(`${t.name.padEnd(18)}${t.user.toFixed(2).padStart(8)}${t.sys.toFixed(2).padStart(8)}   ${(t.first / 1000).toFixed(1)}–${(t.last / 1000).toFixed(1)} s`);
}
const sum = (key) => rows.reduce((n, t) => n + t[key], 0).toFixed(2);
console.log(`${'total'.padEnd(18)}${sum('user').padStart(8)}${sum('sys').padStart(8)}   wall ${((Date.now() - started) / 1000).toFixed(1)} s`);
