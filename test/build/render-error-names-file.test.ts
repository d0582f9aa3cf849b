/**
 * A template or page that throws while a route is rendered, or as it is loaded, or a template
 * without a default export: the build fails naming that file and what to do; the previous output
 * stays.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { UserError } from '../../src/cli/errors.ts';
import { copyFixture, miniBuildError, silentLogger } from '../helpers/site.ts';

const BROKEN_PAGE = `export default function Broken() {
  const data: { a?: { b: string } } = {};
  return <p>{data.a!.b}</p>;
}
`;

test('a page that throws: its file, the route, what to do', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const outDir = path.join(dir, 'build');
    await build({ siteDir: dir, outDir, logger: silentLogger() });
    const before = await readFile(path.join(outDir, 'index.html'), 'utf8');
    await writeFile(path.join(dir, 'content/pages/broken.tsx'), BROKEN_PAGE);
    const error = await build({ siteDir: dir, outDir, logger: silentLogger() }).then(() => undefined, (e: unknown) => e);
    assert.instance(error, UserError);
    const text = (error as UserError).format();
    assert.match(text, /^content\/pages\/broken\.tsx: Cannot read properties of undefined \(reading 'b'\) \(raised while rendering \/broken\)\. Fix the template or page/);
    assert.is(await readFile(path.join(outDir, 'index.html'), 'utf8'), before, 'the previous output stays');
  } finally {
    await cleanup();
  }
});

/** The mini fixture with `files` written into it, built: the failure's message. */
function buildError(files: Record<string, string>): Promise<string> {
  return miniBuildError(async (dir) => {
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
  });
}

test('a page or template that throws as it is loaded: its file, not the bundle, and no stack', async () => {
  const page = await buildError({ 'content/pages/boom.tsx': 'throw new Error("module boom");\nexport default function Boom() { return null; }\n' });
  assert.match(page, /^content\/pages\/boom\.tsx: module boom \(raised while loading it\)\. Fix the module/);
  assert.not.match(page, /ssr-|\.mjs|\n\s+at /);
  const template = await buildError({ 'templates/DocPage.tsx': 'throw new Error("template boom");\nexport default function DocPage() { return null; }\n' });
  assert.match(template, /^templates\/DocPage\.tsx: template boom \(raised while loading it\)/);
});

test('a template without a default export is named, before anything renders', async () => {
  const message = await buildError({ 'templates/DocPage.tsx': 'export function DocPage() { return null; }\n' });
  assert.match(message, /^templates\/DocPage\.tsx: has no default export\. The DocPage template must `export default` a React component\./);
});

test('a page module that cannot be read (a link to nothing) is named, not the bundler’s own module', async () => {
  const message = await miniBuildError(async (dir) => {
    await symlink(path.join(dir, 'nowhere.tsx'), path.join(dir, 'content/pages/broken.tsx'));
  });
  assert.match(message, /^content\/pages\/broken\.tsx: cannot be read: ENOENT/);
  assert.not.match(message, /docsgen:/);
});

test.run();
