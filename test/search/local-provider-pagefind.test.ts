/**
 * A site in a language docsgen's engine has no stemmer for is searched by Pagefind's own browser
 * module and wasm (written beside the index), behind the same provider: French words are found
 * by their French stems, with the same hits as an English site gets.
 */
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';
import { openHarness, search, withProviderHarness } from './provider-harness.ts';

async function frenchSite(): Promise<BuildResult> {
  const { dir } = await copyFixture('mini');
  const config = path.join(dir, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Mini',", "title: 'Mini',\n  i18n: { defaultLocale: 'fr', locales: ['fr'] },"));
  await writeFile(path.join(dir, 'content/docs/03-chevaux.md'), '# Les chevaux\n\nUn cheval galope dans les prairies.\n\n## Les écuries\n\nLes chevaux dorment aux écuries.\n');
  return build({ siteDir: dir, outDir: path.join(dir, 'build'), cache: false, logger: silentLogger() });
}

const test = browserSuite('local search provider, Pagefind’s engine', async () => withProviderHarness(await frenchSite()));

test('a French index is searched by Pagefind’s module, with French stems', async ({ browser, server }) => {
  const context = await browser.newContext();
  const fetched: string[] = [];
  context.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
  const page = await context.newPage();
  await openHarness(page, server.url);
  // `cheval` and `chevaux` share the French stem `cheval`.
  const { hits } = await search(page, { query: 'cheval' });
  assert.ok(fetched.some((p) => p.endsWith('/_docsgen/search/pagefind.js')), fetched.join(' '));
  assert.ok(fetched.some((p) => p.endsWith('/_docsgen/search/wasm.fr.pagefind')), fetched.join(' '));
  assert.equal(
    hits.map((h) => [h.type, h.url]),
    [
      ['lvl1', '/docs/chevaux'],
      ['content', '/docs/chevaux'],
      ['content', '/docs/chevaux#les-%C3%A9curies'],
    ],
  );
  assert.match(hits[1]!._highlightResult!.content!.value, '<mark>cheval</mark> galope');
  assert.match(hits[2]!._highlightResult!.content!.value, 'Les <mark>chevaux</mark> dorment');
  await context.close();
});

test.run();
