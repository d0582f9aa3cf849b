/**
 * Breadcrumbs start with a link to the home page only when the site has one (Docusaurus's rule):
 * a docs-only site's crumbs start at the category.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

async function guidePage(withHome: boolean): Promise<string> {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    if (!withHome) {
      await rm(path.join(dir, 'content/pages/index.tsx'));
      // The navbar brand still links to the root, which no page answers now.
      const configFile = path.join(dir, 'site.config.ts');
      await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("url: 'https://mini.example.com',", "url: 'https://mini.example.com', onBrokenLinks: 'ignore',"));
    }
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    return await readFile(path.join(outDir, 'docs/Guides/first/index.html'), 'utf8');
  } finally {
    await cleanup();
  }
}

test('a home link first when there is a home page, none without one', async () => {
  const crumbs = (html: string) => html.slice(html.indexOf('<nav aria-label="Breadcrumbs"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Breadcrumbs"')));
  const withHome = crumbs(await guidePage(true));
  assert.match(withHome, /aria-label="Home page"/);
  const without = crumbs(await guidePage(false));
  assert.ok(without.length > 0, 'breadcrumbs still shown');
  assert.not.match(without, /aria-label="Home page"/);
  assert.match(without, /Guides/);
});

test.run();
