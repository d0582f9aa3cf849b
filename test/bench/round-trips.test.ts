/**
 * A search keystroke that fetched files is held to two round trips (issue 34): files asked for
 * together are one, a chunk and then the fragments it leads to are two, whatever their number.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the bench is plain JavaScript, without types.
import { roundTrips } from '../../bench/lib/round-trips.mjs';

const file = (startTime: number, responseEnd: number) => ({ startTime, responseEnd });

test('no file is no round trip; files asked for together are one', () => {
  assert.is(roundTrips([]), 0);
  assert.is(roundTrips([file(0, 5)]), 1);
  assert.is(roundTrips([file(0, 5), file(1, 7), file(2, 6)]), 1);
});

test('a chunk, then the fragments it names, are two, in whatever order they are listed', () => {
  const chunk = file(0, 6);
  const fragments = [file(6.5, 12), file(6.6, 11), file(7, 13), file(6.5, 12.5)];
  assert.is(roundTrips([chunk, ...fragments]), 2);
  assert.is(roundTrips([...fragments].reverse().concat(chunk)), 2);
});

test('a third file asked for only once a fragment arrived is a third round trip', () => {
  assert.is(roundTrips([file(0, 6), file(6.5, 12), file(12, 18), file(7, 9)]), 3);
});

test('a file fetched ahead by an earlier keystroke and arriving meanwhile counts as one', () => {
  // Started before the keystroke (negative start), the fragments asked for after it arrived.
  assert.is(roundTrips([file(-4, 3), file(3.5, 9)]), 2);
});

test.run();
