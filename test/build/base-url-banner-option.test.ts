/**
 * `baseUrlIssueBanner` (Docusaurus's option, default on): with it off, pages carry no script for
 * the wrong-baseUrl banner; the browser test `base-url-banner` shows what the script does.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const BANNER = /__docsgen-base-url-issue-banner/;

async function homePage(extraConfig: string): Promise<string> {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const configFile = path.join(dir, 'site.config.ts');
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("url: 'https://mini.example.com',", `url: 'https://mini.example.com',${extraConfig}`));
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    return await readFile(path.join(outDir, 'index.html'), 'utf8');
  } finally {
    await cleanup();
  }
}

test('on by default; baseUrlIssueBanner: false leaves the script out', async () => {
  assert.match(await homePage(''), BANNER);
  assert.not.match(await homePage(' baseUrlIssueBanner: false,'), BANNER);
});

test.run();
