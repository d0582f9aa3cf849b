/**
 * When V8 optimises hot functions. V8 compiles a function with its optimising compiler once it
 * has run for a while (its "interrupt budget"), on background threads. A cold build of a small
 * site is short and CPU-bound on every core, so those compiles compete with the build itself
 * for code that then hardly runs. Raising the budget while a build starts measured, on this
 * site on 2 cores, 1,050 ms → 935 ms (median of 7 cold builds). A big site wants optimised
 * code as early as possible (the same raised budget made a 1,000-page build 12% slower), so
 * the default comes back as soon as a build knows it is big, and once `serve`'s first build is
 * done (an edit should run optimised code).
 *
 * A big build also compiles less: without inlining, V8's optimising compiler spent about a
 * tenth less CPU on the same build (user CPU, 1,000 pages: 16.0 → 14.5 s; 10,000 pages:
 * 130 → 118 s; cold builds 9.7 → 9.0 s and 86 → 76 s). Each compile thread optimises the
 * markdown pipeline for itself, so those compiles are paid once per thread; the code without
 * inlining ran no slower in what was measured. A small build hardly optimises anything, and
 * `serve` keeps V8's defaults for its edits.
 */
import { setFlagsFromString } from 'node:v8';

/** V8's own default (`--interrupt-budget`) in the versions of Node 20 and 22 (V8 11 and 12). */
const V8_DEFAULT_BUDGET = 66 * 1024;
const RAISED_BUDGET = 16 * V8_DEFAULT_BUDGET;
/** Only where the default is known: restoring a wrong "default" would be worse than doing nothing. */
export const KNOWN_V8 = /^1[12]\./.test(process.versions.v8);

let raised = false;
let inliningOff = false;

export function delayOptimisation(): void {
  if (!KNOWN_V8 || raised) return;
  setFlagsFromString(`--interrupt-budget=${RAISED_BUDGET}`);
  raised = true;
}

/** A build that knows it is big: optimised code early, made by cheaper compiles. */
export function optimiseForLargeBuild(): void {
  restoreBudget();
  if (!KNOWN_V8 || inliningOff) return;
  setFlagsFromString('--no-turbo-inlining');
  inliningOff = true;
}

/** V8's defaults again (`serve`, once its first build is done). */
export function restoreOptimisation(): void {
  restoreBudget();
  if (!inliningOff) return;
  setFlagsFromString('--turbo-inlining');
  inliningOff = false;
}

function restoreBudget(): void {
  if (!raised) return;
  setFlagsFromString(`--interrupt-budget=${V8_DEFAULT_BUDGET}`);
  raised = false;
}
