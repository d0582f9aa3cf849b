/**
 * Images beside a doc (`![flow](./img/flow.png)`): copied into the output under a name hashed
 * from their bytes, linked under the baseUrl; a changed image gets a new name on the next build,
 * cached docs included; an image that is not there is a broken link with its line, and once it
 * is there the next build links it, though the doc did not change (the cache knew it was missing).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';

const IMAGE = Buffer.from('\x89PNG\r\n\x1a\nfirst version');

async function siteWithImage() {
  const site = await copyFixture('mini');
  await mkdir(path.join(site.dir, 'content/docs/02-Guides/img'), { recursive: true });
  await writeFile(path.join(site.dir, 'content/docs/02-Guides/img/flow.png'), IMAGE);
  await appendFile(path.join(site.dir, 'content/docs/02-Guides/01-first.md'), '\n![The flow](./img/flow.png)\n');
  await editConfig(site.dir, "url: 'https://mini.example.com',", "url: 'https://mini.example.com', baseUrl: '/mini/',");
  return site;
}

const imageSrc = (html: string) => /<img src="([^"]+)" alt="The flow">/.exec(html)?.[1];

test('copied under a hashed name, linked under the baseUrl; a new version is a new name', async () => {
  const { dir, cleanup } = await siteWithImage();
  try {
    const outDir = path.join(dir, 'build');
    const page = () => readFile(path.join(outDir, 'docs/Guides/first/index.html'), 'utf8');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const first = imageSrc(await page());
    assert.match(first ?? '', /^\/mini\/assets\/images\/flow-[0-9a-f]{8}\.png$/);
    assert.equal(await readFile(path.join(outDir, first!.replace('/mini/', ''))), IMAGE);

    await writeFile(path.join(dir, 'content/docs/02-Guides/img/flow.png'), Buffer.from('\x89PNG\r\n\x1a\nsecond version'));
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const second = imageSrc(await page());
    assert.ok(second && second !== first, `a new name (${second}), though the doc itself came from the cache`);
    assert.ok(existsSync(path.join(outDir, second!.replace('/mini/', ''))));
    assert.equal(await readdir(path.join(outDir, 'assets/images')), [path.basename(second!)], 'the old version is gone');
  } finally {
    await cleanup();
  }
});

test('an image that is not there fails the build as a broken link, with its line', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await appendFile(path.join(dir, 'content/docs/01-start.md'), '\n![Gone](./img/gone.png)\n');
    const error = await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() }).then(() => undefined, (e: Error) => e);
    assert.match(String(error?.message), /linking to \.\/img\/gone\.png/);
  } finally {
    await cleanup();
  }
});

test('an image added after its doc: the next build links it, the cached doc notwithstanding', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const outDir = path.join(dir, 'build');
    await appendFile(path.join(dir, 'content/docs/01-start.md'), '\n![Later](./img/later.png)\n');
    const first = await build({ siteDir: dir, outDir, logger: silentLogger() }).then(() => undefined, (e: Error) => e);
    assert.match(String(first?.message), /linking to \.\/img\/later\.png/, 'missing at first');
    await mkdir(path.join(dir, 'content/docs/img'), { recursive: true });
    await writeFile(path.join(dir, 'content/docs/img/later.png'), IMAGE);
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const html = await readFile(path.join(outDir, 'docs/start/index.html'), 'utf8');
    const src = /<img src="([^"]+)" alt="Later">/.exec(html)?.[1];
    assert.match(src ?? '', /^\/assets\/images\/later-[0-9a-f]{8}\.png$/);
    assert.ok(existsSync(path.join(outDir, src!)));
  } finally {
    await cleanup();
  }
});

test('a file linked beside a doc is copied under assets/files and linked as a plain link, under the baseUrl; a missing one is broken; a link without an extension is left alone', async () => {
  const { dir, cleanup } = await siteWithImage();
  try {
    await mkdir(path.join(dir, 'content/docs/02-Guides/files'), { recursive: true });
    await writeFile(path.join(dir, 'content/docs/02-Guides/files/guide.pdf'), '%PDF-1.4 guide');
    await appendFile(path.join(dir, 'content/docs/02-Guides/01-first.md'), '\nRead [the guide](./files/guide.pdf#page=2) or [the same][guide].\n\n[guide]: files/guide.pdf\n');
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const html = await readFile(path.join(outDir, 'docs/Guides/first/index.html'), 'utf8');
    const hrefs = [...html.matchAll(/<a href="(\/mini\/assets\/files\/[^"]+)"([^>]*)>/g)].map((m) => [m[1], m[2]]);
    assert.is(hrefs.length, 2, html);
    assert.match(hrefs[0]![0]!, /^\/mini\/assets\/files\/guide-[0-9a-f]{8}\.pdf#page=2$/);
    assert.match(hrefs[1]![0]!, /^\/mini\/assets\/files\/guide-[0-9a-f]{8}\.pdf$/);
    for (const [, attributes] of hrefs) assert.match(attributes!, /data-docsgen-plain/, 'the browser opens it, not the router');
    assert.is(await readFile(path.join(outDir, hrefs[1]![0]!.replace('/mini/', '')), 'utf8'), '%PDF-1.4 guide');

    await appendFile(path.join(dir, 'content/docs/02-Guides/01-first.md'), '\nAnd [a lost file](./files/lost.zip).\n');
    const failed = await build({ siteDir: dir, outDir, logger: silentLogger() }).then(
      () => undefined,
      (error: Error) => error.message,
    );
    assert.match(failed ?? '', /lost\.zip/, 'a missing file is a broken link');
  } finally {
    await cleanup();
  }
});

test('an image and a file beside the doc named in raw HTML are copied and linked as Markdown\'s are', async () => {
  const { dir, cleanup } = await siteWithImage();
  try {
    // HTML as HTML (an unclosed <img>): a doc read as Markdown, not as MDX (which reads tags as JSX).
    await editConfig(dir, "baseUrl: '/mini/',", "baseUrl: '/mini/', markdown: { format: 'detect' },");
    await mkdir(path.join(dir, 'content/docs/02-Guides/files'), { recursive: true });
    await writeFile(path.join(dir, 'content/docs/02-Guides/files/guide.pdf'), '%PDF-1.4 guide');
    await appendFile(path.join(dir, 'content/docs/02-Guides/01-first.md'), '\n<p align="center">\n  <img src="./img/flow.png" alt="Raw flow" width="300">\n  <a href="./files/guide.pdf">the guide</a>\n</p>\n');
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const html = await readFile(path.join(outDir, 'docs/Guides/first/index.html'), 'utf8');
    const src = /<img src="([^"]+)" alt="Raw flow" width="300">/.exec(html)?.[1];
    assert.is(src, imageSrc(html), 'the same copy as the Markdown image of the same file');
    assert.equal(await readFile(path.join(outDir, src!.replace('/mini/', ''))), IMAGE);
    const href = /<a href="(\/mini\/assets\/files\/guide-[0-9a-f]{8}\.pdf)" data-docsgen-plain[^>]*>the guide<\/a>/.exec(html)?.[1];
    assert.ok(href, html);
    assert.is(await readFile(path.join(outDir, href.replace('/mini/', '')), 'utf8'), '%PDF-1.4 guide');
  } finally {
    await cleanup();
  }
});

test.run();
