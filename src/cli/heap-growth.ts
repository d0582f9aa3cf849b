/**
 * How far V8 lets a big build's heaps grow between full collections. After each one, V8 sets the
 * next limit from what it kept, up to four times that on a machine with memory to spare; the
 * rest is garbage waiting. At 100,000 pages the main thread kept 0.4–0.7 GB while rendering and
 * was let grow to 1.6 GB: most of the build's 2.2 GiB peak. Growing by half instead measured, at
 * 10,000 generated pages (2 cores, alternated): peak 0.80–0.84 → 0.56–0.58 GB with the docs
 * cache, 0.64 → 0.53 GB without, and no cost in time the machine's noise could show.
 */
import { setFlagsFromString } from 'node:v8';
import { KNOWN_V8 } from './tiering.ts';

/** From this many docs a build keeps its heaps tight. */
export const TIGHT_HEAP_FROM_DOCS = 10_000;
/** The next limit: what the last full collection kept, and half as much again. */
const GROWING_PERCENT = 50;
/**
 * From this many docs, a quarter: at 100,000 docs a cold build's main thread still let 0.4 GB of
 * garbage gather before a full collection (2.33 GB, then 1.95 GB after it), over the 2 GiB budget.
 */
const TIGHTER_FROM_DOCS = 50_000;
const TIGHTER_GROWING_PERCENT = 25;

let tight = false;

/** Every heap of the process (worker threads' too), from now on, for a build of `docs` docs. */
export function tightenHeapGrowth(docs = TIGHT_HEAP_FROM_DOCS): void {
  if (!KNOWN_V8 || tight) return;
  setFlagsFromString(`--heap-growing-percent=${docs >= TIGHTER_FROM_DOCS ? TIGHTER_GROWING_PERCENT : GROWING_PERCENT}`);
  tight = true;
}
