/**
 * Every page of the real site is valid HTML (html-validate, recommended rules minus style-only
 * ones: test/helpers/html-validity.ts says which and why).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlProblems } from '../helpers/html-validity.ts';
import { buildRealSite } from '../helpers/site.ts';

test('every built page validates', async () => {
  const { outDir } = await buildRealSite();
  const files = ((await readdir(outDir, { recursive: true })) as string[]).filter((f) => f.endsWith('.html'));
  assert.ok(files.length >= 17, `${files.length} pages`);
  const problems: string[] = [];
  for (const file of files) problems.push(...(await htmlProblems(await readFile(path.join(outDir, file), 'utf8'), file)));
  assert.equal(problems, []);
});

test.run();
