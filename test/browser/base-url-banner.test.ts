/**
 * A site opened under another path than its `baseUrl` cannot load its assets: a banner says so,
 * with the configured value and the one that would work. Opened where it belongs, no banner.
 */
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { buildShellSite } from '../helpers/site.ts';
import { hydrated, launchChromium, servePlain, type Served } from '../helpers/browser.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const test = suite<{ browser: Browser; server: Served }>('base URL banner');

test.before(async (context) => {
  const { outDir } = await buildShellSite();
  // The output published one folder down, as happens with a project page on a shared host.
  const root = await tempDir('docsgen-host-');
  await symlink(outDir, path.join(root, 'my-project'));
  context.server = await servePlain(root);
  context.browser = await launchChromium();
});

test.after(async (context) => {
  await context.browser?.close();
  await context.server?.close();
});

for (const [route, suggestion] of [
  ['/my-project/', '/my-project/'],
  ['/my-project/docs/start/', '/my-project/'],
  ['/my-project/docs/Guides/first/', '/my-project/'],
] as const) {
  test(`${route} under the wrong base path shows the banner`, async ({ browser, server }) => {
    const page = await browser.newPage();
    page.on('console', () => {});
    await page.goto(server.url + route, { waitUntil: 'load' });
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container > #__docusaurus-base-url-issue-banner');
    await banner.waitFor();
    const text = await banner.innerText();
    assert.match(text, 'This site did not load properly.');
    assert.match(text, 'Current configured baseUrl = / (default value)');
    assert.match(text, `We suggest trying baseUrl = ${suggestion}`);
    await page.close();
  });
}

test('opened at its base path, no banner', async ({ browser }) => {
  const { outDir } = await buildShellSite();
  const right = await servePlain(outDir);
  const page = await browser.newPage();
  await page.goto(`${right.url}/docs/start/`);
  await hydrated(page);
  await page.waitForLoadState('load');
  assert.is(await page.locator('#__docusaurus-base-url-issue-banner-container > #__docusaurus-base-url-issue-banner').count(), 0);
  await page.close();
  await right.close();
});

test.run();
