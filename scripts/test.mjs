// `npm test [-- <folder> [file-name regex]]`: the uvu tests under test/ (unit, build integration,
// browser), run through tsx; a folder may be named without `test/` (`npm test -- build mdx`).
// Ends with one line `N passed, M failed` for CI; a crash or a swallowed hook counts as a failure.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const uvuBin = path.join(path.dirname(createRequire(import.meta.url).resolve('uvu')), '..', 'bin.js');
const [given = 'test', pattern = '\\.test\\.tsx?$'] = process.argv.slice(2);
// `npm test -- build mdx` is `npm test -- test/build mdx`: a folder name of test/ alone will do,
// and means test/'s folder even where the checkout has one of that name (`build/`, the site's output).
const dir = existsSync(path.join('test', given)) ? path.join('test', given) : given;

// The browser tests drive Debian's Chromium (test/helpers/browser.ts). When the run would include
// them and it is missing, nothing runs: one line says what is missing and how to get it, and the
// run fails at once (a run of other folders, e.g. `npm test -- test/build`, needs no browser).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserDir = path.normalize('test/browser');
const inBrowserDir = path.normalize(dir).startsWith(browserDir);
const browserFiles = ['test', 'test/', '.'].includes(dir) || inBrowserDir ? readdirSync(browserDir).filter((f) => new RegExp(pattern).test(f) && /\.test\.tsx?$/.test(f)) : [];
if (browserFiles.length > 0 && !existsSync(chromium)) {
  console.error(`! No Chromium at ${chromium}, which ${browserFiles.length} test file${browserFiles.length === 1 ? '' : 's'} of test/browser need${browserFiles.length === 1 ? 's' : ''}: install it (sudo apt-get install --no-install-recommends chromium fonts-liberation, as bash .ci/run does) or set CHROMIUM_PATH to a Chromium or Chrome binary; or run other folders alone (npm test -- test/build). Nothing was run.`);
  finish(0, 1, 0, null);
} else {
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
    finish(passed, failedCount, code, signal);
  });
}

function finish(passed, failedCount, code, signal) {
  const failed = failedCount > 0 || code !== 0 || signal !== null;
  console.log(`${passed} passed, ${failed ? Math.max(failedCount, 1) : 0} failed`);
  process.exit(failed ? 1 : 0);
}
