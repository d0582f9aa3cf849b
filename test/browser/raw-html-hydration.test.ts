/**
 * A doc's raw HTML in a real browser: React's development build hydrates a page holding an
 * `<iframe>`, a `<table>`, `<br>` and `<video controls>` without a warning or an error (the doc's
 * HTML is set as inner HTML, and the parse at build time wrote it as a browser reads it), and the
 * table is laid out as a table, on the page loaded and on one reached by client navigation.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/cli/build/build.ts';
import { collectConsole, hydrated, launchChromium, serveBuild } from '../helpers/browser.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';

const test = suite<{ browser: Browser }>('raw HTML hydration');

const RAW_HTML = `
<iframe srcdoc="<p>Embedded</p>" title="Embedded example" width="320" height="80"></iframe>

<table>
  <tr><th>Option</th><th>Default</th></tr>
  <tr><td><code>quality</code></td><td>75<br>percent</td></tr>
</table>

Before<br>after.

<video controls width="320"></video>
`;

test.before(async (context) => {
  context.browser = await launchChromium();
});

test.after(async (context) => {
  await context.browser?.close();
});

async function tableCells(page: Page): Promise<{ count: number; display: string }> {
  const cells = page.locator('.markdown table td');
  return { count: await cells.count(), display: await cells.first().evaluate((cell) => getComputedStyle(cell).display) };
}

test('a doc with an iframe, a table, <br> and <video controls> hydrates without warnings; its table is a table', async ({ browser }) => {
  const { dir, cleanup } = await copyFixture('shell');
  try {
    await appendFile(path.join(dir, 'content/docs/01-start.md'), RAW_HTML);
    // HTML as HTML (<br> unclosed): the doc is read as Markdown, not as MDX.
    await editConfig(dir, /defineConfig\(\{/, "defineConfig({ markdown: { format: 'detect' },");
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger(), clientMode: 'development' });
    const server = await serveBuild(outDir);
    const page = await browser.newPage();
    const log = collectConsole(page);
    await page.goto(`${server.url}/docs/start`);
    await hydrated(page);
    await page.waitForTimeout(100);
    assert.equal(await tableCells(page), { count: 2, display: 'table-cell' });
    assert.is(await page.locator('.markdown iframe').count(), 1);
    assert.is(await page.frameLocator('.markdown iframe').locator('p').textContent(), 'Embedded');
    assert.is(await page.locator('.markdown video[controls]').count(), 1);
    assert.is(await page.locator('.markdown td br').count(), 1);

    // Reached by client navigation, the doc's HTML is the same.
    await page.goto(`${server.url}/docs/Guides/first`);
    await hydrated(page);
    await page.locator('nav a[href="/docs/start"]').first().click();
    await page.waitForURL(/\/docs\/start$/);
    // The address changes as the route starts loading: wait for its page (the one with the table) to be drawn.
    await page.locator('.markdown td').first().waitFor();
    assert.equal(await tableCells(page), { count: 2, display: 'table-cell' });
    assert.equal([...log.errors, ...log.warnings], []);
    await page.close();
    await server.close();
  } finally {
    await cleanup();
  }
});

test.run();
