/**
 * Issue 31's attacks, replayed as a contributor's pull request would bring them: a slug, a
 * category slug, an image path, symbolic links in the docs and static folders, file names a URL
 * cannot hold, files that are not text. Each build stops with the file (and line) to fix, writes
 * nothing outside its output folder, and leaves the previous output as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { UserError } from '../../src/cli/errors.ts';
import { copyFixture, editConfig, silentLogger } from '../helpers/site.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const CLIMB = '/..'.repeat(30);

/**
 * The mini site built once, then changed by `change` and built again: the second build must fail
 * with a UserError (returned formatted), and the first build's output must be intact.
 */
async function refusedBuild(change: (dir: string) => Promise<void>): Promise<string> {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const before = await readFile(path.join(outDir, 'docs/start/index.html'), 'utf8');
    await change(dir);
    const error = await build({ siteDir: dir, outDir, logger: silentLogger() }).then(() => undefined, (e: unknown) => e);
    if (!(error instanceof UserError)) throw new Error(`expected the build to fail with a UserError, got ${String(error)}`);
    assert.is(await readFile(path.join(outDir, 'docs/start/index.html'), 'utf8'), before, 'the previous output is intact');
    return error.format();
  } finally {
    await cleanup();
  }
}

/** A folder outside the site standing for someone's project, with a file a write would replace. */
async function victim(): Promise<string> {
  const dir = path.join(await tempDir('docsgen-victim-'), 'victim');
  await mkdir(dir);
  await writeFile(path.join(dir, 'package.json'), '{"name":"victim"}');
  return dir;
}

const doc = (dir: string, name: string, text: string) => writeFile(path.join(dir, 'content/docs', name), text);

test('a slug climbing out of the site writes nothing there: refused at its line', async () => {
  const target = await victim();
  const message = await refusedBuild((dir) => doc(dir, 'leak.md', `---\ntitle: Leak\nslug: ${CLIMB}${target}/package\n---\n\nHi.\n`));
  assert.match(message, /^content\/docs\/leak\.md:3: the URL ".*" made from its slug ".*" has a "\." or "\.\." segment, which would point at another folder\. Change the slug\./);
  assert.equal(readdirSync(target), ['package.json']);
  assert.is(await readFile(path.join(target, 'package.json'), 'utf8'), '{"name":"victim"}');
});

