/**
 * A save in `serve` gets the same walls as a build (issue 31): a doc saved with a slug climbing
 * out of the site, or saved as a link to a file outside it, is reported with its file and line,
 * writes nothing outside the output folder, and keeps the last good output served.
 */
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { classify } from '../../src/cli/dev/watch.ts';
import { devSessionSuite } from '../helpers/dev-session.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const test = devSessionSuite('serve: a saved doc stays inside the site', 'shell');

const docs = (dir: string) => path.join(dir, 'content/docs');

test('a slug climbing out, saved into a doc, is reported at its line and writes nothing outside', async (context) => {
  const victim = path.join(await tempDir('docsgen-victim-'), 'victim');
  await mkdir(victim);
  await writeFile(path.join(victim, 'package.json'), '{"name":"victim"}');
  const file = path.join(docs(context.dir), '02-Guides/01-first.md');
  const page = path.join(context.out, 'docs/Guides/first/index.html');
  const before = await readFile(page, 'utf8');
  const original = await readFile(file, 'utf8');
  await writeFile(file, `---\nslug: ${'/..'.repeat(30)}${victim}/package\n---\n${original}`);
  await context.session.enqueue(classify('change', file, docs(context.dir))!);
  assert.match(context.events.failed.at(-1) ?? '', /content\/docs\/02-Guides\/01-first\.md:2: the URL ".*" made from its slug .* has a "\." or "\.\." segment/);
  assert.equal(await readdir(victim), ['package.json']);
  assert.is(await readFile(page, 'utf8'), before, 'the last good page is still served');
  await writeFile(file, original);
  await context.session.enqueue(classify('change', file, docs(context.dir))!);
});

test('a doc replaced by a link to a file outside the site is refused at the link', async (context) => {
  const file = path.join(docs(context.dir), '02-Guides/01-first.md');
  const original = await readFile(file, 'utf8');
  await rm(file);
  await symlink('/etc/passwd', file);
  await context.session.enqueue(classify('change', file, docs(context.dir))!);
  assert.match(context.events.failed.at(-1) ?? '', /content\/docs\/02-Guides\/01-first\.md: resolves to \/etc\/passwd, outside the site folder/);
  const served = await readFile(path.join(context.out, 'docs/Guides/first/index.html'), 'utf8');
  assert.not.match(served, /root:x:0:0/);
  await rm(file);
  await writeFile(file, original);
});

test.run();
