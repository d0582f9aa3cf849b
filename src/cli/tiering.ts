/**
 * When V8 optimises hot functions. V8 compiles a function with its optimising compiler once it
 * has run for a while (its "interrupt budget"), on background threads. A cold build of a small
 * site is short and CPU-bound on every core, so those compiles compete with the build itself
 * for code that then hardly runs. Raising the budget while a build starts measured, on this
 * site on 2 cores, 1,050 ms → 935 ms (median of 7 cold builds). A big site wants optimised
 * code as early as possible (the same raised budget made a 1,000-page build 12% slower), so
 * the default comes back as soon as a build knows it is big, and once `serve`'s first build is
 * done (an edit should run optimised code).
 */
import { setFlagsFromString } from 'node:v8';

/** V8's own default (`--interrupt-budget`) in the versions of Node 20 and 22 (V8 11 and 12). */
const V8_DEFAULT_BUDGET = 66 * 1024;
const RAISED_BUDGET = 16 * V8_DEFAULT_BUDGET;
/** Only where the default is known: restoring a wrong "default" would be worse than doing nothing. */
const KNOWN_V8 = /^1[12]\./.test(process.versions.v8);

let raised = false;

export function delayOptimisation(): void {
  if (!KNOWN_V8 || raised) return;
  setFlagsFromString(`--interrupt-budget=${RAISED_BUDGET}`);
  raised = true;
}

export function restoreOptimisation(): void {
  if (!raised) return;
  setFlagsFromString(`--interrupt-budget=${V8_DEFAULT_BUDGET}`);
  raised = false;
}
