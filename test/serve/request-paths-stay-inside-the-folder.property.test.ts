/**
 * Property: whatever request target a client sends (segments of `..`, `.`, `%2e`, `%2f`, `%5c`,
 * backslashes, unicode, control characters, double encodings, in any mix), the request guard
 * either refuses it with 400 or the path it resolves to is inside the output folder. fast-check
 * generates the targets; a fixed number of runs keeps the test's time and coverage the same.
 */
import path from 'node:path';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { filePathFor, guardRequest } from '../../src/cli/serve/request-guard.ts';

const ROOT = path.resolve('/srv/site/build');

/** Pieces a hostile path is made of, raw or encoded once or twice. */
const piece = fc.oneof(
  fc.constantFrom('..', '.', '%2e', '%2E', '%2e%2e', '.%2e', '%2e.', '%252e%252e', '%2f', '%2F', '%5c', '%5C', '%252f', '\\', '..\\', '%c0%ae', '%00', '%0a', '%7f', '~', '', 'docs', 'index.html', '..%2f', '%u002e', '..;'),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
  fc.string({ maxLength: 4 }).map((text) => encodeURIComponent(text)),
  fc.string({ maxLength: 4 }).map((text) => encodeURIComponent(encodeURIComponent(text))),
  fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0xff }).map((code) => `%${code.toString(16).padStart(2, '0')}`),
);

/** A target: path segments joined by `/` (or a backslash), with an optional query and absolute form. */
const target = fc
  .tuple(
    fc.array(piece, { minLength: 1, maxLength: 8 }),
    fc.constantFrom('/', '\\', '//'),
    fc.constantFrom('', '?x=1', '?a/../b', '#..'),
    fc.constantFrom('', 'http://127.0.0.1:3000', 'HTTP://evil'),
  )
  .map(([segments, separator, tail, origin]) => `${origin}/${segments.join(separator)}${tail}`);

test('every generated request target is refused with 400 or resolves inside the output folder', () => {
  fc.assert(
    fc.property(target, (url) => {
      const verdict = guardRequest('GET', url);
      if (!verdict.ok) return verdict.status === 400;
      const resolved = filePathFor(ROOT, verdict.decoded);
      // The guard must not pass a path that leaves the folder (filePathFor says undefined then).
      if (resolved === undefined) return false;
      const relative = path.relative(ROOT, resolved);
      return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
    }),
    { numRuns: 2000, seed: 31 },
  );
});

test('the resolver itself refuses what the guard would: a way out of the folder resolves to nothing', () => {
  for (const escape of ['/../etc/passwd', '/docs/../../etc', '/..', '../x']) {
    assert.is(filePathFor(ROOT, escape), undefined, escape);
  }
  assert.is(filePathFor(ROOT, '/docs/intro/index.html'), path.join(ROOT, 'docs/intro/index.html'));
  assert.is(filePathFor(ROOT, '/'), ROOT);
  // A name that starts with two dots is a name: found once by this very test.
  assert.is(filePathFor(ROOT, '/..;/'), path.join(ROOT, '..;'));
});

test.run();
