/**
 * Typos as a reader makes them: a letter left out, added, changed, or two swapped, each one typo;
 * four letters allow one, eight two; a word being typed is compared with the start of a word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allowedTypos, prefixTypos, typos } from '../../src/runtime/search/providers/typos.ts';

test('each kind of typo counts one', () => {
  assert.is(typos('qualti', 'qualiti', 2), 1, 'left out');
  assert.is(typos('qualliti', 'qualiti', 2), 1, 'added');
  assert.is(typos('qualoti', 'qualiti', 2), 1, 'changed');
  assert.is(typos('pictru', 'pictur', 2), 1, 'swapped');
  assert.is(typos('kitten', 'sitting', 5), 3);
  assert.is(typos('same', 'same', 1), 0);
});

test('counting stops past the most allowed', () => {
  assert.is(typos('abcdef', 'uvwxyz', 1), 2);
  assert.is(typos('a', 'abcdef', 2), 3, 'lengths too far apart');
});

test('short words allow no typo, four letters one, eight two', () => {
  assert.equal([3, 4, 7, 8, 12].map(allowedTypos), [0, 1, 1, 2, 2]);
});

test('a word being typed is compared with the start of a word', () => {
  assert.is(prefixTypos('qualt', 'qualiti', 1), 1, '`quali`');
  assert.is(prefixTypos('pictu', 'pictur', 1), 0, 'a start of it');
  assert.is(prefixTypos('pictr', 'pictur', 1), 1, 'a letter left out: `pictur`');
  assert.is(prefixTypos('qulai', 'qualiti', 1), 1, 'swapped');
  assert.is(prefixTypos('sharpoptin', 'sharpopt', 2), 2, 'a shorter word is compared whole');
  assert.is(prefixTypos('xyzab', 'pictur', 1), 2);
});

test.run();
