/**
 * `showLastUpdateTime` / `showLastUpdateAuthor`: the doc footer says "Last updated on <date> by
 * <author>", read from git in one pass (a repository made here, with fixed dates), or from the
 * doc's `last_update` front matter. Outside git, or for a doc not committed, no line and no
 * failure: one note.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';
import { htmlProblems } from '../helpers/html-validity.ts';

function git(dir: string, args: string[], date?: string, author = 'Ann Example'): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.com', GIT_CONFIG_NOSYSTEM: '1', HOME: dir };
  if (date) Object.assign(env, { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
}

/** The mini fixture with last updates shown, `prepare`d (a git history), built. */
async function builtMini(prepare: (dir: string) => Promise<void>): Promise<{ page: (file: string) => Promise<string>; lines: string[] }> {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await editConfig(dir, "docs: { editUrl: 'https://example.com/edit/' }", "docs: { editUrl: 'https://example.com/edit/', showLastUpdateTime: true, showLastUpdateAuthor: true }");
    await prepare(dir);
    const logger = silentLogger();
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger, cache: false });
    const pages = new Map<string, string>();
    for (const file of ['docs/start/index.html', 'docs/Guides/first/index.html', 'docs/new/index.html']) {
      pages.set(file, await readFile(path.join(outDir, file), 'utf8').catch(() => ''));
    }
    return { page: async (file) => pages.get(file) ?? '', lines: logger.lines };
  } finally {
    await cleanup();
  }
}

const lastUpdated = (html: string) => /<span class="theme-last-updated">[\s\S]*?<\/span>/.exec(html)?.[0];

test('from git: the newest commit of each doc, its date (UTC) and author; a doc not committed has no line, and one note says so', async () => {
  const built = await builtMini(async (dir) => {
    git(dir, ['init', '-q']);
    git(dir, ['add', 'content/docs/01-start.md', 'content/docs/02-Guides/01-first.md', 'site.config.ts']);
    git(dir, ['commit', '-qm', 'first'], '2024-01-02T03:04:05Z');
    await appendFile(path.join(dir, 'content/docs/01-start.md'), '\nMore.\n');
    git(dir, ['commit', '-qam', 'second'], '2024-02-03T23:30:00Z', 'Bob');
    await writeFile(path.join(dir, 'content/docs/03-new.md'), '# New\n\nNot committed yet.\n');
  });
  assert.is(
    lastUpdated(await built.page('docs/start/index.html')),
    '<span class="theme-last-updated">Last updated on <b><time datetime="2024-02-03T23:30:00.000Z" itemprop="dateModified">Feb 3, 2024</time></b> by <b>Bob</b></span>',
  );
  assert.is(
    lastUpdated(await built.page('docs/Guides/first/index.html')),
    '<span class="theme-last-updated">Last updated on <b><time datetime="2024-01-02T03:04:05.000Z" itemprop="dateModified">Jan 2, 2024</time></b> by <b>Ann Example</b></span>',
  );
  assert.match(await built.page('docs/start/index.html'), /theme-doc-footer-edit-meta-row"><div class="col"><a href="https:\/\/example\.com\/edit\/01-start\.md"[\s\S]*?<\/a><\/div><div class="col last-updated"><span class="theme-last-updated">/);
  assert.match(await built.page('docs/new/index.html'), /<h1/);
  assert.is(lastUpdated(await built.page('docs/new/index.html')), undefined, 'the uncommitted doc');
  assert.equal(await htmlProblems(await built.page('docs/start/index.html'), 'docs/start/index.html'), [], 'valid HTML');
  assert.equal(built.lines.filter((l) => l.includes('last-update')), ['[INFO] No last-update line from git on 1 doc not committed yet.']);
});

test('front matter last_update overrides git, each part alone', async () => {
  const built = await builtMini(async (dir) => {
    await writeFile(path.join(dir, 'content/docs/01-start.md'), '---\nlast_update:\n  date: 2020-05-06\n---\n# Start\n\nText.\n');
    await writeFile(path.join(dir, 'content/docs/02-Guides/01-first.md'), '---\nlast_update:\n  author: Zoe\n---\n# First\n\nText.\n');
    git(dir, ['init', '-q']);
    git(dir, ['add', '.']);
    git(dir, ['commit', '-qm', 'all'], '2024-01-02T03:04:05Z');
  });
  assert.match(lastUpdated(await built.page('docs/start/index.html'))!, /datetime="2020-05-06T00:00:00\.000Z" itemprop="dateModified">May 6, 2020<\/time><\/b> by <b>Ann Example<\/b>/);
  assert.match(lastUpdated(await built.page('docs/Guides/first/index.html'))!, /Jan 2, 2024<\/time><\/b> by <b>Zoe<\/b>/);
  assert.not.ok(built.lines.some((l) => l.includes('last-update')), 'every doc is committed');
});

test('not a git repository: no line, no failure, one note; front matter still shows', async () => {
  const built = await builtMini((dir) => writeFile(path.join(dir, 'content/docs/01-start.md'), '---\nlast_update:\n  date: 2020-05-06\n  author: Zoe\n---\n# Start\n\nText.\n'));
  assert.is(lastUpdated(await built.page('docs/Guides/first/index.html')), undefined);
  assert.match(lastUpdated(await built.page('docs/start/index.html'))!, /May 6, 2020<\/time><\/b> by <b>Zoe<\/b>/);
  assert.equal(built.lines.filter((l) => l.includes('last-update')), ['[INFO] No last-update line on the docs: the docs folder is not in a git repository.']);
});

test('off (the default): no line and no git, even with last_update in front matter', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await writeFile(path.join(dir, 'content/docs/01-start.md'), '---\nlast_update:\n  date: 2020-05-06\n---\n# Start\n\nText.\n');
    const logger = silentLogger();
    await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger, cache: false });
    const html = await readFile(path.join(dir, 'build/docs/start/index.html'), 'utf8');
    assert.not.match(html, /theme-last-updated/);
    assert.match(html, /<footer class="theme-doc-footer doc-footer"><a href="https:\/\/example\.com\/edit\/01-start\.md"/, 'the edit link alone, as before');
    assert.not.ok(logger.lines.some((l) => l.includes('last-update')));
  } finally {
    await cleanup();
  }
});

test.run();
