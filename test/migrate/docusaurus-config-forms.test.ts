/**
 * The forms a docusaurus.config takes, evaluated as Docusaurus evaluates them: CommonJS with
 * `require.resolve` and `__dirname`, an async config function, `export default`, packages that
 * are not installed; a config that throws, and paths that leave the site folder.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { UserError } from '../../src/cli/errors.ts';
import { runMigrate } from '../../src/cli/migrate/command.ts';
import { silentLogger } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** A site folder holding `files` (path → text), with one doc and a sidebars file unless given. */
async function siteWith(files: Record<string, string>): Promise<string> {
  const dir = path.join(await tempDir('docsgen-migrate-'), 'site');
  const all = { 'docs/intro.md': '# Intro\n\nHello.\n', 'sidebars.js': "module.exports = { main: ['intro'] };\n", ...files };
  for (const [file, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

async function migrate(dir: string, force = false): Promise<{ source: string; log: string }> {
  const lines: string[] = [];
  await runMigrate({ dir, force, log: (line) => lines.push(line) });
  return { source: await readFile(path.join(dir, 'site.config.ts'), 'utf8'), log: lines.join('\n') };
}

async function migrateError(dir: string): Promise<string> {
  const error = await runMigrate({ dir, log: () => {} }).then(() => undefined, (e: unknown) => e);
  if (!(error instanceof UserError)) throw new Error(`expected a UserError, got ${String(error)}`);
  return error.format();
}

test('a CommonJS docusaurus.config.js with require.resolve, __dirname and packages not installed', async () => {
  const dir = await siteWith({
    // A local module has its own __dirname, as under Node.
    'config/site-name.js': "module.exports = 'CJS site from ' + require('path').basename(__dirname);\n",
    'docusaurus.config.js': `// @ts-check
const path = require('path');
const lightCodeTheme = require('prism-react-renderer/themes/vsDark');

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: require('./config/site-name.js'),
  url: 'https://cjs.example.com',
  baseUrl: '/',
  presets: [[require.resolve('@docusaurus/preset-classic'), {
    docs: { path: path.resolve(__dirname, 'docs'), sidebarPath: require.resolve('./sidebars.js') },
    blog: false,
  }]],
  plugins: [require.resolve('docusaurus-lunr-search'), [require('@docusaurus/plugin-ideal-image'), { quality: 70 }]],
  themeConfig: { prism: { theme: lightCodeTheme } },
};
`,
  });
  const { source, log } = await migrate(dir);
  assert.match(source, /docs: \{ path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars\.js' \}/);
  assert.match(source, /title: 'CJS site from config'/);
  assert.match(log, /prism themes vsDark \/ vsDark\s+Shiki dark-plus \/ dark-plus; docsgen highlights with github-light \/ dracula/);
  assert.match(log, /plugin docusaurus-lunr-search\s+docsgen has its own embedded search/);
  assert.match(log, /plugin @docusaurus\/plugin-ideal-image\s+images in docs are copied/);
  assert.match(log, /package docusaurus-lunr-search\s+not installed here/);
  assert.match(log, /package @docusaurus\/preset-classic\s+not installed here/);
});

test('an async config function, as module.exports and as export default', async () => {
  const cjs = await siteWith({
    'docusaurus.config.js': `module.exports = async function createConfig() {
  const title = await Promise.resolve('Async CJS');
  return { title, url: 'https://async.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js', routeBasePath: '/' } }]] };
};
`,
  });
  const fromCjs = await migrate(cjs);
  assert.match(fromCjs.source, /title: 'Async CJS'/);
  assert.match(fromCjs.source, /routeBasePath: '\/'/);
  // Docs-only mode: the docs root is the home page, so none is written, and the folder builds.
  assert.not.ok(existsSync(path.join(cjs, 'content/pages/index.tsx')));
  await build({ siteDir: cjs, outDir: path.join(cjs, 'build'), logger: silentLogger() });
  assert.ok(existsSync(path.join(cjs, 'build/intro/index.html')));
  assert.ok(existsSync(path.join(cjs, 'build/index.html')));

  const esm = await siteWith({
    'docusaurus.config.mjs': `import { themes } from 'prism-react-renderer';
export default async () => ({
  title: 'Async ESM ' + (process.env.DOCSGEN_MIGRATE_TEST_SUFFIX ?? 'none'),
  url: 'https://esm.example.com',
  presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: './sidebars.js' } }]],
  themeConfig: { prism: { theme: themes.oneLight, darkTheme: themes.oneDark } },
});
`,
  });
  process.env.DOCSGEN_MIGRATE_TEST_SUFFIX = 'from env';
  try {
    const fromEsm = await migrate(esm);
    assert.match(fromEsm.source, /title: 'Async ESM from env'/);
    assert.match(fromEsm.log, /Shiki one-light \/ one-dark-pro/);
    assert.match(fromEsm.log, /process\.env\s+values the config read from the environment are written as they were/);
  } finally {
    delete process.env.DOCSGEN_MIGRATE_TEST_SUFFIX;
  }
});

test('a config that throws names its file and line; nothing is written', async () => {
  const dir = await siteWith({
    'docusaurus.config.js': `const token = process.env.NOT_SET_ANYWHERE;
if (!token) throw new Error('NOT_SET_ANYWHERE is required');
module.exports = { title: 'x' };
`,
  });
  const message = await migrateError(dir);
  assert.match(message, /^docusaurus\.config\.js:2: failed while running: NOT_SET_ANYWHERE is required/);
  assert.not.ok(existsSync(path.join(dir, 'site.config.ts')));
});

test('a folder without a Docusaurus config says so', async () => {
  const dir = await siteWith({});
  assert.match(await migrateError(dir), /no docusaurus\.config\.\{js,ts,mjs,cjs\} in /);
});

test('a docs path that leaves the site folder is refused with the key and the path', async () => {
  const dir = await siteWith({
    'docusaurus.config.js': `module.exports = { title: 'Out', url: 'https://out.example.com', presets: [['classic', { docs: { path: '../..' } }]] };\n`,
  });
  const message = await migrateError(dir);
  assert.match(message, /^docusaurus\.config\.js: presets classic docs: path: \.\.\/\.\. is outside the site folder/);
  assert.not.ok(existsSync(path.join(dir, 'site.config.ts')));
});

test("a monorepo's docs beside the site, in the same git repository, are read in place and build", async () => {
  const repo = await tempDir('docsgen-migrate-repo-');
  const files: Record<string, string> = {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'docs/intro.md': '# Intro\n\nSee [the guide](./guide.md).\n',
    'docs/guide.md': '# Guide\n\nBack to [the intro](./intro.md).\n',
    'website/sidebars.js': "module.exports = { main: ['intro', 'guide'] };\n",
    'website/docusaurus.config.js': `module.exports = { title: 'Mono', url: 'https://mono.example.com', baseUrl: '/', presets: [['classic', { docs: { path: '../docs', sidebarPath: require.resolve('./sidebars.js') }, blog: false }]] };\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(repo, file)), { recursive: true });
    await writeFile(path.join(repo, file), text);
  }
  const site = path.join(repo, 'website');
  const { source, log } = await migrate(site);
  assert.match(source, /path: '\.\.\/docs'/);
  assert.match(log, /\.\.\/docs\/ in place \(beside the site, in its repository\)/);
  await build({ siteDir: site, outDir: path.join(site, 'build'), logger: silentLogger() });
  assert.ok(existsSync(path.join(site, 'build/docs/guide/index.html')));
  // Beyond the repository it is refused still.
  await rm(path.join(site, 'site.config.ts'));
  await writeFile(path.join(site, 'docusaurus.config.js'), files['website/docusaurus.config.js']!.replace("'../docs'", "'../../..'"));
  assert.match(await migrateError(site), /path: \.\.\/\.\.\/\.\. is outside the site folder \(.*\) and its git repository/);
});

test('a sidebars link to a Docusaurus page docsgen cannot render is named in the report with what to do', async () => {
  const dir = await siteWith({
    'sidebars.js': "module.exports = { main: ['intro', { type: 'category', label: 'More', items: [{ type: 'link', label: 'Error Messages', href: '/errors' }, { type: 'link', label: 'GitHub', href: 'https://github.com/x/y' }] }] };\n",
    'src/pages/errors.js': "import Layout from '@theme/Layout';\nexport default function Errors() { return <Layout>Errors</Layout>; }\n",
    'docusaurus.config.js': `module.exports = { title: 'Links', url: 'https://links.example.com', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n`,
  });
  const { log } = await migrate(dir);
  assert.match(log, /sidebars\.js link "Error Messages"\s+\/errors: docsgen builds no page there, so the link gate fails on it/);
  assert.not.match(log, /link "GitHub"/);
});

test('settings docsgen refuses are left out and reported, not written', async () => {
  const dir = await siteWith({
    'docusaurus.config.js': `module.exports = {
  title: 'Refused',
  url: 'https://refused.example.com',
  favicon: 'img/missing.ico',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
  themeConfig: { algolia: { indexName: 'x' }, navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'doc', docId: 'intro', label: 'Docs' }] } },
};
`,
  });
  const { source, log } = await migrate(dir);
  assert.not.match(source, /favicon|algolia/);
  // Versions are built: the dropdown is kept.
  assert.match(source, /\{ type: 'docsVersionDropdown' \}/);
  assert.match(source, /\{ type: 'doc', docId: 'intro', label: 'Docs' \}/);
  assert.match(log, /^\s+favicon\s+\/img\/missing\.ico is not in static\/ \(looked for static\/img\/missing\.ico\)/m);
  // Left out, so not also said to be mapped.
  assert.match(log, /^mapped\s+title, url\s+as they are$/m);
  assert.not.match(log, /themeConfig\.algolia/);
  assert.match(log, /search\s+refused by docsgen's schema: search\.appId: `appId` is missing/);
  assert.not.match(log, /docsVersionDropdown/);
});

test('a versioned site: its version options and versions dropdown are kept, and it builds every version', async () => {
  const dir = await siteWith({
    'docusaurus.config.js': `module.exports = {
  title: 'Versions',
  url: 'https://versions.example.com',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', editUrl: 'https://github.com/o/r/edit/main/website/', lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'Canary' }, '1.0': { label: '1.x', banner: 'none', noIndex: true } } } }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }, { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: '/docs/intro', label: 'All versions' }] }] } },
};
`,
    'versions.json': '["1.0", "0.9"]\n',
    'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n',
    'versioned_docs/version-0.9/intro.md': '# Intro 0.9\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "main": ["intro"] }\n',
  });
  const { source, log } = await migrate(dir);
  assert.match(source, /lastVersion: 'current'/);
  assert.match(source, /onlyIncludeVersions: \[\s*'current',\s*'1\.0'\s*\]/);
  assert.match(source, /'1\.0': \{ label: '1\.x', banner: 'none', noIndex: true \}/);
  assert.match(source, /editUrl: 'https:\/\/github\.com\/o\/r\/edit\/main\/website\/docs\/'/);
  assert.match(source, /type: 'docsVersionDropdown'/);
  assert.match(log, /versioned docs \(versions\.json, versioned_docs\/, versioned_sidebars\/\)\s+read in place/);
  const result = await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger() }).catch((e: unknown) => {
    throw new Error(e instanceof UserError ? e.format() : String(e));
  });
  assert.equal(result.models.map((m) => [m.version.name, m.version.label, m.version.path]), [
    ['current', 'Canary', '/docs'],
    ['1.0', '1.x', '/docs/1.0'],
  ]);
  assert.ok(existsSync(path.join(dir, 'build/docs/1.0/intro/index.html')));
  assert.not.ok(existsSync(path.join(dir, 'build/docs/0.9')));
});

test.run();
