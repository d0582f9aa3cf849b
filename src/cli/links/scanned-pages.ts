/**
 * The scans of the pages a build wrote, held from the moment each page is written until the link
 * gate reads them. Held compact: no object per link, and each URL and id string once however many
 * pages repeat it (a sidebar repeats most links on every page). At 10,000 pages, as PageScans
 * (630,000 link objects, each URL a string of its own after crossing threads) they held 83 MB.
 * A page's URLs are numbers into one table of every URL (4 bytes a link, not an array slot and
 * its share of a string), its ids one string (`page-ids.ts`). A URL with a fragment is seldom on
 * two pages (`#heading` links, links to another page's heading): in the table each was a string
 * and a map entry of their own for the whole build, about 1 KB a page (14 a page at 10,000
 * generated pages), so a page keeps them in one string of its own, numbered below zero.
 */
import type { PageLink, PageScan } from './html-scan.ts';
import { joinIds, splitIds } from './page-ids.ts';
import { isAnchorIn, isSameDocumentFragment } from './anchors.ts';

/** A PageScan as it crosses threads: links as parallel fields. */
export interface CompactScan {
  ids: string[];
  urls: string[];
  /** `1` per link that is a navigation, `0` per asset reference. */
  navigation: string;
  /** Links to an anchor of the page itself that it holds: counted, not kept (see `compactScan`). */
  settled: number;
  base?: string;
}

/**
 * The scan as it crosses threads and is held, less the page's links to its own anchors that are
 * there: its table of contents, about 1 KB a page that every page kept until the end of the
 * build. They are settled only on a page without `<base href>`, and on the word that the page's
 * URL serves the page itself, which the gate checks (check.ts).
 */
export function compactScan(scan: PageScan): CompactScan {
  const links = scan.base === undefined ? scan.links.filter((link) => !isOwnAnchorThere(link, scan.ids)) : scan.links;
  return {
    ids: [...scan.ids],
    urls: links.map((link) => link.url),
    navigation: links.map((link) => (link.navigation ? '1' : '0')).join(''),
    settled: scan.links.length - links.length,
    ...(scan.base === undefined ? {} : { base: scan.base }),
  };
}

function isOwnAnchorThere(link: PageLink, ids: ReadonlySet<string>): boolean {
  return link.navigation && isSameDocumentFragment(link.url) && isAnchorIn(ids, link.url.slice(1));
}

/** A held page's scan: its links less those settled (none settled when absent). */
export interface HeldPageScan extends PageScan {
  settled?: number;
}

/** What the gate reads pages from, by output file (`/docs/intro/index.html`). */
export interface PageScans {
  get(file: string): HeldPageScan | undefined;
}

/** A page as held: its ids joined, its URLs by number (from -1 down: in `own`). */
export interface HeldScan {
  ids: string;
  urls: Int32Array;
  /** Its URLs with a fragment, joined as its ids are. */
  own: string;
  navigation: string;
  settled: number;
  base?: string;
  /** What the link gate found on the page, when it found nothing wrong (see `PageVerdict`). */
  verdict?: PageVerdict | undefined;
}

/**
 * A page the gate found nothing wrong on: how many links it read, and the pages its links to
 * another page's `#anchor` point into (their files, joined as ids are). A later gate over the
 * same listing may take it for the page again while the page and those it points into are kept
 * as they were (check.ts): their links resolve and their anchors are found as before.
 */
export interface PageVerdict {
  links: number;
  anchors: string;
}

export class ScannedPages implements PageScans {
  private readonly pages = new Map<string, HeldScan>();
  /** Pages kept from an earlier build (`adopt`), as that build wrote them. */
  private readonly kept = new Set<string>();
  /** Every URL met, by number, and the numbers. */
  private readonly urls: string[] = [];
  private readonly urlNumbers = new Map<string, number>();

  add(file: string, scan: CompactScan): void {
    const own: string[] = [];
    const urls = Int32Array.from(scan.urls, (url) => (isOwn(url) ? -own.push(url) : this.urlNumber(url)));
    const held: HeldScan = { ids: joinIds(scan.ids), urls, own: joinIds(own), navigation: scan.navigation, settled: scan.settled };
    if (scan.base !== undefined) held.base = scan.base;
    this.pages.set(file, held);
  }

  get(file: string): HeldPageScan | undefined {
    const scan = this.pages.get(file);
    if (!scan) return undefined;
    const own = splitIds(scan.own);
    const links = Array.from(scan.urls, (n, i) => ({ url: n < 0 ? own[-n - 1]! : this.urls[n]!, navigation: scan.navigation[i] === '1' }));
    return { ids: new Set(splitIds(scan.ids)), links, base: scan.base, settled: scan.settled };
  }

  get size(): number {
    return this.pages.size;
  }

  keys(): IterableIterator<string> {
    return this.pages.keys();
  }

  /** The scan of `file` as held, its URLs numbered into `urlList`: what a later build takes back (`adopt`). */
  held(file: string): HeldScan | undefined {
    return this.pages.get(file);
  }

  /** Every URL the held scans number. */
  get urlList(): readonly string[] {
    return this.urls;
  }

  /** A page kept from an earlier build, with the scan that build held for it (and its verdict). */
  adopt(file: string, held: HeldScan, urls: readonly string[]): void {
    this.pages.set(file, { ...held, urls: held.urls.map((n) => (n < 0 ? n : this.urlNumber(urls[n]!))) });
    this.kept.add(file);
  }

  /** Whether `file` is a page kept from an earlier build: the same file, the same ids. */
  wasKept(file: string): boolean {
    return this.kept.has(file);
  }

  /** A kept page's verdict from the gate of the build that held it, if it found nothing wrong there. */
  verdictOf(file: string): PageVerdict | undefined {
    const verdict = this.kept.has(file) ? this.pages.get(file)?.verdict : undefined;
    // From a file in docsgen's cache: anything else than what a gate wrote is no verdict.
    return verdict && typeof verdict.links === 'number' && typeof verdict.anchors === 'string' ? verdict : undefined;
  }

  /** The page's ids as held (joined, `page-ids.ts`). */
  joinedIds(file: string): string | undefined {
    return this.pages.get(file)?.ids;
  }

  /** What the gate found on `file` (a page held here): nothing wrong (kept with its scan for the next build), or something (`undefined`). */
  judge(file: string, verdict: PageVerdict | undefined): void {
    const held = this.pages.get(file);
    // Set to undefined, not deleted: a field deleted from the middle of an object turns it into a dictionary.
    if (held && (verdict || held.verdict)) held.verdict = verdict;
  }

  private readonly urlNumber = (url: string): number => {
    let n = this.urlNumbers.get(url);
    if (n === undefined) {
      n = this.urls.length;
      this.urls.push(url);
      this.urlNumbers.set(url, n);
    }
    return n;
  };
}

/** Scans as one build held them, for the next (reuse/output-ledger.ts): each page's URLs number into `urls`. */
export interface ScanArchive {
  urls: readonly string[];
  pages: [file: string, scan: HeldScan][];
}

/** Kept with its page: it has a fragment, and no NUL (which joins a page's own URLs). */
function isOwn(url: string): boolean {
  return url.includes('#') && !url.includes('\0');
}
