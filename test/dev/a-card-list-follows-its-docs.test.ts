/**
 * `serve`: a category page drawing its docs with `<DocCardList />` (guides/index.mdx) shows a
 * listed doc's new title and description once that doc is saved with them, and the new order
 * once a listed doc gets a new `sidebar_position`, as a whole build would.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { pageShows } from '../helpers/page-poll.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

test("a listed doc's new title and description, then its new place, reach the cards of its category page", async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  const logger = silentLogger();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger, devDir: path.join(dir, '.serve') });
  try {
    await dev.ready;
    const page = `${dev.url}docs/guides`;
    assert.ok(await pageShows(page, /Writing docs[\s\S]*How a page is put together\./), 'the card as built');
    const file = path.join(dir, 'content/docs/guides/writing.md');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace('title: Writing docs', 'title: Authoring pages').replace('How a page is put together.', 'Every part of a page.'));
    assert.ok(await pageShows(page, /class="doc-cards[\s\S]*Authoring pages[\s\S]*Every part of a page\./), `the new card\n${logger.lines.join('\n')}`);
    const cardsOrder = async () => {
      const html = await (await fetch(page)).text();
      return [...html.slice(html.indexOf('doc-cards')).matchAll(/<h2[^>]*>(?:<[^>]+>)*\s*([^<]+)/g)].map((m) => m[1]!.trim());
    };
    const before = await cardsOrder();
    assert.ok(before.length >= 2, `cards: ${before.join(', ')}`);
    await writeFile(file, (await readFile(file, 'utf8')).replace('---\ntitle:', '---\nsidebar_position: 99\ntitle:'));
    const end = Date.now() + 20_000;
    let after = before;
    while (Date.now() < end && after.at(-1) !== before.find((t) => t.includes('Authoring pages'))) {
      await new Promise((r) => setTimeout(r, 100));
      after = await cardsOrder();
    }
    assert.ok(after.at(-1)?.includes('Authoring pages'), `cards after the move: ${after.join(', ')} (before: ${before.join(', ')})`);
  } finally {
    await dev.close();
    await cleanup();
  }
});

test.run();
