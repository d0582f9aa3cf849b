/**
 * The docs cache is swept of what no build uses (markdown/cache-sweep.ts): entries this build did
 * not use and older than a week, killed builds' temporary files older than a day; entries in use,
 * recent ones and other files stay, and a sweep runs at most once a day.
 */
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepDocsCache, SWEEP_EVERY_MS, UNUSED_FOR_MS } from '../../src/cli/markdown/cache-sweep.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 60 * 60 * 1000;

function file(dir: string, name: string, ageMs: number): string {
  const at = path.join(dir, name);
  writeFileSync(at, 'x');
  utimesSync(at, (NOW - ageMs) / 1000, (NOW - ageMs) / 1000);
  return at;
}

test('unused entries older than a week and old temporary files go; used, recent and other files stay', async () => {
  const dir = await tempDir('docsgen-cache-sweep-');
  const usedOld = file(dir, 'aaa.doc', 30 * 24 * HOUR);
  const unusedOld = file(dir, 'bbb.doc', UNUSED_FOR_MS + HOUR);
  const unusedRecent = file(dir, 'ccc.doc', UNUSED_FOR_MS - HOUR);
  const oldTemporary = file(dir, 'ddd.doc.123.tmp', 25 * HOUR);
  const recentTemporary = file(dir, 'headers.pack.456.tmp', HOUR);
  const pack = file(dir, 'headers.pack', 30 * 24 * HOUR);
  assert.is(sweepDocsCache(dir, new Set(['aaa']), NOW), 2);
  assert.equal([usedOld, unusedOld, unusedRecent, oldTemporary, recentTemporary, pack].map((f) => existsSync(f)), [true, false, true, false, true, true]);
});

test('a sweep runs at most once a day', async () => {
  const dir = await tempDir('docsgen-cache-sweep-');
  assert.is(sweepDocsCache(dir, new Set(), NOW), 0);
  const stale = file(dir, 'eee.doc', UNUSED_FOR_MS + HOUR);
  assert.is(sweepDocsCache(dir, new Set(), NOW + SWEEP_EVERY_MS - HOUR), 0);
  assert.ok(existsSync(stale));
  assert.is(sweepDocsCache(dir, new Set(), NOW + SWEEP_EVERY_MS + HOUR), 1);
  assert.not.ok(existsSync(stale));
});

test('a missing folder is no error', () => {
  assert.is(sweepDocsCache(path.join('/nonexistent', String(NOW)), new Set(), NOW), 0);
});

test.run();
