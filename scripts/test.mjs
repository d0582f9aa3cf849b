// `npm test`: every uvu test under test/ (unit, build integration, browser), run through tsx.
// Ends with one line `N passed, M failed` for CI; a crash or a swallowed hook counts as a failure.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const uvuBin = path.join(path.dirname(createRequire(import.meta.url).resolve('uvu')), '..', 'bin.js');
const [dir = 'test', pattern = '\\.test\\.tsx?$'] = process.argv.slice(2);

// The browser tests drive Debian's Chromium (test/helpers/browser.ts). Without it they are not
// run (a suite whose browser never starts would leave its server open and the run hanging), and
// the run fails, saying why at its start and at its end.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserDir = path.normalize('test/browser');
const inBrowserDir = path.normalize(dir).startsWith(browserDir);
const browserFiles = ['test', 'test/', '.'].includes(dir) || inBrowserDir ? readdirSync(browserDir).filter((f) => new RegExp(pattern).test(f) && /\.test\.tsx?$/.test(f)) : [];
const noChromium = browserFiles.length > 0 && !existsSync(chromium)
  ? `! No Chromium at ${chromium}: ${browserFiles.length === 1 ? 'a test file' : `${browserFiles.length} test files`} of test/browser ${browserFiles.length === 1 ? 'was' : 'were'} not run. Install it (apt-get install chromium, as .ci/run does) or set CHROMIUM_PATH to a Chromium or Chrome binary.`
  : undefined;
if (noChromium) console.error(noChromium);
const notRun = noChromium ? browserFiles.length : 0;

if (noChromium && inBrowserDir) finish(0, notRun, 0, null);
else {
  const runPattern = noChromium ? `^(?!browser[\\\\/])(?=.*(?:${pattern}))` : pattern;
  const child = spawn(process.execPath, ['--import', 'tsx', uvuBin, dir, runPattern, '--no-color'], {
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
    finish(passed, failedCount + notRun, code, signal);
  });
}

function finish(passed, failedCount, code, signal) {
  const failed = failedCount > 0 || code !== 0 || signal !== null;
  // Said again at the end, where a reader of a failed run looks first.
  if (noChromium) console.error(noChromium);
  console.log(`${passed} passed, ${failed ? Math.max(failedCount, 1) : 0} failed`);
  process.exit(failed ? 1 : 0);
}
