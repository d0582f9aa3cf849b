/**
 * `docsgen build` stops esbuild's process once its bundles exist (its memory would otherwise stay
 * through the docs' compile). Stopping must never strand a call another build is making: esbuild
 * leaves such a call pending for ever.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build, esbuildCallsInFlight, stopWhenIdle } from '../../src/cli/bundle/esbuild-service.ts';

const test = suite('esbuild service');

const bundle = (contents: string) => build({ stdin: { contents, loader: 'ts' }, write: false, format: 'esm' });

/** Rejects if `promise` has not settled within `ms`: a stranded call never settles. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
}

test('a stop asked for while another call runs is skipped, and that call answers', async () => {
  const running = bundle('export const a: number = 1');
  assert.is(esbuildCallsInFlight(), 1);
  stopWhenIdle();
  const result = await within(running, 10_000);
  assert.match(result.outputFiles[0]!.text, /a = 1/);
  assert.is(esbuildCallsInFlight(), 0);
});

test('a call made while esbuild stops waits for the stop, then runs on a new process', async () => {
  await bundle('export const warm = 1');
  stopWhenIdle();
  const result = await within(bundle('export const b: string = "after"'), 10_000);
  assert.match(result.outputFiles[0]!.text, /b = "after"/);
});

test('calls after a finished stop work', async () => {
  stopWhenIdle();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const result = await within(bundle('export const c = 3'), 10_000);
  assert.match(result.outputFiles[0]!.text, /c = 3/);
});

test.after(() => stopWhenIdle());

test.run();
