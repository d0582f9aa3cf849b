/**
 * `serve`'s first build answers a page before it has written it (dev/early-pages.ts): in
 * Chromium that page hydrates without an error, its links navigate, and it is not loaded again
 * when the build it came from is done; a save after that still updates it in place.
 */
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { deferred } from '../../src/cli/deferred.ts';
import { clickNext, hydrated, launchChromium, markWindow, openServedPage, windowMarked } from '../helpers/browser.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

test('a page served before the first build is done hydrates and stays as it is when the build ends', async () => {
  const { dir, cleanup } = await copyFixture('shell');
  const devDir = path.join(dir, '.serve');
  const held = deferred();
  const logger = silentLogger();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger, devDir, pagesHeld: held.promise });
  const browser = await launchChromium();
  try {
    const { page, messages } = await openServedPage(browser, `${dev.url}docs/start`);
    assert.not.ok(existsSync(devDir), 'the build has written nothing yet');
    assert.is(await page.locator('h1').first().textContent(), 'Start here');

    // A link to another page: its payload is rendered on request too.
    await markWindow(page);
    await clickNext(page);
    assert.ok(await windowMarked(page), 'a client-side navigation');

    held.resolve();
    await dev.ready;
    await page.waitForTimeout(500);
    assert.ok(await windowMarked(page), 'not loaded again when its build was done');
    assert.ok(logger.lines.some((l) => /Built the site/.test(l)), logger.lines.join('\n'));

    // A save after it: the page on screen takes it in place.
    await page.goto(`${dev.url}docs/start`);
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.dataset.docsgenLive === 'connected');
    await markWindow(page);
    const file = path.join(dir, 'content/docs/01-start.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('## Section 2\n', '## Section 2\n\nSaved after the first build.\n'));
    await page.waitForFunction(() => document.querySelector('.markdown')?.textContent?.includes('Saved after the first build.'), undefined, { timeout: 10_000 });
    assert.ok(await windowMarked(page), 'updated in place');
    assert.equal(messages.errors, []);
  } finally {
    held.resolve();
    await browser.close();
    await dev.close();
    await cleanup();
  }
});

test.run();
