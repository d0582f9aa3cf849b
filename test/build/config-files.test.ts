/**
 * Files the config names are checked before anything is built, each problem under its key: a
 * stylesheet in customCss, and a favicon, social card or logo that is not in the static folder
 * (which would otherwise be a broken link on every page, naming no key).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { UserError } from '../../src/cli/errors.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';

test('each missing file under its key, in one error naming site.config.ts; nothing written', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await editConfig(dir, "url: 'https://mini.example.com',", "url: 'https://mini.example.com', favicon: 'img/nope.ico', image: '/img/card.png', customCss: ['content/css/nope.css'], navbar: { logo: { alt: 'Logo', src: 'https://cdn.example.com/logo.svg' }, items: [] },");
    await editConfig(dir, /navbar: \{ title: 'Mini'.*\n/, '\n');
    const outDir = path.join(dir, 'build');
    const error = await build({ siteDir: dir, outDir, logger: silentLogger() }).then(() => undefined, (e: unknown) => e);
    assert.instance(error, UserError);
    assert.equal((error as UserError).format().split('\n'), [
      'site.config.ts: names 3 files that are not there:',
      '  - customCss[0]: content/css/nope.css does not exist. Fix the path (relative to the site folder) or leave it out.',
      '  - favicon: img/nope.ico is not in content/static/ (looked for content/static/img/nope.ico). Put the file there, or fix the path (relative to the static folder).',
      '  - image: /img/card.png is not in content/static/ (looked for content/static/img/card.png). Put the file there, or fix the path (relative to the static folder).',
    ]);
    await mkdir(path.join(dir, 'content/static/img'), { recursive: true });
    await mkdir(path.join(dir, 'content/css'), { recursive: true });
    for (const file of ['content/static/img/nope.ico', 'content/static/img/card.png', 'content/css/nope.css']) await writeFile(path.join(dir, file), '');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
  } finally {
    await cleanup();
  }
});

test.run();
