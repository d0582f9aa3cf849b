/**
 * `--open` starts the system's browser opener with the address ($BROWSER overrides it, as for most
 * dev servers); if that fails the server warns and keeps serving.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchRaw, makeOutFolder } from '../helpers/http.ts';
import { startServe } from '../helpers/serve-cli.ts';

test('--open runs the opener with the served address', async () => {
  const site = await makeOutFolder();
  const opened = path.join(site.parent, 'opened.txt');
  const fakeBrowser = path.join(site.parent, 'fake-browser.sh');
  await writeFile(fakeBrowser, `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`);
  await chmod(fakeBrowser, 0o755);
  const server = await startServe(['--no-watch', '--out-dir', site.outDir, '--port', '0', '--open'], { BROWSER: fakeBrowser });
  try {
    for (let i = 0; i < 100 && !existsSync(opened); i++) await sleep(50);
    assert.is(readFileSync(opened, 'utf8'), `${server.url}/`);
  } finally {
    await server.stop();
    await site.cleanup();
  }
});

test('an opener that cannot run is a warning; the site is still served', async () => {
  const site = await makeOutFolder();
  const server = await startServe(['--no-watch', '--out-dir', site.outDir, '--port', '0', '--open'], { BROWSER: path.join(site.parent, 'no-such-browser') });
  try {
    for (let i = 0; i < 100 && !server.output().stderr.includes('could not open a browser'); i++) await sleep(50);
    assert.match(server.output().stderr, /could not open a browser .*; open http:\/\/127\.0\.0\.1:\d+\/ yourself/);
    assert.is((await fetchRaw(`${server.url}/docs/intro`)).status, 200);
    assert.is(server.child.exitCode, null, 'still running');
  } finally {
    await server.stop();
    await site.cleanup();
  }
});

test.run();
