/**
 * `serve`: saving a partial (`_options.md`, imported by install.mdx) shows its new text on every
 * page that imports it, and so does saving a site component a doc imports (`@site/src/…`): in
 * the page's HTML and in the island module the page hydrates it from.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { pageShows } from '../helpers/page-poll.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

test('a saved partial and a saved site component show on the page that imports them', async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  const logger = silentLogger();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger, devDir: path.join(dir, '.serve') });
  try {
    await dev.ready;
    const page = `${dev.url}docs/install`;
    assert.ok(await pageShows(page, 'The options live in'));
    const partial = path.join(dir, 'content/docs/_options.md');
    await writeFile(partial, (await readFile(partial, 'utf8')).replace('The options live in', 'Every option is set in'));
    assert.ok(await pageShows(page, 'Every option is set in'), logger.lines.join('\n'));
    const component = path.join(dir, 'src/components/Badge.tsx');
    const source = await readFile(component, 'utf8');
    await writeFile(component, source.replace(/className="([^"]*)"/, 'className="$1 badge--saved"'));
    assert.ok(await pageShows(page, 'badge--saved'), `${source}\n${logger.lines.join('\n')}`);
    const island = /data-island="\/([^"]+)"/.exec(await (await fetch(page)).text())?.[1];
    assert.ok(island, 'the page names its island module');
    assert.match(await (await fetch(`${dev.url}${island}`)).text(), /badge--saved/);
  } finally {
    await dev.close();
    await cleanup();
  }
});

test.run();
