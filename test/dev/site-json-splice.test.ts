/**
 * A label saved in `serve` rewrites `site.json` from the bytes kept since the last save
 * (`SiteJsonFile`), the link's old JSON replaced by its new: the file is what the text would be
 * with the same replacements, for any labels (accents, emoji, CJK) and any number of saves; a
 * file another writer changed is read again; an old part met twice or not at all writes nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SiteJsonFile } from '../../src/cli/dev/site-json.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const test = suite('site.json splice');

const link = (label: string, href: string) => JSON.stringify({ type: 'link', label, href });

test('the same as replacing the text, save after save, for any labels', async () => {
  const dir = await tempDir('docsgen-site-json-');
  const file = path.join(dir, 'site.json');
  try {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('$$', '$&', "$'", 'a$`b'))), { minLength: 1, maxLength: 6 }),
        (labels, saves) => {
          let text = JSON.stringify({ sidebars: { docs: labels.map((label, i) => JSON.parse(link(label, `/docs/${i}`))) } });
          writeFileSync(file, text);
          const spliced = new SiteJsonFile(file);
          const current = [...labels];
          for (const [pick, renamed] of saves) {
            const at = pick % current.length;
            const before = link(current[at]!, `/docs/${at}`);
            const after = link(renamed, `/docs/${at}`);
            assert.ok(spliced.splice({ before, after }));
            text = text.replace(before, () => after); // a function: `$$` and `$&` in a label are text
            current[at] = renamed;
            assert.is(readFileSync(file, 'utf8'), text);
          }
        },
      ),
      { numRuns: 150 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file another writer changed is read again; an old part met twice or not at all writes nothing', async () => {
  const dir = await tempDir('docsgen-site-json-');
  const file = path.join(dir, 'site.json');
  try {
    const intro = link('Intro ✨', '/docs/intro');
    writeFileSync(file, `[${intro}]`);
    const spliced = new SiteJsonFile(file);
    assert.ok(spliced.splice({ before: intro, after: link('Début', '/docs/intro') }));
    // A whole build writes it anew, longer.
    writeFileSync(file, `[${intro},${link('Guide', '/docs/guide')}]`);
    assert.ok(spliced.splice({ before: link('Guide', '/docs/guide'), after: link('指南', '/docs/guide') }));
    assert.is(readFileSync(file, 'utf8'), `[${intro},${link('指南', '/docs/guide')}]`);
    writeFileSync(file, `[${intro},${intro}]`);
    assert.not.ok(spliced.splice({ before: intro, after: link('Début', '/docs/intro') }));
    assert.not.ok(spliced.splice({ before: link('Gone', '/docs/gone'), after: intro }));
    assert.is(readFileSync(file, 'utf8'), `[${intro},${intro}]`);
    rmSync(file);
    assert.not.ok(spliced.splice({ before: intro, after: intro }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
