/**
 * `docsgen migrate` on a Docusaurus-shaped site (test/fixtures/docusaurus-site, its packages not
 * installed): the site.config.ts it writes, the table it prints, and the build of the folder as it is.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, runCli, silentLogger } from '../helpers/site.ts';

let site: { dir: string; cleanup: () => Promise<void> };
let first: { code: number | null; stdout: string; stderr: string };

test.before(async () => {
  site = await copyFixture('docusaurus-site');
  first = await runCli(['migrate', site.dir]);
});

test.after(async () => {
  await site.cleanup();
});

test('migrate writes site.config.ts with defineConfig, pointing at the site’s own folders', async () => {
  assert.is(first.code, 0, first.stderr);
  const source = await readFile(path.join(site.dir, 'site.config.ts'), 'utf8');
  assert.match(source, /^import \{ defineConfig \} from 'docsgen';$/m);
  assert.match(source, /export default defineConfig\(\{/);
  assert.match(source, /path: 'docs',/);
  assert.match(source, /routeBasePath: 'guide',/);
  assert.match(source, /sidebarPath: 'sidebars\.js',/);
  assert.match(source, /staticDir: 'static',/);
  // Docusaurus adds the docs folder's path to its editUrl; docsgen's editUrl is that folder's URL.
  assert.match(source, /editUrl: 'https:\/\/github\.com\/example\/widget-kit\/tree\/main\/docs\/'/);
  assert.match(source, /provider: 'algolia',\n\s+appId: 'WIDGETAPP',/);
  assert.match(source, /onBrokenLinks: 'throw'/);
  assert.match(source, /announcementBar: \{ id: 'v2'/);
  assert.match(source, /colorMode: \{ defaultMode: 'dark', respectPrefersColorScheme: true \}/);
  // The blog is not migrated, so links to it are not written.
  assert.not.match(source, /\/blog/);
  // Nothing moved or copied: the docs, static files and sidebars are where they were.
  for (const file of ['docs/intro.md', 'static/img/logo.svg', 'sidebars.js', 'src/pages/index.tsx']) assert.ok(existsSync(path.join(site.dir, file)), file);
  assert.ok(existsSync(path.join(site.dir, 'content/pages/index.tsx')), 'a plain home page is written');
});

test('the table lists what was mapped, what differs and what was left out, with what to do', () => {
  const out = first.stdout;
  assert.match(out, /^mapped\s+title, tagline, url, baseUrl, favicon/m);
  assert.match(out, /prism themes github \/ dracula\s+Shiki github-light \/ dracula/);
  assert.match(out, /^different\s+customCss src\/css\/custom\.css\s+kept, but docsgen's theme does not read Infima's --ifm-\* variables/m);
  assert.match(out, /src\/pages\/index\.tsx \(home page\)\s+it uses Docusaurus components docsgen cannot render: wrote a plain content\/pages\/index\.tsx/);
  assert.match(out, /package prism-react-renderer\s+not installed here: the config was evaluated with a stand-in for it; the config used prism-react-renderer\.themes\.dracula, prism-react-renderer\.themes\.github/);
  assert.match(out, /^\s+showLastUpdateTime\s+true: read from git in one pass/m);
  assert.match(out, /blog \(blog\/, at \/blog\)\s+docsgen has no blog/);
  assert.match(out, /navbar item 3 "Blog"\s+docsgen builds no page at \/blog/);
  assert.match(out, /swizzled components in src\/theme \(Footer\)/);
  assert.match(out, /locales fr\s+docsgen builds one locale/);
  assert.match(out, /Next: docsgen build --site-dir /);
});

test('the migrated folder builds as it is: the link gate passes, the sidebars follow sidebars.js', async () => {
  const outDir = path.join(site.dir, 'build');
  await build({ siteDir: site.dir, outDir, logger: silentLogger() });
  const sidebarLinks = async (page: string) => {
    const html = await readFile(path.join(outDir, page), 'utf8');
    const start = html.indexOf('<nav aria-label="Docs sidebar"');
    assert.ok(start >= 0, `no sidebar in ${page}`);
    return [...html.slice(start, html.indexOf('</nav>', start)).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  };
  assert.equal(await sidebarLinks('guide/intro/index.html'), ['/guide/intro', '/guide/guides/install', '/guide/guides/configure']);
  assert.equal(await sidebarLinks('guide/api/widgets/index.html'), ['/guide/api/overview', '/guide/api/widgets']);
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  assert.match(home, /<h1>Widget Kit<\/h1>/);
  assert.match(home, /Widgets, documented\./);
  assert.match(home, /href="\/guide"/);
});

test('an existing site.config.ts is replaced only with --force', async () => {
  const file = path.join(site.dir, 'site.config.ts');
  const before = await readFile(file, 'utf8');
  const again = await runCli(['migrate', site.dir]);
  assert.is(again.code, 1);
  assert.match(again.stderr, /site\.config\.ts: already exists in .*docsgen migrate never overwrites it: pass --force/);
  assert.is(await readFile(file, 'utf8'), before);
  const forced = await runCli(['migrate', site.dir, '--force']);
  assert.is(forced.code, 0, forced.stderr);
  assert.is(await readFile(file, 'utf8'), before);
});

test('--help lists migrate, with its folder argument and --force', async () => {
  assert.match((await runCli(['--help'])).stdout, /migrate \[options\] \[docusaurus-site-dir\]/);
  const help = await runCli(['migrate', '--help']);
  assert.match(help.stdout, /docusaurus-site-dir\s+folder holding docusaurus\.config/);
  assert.match(help.stdout, /--force\s+replace an existing site\.config\.ts/);
});

test.run();
