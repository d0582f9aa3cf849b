/**
 * Every page of the real site is valid HTML (html-validate, recommended rules minus style-only ones).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { buildRealSite } from '../helpers/site.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style preferences, not validity.
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    // React writes camel-cased attributes like maxLength / itemProp; HTML is case-insensitive.
    'attr-case': 'off',
    // Shiki's colour spans and our inline head scripts are intended.
    'no-raw-characters': 'off',
    // HTML5 allows any id without spaces; Markdown slugs may start with a digit.
    'valid-id': ['error', { relaxed: true }],
    // The skip link's region is `<div role="region">` as Docusaurus writes it (a site's CSS and
    // tests may target it); a `<section>` would be the same landmark.
    'prefer-native-element': ['error', { exclude: ['region'] }],
  },
});

test('every built page validates', async () => {
  const { outDir } = await buildRealSite();
  const files = ((await readdir(outDir, { recursive: true })) as string[]).filter((f) => f.endsWith('.html'));
  assert.ok(files.length >= 17, `${files.length} pages`);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(await readFile(path.join(outDir, file), 'utf8'), file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  assert.equal(problems, []);
});

test.run();