test("a category's link.slug climbing out is refused at its line in the _category_ file", async () => {
  const target = await victim();
  const message = await refusedBuild((dir) =>
    writeFile(path.join(dir, 'content/docs/02-Guides/_category_.json'), JSON.stringify({ label: 'Guides', link: { type: 'generated-index', slug: `${CLIMB}${target}` } }, null, 2)),
  );
  assert.match(message, /^content\/docs\/02-Guides\/_category_\.json:5: the URL ".*" of the category's generated page, made from its link\.slug ".*", has a "\." or "\.\." segment/);
  assert.equal(readdirSync(target), ['package.json']);
});

test('a _category_ file that is a link out of the site is refused at the link, even beside a file of the same name in capitals', async () => {
  const outside = path.join(await victim(), 'secret.json');
  await writeFile(outside, '{ "label": "the secret" }');
  const category = (dir: string) => path.join(dir, 'content/docs/02-Guides/_category_.json');
  const linked = await refusedBuild(async (dir) => {
    await rm(category(dir));
    await symlink(outside, category(dir));
  });
  assert.match(linked, /^content\/docs\/02-Guides\/_category_\.json: resolves to .*secret\.json, outside the site folder\./);
  // The scan reads `_category_.json` by that name; the plain file beside it must not vouch for the link.
  const beside = await refusedBuild(async (dir) => {
    await rename(category(dir), path.join(dir, 'content/docs/02-Guides/_CATEGORY_.JSON'));
    await symlink(outside, category(dir));
  });
  assert.match(beside, /^content\/docs\/02-Guides\/_category_\.json: resolves to .*secret\.json, outside the site folder\./);
});

test('an image path out of the site is refused at its line, and nothing is published', async () => {
  const message = await refusedBuild((dir) => doc(dir, 'pw.md', `# Passwords\n\n![pw](${'../'.repeat(30)}etc/passwd)\n`));
  assert.match(message, /^content\/docs\/pw\.md:3: (\.\.\/)+etc\/passwd resolves to \/etc\/passwd, outside the site folder\./);
});

test('a file link out of the site is refused too', async () => {
  const message = await refusedBuild((dir) => doc(dir, 'pw.md', `# Passwords\n\nSee [the list](${'../'.repeat(30)}etc/passwd.txt).\n`));
  // Not there: a missing file is the link gate's broken link; there, it would be published.
  assert.not.match(message, /passwd.*outside/);
  // A link beside the docs is refused by the scan at the link itself; one elsewhere in the site, where the doc names it.
  const beside = await refusedBuild(async (dir) => {
    await symlink('/etc/passwd', path.join(dir, 'content/docs/list.txt'));
    await doc(dir, 'pw.md', '# Passwords\n\nSee [the list](./list.txt).\n');
  });
  assert.match(beside, /^content\/docs\/list\.txt: resolves to \/etc\/passwd, outside the site folder\./);
  const elsewhere = await refusedBuild(async (dir) => {
    await mkdir(path.join(dir, 'files'));
    await symlink('/etc/passwd', path.join(dir, 'files/list.txt'));
    await doc(dir, 'pw.md', '# Passwords\n\nSee [the list](../../files/list.txt).\n');
  });
  assert.match(elsewhere, /^content\/docs\/pw\.md:3: \.\.\/\.\.\/files\/list\.txt resolves to \/etc\/passwd, outside the site folder\./);
});

test('a doc that is a link out of the site is refused at the link, naming where it points', async () => {
  const message = await refusedBuild((dir) => symlink('/etc/passwd', path.join(dir, 'content/docs/leak.md')));
  assert.match(message, /^content\/docs\/leak\.md: resolves to \/etc\/passwd, outside the site folder\./);
});

test('a folder of docs that links to a folder holding it is refused (the scan would never end)', async () => {
  const message = await refusedBuild((dir) => symlink('..', path.join(dir, 'content/docs/02-Guides/again')));
  assert.match(message, /^content\/docs\/02-Guides\/again: is a symbolic link to .*content\/docs, a folder that holds the link itself/);
});

test('a broken link among the docs is an error, not a silent drop', async () => {
  const message = await refusedBuild((dir) => symlink('gone.md', path.join(dir, 'content/docs/dangling.md')));
  assert.match(message, /^content\/docs\/dangling\.md: is a symbolic link to .*gone\.md, which does not exist\. Fix the link or remove it\./);
});

test('a link in static/ to a folder out of the site is refused; so is a broken one', async () => {
  const out = await refusedBuild(async (dir) => {
    await mkdir(path.join(dir, 'content/static/files'), { recursive: true });
    await symlink('/etc', path.join(dir, 'content/static/files/etc'));
  });
  assert.match(out, /^content\/static\/files\/etc: resolves to \/etc, outside the site folder\./);
  const broken = await refusedBuild(async (dir) => {
    await mkdir(path.join(dir, 'content/static/img'), { recursive: true });
    await writeFile(path.join(dir, 'content/static/img/logo.svg'), '<svg/>');
    await symlink('missing.png', path.join(dir, 'content/static/img/hero.png'));
  });
  assert.match(broken, /^content\/static\/img\/hero\.png: is a symbolic link to .*missing\.png, which does not exist/);
});

test('the docs or static folder itself turned into a link out of the site is refused', async () => {
  const docs = await refusedBuild(async (dir) => {
    const { rename } = await import('node:fs/promises');
    await rename(path.join(dir, 'content/docs'), path.join(dir, 'docs-moved'));
    await symlink('/usr/share/doc', path.join(dir, 'content/docs'));
  });
  assert.match(docs, /^content\/docs: resolves to \/usr\/share\/doc, outside the site folder\./);
  const assets = await refusedBuild((dir) => symlink('/etc', path.join(dir, 'content/static')));
  assert.match(assets, /^content\/static: resolves to \/etc, outside the site folder\./);
});

test('a docs folder the config names outside the site is read (a monorepo)', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const { rename } = await import('node:fs/promises');
    const shared = path.join(path.dirname(dir), 'shared-docs');
    await rename(path.join(dir, 'content/docs'), shared);
    await mkdir(path.join(shared, 'img'));
    await writeFile(path.join(shared, 'img/dot.png'), 'png bytes');
    await writeFile(path.join(shared, 'pic.md'), '# Pic\n\n![dot](./img/dot.png)\n');
    await editConfig(dir, "docs: { editUrl: 'https://example.com/edit/' },", "docs: { editUrl: 'https://example.com/edit/', path: '../shared-docs' },");
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    assert.match(await readFile(path.join(outDir, 'docs/pic/index.html'), 'utf8'), /<img src="\/assets\/images\/dot-[0-9a-f]{8}\.png"/);
  } finally {
    await cleanup();
  }
});

