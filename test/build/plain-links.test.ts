/**
 * `pathname://` links, in markdown and in the navbar and footer: plain links to a file the site
 * serves, under the baseUrl, in the same tab; the link check holds them to the files written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

async function siteLinkingTo(file: string) {
  const copy = await copyFixture('mini');
  await mkdir(path.join(copy.dir, 'content/static/files'), { recursive: true });
  await writeFile(path.join(copy.dir, 'content/static/files/guide.txt'), 'A guide.\n');
  const configFile = path.join(copy.dir, 'site.config.ts');
  const config = (await readFile(configFile, 'utf8'))
    .replace("items: [{ label: 'Start', to: '/docs/start' }]", `items: [{ label: 'Start', to: '/docs/start' }, { label: 'Guide file', href: 'pathname://${file}' }]`)
    .replace("url: 'https://mini.example.com',", "url: 'https://mini.example.com',\n  baseUrl: '/mini/',");
  await writeFile(configFile, config);
  const doc = path.join(copy.dir, 'content/docs/01-start.md');
  await writeFile(doc, `${await readFile(doc, 'utf8')}\n\nDownload [the guide](pathname://${file}).\n`);
  return copy;
}

test('footer and markdown: the file under the baseUrl, a plain link in the same tab', async () => {
  const { dir, cleanup } = await siteLinkingTo('/files/guide.txt');
  try {
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const html = await readFile(path.join(outDir, 'docs/start/index.html'), 'utf8');
    assert.match(html, /<a href="\/mini\/files\/guide\.txt" data-docsgen-plain="">the guide<\/a>/);
    assert.match(html, /<a href="\/mini\/files\/guide\.txt" data-docsgen-plain="" class="footer__link">Guide file<\/a>/);
  } finally {
    await cleanup();
  }
});

test('a pathname:// link to a file the site does not have is a broken link, at its line', async () => {
  const { dir, cleanup } = await siteLinkingTo('/files/missing.txt');
  try {
    const failed = await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    assert.ok(failed, 'the build failed');
    assert.match(failed!, /\/mini\/files\/missing\.txt/);
    assert.match(failed!, /-> linking to \/mini\/files\/missing\.txt at content\/docs\/01-start\.md:\d+/, 'the line of the markdown that wrote it');
  } finally {
    await cleanup();
  }
});

test.run();
