/**
 * `docsgen serve`: an image a saved doc starts to use is served as soon as the page that shows it
 * (the save rewrites that page alone; the image is copied beside the others under a new name,
 * which the server has not listed).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startServe } from '../helpers/serve-cli.ts';
import { copyFixture } from '../helpers/site.ts';

const IMAGE = Buffer.from('\x89PNG\r\n\x1a\nan image added while serving');

test('a body edit that adds an image beside the doc: its page and the image are both served', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const serve = await startServe(['--site-dir', dir, '--port', '0']);
  try {
    const doc = path.join(dir, 'content/docs/01-start.md');
    await mkdir(path.join(dir, 'content/docs/img'), { recursive: true });
    const before = serve.output().stdout.length;
    await writeFile(path.join(dir, 'content/docs/img/new.png'), IMAGE);
    // A new file in the docs folder is a whole build (the server lists the new folder); the save after it is not.
    for (const end = Date.now() + 15_000; !/Built the site/.test(serve.output().stdout.slice(before)) && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50));
    const built = serve.output().stdout.length;
    await appendFile(doc, '\n![New](./img/new.png)\n');
    let src: string | undefined;
    for (const end = Date.now() + 15_000; !src && Date.now() < end; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const html = await (await fetch(`${serve.url}/docs/start`)).text();
      src = /<img src="([^"]+)" alt="New"/.exec(html)?.[1];
    }
    assert.ok(src, `the page shows the image: ${serve.output().stdout.slice(built)}`);
    assert.match(serve.output().stdout.slice(built), /Updated \/docs\/start/, 'the save rewrote its page alone');
    const image = await fetch(serve.url + src);
    assert.is(image.status, 200, `${src} is served`);
    assert.equal(Buffer.from(await image.arrayBuffer()), IMAGE);
  } finally {
    await serve.stop();
    await cleanup();
  }
});

test.run();
