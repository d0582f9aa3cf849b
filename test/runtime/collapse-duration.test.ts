/** Taller collapsibles take longer to open, on a curve that flattens: no content crawls. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collapseDuration } from '../../src/runtime/client/collapse.ts';

test('the duration grows with the content height, sub-linearly', () => {
  assert.is(collapseDuration(0), 40);
  assert.is(collapseDuration(36), 192);
  assert.is(collapseDuration(360), 327);
  assert.ok(collapseDuration(720) < 2 * collapseDuration(360));
  assert.ok(collapseDuration(100) < collapseDuration(200));
});

test.run();
