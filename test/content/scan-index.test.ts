/**
 * The scan index (content/scan-index.ts): a second scan takes the docs whose files are as they
 * were from the index, the same docs the files make, and reads every other one: a file written
 * since, a doc in another place, an index made by other code, or a file changed too lately.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ScanIndex } from '../../src/cli/content/scan-index.ts';
import { scanDocs, walkDocs } from '../../src/cli/content/scan.ts';
import { TextSpill } from '../../src/cli/content/text-spill.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const LATER = () => Date.now() + 60_000;

async function docsFolder() {
  const siteDir = await tempDir('docsgen-scan-index-');
  const docsDir = path.join(siteDir, 'docs');
  mkdirSync(path.join(docsDir, '01-guides'), { recursive: true });
  writeFileSync(path.join(docsDir, 'intro.md'), '---\ntitle: Intro\n---\n\n# Hello\n');
  writeFileSync(path.join(docsDir, '01-guides', 'first.md'), '\uFEFF---\nsidebar_position: 2\n---\n\nFirst ünïcode step.\n');
  writeFileSync(path.join(docsDir, '01-guides', 'second.md'), 'Second step.\n');
  const indexFile = path.join(siteDir, 'index.v8');
  const scan = async (options: { salt?: string; settled?: number } = {}) => {
    const index = ScanIndex.open(indexFile, options.salt ?? 'salt', options.settled ?? LATER());
    const spill = new TextSpill();
    const tree = await scanDocs({ siteDir, docsDir, routeBasePath: 'docs', spill, index });
    index.save();
    const docs = [...walkDocs(tree)].sort((a, b) => a.file.localeCompare(b.file));
    // Read while the spill is open: each doc as JSON, its text included.
    const json = docs.map((doc) => JSON.stringify(doc));
    const texts = docs.map((doc) => doc.source);
    spill.close();
    return { reused: index.reused, json, texts, docs };
  };
  return { docsDir, scan, indexFile };
}

test('a second scan takes unchanged docs from the index: the same docs, their texts read from their files', async () => {
  const { scan } = await docsFolder();
  const first = await scan();
  assert.is(first.reused, 0);
  const second = await scan();
  assert.is(second.reused, 3);
  assert.equal(second.json, first.json);
  assert.equal(second.texts, first.texts);
  assert.ok(second.texts.some((text) => text.includes('ünïcode')) && !second.texts.some((text) => text.startsWith('\uFEFF')));
  assert.ok(second.docs.every((doc) => doc.bodyDigest !== undefined));
});

test('a file written since, a doc moved, other code, or a file changed too lately: read again', async () => {
  const { scan, docsDir } = await docsFolder();
  await scan();
  const intro = path.join(docsDir, 'intro.md');
  writeFileSync(intro, readFileSync(intro, 'utf8').replace('title: Intro', 'title: Introduction'));
  const edited = await scan();
  assert.is(edited.reused, 2, 'the edited doc is read');
  assert.ok(edited.json.some((json) => json.includes('"title":"Introduction"')));
  mkdirSync(path.join(docsDir, 'other'));
  renameSync(path.join(docsDir, '01-guides', 'second.md'), path.join(docsDir, 'other', 'second.md'));
  const moved = await scan();
  assert.is(moved.reused, 2, 'the moved doc is read');
  assert.ok(moved.docs.some((doc) => doc.id === 'other/second'));
  assert.is((await scan({ salt: 'other code' })).reused, 0, 'an index of other code is not used');
  // Recorded only when changed before `settled`: none is, so the next scan reads them all.
  await scan({ salt: 'fresh', settled: 0 });
  assert.is((await scan({ salt: 'fresh' })).reused, 0, 'files changed too lately are not recorded');
});

test("an index edited to give a doc a URL outside the site stops the scan, as the doc's own front matter would", async () => {
  const { scan, indexFile } = await docsFolder();
  await scan();
  const index = deserialize(readFileSync(indexFile)) as { entries: { doc: { route: string } }[] };
  for (const entry of index.entries) entry.doc.route = '/docs/../../outside';
  writeFileSync(indexFile, serialize(index));
  try {
    await scan();
    assert.unreachable('the scan should stop');
  } catch (error) {
    assert.match((error as Error).message, 'outside');
    assert.not.instance(error, assert.Assertion);
  }
});

test.run();
