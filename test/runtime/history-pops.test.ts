/**
 * What the router asks on Back and Forward: takers newest first, until one takes the pop; and
 * the position each history entry records, kept beside whatever else its state holds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entryPosition, popTaken, takeHistoryPops, withPosition } from '../../src/runtime/router/history-pops.ts';

test('no taker: the pop is the router’s', () => {
  assert.is(popTaken(), false);
});

test('the newest taker is asked first; one that takes it ends the asking; a removed one is not asked', () => {
  const asked: string[] = [];
  const stopOld = takeHistoryPops(() => (asked.push('old'), true));
  const stopNew = takeHistoryPops(() => (asked.push('new'), false));
  assert.is(popTaken(), true);
  assert.equal(asked, ['new', 'old']);
  stopOld();
  asked.length = 0;
  assert.is(popTaken(), false);
  assert.equal(asked, ['new']);
  stopNew();
  assert.is(popTaken(), false);
});

test('an entry’s position sits beside the rest of its state (the saved scroll)', () => {
  const state = withPosition({ scrollY: 120 }, 3);
  assert.equal(state, { scrollY: 120, docsgenEntry: 3 });
  assert.is(entryPosition(state), 3);
  assert.is(entryPosition(withPosition(null, 0)), 0);
  assert.is(entryPosition(null), undefined, 'an entry the app did not make (a followed #hash link)');
  assert.is(entryPosition({ scrollY: 5 }), undefined);
});

test.run();
