/**
 * Attacks on the static folder: fast-check builds random static folders out of files, folders
 * and symbolic links (to files and folders inside the site, outside it, to nothing, back up to
 * a folder holding them), and the copy either stops with a UserError naming a link, or writes an
 * output in which every file holds the bytes of a file inside the site — never one from outside.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ReadRoots } from '../../src/cli/confine/read-roots.ts';
import { UserError } from '../../src/cli/errors.ts';
import { copyStatic } from '../../src/cli/output/copy-static.ts';
import { tempDir } from '../helpers/temp-dir.ts';

type Entry = { kind: 'file' } | { kind: 'dir'; children: Record<string, Entry> } | { kind: 'link'; to: string };

const LINK_TARGETS = ['../outside.txt', '../outside-dir', '/etc', 'nowhere', '.', '..', '../shared/inner.txt', '../shared', 'f0', 'd0'];
const entry: fc.Arbitrary<Entry> = fc.letrec<{ entry: Entry }>((tie) => ({
  entry: fc.oneof(
    { depthSize: 'small' },
    fc.constant<Entry>({ kind: 'file' }),
    fc.constantFrom(...LINK_TARGETS).map((to): Entry => ({ kind: 'link', to })),
    fc.dictionary(fc.constantFrom('f0', 'd0', 'x', 'y'), tie('entry'), { maxKeys: 3 }).map((children): Entry => ({ kind: 'dir', children })),
  ),
})).entry;

function make(dir: string, children: Record<string, Entry>, prefix: string): void {
  for (const [name, child] of Object.entries(children)) {
    const at = path.join(dir, name);
    if (child.kind === 'file') writeFileSync(at, `inside:${prefix}${name}`);
    else if (child.kind === 'link') symlinkSync(child.to, at);
    else {
      mkdirSync(at);
      make(at, child.children, `${prefix}${name}/`);
    }
  }
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => !e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
}

test('any static folder of files and links: refused at a link, or copied with nothing from outside the site', async () => {
  const top = realpathSync(await tempDir('docsgen-static-'));
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.constantFrom('f0', 'd0', 'a', 'b'), entry, { maxKeys: 4 }), async (tree) => {
      const world = path.join(top, String(run++));
      const site = path.join(world, 'site');
      const from = path.join(site, 'static');
      const to = path.join(world, 'build');
      mkdirSync(path.join(world, 'outside-dir'), { recursive: true });
      writeFileSync(path.join(world, 'outside.txt'), 'SECRET');
      writeFileSync(path.join(world, 'outside-dir/key'), 'SECRET');
      mkdirSync(path.join(site, 'shared'), { recursive: true });
      writeFileSync(path.join(site, 'shared/inner.txt'), 'inside:shared');
      mkdirSync(from);
      mkdirSync(to);
      make(from, tree, '');
      try {
        await copyStatic({ from, to, siteDir: site, roots: new ReadRoots([site]) });
      } catch (error) {
        return error instanceof UserError && error.file !== undefined && error.file.startsWith('static');
      } finally {
        // Every output file, whatever happened, is a copy of a file inside the site.
        for (const file of files(to)) if (!readFileSync(file, 'utf8').startsWith('inside:')) return false;
        rmSync(world, { recursive: true, force: true });
      }
      return true;
    }),
    { numRuns: 200, seed: 31 },
  );
  assert.ok(run >= 200);
});

test.run();
