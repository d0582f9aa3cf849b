/**
 * Issue 32: `<DocCardList />` in a category's own page lists the category's pages as cards, as
 * the generated category pages do (test/fixtures/mdx: guides/index.mdx writes it bare,
 * reference/reference.mdx with `useCurrentSidebarCategory().items`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, fixtureBuildError, silentLogger } from '../helpers/site.ts';

let built: Promise<string> | undefined;
const outDir = () => (built ??= (async () => {
  const { dir } = await copyFixture('mdx');
  await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() });
  return path.join(dir, 'build');
})());

const cards = (html: string) => [...html.matchAll(/<a class="doc-card__link[^"]*" href="([^"]+)"><h2[^>]*title="([^"]+)"/g)].map((m) => `${m[2]} ${m[1]}`);

test("a bare <DocCardList /> in a category's page shows a card per page of the category, with its description", async () => {
  const html = await readFile(path.join(await outDir(), 'docs/guides/index.html'), 'utf8');
  assert.equal(cards(html), ['Expressions /docs/guides/expressions', 'Writing docs /docs/guides/writing']);
  assert.ok(html.includes('How a page is put together.'), 'the description of a card');
  assert.not.ok(html.includes('data-docsgen-doc-card-list'), 'no mark left');
  assert.ok(html.indexOf('Pick a guide:') < html.indexOf('doc-cards'), 'where the doc put it');
});

test('<DocCardList items={useCurrentSidebarCategory().items} /> lists the same cards', async () => {
  const html = await readFile(path.join(await outDir(), 'docs/reference/index.html'), 'utf8');
  assert.equal(cards(html), ['Options /docs/reference/options']);
});

test('a client navigation gets the cards too: the payload carries them in the HTML, not as data', async () => {
  const payload = JSON.parse(await readFile(path.join(await outDir(), '_docsgen/routes/docs/guides.json'), 'utf8')) as { html: string; cardList?: unknown };
  assert.equal(cards(payload.html), ['Expressions /docs/guides/expressions', 'Writing docs /docs/guides/writing']);
  assert.is(payload.cardList, undefined);
});

test("<DocCardList /> in a doc that is no category's page is an error at its line, saying what to do", async () => {
  const message = await fixtureBuildError('mdx', async (dir) => {
    const file = path.join(dir, 'content/docs/guides/writing.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`);
  });
  assert.match(message, /content\/docs\/guides\/writing\.md:12/);
  assert.match(message, /no category of its sidebar links to this doc/);
  assert.match(message, /items=\{/);
});

test.run();
