/**
 * `serve` writes its search index again after a save, reading the unchanged pages' text on the
 * index thread from where the build left it (search/wire-page.ts), not on the main thread: the
 * saved doc's new words are found, and so are every other page's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { LOCAL_INDEX_DIR } from '../../src/runtime/search/types.ts';
import { devSessionSuite } from '../helpers/dev-session.ts';
import { readIndex } from '../search/pagefind-reference.ts';

const test = devSessionSuite('re-index after a save', 'shell');

function indexAt(outDir: string) {
  const dir = path.join(outDir, LOCAL_INDEX_DIR);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => ({ path: path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'), content: readFileSync(path.join(e.parentPath, e.name)) }));
  return readIndex(files);
}

test('the saved words are found, and the other pages keep theirs', async ({ dir, out, session }) => {
  await session.indexPending;
  const before = indexAt(out);
  const others = ['almost', 'paragraph'].filter((word) => before.words.has(word));
  assert.equal(others, ['almost', 'paragraph'], [...before.words.keys()].join(' '));
  assert.not.ok(before.words.has('quokka'));

  const file = path.join(dir, 'content/docs/01-start.md');
  await writeFile(file, (await readFile(file, 'utf8')).replace('## Section 1', '## Section 1\n\nA quokka was here.'));
  await session.enqueue({ kind: 'doc', file });
  // The index follows the save a moment later, on its thread.
  let after = indexAt(out);
  for (const end = Date.now() + 30_000; !after.words.has('quokka') && Date.now() < end; after = indexAt(out)) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(after.words.has('quokka'), 'the saved words are in the index');
  for (const word of others) assert.equal([...after.words.get(word)!], [...before.words.get(word)!], word);
  assert.is(after.wordCounts.length, before.wordCounts.length);
});

test.run();
