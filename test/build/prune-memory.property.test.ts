/**
 * The prune with a memory of its folders (output/swap.ts, output/folder-memory.ts) against the
 * prune that reads every folder: whatever happened to the folder since the memory was noted (files
 * added, removed, rewritten in place or made old, folders removed or put in a file's place, links
 * added), both remove the same files and leave the same listing and the same tree. A memory that
 * says otherwise would leave a stale file in a site, or list one that is not there.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FolderMemory } from '../../src/cli/output/folder-memory.ts';
import { fileSystemTick, pruneOlderThan } from '../../src/cli/output/swap.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const name = fc.constantFrom('a', 'b', 'k1', 'index.html', 'index.html.br', 'x.md', '.hidden', 'k.json');
const where = fc.array(fc.constantFrom('docs', 'api', 'k', 'deep'), { maxLength: 3 });
const file = fc.tuple(where, name).map(([dirs, base]) => [...dirs, base].join('/'));

type Change = { kind: 'add' | 'remove' | 'rewrite' | 'age' | 'folder-for-file' | 'remove-folder' | 'link'; file: string };
const change: fc.Arbitrary<Change> = fc.record({ kind: fc.constantFrom('add', 'remove', 'rewrite', 'age', 'folder-for-file', 'remove-folder', 'link'), file });

const PAST = new Date(Date.now() - 3_600_000);

function write(root: string, rel: string, text: string): void {
  const target = path.join(root, rel);
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  } catch {
    // A file stands where a folder would go, or the other way round: this change does nothing.
  }
}

function apply(root: string, { kind, file }: Change): void {
  const target = path.join(root, file);
  try {
    if (kind === 'add' || kind === 'rewrite') write(root, file, `${kind}:${file}`);
    else if (kind === 'remove') rmSync(target, { force: true });
    else if (kind === 'age') utimesSync(target, PAST, PAST);
    else if (kind === 'folder-for-file') {
      rmSync(target, { force: true, recursive: true });
      write(root, `${file}/inside.html`, 'now a folder');
    } else if (kind === 'remove-folder' && file.includes('/')) rmSync(path.dirname(target), { force: true, recursive: true });
    else if (kind === 'link') symlinkSync('index.html', target);
  } catch {
    // The thing to change is not there (or is already): nothing changes.
  }
}

/** Every file, link and folder below `root`, with its kind. */
function tree(root: string, prefix = ''): string[] {
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    return entry.isDirectory() ? [`${rel}/`, ...tree(root, `${rel}/`)] : [`${rel}${entry.isSymbolicLink() ? '@' : ''}`];
  }).sort();
}

const keep = (file: string) => file.includes('k');

/**
 * One folder through two builds: the first writes `files` and prunes (noting its folders when
 * `remember`), `changes` happen, the second prunes what is older than its start but what `keep` names.
 */
async function twoBuilds(root: string, files: readonly string[], changes: readonly Change[], remember: boolean) {
  mkdirSync(root, { recursive: true });
  for (const rel of files) write(root, rel, `first:${rel}`);
  const first = remember ? new FolderMemory() : undefined;
  await pruneOlderThan(root, 0, keep, undefined, first);
  const memory = first && new FolderMemory(first.records());
  const started = await fileSystemTick(root);
  for (const step of changes) apply(root, step);
  const left: string[] = [];
  const removed = await pruneOlderThan(root, started, keep, (rel, isFile) => left.push(`${rel}${isFile ? '' : '@'}`), memory);
  return { removed, left: left.sort(), tree: tree(root), recalled: memory?.recalled ?? 0 };
}

test('with a memory of its folders, the prune removes and lists what a prune reading every folder does', async () => {
  const base = await tempDir('docsgen-prune-memory-');
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(file, { minLength: 1, maxLength: 12 }), fc.array(change, { maxLength: 6 }), async (files, changes) => {
      run++;
      const remembered = await twoBuilds(path.join(base, `${run}-memory`), files, changes, true);
      const read = await twoBuilds(path.join(base, `${run}-read`), files, changes, false);
      assert.is(remembered.removed, read.removed, 'files removed');
      assert.equal(remembered.left, read.left, 'files and links listed');
      assert.equal(remembered.tree, read.tree, 'the folder left');
    }),
    { numRuns: 60 },
  );
});

