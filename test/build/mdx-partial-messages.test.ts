/**
 * Issue 32: what a partial holds that its page cannot show, or links that go nowhere, are named at
 * the partial's own file and line (test/fixtures/mdx: install.mdx renders _options.md), once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, fixtureBuildError, silentLogger } from '../helpers/site.ts';

async function buildWithPartial(change: (text: string) => string): Promise<string[]> {
  const { dir, cleanup } = await copyFixture('mdx');
  try {
    const file = path.join(dir, 'content/docs/_options.md');
    await writeFile(file, change(await readFile(file, 'utf8')));
    const logger = silentLogger();
    await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger });
    return logger.lines;
  } finally {
    await cleanup();
  }
}

test("a prop a partial's island cannot take to the browser is a warning at the partial's line, said once", async () => {
  const lines = await buildWithPartial((text) => text.replace('<Badge text="next.config.js" />', '<Badge text="next.config.js" format={(t) => t} />'));
  const said = lines.filter((l) => l.includes("<Badge>'s prop format is a function"));
  assert.equal(said.length, 1, lines.join('\n'));
  assert.match(said[0]!, /content\/docs\/_options\.md:9: /);
});

test("a .md link in a partial that leads to no doc is reported at the partial's line", async () => {
  const lines = await buildWithPartial((text) => `${text}\nSee [the old page](./gone.md).\n`);
  assert.ok(lines.some((l) => /\(\.\/gone\.md\) in source file content\/docs\/_options\.md:11\b/.test(l)), lines.join('\n'));
});

test("an image in a partial that leads outside the site stops the build at the partial's line", async () => {
  const message = await fixtureBuildError('mdx', async (dir) => {
    const file = path.join(dir, 'content/docs/_options.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\n![pw](../../../../../../../../etc/passwd)\n`);
  });
  assert.match(message, /content\/docs\/_options\.md:11: \.\.\/\.\.\/.*etc\/passwd/);
});

test.run();
