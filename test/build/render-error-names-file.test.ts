/**
 * A template or page that throws while a route is rendered: the build fails naming that file,
 * the route, and what to do; the previous output stays.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { UserError } from '../../src/cli/errors.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

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

test.run();
