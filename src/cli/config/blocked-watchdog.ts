/**
 * A config whose code never gives the thread back (`while (true) {}` at its top level) blocks
 * the timers that enforce its time limit. A worker thread watches instead: when the main thread
 * has not called `stop()` by the deadline it prints why and ends the process, which nothing on
 * the blocked main thread could do. Ending it by a signal is the one way a worker can.
 */
import { Worker } from 'node:worker_threads';

const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const flag = new Int32Array(workerData.flag);
// Sleeps until stop() wakes it, or the deadline passes with the main thread still blocked.
if (Atomics.wait(flag, 0, 0, workerData.ms) === 'timed-out') {
  writeSync(2, workerData.message);
  process.kill(process.pid, 'SIGTERM');
}
`;

export interface Watchdog {
  stop(): void;
}

/** Starts watching; `message` is printed (on standard error) if the deadline passes first. */
export function watchBlockedThread(ms: number, message: string): Watchdog {
  const flag = new SharedArrayBuffer(4);
  const worker = new Worker(WATCHER, { eval: true, workerData: { flag, ms, message } });
  worker.unref();
  return {
    stop() {
      const view = new Int32Array(flag);
      Atomics.store(view, 0, 1);
      Atomics.notify(view, 0);
    },
  };
}
