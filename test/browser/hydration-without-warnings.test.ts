/**
 * Hydration matches the server HTML exactly: with React's development build, which reports every
 * mismatch, no page of either site logs a warning or an error at desktop or mobile width.
 */

import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { build } from '../../src/cli/build/build.ts';
import { collectConsole, hydrated, launchChromium, serveBuild } from '../helpers/browser.ts';
import { copyFixture, ROOT, silentLogger } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const test = suite<{ browser: Browser }>('hydration without warnings');

test.before(async (context) => {
  context.browser = await launchChromium();
});

test.after(async (context) => {
  await context.browser?.close();
});

async function developmentBuild(siteDir: string): Promise<string> {
  const outDir = path.join(await tempDir('docsgen-dev-'), 'build');
  await build({ siteDir, outDir, logger: silentLogger(), clientMode: 'development' });
  return outDir;
}

const SITES: [string, () => Promise<string>, string[]][] = [
  ['this site', () => developmentBuild(ROOT), ['/', '/docs/intro', '/docs/Features/picture-component', '/docs/category/features', '/search']],
  ['the shell fixture', async () => developmentBuild((await copyFixture('shell')).dir), ['/', '/docs/start', '/docs/category/guides', '/crash']],
];

for (const [name, site, routes] of SITES) {
  test(`${name}: every page hydrates without a warning, at 1280 and 390 px`, async ({ browser }) => {
    const server = await serveBuild(await site());
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const log = collectConsole(page);
      for (const route of routes) {
        await page.goto(server.url + route);
        await hydrated(page);
        await page.waitForTimeout(100);
      }
      await page.close();
      assert.equal([...log.errors, ...log.warnings], [], `${width} px`);
    }
    await server.close();
  });
}

test.run();
