/**
 * The docs cache's header pack (markdown/header-pack.ts): a header is given back while its entry
 * is the file it was, never once the entry is replaced or gone; a pack cut short loses only its
 * last records.
 */
import { readFileSync, renameSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HeaderPack, linkContext } from '../../src/cli/markdown/header-pack.ts';
import { tempDir } from '../helpers/temp-dir.ts';

async function packed(count: number) {
  const dir = await tempDir('docsgen-pack-');
  const entry = (n: number) => path.join(dir, `entry${n}.doc`);
  const pack = HeaderPack.open(dir);
  for (let n = 0; n < count; n++) {
    writeFileSync(entry(n), `entry ${n}`);
    pack.add(`entry${n}`, statSync(entry(n)), Buffer.from(`{"header":${n},"text":"ünï ${'x'.repeat(n * 100)}"}`));
  }
  pack.finish();
  return { dir, entry };
}

test('the next build reads each header from the pack, as it was added', async () => {
  const { dir, entry } = await packed(50);
  const pack = HeaderPack.open(dir);
  for (const n of [0, 7, 49]) assert.is(pack.header(`entry${n}`, entry(n))?.header.toString('utf8'), `{"header":${n},"text":"ünï ${'x'.repeat(n * 100)}"}`);
  assert.is(pack.header('entry50', entry(50)), undefined, 'never added');
});

test('an entry replaced, rewritten or gone since is not taken from the pack', async () => {
  const { dir, entry } = await packed(3);
  writeFileSync(`${entry(0)}.new`, 'entry 0');
  renameSync(`${entry(0)}.new`, entry(0));
  writeFileSync(entry(1), 'entry 1 and more');
  rmSync(entry(2));
  const pack = HeaderPack.open(dir);
  for (const n of [0, 1, 2]) assert.is(pack.header(`entry${n}`, entry(n)), undefined, `entry ${n}`);
});

test('a pack cut short keeps the records before the cut; one of another format is empty', async () => {
  const { dir, entry } = await packed(10);
  const file = path.join(dir, 'headers.pack');
  truncateSync(file, readFileSync(file).length - 5);
  const cut = HeaderPack.open(dir);
  assert.ok(cut.header('entry8', entry(8)));
  assert.is(cut.header('entry9', entry(9)), undefined);
  writeFileSync(file, 'not a pack at all');
  assert.is(HeaderPack.open(dir).header('entry0', entry(0)), undefined);
});

test('the pack says whether it was written for the same links (its context), and nothing else does', async () => {
  const dir = await tempDir('docsgen-pack-');
  const context = linkContext(new Map([['/site/docs/a.md', '/docs/a']]), ['/site/docs']);
  const first = HeaderPack.open(dir, context);
  writeFileSync(path.join(dir, 'e.doc'), 'e');
  first.add('e', statSync(path.join(dir, 'e.doc')), Buffer.from('{}'));
  first.finish();
  assert.ok(HeaderPack.open(dir, context).sameContext);
  assert.ok(HeaderPack.open(dir, context).header('e', path.join(dir, 'e.doc')), 'its records read as before');
  const moved = linkContext(new Map([['/site/docs/a.md', '/docs/b']]), ['/site/docs']);
  assert.not.ok(HeaderPack.open(dir, moved).sameContext, 'a doc at another URL');
  assert.not.ok(HeaderPack.open(dir, linkContext(new Map([['/site/docs/a.md', '/docs/a']]), ['/site'])).sameContext, 'other link roots');
  assert.not.ok(HeaderPack.open(dir).sameContext, 'no context given');
  writeFileSync(path.join(dir, 'headers.pack'), `DGP1${context}`);
  assert.not.ok(HeaderPack.open(dir, context).sameContext, 'a pack of the format before');
});

test('the context is made only when a pack is there to compare or one is written, and once', async () => {
  const dir = await tempDir('docsgen-pack-');
  const context = linkContext(new Map([['/site/docs/a.md', '/docs/a']]), ['/site/docs']);
  let made = 0;
  const counted = () => {
    made++;
    return context;
  };
  // No pack yet (`serve`'s first build of a copy): nothing asks for the digest before the first doc is added.
  const first = HeaderPack.open(dir, counted);
  assert.is(first.header('e', path.join(dir, 'e.doc')), undefined);
  assert.is(made, 0, 'not made to open a folder with no pack');
  writeFileSync(path.join(dir, 'e.doc'), 'e');
  first.add('e', statSync(path.join(dir, 'e.doc')), Buffer.from('{}'));
  assert.is(made, 1, 'made to write the next pack');
  first.finish();
  made = 0;
  const next = HeaderPack.open(dir, counted);
  assert.is(made, 0, 'not made until asked');
  assert.ok(next.sameContext);
  assert.ok(next.sameContext);
  next.finish();
  assert.ok(next.sameContext, 'still known once the pack is let go');
  assert.is(made, 1);
});

test.run();
