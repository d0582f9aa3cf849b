// `npm test`: every uvu test under test/ (unit, build integration, browser), run through tsx.
// Ends with one line `N passed, M failed` for CI; a crash or a swallowed hook counts as a failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const uvuBin = path.join(path.dirname(createRequire(import.meta.url).resolve('uvu')), '..', 'bin.js');
const [dir = 'test', pattern = '\\.test\\.tsx?$'] = process.argv.slice(2);

// The browser tests drive Debian's Chromium (test/helpers/browser.ts): say so before they fail.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runsBrowserTests = ['test', 'test/', 'test/browser', 'test/browser/'].includes(dir) || dir.includes('browser');
const noChromium = runsBrowserTests && !existsSync(chromium)
  ? `! No Chromium at ${chromium}: the tests in test/browser fail without it. Install it (apt-get install chromium, as .ci/run does) or set CHROMIUM_PATH to a Chromium or Chrome binary.`
  : undefined;
if (noChromium) console.error(noChromium);
const child = spawn(process.execPath, ['--import', 'tsx', uvuBin, dir, pattern, '--no-color'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'test' },
});
let out = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  out += chunk;
});
child.on('close', (code, signal) => {
  const total = /^\s*Total:\s+(\d+)/m.exec(out);
  const passedMatch = /^\s*Passed:\s+(\d+)/m.exec(out);
  const passed = passedMatch ? Number(passedMatch[1]) : 0;
  const failedCount = total && passedMatch ? Number(total[1]) - passed : 1;
  const failed = failedCount > 0 || code !== 0 || signal !== null;
  // Said again at the end, where a reader of a failed run looks first.
  if (noChromium && failed) console.error(noChromium);
  console.log(`${passed} passed, ${failed ? Math.max(failedCount, 1) : 0} failed`);
  process.exit(failed ? 1 : 0);
});
