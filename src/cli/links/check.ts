/**
 * The link check over an output folder: every HTML page the build made (whether or not anything
 * links to it: the 404 page, the search page, redirects), every link and asset each one refers to,
 * and every `#fragment` a link on it points at. HTML copied from the static folder is a file
 * links may point at, not a page whose links are read.
 *
 * Each finding is recorded on the page whose HTML holds the link, by construction: the gate
 * reads that page, so it cannot blame another one. Why not linkinator for this (it is used for
 * external links, see external.ts): 7.6.1 names the wrong page for a missing same-page anchor,
 * reports a fragment twice, misses a fragment on a page it had already fetched, and its cost
 * grows with every (page, link) pair: 12 s for 205 pages that each carry the sidebar, over five
 * minutes for 1,005 (this check: 0.1 s and 1.3 s).
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { scanHtml, type PageLink, type PageScan } from './html-scan.ts';
import { listOutput, pagePath, type OutputFiles } from './output-files.ts';
import type { PageScans, PageVerdict } from './scanned-pages.ts';
import { joinIds, PageIds, splitIds, type IdLookup, type IdsByFile } from './page-ids.ts';
import { decodeSafe, isAnchorIn, isSameDocumentFragment } from './anchors.ts';
import { pageUrl, resolveLink, type LinkTarget, type SiteAddress } from './resolve.ts';

export interface BrokenLink {
  /** The link as the page wrote it. */
  href: string;
  /** Where it points on the site (`/docs/gone`), or the URL for an external link. */
  resolved: string;
  /** Why, when it is not simply "no such page" (an HTTP status of an external site). */
  reason?: string;
}

export interface BrokenAnchor {
  href: string;
  /** `/docs/intro#nope`. */
  resolved: string;
  /** The page that lacks the id. */
  target: string;
  /** The id looked for (decoded). */
  fragment: string;
}

export interface PageFindings<T> {
  /** The URL path the page is served at, baseUrl included: `/docs/intro`. */
  page: string;
  /** Its file in the output folder: `/docs/intro/index.html`. */
  file: string;
  items: T[];
}

export interface LinkCheckResult {
  pages: number;
  /** Links and asset references read, all pages together. */
  links: number;
  brokenLinks: PageFindings<BrokenLink>[];
  brokenAnchors: PageFindings<BrokenAnchor>[];
  /** External URL (without fragment) → the pages linking to it (output file → href as written). */
  external: Map<string, Map<string, string>>;
}

/** Pages read at once: enough to keep the disk busy, few enough to bound memory on big sites. */
const READ_CONCURRENCY = 16;

export interface CheckInputs {
  /**
   * Pages whose text is already read (the build scans each page as it writes it), by output file.
   * Only the files in the folder count; the other pages are read from it.
   */
  scanned?: PageScans;
  /** The folder as just listed (the build lists it once for this check and precompression). */
  listing?: OutputFiles;
  /**
   * HTML files copied from the static folder (`/old/index.html`): served and linked to, but not
   * read as pages, as Docusaurus never parses them (an old redirect page's links are the old site's).
   */
  staticPages?: ReadonlySet<string>;
  /**
   * Where the verdicts of pages the check finds nothing wrong on are kept (the build's scans, kept
   * with a page for the next build). `reuse`: the folder's listing and the site's address are the
   * ones the kept verdicts were made against; a kept page's then stands while every page its
   * anchors point into is kept too. Not with external links to fetch: a page taken on its verdict
   * is not read for them.
   */
  verdicts?: { pages: PageVerdicts; reuse: boolean };
}

/** The build's scans, as the check reads and writes verdicts in them (scanned-pages.ts). */
export interface PageVerdicts {
  verdictOf(file: string): PageVerdict | undefined;
  wasKept(file: string): boolean;
  joinedIds(file: string): string | undefined;
  /** Keeps `verdict` with the page's scan, or drops the one it has (`undefined`). */
  judge(file: string, verdict: PageVerdict | undefined): void;
}

