/**
 * `serve`: renaming a doc is reported as the new name's add, then (a tenth of a second later) the
 * old name's removal. The first builds the site; the second finds that build already has it, and
 * builds nothing more. A doc removed on its own still builds the site.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const builtLines = (lines: readonly string[]) => lines.filter((l) => /Built the site/.test(l)).length;

async function settle(lines: readonly string[], count: number, quiet = 800): Promise<void> {
  const end = Date.now() + 15_000;
  while (builtLines(lines) < count && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  // And nothing more for a while: the removal's report, and the recheck of saved files, come later.
  await new Promise((r) => setTimeout(r, quiet));
}

test('a rename builds the site once; a removal builds it', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const logger = silentLogger();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger, devDir: path.join(dir, '.serve') });
  try {
    await dev.ready;
    const before = builtLines(logger.lines);
    const guides = path.join(dir, 'content/docs/02-Guides');
    await rename(path.join(guides, '01-first.md'), path.join(guides, '01-renamed.md'));
    await settle(logger.lines, before + 1);
    assert.is(builtLines(logger.lines) - before, 1, logger.lines.join('\n'));
    assert.is((await fetch(`${dev.url}docs/Guides/renamed`)).status, 200);
    await rm(path.join(guides, '01-renamed.md'));
    await settle(logger.lines, before + 2);
    assert.is(builtLines(logger.lines) - before, 2, logger.lines.join('\n'));
    assert.is((await fetch(`${dev.url}docs/Guides/renamed`)).status, 404);
  } finally {
    await dev.close();
    await cleanup();
  }
});

test.run();
