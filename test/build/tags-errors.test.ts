/**
 * Tags that cannot be built stop the build with a message at their file and line: an inline tag
 * with `onInlineTags: 'throw'`, a permalink that would leave the tags folder or is not a plain
 * URL, a tags file that is missing, empty or gives two tags one page, a bad docs option.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rm, symlink, writeFile } from 'node:fs/promises';
import { tempDir } from '../helpers/temp-dir.ts';
import path from 'node:path';
import { editConfig, fixtureBuildError } from '../helpers/site.ts';

const tagsError = (change: (dir: string) => Promise<void>) => fixtureBuildError('tags', change);

test("onInlineTags: 'throw' fails at the doc's tags line, naming the tag and the known ones", async () => {
  const message = await tagsError((dir) => editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'throw'"));
  assert.match(message, /^content\/docs\/02-Guides\/01-first\.md:3: tags \[Inline Tag\] are not defined in content\/docs\/tags\.yml\. Known tags: getting-started, api, howto\./);
});

test('a front matter permalink with ".." is an error at its line, never a page outside the tags folder', async () => {
  const message = await tagsError((dir) =>
    writeFile(path.join(dir, 'content/docs/02-Guides/02-second.md'), '---\ntitle: Second\ntags:\n  - label: Escape\n    permalink: /../../../escaped\n---\n# Second\n'),
  );
  assert.match(message, /^content\/docs\/02-Guides\/02-second\.md:5: the URL "\/docs\/tags\/\.\.\/\.\.\/\.\.\/escaped" of the page of tag "Escape", made from its permalink "\/\.\.\/\.\.\/\.\.\/escaped", has a "\." or "\.\." segment/);
});

test('a tags.yml permalink with "%" is an error at its line in tags.yml', async () => {
  const message = await tagsError((dir) => writeFile(path.join(dir, 'content/docs/tags.yml'), 'getting-started:\n  label: Getting started\napi:\n  label: API\n  permalink: /a%20b\nhowto:\n'));
  assert.match(message, /^content\/docs\/tags\.yml:5: the URL "\/docs\/tags\/a%20b" of the page of tag "API", made from its permalink "\/a%20b", holds "%"/);
});

test('a tag page at a doc URL is refused, naming both', async () => {
  const message = await tagsError((dir) => writeFile(path.join(dir, 'content/docs/03-untagged.md'), '---\nslug: /tags/api\n---\n# Untagged\n'));
  assert.match(message, /URL \/docs\/tags\/api is made twice: by the doc content\/docs\/03-untagged\.md and by the page of a tag from content\/docs\/tags\.yml/);
});

test('docs.tags naming a missing file, an empty tags file, two tags with one permalink', async () => {
  const missing = await tagsError((dir) => editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'warn', tags: 'nope.yml'"));
  assert.match(missing, /^site\.config\.ts: docs\.tags: the tags file content\/docs\/nope\.yml does not exist\./);
  const empty = await tagsError((dir) => writeFile(path.join(dir, 'content/docs/tags.yml'), '\n'));
  assert.match(empty, /^content\/docs\/tags\.yml: the tags file is empty\./);
  const twice = await tagsError((dir) => writeFile(path.join(dir, 'content/docs/tags.yml'), 'api:\n  label: API\nother:\n  permalink: /api\n'));
  assert.match(twice, /^content\/docs\/tags\.yml:3: tags "api" and "other" have one permalink, \/api/);
  const shape = await tagsError((dir) => writeFile(path.join(dir, 'content/docs/tags.yml'), 'api:\n  label: API\n  colour: red\n'));
  assert.match(shape, /^content\/docs\/tags\.yml:1: tags file: /);
  assert.match(shape, /colour/);
});

test('a tags file that is a link to a file outside the site is refused, not read', async () => {
  const outside = path.join(await tempDir('docsgen-outside-'), 'secret.yml');
  await writeFile(outside, 'secret:\n  label: Do not publish\n');
  const message = await tagsError(async (dir) => {
    await rm(path.join(dir, 'content/docs/tags.yml'));
    await symlink(outside, path.join(dir, 'content/docs/tags.yml'));
  });
  assert.match(message, /^content\/docs\/tags\.yml: /);
  assert.not.match(message, /Do not publish/);
});

test('bad tags front matter and bad docs options are named at their line or key', async () => {
  const badTag = await tagsError((dir) => writeFile(path.join(dir, 'content/docs/03-untagged.md'), '---\ntitle: Untagged\ntags:\n  - label: No permalink\n---\n# Untagged\n'));
  assert.match(badTag, /^content\/docs\/03-untagged\.md:3: front matter tags/);
  const badOption = await tagsError((dir) => editConfig(dir, "onInlineTags: 'warn'", "onInlineTags: 'loud'"));
  assert.match(badOption, /docs\.onInlineTags/);
  assert.match(badOption, /ignore|warn|throw/);
  const badLastUpdate = await tagsError((dir) => writeFile(path.join(dir, 'content/docs/03-untagged.md'), '---\ntitle: Untagged\nlast_update:\n  date: not a date\n---\n# Untagged\n'));
  assert.match(badLastUpdate, /^content\/docs\/03-untagged\.md:3: front matter last_update\.date/);
});

test.run();
