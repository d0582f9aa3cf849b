/** How an error about a doc id that is not there lists the ids that are. */

/** Every id on a small site; on a big one, the likeliest 20 (same file name first) and a count. */
export function idList(wanted: string, ids: readonly string[], limit = 20): string {
  if (ids.length === 0) return '(none: the docs folder has no doc)';
  if (ids.length <= limit) return ids.join(', ');
  const name = wanted.split('/').at(-1) ?? wanted;
  const likely = [...ids.filter((id) => id.endsWith(`/${name}`) || id === name), ...ids.filter((id) => id.includes(name) && !id.endsWith(`/${name}`) && id !== name)];
  const shown = [...new Set([...likely, ...ids])].slice(0, limit);
  return `${shown.join(', ')} and ${ids.length - shown.length} more`;
}

/** The ids nearest to `wanted` by edit distance (a typo's likely target), nearest first, at most `count`. */
export function closestIds(wanted: string, ids: readonly string[], count = 3): string[] {
  // Farther than half the id's length is another name, not a typo of it.
  const limit = Math.max(2, Math.ceil(wanted.length / 2));
  return ids
    .map((id) => ({ id, distance: editDistance(wanted.toLowerCase(), id.toLowerCase()) }))
    .filter((c) => c.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
    .slice(0, count)
    .map((c) => c.id);
}

/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
