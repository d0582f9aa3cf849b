// A fixed piece of work, timed in a new Node process: the machine's speed at the moment, printed
// beside the figures. The machines these benches run on change speed from hour to hour (the same
// build of 10,000 pages has taken 33 s and 44 s on unchanged code), so a figure near its budget
// means more with this beside it: compare runs by it before comparing their builds.
//
// The work is what a build does most (parsing text with regular expressions, building and
// serialising objects, gzip), on deterministic input, single-threaded: about 0.5 s when idle.
import { spawnSync } from 'node:child_process';
import { median } from './stats.mjs';

const WORK = `
const zlib = await import('node:zlib');
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const words = Array.from({ length: 4000 }, (_, i) => i.toString(36) + 'abcdefghij'.slice(0, 1 + (i % 9)));
const start = performance.now();
const text = Array.from({ length: 600000 }, () => words[Math.floor(random() ** 2 * words.length)]).join(' ');
let matched = 0;
for (const m of text.matchAll(/\\b([a-z]+)([0-9]*)\\b/g)) matched += m[1].length;
const records = Array.from({ length: 100000 }, (_, i) => ({ id: i, word: words[i % words.length], at: [i, i * 2, i * 3] }));
const json = JSON.parse(JSON.stringify(records));
const gz = zlib.gzipSync(Buffer.from(text), { level: 6 });
if (!matched || json.length !== records.length || !gz.length) throw new Error('reference work went wrong');
console.log(performance.now() - start);
`;

/** Milliseconds the reference work takes now: the median of `runs` new processes. */
export function referenceWorkMs(runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', WORK], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`the reference work failed: ${result.stderr}`);
    times.push(Number(result.stdout.trim()));
  }
  return median(times);
}