test('links that stay inside the site are followed: a doc, a static folder, an image', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await mkdir(path.join(dir, 'shared/img'), { recursive: true });
    await writeFile(path.join(dir, 'shared/note.md'), '# Shared note\n\nFrom elsewhere in the repository.\n');
    await writeFile(path.join(dir, 'shared/img/dot.png'), 'png bytes');
    await symlink('../../shared/note.md', path.join(dir, 'content/docs/note.md'));
    await mkdir(path.join(dir, 'content/static'), { recursive: true });
    await symlink('../../shared/img', path.join(dir, 'content/static/img'));
    await doc(dir, 'pic.md', '# Pic\n\n![dot](../../shared/img/dot.png)\n');
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    assert.match(await readFile(path.join(outDir, 'docs/note/index.html'), 'utf8'), /From elsewhere in the repository/);
    assert.is(await readFile(path.join(outDir, 'img/dot.png'), 'utf8'), 'png bytes');
    assert.match(await readFile(path.join(outDir, 'docs/pic/index.html'), 'utf8'), /<img src="\/assets\/images\/dot-[0-9a-f]{8}\.png"/);
  } finally {
    await cleanup();
  }
});

for (const [file, char] of [['50%off.md', '"%"'], ['a#b.md', '"#"'], ['what?.md', '"\\?"']] as const) {
  test(`a file named ${file} is refused with what to rename`, async () => {
    const message = await refusedBuild((dir) => doc(dir, file, '# Offer\n'));
    assert.match(message, new RegExp(`^content/docs/${file.replace(/[?]/g, '\\?')}: the URL ".*" made from its file and folder names holds ${char}.*Rename the file or folder, or give the doc a slug in its front matter\\.`));
  });
}

test('a slug can fix such a name: the doc is built at its slug', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    await doc(dir, '50%off.md', '---\nslug: /offer\n---\n# Offer\n');
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    assert.ok(existsSync(path.join(outDir, 'docs/offer/index.html')));
  } finally {
    await cleanup();
  }
});

test('a binary file or a file that is not UTF-8 named .md is refused, naming the file', async () => {
  const binary = await refusedBuild((dir) => writeFile(path.join(dir, 'content/docs/logo.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])));
  assert.match(binary, /^content\/docs\/logo\.md: holds binary data \(a NUL byte\) at line 3: a doc must be UTF-8 text\./);
  const latin1 = await refusedBuild((dir) => writeFile(path.join(dir, 'content/docs/cafe.md'), Buffer.from('# Caf\xe9\n\nCr\xe8me.\n', 'latin1')));
  assert.match(latin1, /^content\/docs\/cafe\.md:1: is not UTF-8 text \(byte 0xe9 at line 1 is not UTF-8\): save it as UTF-8/);
});

test.run();
