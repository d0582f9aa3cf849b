import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontMatter } from '../../src/cli/content/front-matter.ts';
import { UserError } from '../../src/cli/errors.ts';

test('reads the Docusaurus keys', () => {
  const fm = parseFrontMatter(
    '---\nid: custom\ntitle: T\nsidebar_label: L\nsidebar_position: 3\nslug: /x\ndescription: D\nkeywords: [a, b]\ndraft: true\nhide_title: true\nhide_table_of_contents: false\ntoc_min_heading_level: 2\ntoc_max_heading_level: 4\npagination_prev: null\npagination_next: other\n---\n# Body',
    'doc.md',
  );
  assert.equal(fm, {
    id: 'custom', title: 'T', sidebar_label: 'L', sidebar_position: 3, slug: '/x', description: 'D', keywords: ['a', 'b'],
    draft: true, hide_title: true, hide_table_of_contents: false, toc_min_heading_level: 2, toc_max_heading_level: 4,
    pagination_prev: null, pagination_next: 'other',
  });
});

test('no front matter is an empty object', () => {
  assert.equal(parseFrontMatter('# Just a title\n', 'doc.md'), {});
});

function failure(source: string): UserError {
  try {
    parseFrontMatter(source, 'content/docs/bad.md');
  } catch (error) {
    assert.instance(error, UserError);
    return error as UserError;
  }
  throw new Error('expected a failure');
}

test('invalid YAML fails with file:line and a one-line reason', () => {
  const error = failure('---\ndescription: ok\ntitle: [unclosed\n---\n');
  assert.is(error.file, 'content/docs/bad.md');
  assert.ok(error.line === 3 || error.line === 4, `line ${error.line}`);
  assert.match(error.format(), /^content\/docs\/bad\.md:\d+: front matter is not valid YAML: /);
  assert.not.match(error.format(), /\n/);
});

test('a quote never closed is reported at the line that opens it, not where the parser gave up', () => {
  assert.is(failure("---\ntitle: 'oops\nsidebar_label: Start\n---\n").line, 2);
  assert.is(failure('---\nid: start\ndescription: "half\nsidebar_label: Start\nkeywords: [a]\n---\n').line, 3);
});

test('front matter that is never closed fails at line 1, saying what to add; a rule on top of a doc is not front matter', () => {
  const error = failure('---\ndescription: Where to begin.\n# Start here\n\nText.\n');
  assert.is(error.format(), 'content/docs/bad.md:1: front matter is not closed: it opens with --- on line 1 (then "description: …") and no line --- ends it. Add a line --- after its last key.');
  assert.equal(parseFrontMatter('---\n\nJust a rule, then text.\n', 'doc.md'), {});
  assert.equal(parseFrontMatter('---\n# A heading under a rule\n', 'doc.md'), {});
});

test('a value of the wrong type names the key, its line, what was expected and found', () => {
  const error = failure('---\ndescription: ok\nsidebar_position: first\n---\n');
  assert.is(error.format(), 'content/docs/bad.md:3: front matter sidebar_position: expected a number, got "first"');
});

test('front matter that is not a mapping is rejected', () => {
  assert.match(failure('---\n- a\n- b\n---\n').format(), /front matter must be a mapping/);
});

test.run();
