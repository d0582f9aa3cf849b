/**
 * The link gate: check an output folder and report per `onBrokenLinks` and `onBrokenAnchors`.
 * The build runs it on the staging folder before swapping it in, so a failing gate leaves the
 * previous output as it was; `docsgen check` runs it on an existing output folder.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { UserError } from '../errors.ts';
import { report, type Logger, type Severity } from '../output/report.ts';
import { checkOutput, checkPage, publicPath, type BrokenLink, type LinkCheckResult, type PageFindings, type PageVerdicts } from './check.ts';
import type { PageScans } from './scanned-pages.ts';
import { listingDigest, type OutputFiles } from './output-files.ts';
import { checkExternalUrls, type ExternalCheckOptions } from './external.ts';
import { brokenAnchorsMessage, brokenLinksMessage, type ReportContext } from './report.ts';
import { siteAddress, type SiteAddress } from './resolve.ts';
import { linkLocations, type PageSources } from './sources.ts';

export interface LinkGateOptions {
  outDir: string;
  siteDir: string;
  config: Pick<SiteConfig, 'url' | 'baseUrl' | 'onBrokenLinks' | 'onBrokenAnchors' | 'staticDir'>;
  /** Output file → source file, to name it in reports (the build knows; `check` does not). */
  sources?: PageSources;
  /**
   * Pages already scanned (the build scans each page as it writes it), by output file; the
   * others in the output folder are read from disk.
   */
  scanned?: PageScans;
  /** The output folder as just listed, when the caller has it. */
  listing?: OutputFiles;
  /**
   * The HTML files of the output that came from the static folder (`/old/index.html`), left
   * unread (see `CheckInputs`). Without it (`check`), the static folder is listed.
   */
  staticPages?: ReadonlySet<string>;
  /** Fetch links to other sites too (off by default: builds often run without network). */
  external?: boolean | ExternalCheckOptions;
  /**
   * Where pages' verdicts are kept (see `CheckInputs`), and the digest of the listing the kept
   * ones were made against (the build's ledger keeps it): they stand only over the same listing.
   */
  verdicts?: { pages: PageVerdicts; madeAgainst: string | undefined };
  logger: Logger;
}

const LINKS_HINT = "Fix or remove the links above, or set onBrokenLinks in site.config.ts ('warn' reports them without failing the build).";
const ANCHORS_HINT = 'Fix the anchors above (a heading id, or {#custom-id} on the heading), or set onBrokenAnchors in site.config.ts.';

export interface LinkGateResult extends LinkCheckResult {
  /** With verdicts and a listing: the digest of the listing this check's verdicts were made against, to keep with them. */
  verdictsListing?: string;
}

/** The check's result, or `undefined` when both settings are `ignore` (nothing is checked then). */
export async function runLinkGate(options: LinkGateOptions): Promise<LinkGateResult | undefined> {
  const { config, logger } = options;
  if (config.onBrokenLinks === 'ignore' && config.onBrokenAnchors === 'ignore') return undefined;
  const site = siteAddress(config.url, config.baseUrl);
  const staticPages = options.staticPages ?? (await staticHtml(path.resolve(options.siteDir, config.staticDir)));
  const verdictsListing = options.verdicts && options.listing ? listingDigest(options.listing, site) : undefined;
  // A page taken on its verdict is not read for the external links it holds.
  const reuse = verdictsListing !== undefined && verdictsListing === options.verdicts?.madeAgainst && !options.external;
  const verdicts = options.verdicts && { pages: options.verdicts.pages, reuse };
  const result = await checkOutput(options.outDir, site, { ...(options.scanned ? { scanned: options.scanned } : {}), ...(options.listing ? { listing: options.listing } : {}), staticPages, ...(verdicts ? { verdicts } : {}) });
  // Fetching other sites is slow: not when nothing would be said about them.
  if (options.external && config.onBrokenLinks !== 'ignore') {
    logger.info(`Checking ${result.external.size} external links…`);
    const broken = await checkExternalUrls([...result.external.keys()], options.external === true ? {} : options.external);
    result.brokenLinks = withExternal(result, broken, site);
  }
  result.brokenLinks = withoutMarkdownLinks(result.brokenLinks, options.sources);
  await reportFindings(result, options);
  return verdictsListing === undefined ? result : { ...result, verdictsListing };
}

