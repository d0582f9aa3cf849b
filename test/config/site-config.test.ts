import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { esbuildError, loadConfig } from '../../src/cli/config/load.ts';
import { UserError } from '../../src/cli/errors.ts';
import { copyFixture, ROOT } from '../helpers/site.ts';

test("this site's config follows the library facts", async () => {
  const config = await loadConfig(ROOT);
  assert.is(config.title, 'Next Export Optimize Images');
  assert.is(config.url, 'https://next-export-optimize-images.vercel.app');
  assert.is(config.baseUrl, '/');
  const labels = config.navbar.items.map((i) => ('label' in i ? i.label : i.type));
  assert.equal(labels, ['Docs', 'GitHub']);
  assert.equal(config.footer?.links.map((c) => c.title), ['General resources', 'More', 'About me']);
  assert.is(config.colorMode.disableSwitch, true);
  assert.is(config.colorMode.respectPrefersColorScheme, true);
  assert.is(config.onBrokenLinks, 'throw');
});

test('a bad config value fails with the file name and one line per problem', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(
      path.join(site.dir, 'site.config.ts'),
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'x', url: 'https://x.dev', navbar: { items: [{ type: 'dco' } as never] }, onBrokenLinks: 'nope' as never });\n`,
    );
    const error = await loadConfig(site.dir).then(() => undefined, (e: unknown) => e);
    assert.instance(error, UserError);
    const message = (error as UserError).format();
    assert.match(message, /^site\.config\.ts: invalid configuration \(2 problems\):/);
    assert.match(message, /navbar\.items\[0\]\.type: expected one of doc, docSidebar, link/);
    assert.match(message, /got "dco"/);
    assert.match(message, /onBrokenLinks: expected one of "ignore", "log", "warn", "throw", got "nope"/);
  } finally {
    await site.cleanup();
  }
});

test('a config that throws something other than an Error: what it threw is the message', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'site.config.ts'), `throw 'set DOCS_TOKEN first';\nexport default {};\n`);
    const error = (await loadConfig(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.is(error.format(), 'site.config.ts: failed while running: set DOCS_TOKEN first');
  } finally {
    await site.cleanup();
  }
});

test('a folder the bundler cannot write to: what failed, and what to change', () => {
  const error = esbuildError({ errors: [{ text: 'Failed to write to output file: open /srv/site/.site.config.1.mjs: permission denied', location: null }] }, 'site.config.ts');
  assert.is(error.format(), 'site.config.ts: Failed to write to output file: open /srv/site/.site.config.1.mjs: permission denied. docsgen writes temporary files there while it builds: make the folder writable.');
});

test('a config with a syntax error names the file and line', async () => {
  const site = await copyFixture('mini');
  try {
    await writeFile(path.join(site.dir, 'site.config.ts'), `export default {\n  title: 'x',,\n};\n`);
    const error = (await loadConfig(site.dir).catch((e: unknown) => e)) as UserError;
    assert.instance(error, UserError);
    assert.match(error.format(), /site\.config\.ts:2: /);
  } finally {
    await site.cleanup();
  }
});

test('a missing config says where it looked', async () => {
  const error = (await loadConfig(path.join(ROOT, 'test')).catch((e: unknown) => e)) as UserError;
  assert.instance(error, UserError);
  assert.match(error.message, /no site\.config\.ts found in .*test/);
});

test.run();
