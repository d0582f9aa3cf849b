/**
 * `docsgen` as a user runs it: help, version, build, and each kind of user error — a message that
 * names the file and what to do, exit code 1, and the previous output left exactly as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyFixture, ROOT, runCli } from '../helpers/site.ts';

const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;

test('--version prints the package version', async () => {
  const result = await runCli(['--version']);
  assert.is(result.code, 0);
  assert.is(result.stdout.trim(), version);
});

test('--help lists the commands and build options', async () => {
  const help = await runCli(['--help']);
  assert.is(help.code, 0);
  assert.match(help.stdout, /Usage: docsgen/);
  assert.match(help.stdout, /build \[options\]/);
  assert.match(help.stdout, /serve \[options\]/);
  const buildHelp = await runCli(['build', '--help']);
  assert.match(buildHelp.stdout, /--site-dir <dir>/);
  assert.match(buildHelp.stdout, /--out-dir <dir>/);
});

test("the CLI bundle sets markdown-it's class fields by assignment, not through Babel's checking helper", async () => {
  // Any command but --version runs the bundle, rebuilding it first when it is stale.
  assert.is((await runCli(['--help'])).code, 0);
  for (const dir of ['dist/chunks', 'dist/compile-worker/chunks']) {
    const files = (await readdir(path.join(ROOT, dir))).filter((f) => f.endsWith('.mjs'));
    const helpers = files
      .map((f) => readFileSync(path.join(ROOT, dir, f), 'utf8'))
      .flatMap((code) => [...code.matchAll(/function _defineProperty\(e, r, t\) \{([^}]*)\}/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim()));
    assert.equal(helpers, ['e[r] = t; return e;'], dir);
  }
});

test('an unknown command is an error with help', async () => {
  const result = await runCli(['biuld']);
  assert.is(result.code, 1);
  assert.match(result.stderr, /unknown command 'biuld'/);
});

test('build writes the site and says what it did', async () => {
  const site = await copyFixture('mini');
  try {
    const result = await runCli(['build', '--site-dir', site.dir, '--out-dir', 'out']);
    assert.is(result.code, 0, result.stderr);
    assert.match(result.stdout, /✔ Built \d+ pages \(2 docs\) into .*out\/ in \d+ ms/);
    assert.is(result.stderr, '', 'a short build shows no progress (and nothing else goes wrong)');
    assert.ok(existsSync(path.join(site.dir, 'out/docs/start/index.html')));
    assert.ok(existsSync(path.join(site.dir, 'out/docs/category/guides/index.html')));
    assert.not.ok(existsSync(path.join(site.dir, 'out/docs/Guides/secret/index.html')), 'draft excluded');
    const leftovers = (await readdir(site.dir)).filter((f) => /tmp|old/.test(f));
    assert.equal(leftovers, [], 'no staging folders left behind');
  } finally {
    await site.cleanup();
  }
});

/** Builds once (good), breaks the site, builds again: the error, its exit code, and the old output kept. */
async function failedRebuild(breakSite: (dir: string) => Promise<void>) {
  const site = await copyFixture('mini');
  const first = await runCli(['build', '--site-dir', site.dir]);
  assert.is(first.code, 0, first.stderr);
  const page = path.join(site.dir, 'build/docs/start/index.html');
  const before = readFileSync(page, 'utf8');
  await breakSite(site.dir);
  const result = await runCli(['build', '--site-dir', site.dir]);
  const after = readFileSync(page, 'utf8');
  const entries = await readdir(site.dir);
  await site.cleanup();
  assert.is(result.code, 1, `exit code; stderr: ${result.stderr}`);
  assert.is(after, before, 'previous output untouched');
  assert.equal(entries.filter((f) => /^build\./.test(f)), [], 'no staging folders left behind');
  assert.not.match(result.stderr, /\n\s+at /, 'no stack trace for a user error');
  return result.stderr;
}

test('bad front matter: file:line, one-line reason, exit 1, previous build intact', async () => {
  const stderr = await failedRebuild((dir) =>
    writeFile(path.join(dir, 'content/docs/01-start.md'), '---\ndescription: fine\nsidebar_position: [1, 2\n---\n# Start\n'),
  );
  assert.match(stderr, /content\/docs\/01-start\.md:\d+: front matter is not valid YAML/);
});

test('a bad config value: key path, expected and found', async () => {
  const stderr = await failedRebuild(async (dir) => {
    const file = path.join(dir, 'site.config.ts');
    await writeFile(file, readFileSync(file, 'utf8').replace("type: 'localeDropdown'", "type: 'dco' as 'localeDropdown'"));
  });
  assert.match(stderr, /site\.config\.ts: invalid configuration/);
  assert.match(stderr, /navbar\.items\[1\]\.type: expected one of doc, docSidebar, link, dropdown, localeDropdown, docsVersionDropdown, docsVersion, search, html, default, got "dco"/);
});

test('a navbar doc item whose doc does not exist', async () => {
  const stderr = await failedRebuild(async (dir) => {
    const file = path.join(dir, 'site.config.ts');
    await writeFile(file, readFileSync(file, 'utf8').replace("docId: 'start'", "docId: 'strat'"));
  });
  assert.match(stderr, /site\.config\.ts: navbar\.items\[0\]: no doc with id "strat"\. Available ids: start, Guides\/first\./);
});

test('a docSidebar item whose sidebar does not exist', async () => {
  const stderr = await failedRebuild(async (dir) => {
    const file = path.join(dir, 'site.config.ts');
    await writeFile(file, readFileSync(file, 'utf8').replace("{ type: 'doc', docId: 'start', label: 'Docs' }", "{ type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API' }"));
  });
  assert.match(stderr, /navbar\.items\[0\]: no sidebar with id "apiSidebar"\. Available sidebars: tutorialSidebar\./);
});

test('a page module without a default export', async () => {
  const stderr = await failedRebuild((dir) =>
    writeFile(path.join(dir, 'content/pages/index.tsx'), 'export function Home() { return <h1>x</h1>; }\n'),
  );
  assert.match(stderr, /content\/pages\/index\.tsx: has no default export\. A page module must `export default` a React component\./);
});

test('a page module that does not compile names the file and line', async () => {
  const stderr = await failedRebuild((dir) => writeFile(path.join(dir, 'content/pages/index.tsx'), 'export default function Home() {\n  return <h1>x</h2>;\n}\n'));
  assert.match(stderr, /content\/pages\/index\.tsx:2: /);
});

test('an unreadable doc is reported with its file', async () => {
  const stderr = await failedRebuild(async (dir) => {
    const { symlink } = await import('node:fs/promises');
    await symlink(path.join(dir, 'nowhere.md'), path.join(dir, 'content/docs/03-dangling.md'));
  });
  assert.match(stderr, /content\/docs\/03-dangling\.md: is a symbolic link to .*nowhere\.md, which does not exist\. Fix the link or remove it\./);
});

test('a missing site dir says what to do', async () => {
  const result = await runCli(['build', '--site-dir', path.join(ROOT, 'test/no-such-site')]);
  assert.is(result.code, 1);
  assert.match(result.stderr, /the site folder .*no-such-site does not exist\. Pass --site-dir the folder that holds site\.config\.ts\./);
});

test('a site dir without site.config.ts says so', async () => {
  const result = await runCli(['build', '--site-dir', path.join(ROOT, 'test/fixtures')]);
  assert.is(result.code, 1);
  assert.match(result.stderr, /no site\.config\.ts found in .*fixtures\. Create one \(see the README\) or pass --site-dir\./);
});

test.run();
