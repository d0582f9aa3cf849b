/**
 * The scans of the pages a build wrote, held from the moment each page is written until the link
 * gate reads them. Held compact: no object per link, and each URL and id string once however many
 * pages repeat it (a sidebar repeats most links on every page). At 10,000 pages, as PageScans
 * (630,000 link objects, each URL a string of its own after crossing threads) they held 83 MB.
 */
import type { PageScan } from './html-scan.ts';

/** A PageScan as it crosses threads: links as parallel fields. */
export interface CompactScan {
  ids: string[];
  urls: string[];
  /** `1` per link that is a navigation, `0` per asset reference. */
  navigation: string;
  base?: string;
}

export function compactScan(scan: PageScan): CompactScan {
  return {
    ids: [...scan.ids],
    urls: scan.links.map((link) => link.url),
    navigation: scan.links.map((link) => (link.navigation ? '1' : '0')).join(''),
    ...(scan.base === undefined ? {} : { base: scan.base }),
  };
}

/** What the gate reads pages from, by output file (`/docs/intro/index.html`). */
export interface PageScans {
  get(file: string): PageScan | undefined;
}

export class ScannedPages implements PageScans {
  private readonly pages = new Map<string, CompactScan>();
  private readonly strings = new Map<string, string>();

  add(file: string, scan: CompactScan): void {
    this.pages.set(file, { ...scan, ids: scan.ids.map(this.intern), urls: scan.urls.map(this.intern) });
  }

  get(file: string): PageScan | undefined {
    const scan = this.pages.get(file);
    if (!scan) return undefined;
    const links = scan.urls.map((url, i) => ({ url, navigation: scan.navigation[i] === '1' }));
    return { ids: new Set(scan.ids), links, base: scan.base };
  }

  get size(): number {
    return this.pages.size;
  }

  keys(): IterableIterator<string> {
    return this.pages.keys();
  }

  private readonly intern = (value: string): string => {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  };
}
