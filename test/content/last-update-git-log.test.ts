/**
 * The one-pass `git log` reader: fields end with NUL, a commit's header starts with U+001E, its
 * files follow; the newest commit a file appears in is its last change. Fed in any chunking.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitLogParser, lastUpdateHtml, lastUpdateOf } from '../../src/cli/content/last-update.ts';

// What `git log --format=%x1e%ct %an --name-only -z` prints for two commits, the newest first.
const LOG = '\u001e1706843045 Bob\0\na/one.md\0\u001e1704164645 Ann Example\0\na/one.md\0tw o.md\0été/ß.md\0';

test('the newest commit of each file wins; names with spaces and non-ASCII letters are kept', () => {
  const parser = new GitLogParser();
  parser.push(LOG);
  const files = parser.end();
  assert.equal(Object.fromEntries(files), {
    'a/one.md': { at: 1706843045000, by: 'Bob' },
    'tw o.md': { at: 1704164645000, by: 'Ann Example' },
    'été/ß.md': { at: 1704164645000, by: 'Ann Example' },
  });
});

test('the same answer whatever the chunks (split inside a field, inside a UTF-8 letter)', () => {
  const bytes = Buffer.from(LOG, 'utf8');
  const whole = new GitLogParser();
  whole.push(bytes);
  const expected = Object.fromEntries(whole.end());
  for (let size = 1; size <= 7; size++) {
    const parser = new GitLogParser();
    for (let i = 0; i < bytes.length; i += size) parser.push(bytes.subarray(i, i + size));
    assert.equal(Object.fromEntries(parser.end()), expected, `chunks of ${size} bytes`);
  }
});

test('an empty log (no commit yet) knows no file', () => {
  const parser = new GitLogParser();
  parser.push('');
  assert.is(parser.end().size, 0);
});

test('front matter last_update overrides git; each part only when the config shows it', () => {
  const git = { at: Date.UTC(2024, 1, 2), by: 'Bob' };
  const both = { showLastUpdateTime: true, showLastUpdateAuthor: true };
  assert.equal(lastUpdateOf(both, {}, git), { at: git.at, by: 'Bob' });
  assert.equal(lastUpdateOf(both, { last_update: { author: 'Zoe' } }, git), { at: git.at, by: 'Zoe' });
  assert.equal(lastUpdateOf(both, { last_update: { date: '2020-05-06' } }, undefined), { at: Date.UTC(2020, 4, 6) });
  assert.equal(lastUpdateOf({ showLastUpdateTime: false, showLastUpdateAuthor: true }, {}, git), { by: 'Bob' });
  assert.is(lastUpdateOf({ showLastUpdateTime: true, showLastUpdateAuthor: false }, {}, undefined), undefined);
});

test('the line reads as Docusaurus writes it, the date in UTC', () => {
  assert.is(
    lastUpdateHtml({ at: Date.UTC(2024, 1, 2, 23, 30), by: 'Ann <Example>' }, 'en'),
    '<span class="theme-last-updated">Last updated on <b><time datetime="2024-02-02T23:30:00.000Z" itemprop="dateModified">Feb 2, 2024</time></b> by <b>Ann &lt;Example&gt;</b></span>',
  );
  assert.is(lastUpdateHtml({ by: 'Bob' }, 'en'), '<span class="theme-last-updated">Last updated by <b>Bob</b></span>');
});

test.run();