export async function checkOutput(outDir: string, site: SiteAddress, { scanned, listing, staticPages, verdicts }: CheckInputs = {}): Promise<LinkCheckResult> {
  const listed = listing ?? (await listOutput(outDir));
  const { files } = listed;
  const pages = staticPages ? listed.pages.filter((file) => !staticPages.has(file)) : listed.pages;
  // Every page's ids, kept compact until every page is read (`PageIds`).
  const idsByFile = new PageIds();
  const found = findings(site);
  const resolveCached = resolver(site, files);
  let links = 0;
  /** The pages read, with their links counted and where their anchors into other pages start and end. */
  const judged: { file: string; links: number; from: number; to: number }[] = [];

  await forEachLimited(pages, READ_CONCURRENCY, async (file) => {
    const standing = verdicts?.reuse ? standingVerdict(verdicts.pages, file) : undefined;
    if (standing) {
      idsByFile.addJoined(file, verdicts!.pages.joinedIds(file)!);
      links += standing.links;
      return;
    }
    // A verdict from an earlier build does not stand for a page read again: it is judged anew.
    verdicts?.pages.judge(file, undefined);
    const url = pageUrl(site, pagePath(file));
    const held = scanned?.get(file);
    // A page's links to its own anchors were settled as it was written, on the word that the
    // page serves itself: when another file answers its URL, the page is read again whole.
    const settled = held?.settled ?? 0;
    const scan = held && (settled === 0 || servesItself(url, file, site, files)) ? held : scanHtml(await readFile(path.join(outDir, file), 'utf8'));
    idsByFile.add(file, scan.ids);
    links += scan.links.length + (scan === held ? settled : 0);
    const base = baseOf(scan, url);
    // What a page's own links resolve to is asked again by that page alone: let go with it.
    const own = new Map<string, LinkTarget>();
    const from = found.pendingCount();
    for (const link of scan.links) found.add(file, link, resolveCached(link.url, base, own), scan.ids);
    if (verdicts && scan === held) judged.push({ file, links: scan.links.length + settled, from, to: found.pendingCount() });
  });

  // Every page's ids are known only now: a link can point at a page read after it.
  const brokenAnchors = found.brokenAnchors(idsByFile);
  if (verdicts) {
    for (const page of judged) {
      if (found.brokenLinks.has(page.file) || brokenAnchors.has(page.file)) continue;
      verdicts.pages.judge(page.file, { links: page.links, anchors: joinIds(new Set(found.pendingTargets(page.from, page.to))) });
    }
  }
  return {
    pages: pages.length,
    links,
    brokenLinks: byPage(found.brokenLinks, site),
    brokenAnchors: byPage(brokenAnchors, site),
    external: found.external,
  };
}

/**
 * A kept page's verdict, when it still stands: the page is as it was, and so is every page its
 * anchors point into (kept as well; a file that is not a page has no anchors to judge).
 */
function standingVerdict(pages: PageVerdicts, file: string): PageVerdict | undefined {
  const verdict = pages.verdictOf(file);
  if (!verdict) return undefined;
  return splitIds(verdict.anchors).every((target) => !target.endsWith('.html') || pages.wasKept(target)) ? verdict : undefined;
}

/** Whether the page's own URL is answered with its own file, so that `#part` on it points into it. */
function servesItself(url: string, file: string, site: SiteAddress, files: ReadonlySet<string>): boolean {
  if (url.includes('#')) return false;
  const self = resolveLink('', url, site, files);
  return self.kind === 'internal' && self.file === file;
}

/**
 * The same check over one page only, the one `serve` just wrote again for a saved doc: its links
 * against the files in the folder (asked of the disk: a save must not list 20,000 files), its
 * anchors against its own ids and the pages they point at (read only for those).
 */
export async function checkPage(outDir: string, site: SiteAddress, file: string, html: string): Promise<LinkCheckResult> {
  const scan = scanHtml(html);
  const exists = new Map<string, boolean>();
  const files = {
    has(candidate: string): boolean {
      let known = exists.get(candidate);
      if (known === undefined) exists.set(candidate, (known = existsSync(path.join(outDir, candidate)) && statSync(path.join(outDir, candidate)).isFile()));
      return known;
    },
  };
  const found = findings(site);
  const base = baseOf(scan, pageUrl(site, pagePath(file)));
  for (const link of scan.links) found.add(file, link, resolveLink(link.url, base.url, site, files), scan.ids);
  const idsByFile = new Map<string, ReadonlySet<string>>([[file, scan.ids]]);
  for (const target of found.anchorTargets()) {
    if (idsByFile.has(target) || !target.endsWith('.html')) continue;
    idsByFile.set(target, scanHtml(await readFile(path.join(outDir, target), 'utf8')).ids);
  }
  return { pages: 1, links: scan.links.length, brokenLinks: byPage(found.brokenLinks, site), brokenAnchors: byPage(found.brokenAnchors(idsByFile), site), external: found.external };
}

interface PendingAnchor {
  file: string;
  href: string;
  resolved: string;
  targetFile: string;
  fragment: string;
}

