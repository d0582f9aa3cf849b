/**
 * `baseUrlIssueBanner` (Docusaurus's option, default on): with it off, pages carry no script for
 * the wrong-baseUrl banner; the browser test `base-url-banner` shows what the script does.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { editConfig, withBuiltMini } from '../helpers/site.ts';

const BANNER = /__docusaurus-base-url-issue-banner/;
const URL_LINE = "url: 'https://mini.example.com',";
const homePage = (extraConfig: string) =>
  withBuiltMini(
    async (dir) => {
      if (extraConfig) await editConfig(dir, URL_LINE, URL_LINE + extraConfig);
    },
    (outDir) => readFile(path.join(outDir, 'index.html'), 'utf8'),
  );

test('on by default; baseUrlIssueBanner: false leaves the script out', async () => {
  assert.match(await homePage(''), BANNER);
  assert.not.match(await homePage(' baseUrlIssueBanner: false,'), BANNER);
});

test.run();
