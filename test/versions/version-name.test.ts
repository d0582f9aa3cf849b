/**
 * The version names `docsgen docs:version` accepts: generated names (fast-check, from an alphabet
 * heavy in what breaks paths and URLs) are refused, or make one plain folder inside the site and
 * one URL segment; every name Docusaurus refuses is refused; everyday names pass.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isInside } from '../../src/cli/confine/output-path.ts';
import { siteWriteTarget } from '../../src/cli/confine/site-path.ts';
import { versionNameProblem } from '../../src/cli/versions/version-name.ts';

const RUNS = { numRuns: 3000, seed: 37 } as const;
const SITE = mkdtempSync(path.join(os.tmpdir(), 'docsgen-version-name-'));

const piece = fc.constantFrom('.', '..', '/', '\\', '%', '%2e', '#', '?', '*', ':', '<', '"', '|', '\0', '\n', '\u007f', '\u200b', '\u202e', ' ', '1', '0', 'v', 'a', 'é', '-', '_', '~', 'current', 'C:', 'x'.repeat(20));
const name = fc.oneof(fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')), fc.string({ maxLength: 40 }));

/** Docusaurus's own rules (versions/validation.ts), restated: what it refuses. */
function docusaurusRefuses(n: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !n.trim() || /[/\\]/.test(n) || /.{33,}/.test(n) || /[<>:"|?*\x00-\x1F]/.test(n) || /^\.\.?$/.test(n);
}

test('any name is refused, or is one plain folder in versioned_docs and one URL segment', () => {
  fc.assert(
    fc.property(name, (n) => {
      if (versionNameProblem(n) !== undefined) return true;
      const folder = siteWriteTarget(SITE, `versioned_docs/version-${n}`);
      const docs = path.join(SITE, 'versioned_docs');
      return path.dirname(folder) === docs && isInside(folder, docs) && !n.includes('..') && !/[\s.]$/.test(n) && !/[#%?/\\]/.test(n) && decodeURIComponent(encodeURIComponent(n)) === n;
    }),
    RUNS,
  );
});

test('every name Docusaurus refuses is refused', () => {
  fc.assert(
    fc.property(name, (n) => !docusaurusRefuses(n) || versionNameProblem(n) !== undefined),
    RUNS,
  );
});

test('everyday names pass; the ones the brief names are refused, each with its reason', () => {
  for (const ok of ['1.0.0', '2.0', 'v3', '2.0.0-beta.1', 'next-gen', 'legacy_1', 'été', 'x'.repeat(32)]) assert.is(versionNameProblem(ok), undefined, ok);
  const refused: Record<string, RegExp> = {
    '': /empty/,
    '   ': /empty/,
    'a/b': /slash/,
    'a\\b': /backslash/,
    '..': /\.\./,
    '.': /"\."/,
    '1..2': /\.\./,
    'a\u0000b': /control/,
    'a\nb': /control/,
    'a\u202eb': /invisible/,
    'a?b': /reserved/,
    'a#b': /reserved/,
    'a%2e': /reserved/,
    'C:': /reserved/,
    ' 1.0': /space/,
    '1.0.': /dot/,
    current: /docs folder/,
    ['x'.repeat(33)]: /32 characters/,
  };
  for (const [n, reason] of Object.entries(refused)) assert.match(versionNameProblem(n) ?? '', reason, JSON.stringify(n));
});

test.run();
