/**
 * Rust's string order (UTF-8 bytes, i.e. code points), which Pagefind's index is sorted in, rather
 * than JavaScript's UTF-16 units. The index writer (src/cli) and the query engine (the browser)
 * must agree on it to the last character.
 */
export function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (half of an astral character) sorts after every other unit above it.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys && (x >= 0xe000 || y >= 0xe000)) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
