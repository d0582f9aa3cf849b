/**
 * Config paths to files of the static folder (favicon, navbar and footer logos) may be written
 * without a leading `/`, as Docusaurus configs often are: every page links them under the baseUrl.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { editConfig, withBuiltMini } from '../helpers/site.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

test('img/logo.svg is /base/img/logo.svg on a nested page', async () => {
  const html = await withBuiltMini(
    async (dir) => {
      await mkdir(path.join(dir, 'content/static/img'), { recursive: true });
      await writeFile(path.join(dir, 'content/static/img/logo.svg'), SVG);
      await editConfig(dir, "url: 'https://mini.example.com',", "url: 'https://mini.example.com', baseUrl: '/base/', favicon: 'img/logo.svg',");
      await editConfig(dir, "navbar: { title: 'Mini',", "navbar: { title: 'Mini', logo: { alt: 'Mini logo', src: 'img/logo.svg' },");
      await editConfig(dir, "copyright: 'Mini footer'", "copyright: 'Mini footer', logo: { alt: 'Mini', src: 'img/logo.svg' }");
    },
    (outDir) => readFile(path.join(outDir, 'docs/Guides/first/index.html'), 'utf8'),
  );
  assert.match(html, /<link rel="icon" href="\/base\/img\/logo\.svg"/);
  assert.is((html.match(/<img [^>]*src="\/base\/img\/logo\.svg"/g) ?? []).length, 2, 'navbar and footer logos');
  assert.not.match(html, /src="img\/logo\.svg"/);
});

test.run();
