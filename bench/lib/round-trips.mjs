// How many round trips to the host a search keystroke waited for: the longest chain of the files
// that arrived during it in which each was asked for only once the one before had arrived. Files
// asked for together are one round trip; a chunk, then the fragments it names, are two.

/**
 * @param {{ startTime: number, responseEnd: number }[]} files resource timings, in any order
 * @returns {number} 0 for no files
 */
export function roundTrips(files) {
  const sorted = [...files].sort((a, b) => a.startTime - b.startTime);
  const chain = sorted.map(() => 1);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = 0; j < i; j++) if (sorted[j].responseEnd <= sorted[i].startTime) chain[i] = Math.max(chain[i], chain[j] + 1);
  }
  return Math.max(0, ...chain);
}