/**
 * `serve`'s gate for a saved doc: the links and anchors of its page alone, reported as a whole
 * build in `serve` reports them (a broken link warns there). `file` is the page's output file
 * (`/docs/intro/index.html`), `html` what was just written to it.
 */
export async function checkSavedPage(options: Omit<LinkGateOptions, 'scanned' | 'listing' | 'external'> & { file: string; html: string }): Promise<void> {
  const { config } = options;
  if (config.onBrokenLinks === 'ignore' && config.onBrokenAnchors === 'ignore') return;
  const result = await checkPage(options.outDir, siteAddress(config.url, config.baseUrl), options.file, options.html);
  result.brokenLinks = withoutMarkdownLinks(result.brokenLinks, options.sources);
  await reportFindings(result, options);
}

/**
 * The HTML files of a static folder, as output files (`/old/index.html`); none when it is missing.
 * `check` has no build to ask, so a route written over a static file of the same name is taken
 * for the static file (the build itself passes what it copied and did not overwrite).
 */
export async function staticHtml(staticDir: string): Promise<Set<string>> {
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const found = new Set<string>();
  for (const entry of entries) {
    if (!entry.name.endsWith('.html') || entry.isDirectory()) continue;
    found.add(`/${path.relative(staticDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  }
  return found;
}

interface Finding {
  severity: Severity;
  pages: readonly PageFindings<{ href: string }>[];
  message: (context: ReportContext) => string;
  hint: string;
}

async function reportFindings(result: LinkCheckResult, options: LinkGateOptions): Promise<void> {
  const { config, logger } = options;
  const findings: Finding[] = [];
  if (result.brokenAnchors.length > 0 && config.onBrokenAnchors !== 'ignore') {
    findings.push({ severity: config.onBrokenAnchors, pages: result.brokenAnchors, message: (c) => brokenAnchorsMessage(result.brokenAnchors, c), hint: ANCHORS_HINT });
  }
  if (result.brokenLinks.length > 0 && config.onBrokenLinks !== 'ignore') {
    findings.push({ severity: config.onBrokenLinks, pages: result.brokenLinks, message: (c) => brokenLinksMessage(result.brokenLinks, c), hint: LINKS_HINT });
  }
  if (findings.length === 0) return;
  // Source files are read only now, to add the line of each link: something is to be reported.
  const sources: PageSources = options.sources ?? new Map();
  const context: ReportContext = {
    sources,
    locations: await linkLocations(options.siteDir, sources, config.baseUrl, findings.flatMap((f) => f.pages)),
  };
  // Warnings first, and every failure in one error: a build that fails on broken links still
  // shows its broken anchors.
  for (const finding of findings) if (finding.severity !== 'throw') report(finding.severity, finding.message(context), logger, finding.hint);
  const fatal = findings.filter((f) => f.severity === 'throw');
  if (fatal.length > 0) throw new UserError(fatal.map((f) => `${f.message(context)}\n${f.hint}`).join('\n\n'));
}

/**
 * The spec's rule: broken links fail the build, broken markdown links only warn. A doc's link to
 * a `.md` file that is not there was reported as such when the doc was compiled (per
 * `onBrokenMarkdownLinks`); it is not reported a second time as a broken link.
 */
function withoutMarkdownLinks(pages: PageFindings<BrokenLink>[], sources: PageSources | undefined): PageFindings<BrokenLink>[] {
  if (!sources) return pages;
  return pages
    .map((page) => {
      const reported = sources.get(page.file)?.brokenMarkdownLinks;
      return reported ? { ...page, items: page.items.filter((item) => !reported.has(item.href)) } : page;
    })
    .filter((page) => page.items.length > 0);
}

/** Adds the external links that failed to the pages that hold them, keeping page order. */
function withExternal(result: LinkCheckResult, broken: ReadonlyMap<string, string>, site: SiteAddress): PageFindings<BrokenLink>[] {
  const pages = new Map(result.brokenLinks.map((page) => [page.file, { ...page, items: [...page.items] }]));
  for (const [url, reason] of broken) {
    for (const [file, href] of result.external.get(url) ?? []) {
      let page = pages.get(file);
      if (!page) pages.set(file, (page = { page: publicPath(site, file), file, items: [] }));
      page.items.push({ href, resolved: url, reason });
    }
  }
  return [...pages.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
