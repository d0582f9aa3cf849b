/**
 * What a search index is made from, as one hash: its pages (each as the indexer receives it),
 * its language, the installed Pagefind and docsgen's own code. Two builds that give an index the
 * same key write the same files for it, byte for byte.
 */
import { createHash } from 'node:crypto';
import { sectionsDigest, type SearchPage } from '../search/records.ts';
import { pagefindPackageVersion } from '../search/pagefind/index-files.ts';
import { docsgenCode } from './docsgen-code.ts';

export function indexKey(pages: readonly SearchPage[], language: string): string {
  const hash = createHash('sha256').update(`${docsgenCode()}\0${pagefindPackageVersion()}\0${language}\0`);
  // A page at a time: at 100,000 pages the whole list as one JSON text would be most of a GB.
  // Sections read from the docs cache stand as their digests: not read back to be hashed.
  for (const page of pages) {
    const digest = sectionsDigest(page);
    if (digest === undefined) hash.update(JSON.stringify(page)).update('\0');
    else hash.update(JSON.stringify([page.url, page.lvl0, page.title, page.description, page.language, page.docusaurusTag, page.version, digest])).update('\0');
  }
  return hash.digest('base64url').slice(0, 32);
}
