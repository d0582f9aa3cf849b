/**
 * Breadcrumbs start with a link to the home page only when the site has one (Docusaurus's rule):
 * a docs-only site's crumbs start at the category.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { editConfig, withBuiltMini } from '../helpers/site.ts';

const URL_LINE = "url: 'https://mini.example.com',";

async function guideCrumbs(withHome: boolean): Promise<string> {
  const html = await withBuiltMini(
    async (dir) => {
      if (withHome) return;
      await rm(path.join(dir, 'content/pages/index.tsx'));
      // The navbar brand still links to the root, which no page answers now.
      await editConfig(dir, URL_LINE, `${URL_LINE} onBrokenLinks: 'ignore',`);
    },
    (outDir) => readFile(path.join(outDir, 'docs/Guides/first/index.html'), 'utf8'),
  );
  const start = html.indexOf('<nav aria-label="Breadcrumbs"');
  return html.slice(start, html.indexOf('</nav>', start));
}

test('a home link first when there is a home page, none without one', async () => {
  assert.match(await guideCrumbs(true), /aria-label="Home page"/);
  const without = await guideCrumbs(false);
  assert.match(without, /Guides/, 'breadcrumbs still shown');
  assert.not.match(without, /aria-label="Home page"/);
});

test.run();
