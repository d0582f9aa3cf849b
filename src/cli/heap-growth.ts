/**
 * How far V8 lets a big build's heaps grow between full collections. After each one, V8 sets the
 * next limit from what it kept, up to four times that on a machine with memory to spare; the
 * rest is garbage waiting. At 100,000 pages the main thread kept 0.4–0.7 GB while rendering and
 * was let grow to 1.6 GB: most of the build's 2.2 GiB peak. Growing by half instead measured, at
 * 10,000 generated pages (2 cores, alternated): peak 0.80–0.84 → 0.56–0.58 GB with the docs
 * cache, 0.64 → 0.53 GB without, and no cost in time the machine's noise could show.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { KNOWN_V8 } from './tiering.ts';

/** From this many docs a build keeps its heaps tight. */
export const TIGHT_HEAP_FROM_DOCS = 10_000;
/** The next limit: what the last full collection kept, and half as much again. */
const GROWING_PERCENT = 50;
/**
 * From this many docs, a quarter, once the build renders pages by the thousand: at 100,000 docs
 * a cold build's main thread still let 0.4 GB of garbage gather before a full collection (2.33
 * GB, then 1.95 GB after it), over the 2 GiB budget. A warm build, which keeps its pages, peaked
 * at 1.4 GiB with a half and spent 13 s more CPU (62 s against 49 s) with a quarter.
 */
export const TIGHTER_FROM_DOCS = 50_000;
const TIGHTER_GROWING_PERCENT = 25;
/** Pages rendered (not kept) before a build of `TIGHTER_FROM_DOCS` or more takes the quarter. */
export const TIGHTER_AFTER_RENDERED = 5_000;

let percent = Infinity;

function growBy(next: number): void {
  if (!KNOWN_V8 || next >= percent) return;
  setFlagsFromString(`--heap-growing-percent=${next}`);
  percent = next;
}

/**
 * The growth, in percent, for a build of `docs` docs that `renders` most of its pages (it has no
 * earlier output to keep them from, or has rendered thousands already); none below the size.
 */
export function growingPercent(docs: number, renders: boolean): number | undefined {
  if (docs < TIGHT_HEAP_FROM_DOCS) return undefined;
  return docs >= TIGHTER_FROM_DOCS && renders ? TIGHTER_GROWING_PERCENT : GROWING_PERCENT;
}

/** Every heap of the process (worker threads' too), from now on, for a build of `docs` docs. */
export function tightenHeapGrowth(docs = TIGHT_HEAP_FROM_DOCS, renders = false): void {
  const next = growingPercent(docs, renders);
  if (next !== undefined) growBy(next);
}

/**
 * Pages rendered between full collections asked for, in a build of `TIGHTER_FROM_DOCS` or more.
 * Even at a quarter, V8 starts a collection at its limit and lets the thread allocate while it
 * marks: at 100,000 pages the main thread's heap reached 1.5 GB with 0.73 GB alive.
 */
export const COLLECT_EVERY_RENDERED = 10_000;

/** A build of `docs` docs has rendered `rendered` pages so far (kept ones not counted). */
export function renderedPages(docs: number, rendered: number): void {
  if (rendered === TIGHTER_AFTER_RENDERED) tightenHeapGrowth(docs, true);
  if (docs >= TIGHTER_FROM_DOCS && rendered % COLLECT_EVERY_RENDERED === 0) collectGarbage();
}

/** A big build's stage is over: what it made and let go of goes before the next stage adds its own. */
export function stageEnded(docs: number): void {
  if (docs >= TIGHTER_FROM_DOCS) collectGarbage();
}

let gc: (() => void) | undefined;

/** A full collection of this thread's heap, now. */
function collectGarbage(): void {
  if (!KNOWN_V8) return;
  if (!gc) {
    // The flag exposes `gc` to contexts made after it; the build's own global stays as it was.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
