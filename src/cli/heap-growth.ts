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

let tight = false;

/** Every heap of the process (worker threads' too), from now on. */
export function tightenHeapGrowth(): void {
  if (!KNOWN_V8 || tight) return;
  setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
  tight = true;
}
