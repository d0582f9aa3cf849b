/**
 * The bench's table: a figure beside its budget is `ok` or `MISSED`, and a figure that does not
 * measure what its budget asks (a first search query that found nothing) is never `ok`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the bench is plain JavaScript, without types.
import { status, toJson } from '../../bench/lib/table.mjs';

const row = (over: Record<string, unknown>) => ({ section: 's', name: 'n', value: 10, unit: 'KB', budget: 200, ...over });

test('a figure within its budget is ok, over it MISSED, without one blank', () => {
  assert.is(status(row({})), 'ok');
  assert.is(status(row({ value: 201 })), 'MISSED');
  assert.is(status(row({ budget: undefined })), '');
  assert.is(status(row({ value: Number.NaN })), 'NOT RUN');
});

test('a figure that measured nothing the budget is about is MISSED however small', () => {
  const empty = row({ value: 64, invalid: '"c" found nothing', note: '"c" found nothing' });
  assert.is(status(empty), 'MISSED');
  assert.equal(toJson([empty])[0], { section: 's', name: 'n', value: 64, unit: 'KB', budget: 200, status: 'MISSED', note: '"c" found nothing' });
});

test.run();
