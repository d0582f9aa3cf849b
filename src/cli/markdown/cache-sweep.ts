/**
 * Sweeps the docs cache of what no build uses any more. Entries are named by a hash of the doc,
 * its text and docsgen's pipeline, so every edit, upgrade or branch leaves entries behind that
 * nothing reads again (at 100,000 docs, four pipelines left 8.5 GB in 300,000 files). At most
 * once a day, a build removes the entries it did not use that are older than a week, and the
 * temporary files of builds that were killed.
 */
import { readdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An entry no build used for this long goes: `serve` (drafts included) may want one a build did not. */
export const UNUSED_FOR_MS = 7 * DAY_MS;
/** How often a sweep runs: listing the folder costs seconds at 100,000 docs. */
export const SWEEP_EVERY_MS = DAY_MS;
const STAMP = 'last-sweep';

/**
 * In the cache folder `dir`: removes `.doc` entries not in `used` (names without `.doc`) last
 * written more than `UNUSED_FOR_MS` before `now`, and `.tmp` files older than a day. Returns how
 * many files went; 0 without looking when the last sweep is less than `SWEEP_EVERY_MS` old.
 */
export function sweepDocsCache(dir: string, used: ReadonlySet<string>, now = Date.now()): number {
  const stamp = path.join(dir, STAMP);
  const last = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs;
  if (last !== undefined && now - last < SWEEP_EVERY_MS && last <= now) return 0;
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const entry = name.endsWith('.doc') ? name.slice(0, -'.doc'.length) : undefined;
    if (entry !== undefined ? used.has(entry) : !name.endsWith('.tmp')) continue;
    const file = path.join(dir, name);
    const written = statSync(file, { throwIfNoEntry: false });
    if (!written?.isFile() || now - written.mtimeMs < (entry !== undefined ? UNUSED_FOR_MS : DAY_MS)) continue;
    try {
      unlinkSync(file);
      removed++;
    } catch {
      // Gone already, or not ours to remove: the next sweep tries again.
    }
  }
  try {
    writeFileSync(stamp, '');
    utimesSync(stamp, now / 1000, now / 1000);
  } catch {
    // A cache that cannot be written is swept again next time.
  }
  return removed;
}
