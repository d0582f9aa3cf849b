/**
 * The output ledger (reuse/output-ledger.ts) on its own: what it keeps of a folder an earlier
 * build wrote, and what it refuses to keep (a new key, a file changed, added or gone, a folder
 * made anew, a ledger cut short).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OutputLedger } from '../../src/cli/reuse/output-ledger.ts';
import { ScannedPages } from '../../src/cli/links/scanned-pages.ts';
import { fileSystemTick, pruneOlderThan } from '../../src/cli/output/swap.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const PAGE = { page: '/docs/a/index.html', files: ['docs/a/index.html', '_docsgen/routes/docs/a.json'] };
const INDEX = '_docsgen/search';
const WHOLE = 'llms-full.txt';

/** A folder as a build leaves it: one page, its scan, and a search index of two files; its ledger saved. */
async function builtFolder() {
  const root = await tempDir('docsgen-ledger-');
  const folder = path.join(root, 'out');
  const ledgers = path.join(root, 'ledgers');
  mkdirSync(folder);
  const started = await fileSystemTick(folder);
  const ledger = OutputLedger.open(ledgers, folder, false, started);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  };
  for (const file of PAGE.files) write(file, 'page');
  write(`${INDEX}/entry.json`, '{}');
  write(`${INDEX}/fragment/a.pf_fragment`, 'a');
  write(WHOLE, 'every twin');
  const scans = new ScannedPages();
  scans.add(PAGE.page, { ids: ['top'], urls: ['/docs/b', '/docs/a#top'], navigation: '11', settled: 0 });
  ledger.wrotePage('/docs/a', 'key-a', PAGE);
  ledger.wroteIndex(INDEX, 'key-index');
  ledger.wroteFile(WHOLE, 'key-whole');
  // The build's walk of the finished folder, noting what each folder holds.
  await pruneOlderThan(folder, 0, () => true, undefined, ledger.folders);
  ledger.save(await fileSystemTick(folder), scans, path.join(root, 'elsewhere'));
  // The next build opens it as its staging folder.
  const next = async (reused = true) => OutputLedger.open(ledgers, folder, reused, await fileSystemTick(folder));
  return { folder, ledgers, write, next };
}

test('an unchanged page is kept with its scan, and its files and their siblings are spared the prune', async () => {
  const { next } = await builtFolder();
  const ledger = await next();
  const scans = new ScannedPages();
  assert.ok(ledger.keepPage('/docs/a', 'key-a', PAGE, scans));
  assert.is(ledger.kept, 1);
  assert.equal(scans.get(PAGE.page)?.links.map((link) => link.url), ['/docs/b', '/docs/a#top']);
  assert.equal([...scans.get(PAGE.page)!.ids], ['top']);
  for (const file of [...PAGE.files, 'docs/a/index.html.br', '_docsgen/routes/docs/a.json.gz']) assert.ok(ledger.keeps(file), file);
  assert.not.ok(ledger.keeps('docs/b/index.html'));
  assert.ok(ledger.keepIndex(INDEX, 'key-index'));
  assert.ok(ledger.keeps(`${INDEX}/fragment/a.pf_fragment`));
});

test('a new key, a page rewritten since, or a folder made anew: not kept', async () => {
  const { next, write } = await builtFolder();
  assert.not.ok((await next()).keepPage('/docs/a', 'key-b', PAGE, new ScannedPages()), 'another key');
  assert.not.ok((await next(false)).keepPage('/docs/a', 'key-a', PAGE, new ScannedPages()), 'not the spare');
  assert.not.ok((await next()).keepPage('/docs/other', 'key-a', { ...PAGE, page: '/docs/other/index.html' }, new ScannedPages()), 'not in the ledger');
  write(PAGE.files[1]!, 'changed');
  const ledger = await next();
  assert.not.ok(ledger.keepPage('/docs/a', 'key-a', PAGE, new ScannedPages()), 'its payload changed after the build');
  assert.not.ok(ledger.keeps(PAGE.files[0]!));
  assert.is(ledger.kept, 0);
});

test('a file made whole is kept with the same key, untouched since; not with another key or once rewritten', async () => {
  const { next, write } = await builtFolder();
  const ledger = await next();
  assert.ok(ledger.keepFile(WHOLE, 'key-whole'));
  assert.ok(ledger.keeps(WHOLE) && ledger.keeps(`${WHOLE}.br`));
  assert.not.ok((await next()).keepFile(WHOLE, 'key-other'), 'another key');
  assert.not.ok((await next(false)).keepFile(WHOLE, 'key-whole'), 'not the spare');
  write(WHOLE, 'changed after the build');
  assert.not.ok((await next()).keepFile(WHOLE, 'key-whole'), 'rewritten since');
});

test('a search index with a file added, changed or gone is not kept', async () => {
  for (const change of ['added', 'changed', 'gone'] as const) {
    const { next, write, folder } = await builtFolder();
    if (change === 'added') write(`${INDEX}/fragment/b.pf_fragment`, 'b');
    if (change === 'changed') write(`${INDEX}/entry.json`, '{"changed":true}');
    if (change === 'gone') rmSync(path.join(folder, `${INDEX}/entry.json`));
    assert.not.ok((await next()).keepIndex(INDEX, 'key-index'), change);
  }
});

test('a ledger cut short or of another version keeps nothing, and fails nothing', async () => {
  const { next, ledgers } = await builtFolder();
  const [name] = readdirSync(ledgers);
  writeFileSync(path.join(ledgers, name!), 'not a ledger');
  const ledger = await next();
  assert.not.ok(ledger.keepPage('/docs/a', 'key-a', PAGE, new ScannedPages()));
  assert.not.ok(ledger.keepIndex(INDEX, 'key-index'));
  assert.not.ok(ledger.keepFile(WHOLE, 'key-whole'));
});

test('what each folder held after the prune comes back with the ledger, for as long as the folder is as it was', async () => {
  const { next, folder, write } = await builtFolder();
  const ctimeOf = (rel: string) => lstatSync(path.join(folder, rel)).ctimeMs;
  const ledger = await next();
  const recalled = ledger.folders.recall(`${INDEX}/`, ctimeOf(INDEX));
  assert.equal(recalled?.map((entry) => `${entry.kind}${entry.name}`).sort(), ['dfragment', 'fentry.json']);
  write(`${INDEX}/more.json`, '{}');
  assert.is((await next()).folders.recall(`${INDEX}/`, ctimeOf(INDEX)), undefined, 'a file added since: read again');
  assert.is((await next(false)).folders.recall('docs/a/', ctimeOf('docs/a')), undefined, 'a folder made anew has no memory');
});

test("saving drops the ledgers of folders other than this one and the output's", async () => {
  const { next, ledgers, folder } = await builtFolder();
  writeFileSync(path.join(ledgers, '1-2.v8'), 'a folder long gone');
  const ledger = await next();
  ledger.save(await fileSystemTick(folder), new ScannedPages(), folder);
  assert.is(readdirSync(ledgers).length, 1);
});

test.run();
