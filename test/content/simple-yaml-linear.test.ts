/**
 * The quick front matter reader on hostile lines: a value with a long run of spaces inside used
 * to take time quadratic in its length (a 400 KB line, over a minute of one core), and a key with
 * only blanks after it read as "" where YAML reads null. The property: what it accepts is what
 * `yaml` gives.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parse } from 'yaml';
import { readSimpleMapping } from '../../src/cli/content/simple-yaml.ts';

test('a long run of blanks inside or after a value is read in linear time', () => {
  const started = performance.now();
  assert.equal(readSimpleMapping(`title: x${' '.repeat(100_000)}y`), { title: `x${' '.repeat(100_000)}y` });
  assert.equal(readSimpleMapping(`title: x${' \t'.repeat(50_000)}`), { title: 'x' });
  assert.is(readSimpleMapping(`title: x${' '.repeat(100_000)}:`), undefined);
  assert.ok(performance.now() - started < 500, `took ${Math.round(performance.now() - started)} ms`);
});

test('a key with only blanks after it is left to yaml (which reads null, not "")', () => {
  assert.is(readSimpleMapping('title:   '), undefined);
  assert.is(readSimpleMapping('title:\t'), undefined);
});

test('property: whatever it accepts, yaml reads the same', () => {
  const part = fc.constantFrom('a', 'b', 'title', ':', ' ', '\t', '"', "'", '1', '.', '-', 'true', '#', '\n');
  fc.assert(
    fc.property(fc.array(part, { maxLength: 24 }).map((p) => p.join('')), (text) => {
      const quick = readSimpleMapping(text);
      if (quick !== undefined) assert.equal(quick, parse(text) ?? {});
    }),
    { numRuns: 3000 },
  );
});

test.run();
