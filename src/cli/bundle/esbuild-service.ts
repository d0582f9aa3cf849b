/**
 * esbuild runs as one child process per Node process, shared by every call. `docsgen build` stops
 * it once its bundles exist: its ~50 MB would otherwise stay resident through the docs' compile,
 * where the build's memory peaks. Stopping is only safe while no call is in flight (esbuild
 * leaves a call made before `stop()` pending for ever), and a call made while it stops waits
 * for the stop, after which esbuild starts a new process by itself.
 */
import { build as esbuildBuild, stop, type BuildOptions, type BuildResult, type SameShape } from 'esbuild';

let inFlight = 0;
let stopping: Promise<void> | undefined;

export async function build<T extends BuildOptions>(options: SameShape<BuildOptions, T>): Promise<BuildResult<T>> {
  while (stopping) await stopping;
  inFlight++;
  try {
    return await esbuildBuild(options);
  } finally {
    inFlight--;
  }
}

/** Stops esbuild's process if nothing uses it now (another build in this process may). */
export function stopWhenIdle(): void {
  if (inFlight > 0 || stopping) return;
  stopping = stop().finally(() => (stopping = undefined));
}

/** How many calls are running: for the tests. */
export function esbuildCallsInFlight(): number {
  return inFlight;
}
