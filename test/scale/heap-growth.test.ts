/**
 * A big build keeps its heaps tight (cli/heap-growth.ts): V8 honours the setting made while the
 * process runs. Two processes do the same work, a live set of 60 MB and a stream of short-lived
 * arrays that outlive the young generation; the one that tightened its heap peaks well below the
 * one left to V8's defaults. Heap sizes, not time, decide.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { growingPercent, TIGHTER_FROM_DOCS } from '../../src/cli/heap-growth.ts';

const WORK = (tighten: boolean) => `
import v8 from 'node:v8';
import { tightenHeapGrowth } from ${JSON.stringify(path.join(ROOT, 'src/cli/heap-growth.ts'))};
if (${tighten}) tightenHeapGrowth();
const live = Array.from({ length: 60 }, () => new Array(128 * 1024).fill(1.5));
const recent = [];
let peak = 0;
for (let i = 0; i < 6000; i++) {
  recent.push(new Array(16 * 1024).fill(i + 0.5));
  if (recent.length > 400) recent.shift();
  if (i % 50 === 0) peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
}
console.log(JSON.stringify({ peak, live: live.length }));
`;

async function peakOf(tighten: boolean): Promise<number> {
  const file = path.join(await tempDir('docsgen-heap-growth-'), 'work.mts');
  await writeFile(file, WORK(tighten));
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (b) => (text += b));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}`))));
  });
  return (JSON.parse(out) as { peak: number }).peak;
}

test('a heap tightened while the process runs peaks well below the default', async () => {
  const [loose, tight] = await Promise.all([peakOf(false), peakOf(true)]);
  assert.ok(tight < loose * 0.8, `tight ${Math.round(tight / 1e6)} MB against ${Math.round(loose / 1e6)} MB`);
});

test('a warm build of many docs grows by half until it renders pages by the thousand', () => {
  assert.is(growingPercent(9_999, true), undefined);
  assert.is(growingPercent(10_000, true), 50);
  assert.is(growingPercent(TIGHTER_FROM_DOCS, false), 50);
  assert.is(growingPercent(TIGHTER_FROM_DOCS, true), 25);
});

test.run();
