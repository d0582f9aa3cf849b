/**
 * No request reads anything outside the output folder: a secret beside `out/` and one at the top of
 * the temp folder are asked for in every encoding of `..` we know, over a raw socket so that no
 * client tidies the path first. Each answer is 400 or 404 and never holds the secret. Links in the
 * output folder are refused before anything is served.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../../src/cli/errors.ts';
import { createStaticServer } from '../../src/cli/serve/static-server.ts';
import { listenOn, makeOutFolder, rawRequest } from '../helpers/http.ts';
import { runCli } from '../helpers/site.ts';

const SECRET = `TOP-SECRET-${randomBytes(8).toString('hex')}`;

test('every spelling of "step out of the folder" gets 400 or 404 and never the secret', async () => {
  const site = await makeOutFolder();
  await writeFile(path.join(site.parent, 'secret.txt'), SECRET);
  const topName = `docsgen-secret-${randomBytes(4).toString('hex')}.txt`;
  const topSecret = path.join(os.tmpdir(), topName);
  await writeFile(topSecret, SECRET);
  const server = await listenOn(createStaticServer(site.outDir));
  try {
    // out/ is <tmp>/docsgen-serve-x/out: two levels up is the temp folder itself.
    const targets = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/.%2e/secret.txt',
      '/%2e./secret.txt',
      '/.%2e/',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%2Fsecret.txt',
      '/..%5csecret.txt',
      '/..%5Csecret.txt',
      '/..\\secret.txt',
      '/%252e%252e/secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/%25252e%25252e/secret.txt',
      '/....//secret.txt',
      '/.../secret.txt',
      '/..;/secret.txt',
      '/./../secret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/docs/intro/../../../secret.txt',
      '/../../' + topName,
      '/%2e%2e/%2e%2e/' + topName,
      '/..%2f..%2f' + topName,
      '/' + '../'.repeat(12) + topSecret.slice(1),
      '/' + '%2e%2e/'.repeat(12) + 'etc/passwd',
      // Overlong UTF-8 and %u forms of "." (old IIS tricks), fullwidth dots.
      '/%c0%ae%c0%ae/secret.txt',
      '/%e0%80%ae%e0%80%ae/secret.txt',
      '/%u002e%u002e/secret.txt',
      '/%EF%BC%8E%EF%BC%8E/secret.txt',
      // Null bytes and absolute paths.
      '/secret.txt%00.html',
      '/%00/../secret.txt',
      topSecret,
      '/' + topSecret,
      '/%2f' + topSecret.slice(1),
      path.join(site.parent, 'secret.txt'),
      'file://' + topSecret,
      'http://127.0.0.1/../secret.txt',
      'http://127.0.0.1/%2e%2e/secret.txt',
      'http://127.0.0.1' + topSecret,
      '\\..\\secret.txt',
      '..',
      '*',
    ];
    for (const target of targets) {
      for (const method of ['GET', 'HEAD']) {
        const response = await rawRequest(server.port, `${method} ${target} HTTP/1.1`);
        assert.ok([400, 404].includes(response.status), `${method} ${target}: status ${response.status}\n${response.text.slice(0, 300)}`);
        assert.not.ok(response.text.includes(SECRET), `${method} ${target} leaked the secret`);
      }
    }
  } finally {
    await server.close();
    await rm(topSecret, { force: true });
    await site.cleanup();
  }
});

test('an output folder holding links is refused, naming them, before anything is served', async () => {
  const site = await makeOutFolder();
  await writeFile(path.join(site.parent, 'secret.txt'), SECRET);
  try {
    await symlink(path.join(site.parent, 'secret.txt'), path.join(site.outDir, 'leak.txt'));
    await mkdir(path.join(site.outDir, 'deep'));
    await symlink(site.parent, path.join(site.outDir, 'deep/up')); // a folder above: would loop
    await symlink(path.join(site.parent, 'gone.txt'), path.join(site.outDir, 'dangling.txt'));
    try {
      createStaticServer(site.outDir);
      assert.unreachable('a folder with links was served');
    } catch (error) {
      assert.instance(error, UserError);
      const text = (error as UserError).format();
      assert.match(text, /leak\.txt \(symbolic link\)/);
      assert.match(text, /deep\/up \(symbolic link\)/);
      assert.match(text, /dangling\.txt \(symbolic link\)/);
      assert.match(text, /Replace links with copies/);
    }

    // The command says the same, exit 1, no stack trace, and never starts listening.
    const result = await runCli(['serve', '--no-watch', '--out-dir', site.outDir, '--port', '0']);
    assert.is(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /leak\.txt \(symbolic link\)/);
    assert.not.match(result.stderr, /\n\s+at /);
    assert.not.match(result.stdout, /Serving/);
  } finally {
    await site.cleanup();
  }
});

test('a rebuild that brings a link in keeps the last good folder served', async () => {
  const site = await makeOutFolder();
  await writeFile(path.join(site.parent, 'secret.txt'), SECRET);
  const warnings: string[] = [];
  const server = createStaticServer(site.outDir, { reportError: (error) => warnings.push(String(error)) });
  const listening = await listenOn(server);
  try {
    await symlink(path.join(site.parent, 'secret.txt'), path.join(site.outDir, 'leak.txt'));
    assert.throws(() => server.refresh(), /will not follow/);
    const response = await rawRequest(listening.port, 'GET /leak.txt HTTP/1.1');
    assert.is(response.status, 404);
    assert.not.ok(response.text.includes(SECRET));
    assert.is((await rawRequest(listening.port, 'GET /docs/intro HTTP/1.1')).status, 200);
  } finally {
    await listening.close();
    await site.cleanup();
  }
});

test.run();
