/**
 * The scan names each doc and folder by its path below the site (and the docs folder) with
 * `relativePosix`, which slices where the walk joined a name onto the folder: for any folder and
 * any path, the same as `path.relative`, made posix.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import path from 'node:path';
import { relativePosix, toPosix } from '../../src/cli/content/scan.ts';

const test = suite('relativePosix');

const segment = fc.oneof(fc.constantFrom('', '.', '..', '...', 'docs', '01-intro.md', '_category_.json', 'a b', 'é', '.hidden'), fc.string({ maxLength: 6 }).filter((s) => !s.includes('\0')));
const absolute = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);

test('as path.relative gives it, for any folder and a path joined onto it or not', () => {
  fc.assert(
    fc.property(absolute, fc.array(segment, { minLength: 1, maxLength: 6 }), fc.boolean(), absolute, (root, parts, joined, other) => {
      const file = joined ? `${root}/${parts.join('/')}` : other;
      assert.is(relativePosix(root, file), toPosix(path.relative(root, file)), `${root} → ${file}`);
    }),
    { numRuns: 5000 },
  );
});

test('the walk\'s own paths are sliced as they are', () => {
  assert.is(relativePosix('/site', '/site/content/docs/01-intro.md'), 'content/docs/01-intro.md');
  assert.is(relativePosix('/site/content/docs', '/site/content/docs'), '');
  assert.is(relativePosix('/site', '/elsewhere/docs/a.md'), '../elsewhere/docs/a.md');
});

test.run();
