/**
 * `docsgen serve` keeps following `site.config.ts` when it is deleted and written again (`git
 * checkout`, `git stash`) or replaced by a rename (how many editors save): every later save is
 * still seen. A watch on the file itself was lost the first time, and later edits went unseen.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startServe } from '../helpers/serve-cli.ts';
import { copyFixture } from '../helpers/site.ts';

async function titleBecomes(url: string, title: string): Promise<boolean> {
  for (const end = Date.now() + 15_000; Date.now() < end; ) {
    if ((await (await fetch(`${url}/docs/start`)).text()).includes(`<title>Start here | ${title}</title>`)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test('replaced by a rename, deleted and written again, then (after other saves) replaced again: each new title is built', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const config = path.join(dir, 'site.config.ts');
  const original = await readFile(config, 'utf8');
  const titled = (title: string) => original.replace("title: 'Shell',", `title: '${title}',`);
  // Docs enough that saving each pushes the config out of the server's recheck of its last saves.
  for (const name of ['03-third', '04-fourth']) await writeFile(path.join(dir, `content/docs/${name}.md`), `# ${name}\n\nText.\n`);
  const serve = await startServe(['--site-dir', dir, '--port', '0']);
  try {
    assert.ok(await titleBecomes(serve.url, 'Shell'));
    // As `sed -i` does: a new file in the same folder, renamed over the old one.
    const renameOver = async (title: string) => {
      await writeFile(path.join(dir, 'sedAb12Cd'), titled(title));
      await rename(path.join(dir, 'sedAb12Cd'), config);
    };
    await renameOver('Renamed');
    assert.ok(await titleBecomes(serve.url, 'Renamed'), 'after a rename over it (sed -i, many editors)');
    await rm(config);
    await writeFile(config, titled('Recreated'));
    assert.ok(await titleBecomes(serve.url, 'Recreated'), `after delete and write (git checkout): ${serve.output().stdout}`);
    // Other saves since: the server's own recheck of its last few saved files no longer covers
    // the config, only the watcher does.
    const docs = ['01-start.md', '02-Guides/01-first.md', '02-Guides/02-second.md', '03-third.md', '04-fourth.md'].map((f) => path.join(dir, 'content/docs', f));
    for (const doc of docs) {
      await writeFile(doc, `${await readFile(doc, 'utf8')}\nMore text.\n`);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await renameOver('Renamed again');
    assert.ok(await titleBecomes(serve.url, 'Renamed again'), 'a later save is seen');
  } finally {
    await serve.stop();
    await cleanup();
  }
});

test.run();
