/**
 * `docsgen build` on a site whose YAML the build refuses (an alias bomb in a doc's front matter or
 * in a `_category_.yml`): the file and line on stderr, no stack trace, exit code 1, and the
 * previous build's output left exactly as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, runCli } from '../helpers/site.ts';

const bomb = ['a: &a [x,x,x,x,x,x,x,x,x]', ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`)].join('\n');

/** Builds the mini site, breaks it with `change`, builds again: what the second build printed. */
async function refusedRebuild(change: (dir: string) => Promise<void>): Promise<string> {
  const site = await copyFixture('mini');
  try {
    assert.is((await runCli(['build', '--site-dir', site.dir])).code, 0);
    const page = path.join(site.dir, 'build/docs/start/index.html');
    const before = readFileSync(page, 'utf8');
    await change(site.dir);
    const result = await runCli(['build', '--site-dir', site.dir]);
    assert.is(result.code, 1, `exit code; stderr: ${result.stderr}`);
    assert.not.match(result.stderr, /\n\s+at /, 'no stack trace');
    assert.is(readFileSync(page, 'utf8'), before, 'previous output untouched');
    return result.stderr;
  } finally {
    await site.cleanup();
  }
}

test('an alias bomb in a doc: file:line, what to do, exit 1, previous output intact', async () => {
  const stderr = await refusedRebuild((dir) => writeFile(path.join(dir, 'content/docs/bomb.md'), `---\ntitle: Bomb\n${bomb}\n---\n# Bomb\n`));
  assert.match(stderr, /content\/docs\/bomb\.md:6: front matter may not expand aliases this much: \*c here brings it past 1000 values\. Write the values out/);
});

test('an alias bomb in _category_.yml: file:line, exit 1', async () => {
  const stderr = await refusedRebuild(async (dir) => {
    // The fixture's _category_.json would be read first.
    await rm(path.join(dir, 'content/docs/02-Guides/_category_.json'));
    await writeFile(path.join(dir, 'content/docs/02-Guides/_category_.yml'), `label: Guides\n${bomb}\n`);
  });
  assert.match(stderr, /content\/docs\/02-Guides\/_category_\.yml:5: is not valid YAML: it may not expand aliases this much/);
});

test.run();
