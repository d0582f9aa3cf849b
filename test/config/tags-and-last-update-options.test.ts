/** The docs options of tags and last updates: defaults, and each mistake named by its key path. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatIssues } from '../../src/cli/config/issues.ts';
import { configSchema } from '../../src/cli/config/schema.ts';

const minimal = { title: 'T', url: 'https://example.com' };
const problems = (docs: unknown) => {
  const result = configSchema.safeParse({ ...minimal, docs });
  return result.success ? [] : formatIssues(result.error.issues, { ...minimal, docs });
};

test('defaults: tags.yml when present, inline tags warn, tag pages under tags/, no last-update line', () => {
  const { docs } = configSchema.parse(minimal);
  assert.is(docs.tags, undefined);
  assert.is(docs.onInlineTags, 'warn');
  assert.is(docs.tagsBasePath, 'tags');
  assert.is(docs.showLastUpdateTime, false);
  assert.is(docs.showLastUpdateAuthor, false);
  assert.equal(problems({ tags: null, onInlineTags: 'throw', showLastUpdateTime: true, showLastUpdateAuthor: true }), []);
  assert.equal(problems({ tags: false }), []);
  assert.equal(problems({ tags: 'meta/tags.yml' }), []);
});

test('mistakes are named by their key path, with what was expected and found', () => {
  assert.equal(problems({ onInlineTags: 'loud' }), ['docs.onInlineTags: expected one of "ignore", "log", "warn", "throw", got "loud"']);
  assert.match(problems({ showLastUpdateTime: 'yes' })[0]!, /^docs\.showLastUpdateTime: expected (a )?boolean/);
  assert.match(problems({ showLastUpdateAuthor: 1 })[0]!, /^docs\.showLastUpdateAuthor: expected (a )?boolean/);
  assert.match(problems({ tags: true })[0]!, /^docs\.tags: /);
  assert.match(problems({ tagsBasePath: '/tags/' })[0]!, /^docs\.tagsBasePath: expected a path without leading or trailing "\/"/);
  assert.match(problems({ showLastUpdate: true })[0]!, /unknown key "showLastUpdate"/);
});

test.run();
