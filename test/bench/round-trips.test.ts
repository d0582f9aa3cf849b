/**
 * A search keystroke that fetched files is held to two round trips (issue 34): the fetches the
 * engine starts in one go are one, a chunk and then the fragments it leads to are two, whatever
 * their number; files read ahead at a low priority for later keystrokes are not waited for.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the bench is plain JavaScript, without types.
import { noteFetches, roundTrips } from '../../bench/lib/round-trips.mjs';

/** A window-like target whose fetch answers after `ms`, noted by `noteFetches`. */
function target(ms = 5) {
  const host = { fetch: (_input: string, _init?: RequestInit) => new Promise((resolve) => setTimeout(() => resolve(_input), ms)) };
  return { host, calls: noteFetches(host) as { run: number; at: number; ahead: boolean }[] };
}

test('no fetch is no round trip; fetches started in one go are one, however many', async () => {
  assert.is(roundTrips([]), 0);
  const { host, calls } = target();
  await Promise.all(['a', 'b', 'c'].map((f) => host.fetch(f)));
  assert.is(roundTrips(calls), 1);
});

test('a chunk, then the fragments it leads to, are two', async () => {
  const { host, calls } = target();
  await host.fetch('chunk');
  await Promise.all(['f1', 'f2', 'f3', 'f4'].map((f) => host.fetch(f)));
  assert.is(roundTrips(calls), 2);
});

test('fragments asked for one after another are a round trip each', async () => {
  const { host, calls } = target(1);
  await host.fetch('chunk');
  for (const f of ['f1', 'f2']) await host.fetch(f);
  assert.is(roundTrips(calls), 3);
});

test('a file read ahead at a low priority is not one the keystroke waits for', async () => {
  const { host, calls } = target();
  await host.fetch('chunk');
  const ahead = host.fetch('next chunk', { priority: 'low' } as RequestInit);
  await Promise.all([host.fetch('f1'), host.fetch('f2')]);
  await ahead;
  assert.is(roundTrips(calls), 2);
});

test.run();
