/**
 * How far a misspelled query word is from an index word, in typos: a letter left out, added,
 * changed, or two letters swapped (`pictrue`, `qualty`), as Algolia counts them. A word of four
 * letters may have one typo, of eight two; a shorter one none, where every word is a typo away.
 */

export function allowedTypos(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** The typos between two words (optimal string alignment), or `max + 1` once past `max`. */
export function typos(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows: two back for a swap, one back, and this one.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    [before, previous, row] = [previous, row, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * The typos between a word being typed and the start of an index word: the fewer of its start as
 * long as it and one letter longer (a letter left out so far). A letter added at the end is a
 * letter changed there, in a start as long. An index word shorter than what was typed is
 * compared whole.
 */
export function prefixTypos(typed: string, word: string, max: number): number {
  // A word shorter than what was typed: the whole of it (`sharpopt` for `sharpoptin`).
  if (word.length < typed.length) return typos(typed, word, max);
  let best = max + 1;
  for (const length of [typed.length, typed.length + 1]) {
    if (length <= word.length) best = Math.min(best, typos(typed, word.slice(0, length), max));
  }
  return best;
}