test('a folder no one changed is not read again; one a file was added to, removed from or renamed in is', async () => {
  const root = path.join(await tempDir('docsgen-prune-memory-'), 'out');
  const files = ['docs/a/index.html', 'docs/b/index.html', 'docs/c/index.html', 'docs/d/index.html', 'api/index.html'];
  for (const rel of files) write(root, rel, rel);
  const first = new FolderMemory();
  await pruneOlderThan(root, 0, () => true, undefined, first);
  const unchanged = new FolderMemory(first.records());
  await pruneOlderThan(root, 0, () => true, undefined, unchanged);
  // docs, docs/a–d, api: every folder but the output itself, whose ctime the swap moves anyway.
  assert.is(unchanged.recalled, 6);

  const again = new FolderMemory(unchanged.records());
  write(root, 'docs/a/new.html', 'added');
  rmSync(path.join(root, 'docs/b/index.html'));
  writeFileSync(path.join(root, 'docs/c/index.html'), 'rewritten in place');
  const left: string[] = [];
  await pruneOlderThan(root, 0, () => true, (rel) => left.push(rel), again);
  // docs itself is as it was: its folders changed inside, not it.
  assert.is(again.recalled, 4, 'docs, docs/c (a file rewritten in place), docs/d and api; not docs/a or docs/b');
  assert.ok(left.includes('docs/a/new.html'));
  assert.ok(!left.includes('docs/b/index.html'));
});

test('a note of a folder changed at the tick that settles it is dropped: a change within that tick would not move its ctime', () => {
  const memory = new FolderMemory();
  memory.note('docs/', 100, [{ name: 'index.html', kind: 'f' }]);
  memory.note('api/', 99.5, [{ name: 'index.html', kind: 'f' }]);
  memory.settle(100);
  assert.equal(memory.records(), [['api/', 99.5, 'findex.html']]);
});

test('a record naming "..", "." or a path, or of an unknown kind, is not used: the folder is read', () => {
  for (const entries of ['f..', 'd..', 'f.', 'fa/b', 'xindex.html', 'f', 'findex.html/d..', '']) {
    const memory = new FolderMemory([['docs/', 5, entries]]);
    assert.is(memory.recall('docs/', 5), undefined, entries);
  }
  const memory = new FolderMemory([['docs/', 5, 'findex.html/dsub/l.well-known']]);
  assert.equal(memory.recall('docs/', 5), [{ kind: 'f', name: 'index.html' }, { kind: 'd', name: 'sub' }, { kind: 'l', name: '.well-known' }]);
  assert.is(memory.recall('docs/', 6), undefined, 'another ctime');
});

test('an entry recorded as a folder that is a link to elsewhere is not followed', async () => {
  const base = await tempDir('docsgen-prune-memory-');
  const root = path.join(base, 'out');
  const outside = path.join(base, 'outside');
  write(outside, 'precious.html', 'not the output’s');
  mkdirSync(path.join(root, 'a'), { recursive: true });
  symlinkSync(outside, path.join(root, 'a', 'docs'));
  // A record that says `a/docs` is a folder (as a tampered ledger could), with `a`'s ctime as it is now.
  const memory = new FolderMemory([['a/', lstatSync(path.join(root, 'a')).ctimeMs, 'ddocs'], ['a/docs/', 0, 'fprecious.html']]);
  await pruneOlderThan(root, Date.now() + 60_000, () => false, undefined, memory);
  assert.is(memory.recalled, 1, "the record of a/ matched a/'s ctime");
  assert.equal(readdirSync(outside), ['precious.html']);
  assert.not.ok(existsSync(path.join(root, 'a')), 'the link, older than the build, was removed as a link; then its folder');
});

test.run();