/** What the links of the pages come to, page by page, each finding once per page. */
function findings(site: SiteAddress) {
  const brokenLinks = new Map<string, Map<string, BrokenLink>>();
  const external = new Map<string, Map<string, string>>();
  const pendingAnchors: PendingAnchor[] = [];
  return {
    brokenLinks,
    external,
    /** `ids`: the page's own, so that an anchor into the page itself that is there is settled at once. */
    add(file: string, link: PageLink, target: LinkTarget, ids: IdLookup): void {
      switch (target.kind) {
        case 'invalid':
          addOnce(brokenLinks, file, link.url, { href: link.url, resolved: link.url, reason: 'not a valid URL' });
          return;
        case 'internal': {
          if (target.file === undefined) {
            const resolved = withoutHash(target.resolved);
            const reason = target.outsideBase ? { reason: `outside the baseUrl ${site.baseUrl}` } : {};
            addOnce(brokenLinks, file, resolved, { href: link.url, resolved, ...reason });
          } else if (target.fragment && link.navigation) {
            // Most anchors are a page's own (its table of contents): one that is there needs
            // nothing kept. The others wait for every page's ids (and a broken one is judged
            // again then, so findings keep the order of the links).
            if (target.file === file && isAnchorIn(ids, target.fragment)) return;
            pendingAnchors.push({ file, href: link.url, resolved: target.resolved, targetFile: target.file, fragment: target.fragment });
          }
          return;
        }
        case 'external': {
          let linking = external.get(target.url);
          if (!linking) external.set(target.url, (linking = new Map()));
          if (!linking.has(file)) linking.set(file, link.url);
          return;
        }
        case 'unchecked':
          return;
      }
    },
    /** How many anchors into other pages wait so far. */
    pendingCount(): number {
      return pendingAnchors.length;
    },
    /** The files the waiting anchors from `from` to `to` point into. */
    pendingTargets(from: number, to: number): string[] {
      return pendingAnchors.slice(from, to).map((anchor) => anchor.targetFile);
    },
    /** The files the anchors found so far point into. */
    anchorTargets(): Set<string> {
      return new Set(pendingAnchors.map((anchor) => anchor.targetFile));
    },
    brokenAnchors(idsByFile: IdsByFile): Map<string, Map<string, BrokenAnchor>> {
      const broken = new Map<string, Map<string, BrokenAnchor>>();
      for (const anchor of pendingAnchors) {
        const ids = idsByFile.get(anchor.targetFile);
        if (!ids) continue; // not an HTML page (`/guide.pdf#page=2`): not ours to judge
        if (isAnchorIn(ids, anchor.fragment)) continue;
        const { file, href, resolved } = anchor;
        addOnce(broken, file, resolved, { href, resolved, target: withoutHash(resolved), fragment: decodeSafe(anchor.fragment) });
      }
      return broken;
    },
  };
}

/**
 * Resolution, remembered: a sidebar repeats the same thousand links on every page, so most
 * links are answered from the map. An absolute URL resolves the same everywhere, a root-relative
 * one (`/docs/x`) the same on every page of an origin; the rest (`../x`, `#part`) per page.
 * Maps per scope, not one map of concatenated keys: at 10,000 pages, building a key string per
 * link was most of the check's time.
 */
function resolver(site: SiteAddress, files: ReadonlySet<string>) {
  const scopes = new Map<string, Map<string, LinkTarget>>();
  /** `own`: what links resolve to against this page's URL alone (`../x`, `#part`), kept by the caller. */
  return (href: string, base: PageBase, own: Map<string, LinkTarget>): LinkTarget => {
    if (isSameDocumentFragment(href) && !base.url.includes('#')) return inPage(href, base, own);
    const absolute = SCHEME.test(href);
    const rooted = !absolute && href.startsWith('/');
    let known = absolute || rooted ? scopes.get(absolute ? '' : base.origin) : own;
    if (!known) scopes.set(absolute ? '' : base.origin, (known = new Map()));
    let target = known.get(href);
    if (!target) known.set(href, (target = resolveLink(href, base.url, site, files)));
    return target;
  };

  /** `#part` on the page itself: the page's own resolution plus the fragment, without parsing a URL per link. */
  function inPage(href: string, base: PageBase, own: Map<string, LinkTarget>): LinkTarget {
    let page = own.get('');
    if (!page) own.set('', (page = resolveLink('', base.url, site, files)));
    return page.kind === 'internal' ? { ...page, resolved: page.resolved + href, fragment: href.slice(1) } : page;
  }
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

interface PageBase {
  url: string;
  origin: string;
}

/** What relative links on a page resolve against: its URL, or its `<base href>`. */
function baseOf(scan: PageScan, url: string): PageBase {
  let base = url;
  if (scan.base) {
    try {
      base = new URL(scan.base, url).href;
    } catch {
      // an unusable <base> is ignored, as browsers do
    }
  }
  return { url: base, origin: new URL(base).origin };
}

function addOnce<T>(findings: Map<string, Map<string, T>>, file: string, key: string, item: T): void {
  let page = findings.get(file);
  if (!page) findings.set(file, (page = new Map()));
  if (!page.has(key)) page.set(key, item);
}

function byPage<T>(findings: Map<string, Map<string, T>>, site: SiteAddress): PageFindings<T>[] {
  return [...findings]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, items]) => ({ page: publicPath(site, file), file, items: [...items.values()] }));
}

/** The path a reader sees for an output file: `/docs/intro/index.html` → `/base/docs/intro`. */
export function publicPath(site: SiteAddress, file: string): string {
  return site.baseUrl + pagePath(file).slice(1);
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
