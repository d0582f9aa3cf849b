/**
 * `serve`: `<BrowserOnly>` children are the doc's own code, run from an island module the build
 * makes; saving the doc with new children gives the page a module that runs them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer } from '../../src/cli/dev/command.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const DOC = (text: string) => `import BrowserOnly from '@docusaurus/BrowserOnly';\n\n# Browser\n\n<BrowserOnly fallback={<p>Loading…</p>}>{() => <p>${text}</p>}</BrowserOnly>\n`;

/** The text of the island module the page names, once it holds `text`. */
async function moduleShows(base: string, page: string, text: string): Promise<boolean> {
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const island = /data-island="\/([^"]+)"/.exec(await (await fetch(page)).text())?.[1];
    if (island && (await (await fetch(`${base}${island}`)).text()).includes(text)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

test("a saved doc's new BrowserOnly children are in the module its page loads", async () => {
  const { dir, cleanup } = await copyFixture('mdx');
  const file = path.join(dir, 'content/docs/browser.mdx');
  await writeFile(file, DOC('first children'));
  const logger = silentLogger();
  const dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger, devDir: path.join(dir, '.serve') });
  try {
    await dev.ready;
    const page = `${dev.url}docs/browser`;
    assert.ok(await moduleShows(dev.url, page, 'first children'), logger.lines.join('\n'));
    await writeFile(file, (await readFile(file, 'utf8')).replace('first children', 'second children'));
    assert.ok(await moduleShows(dev.url, page, 'second children'), logger.lines.join('\n'));
  } finally {
    await dev.close();
    await cleanup();
  }
});

test.run();
