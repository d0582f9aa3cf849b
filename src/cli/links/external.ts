/**
 * Links to other sites, checked only when asked (`--check-external`): there is often no network
 * where docs are built, and someone else's server being slow must not fail a build by default.
 * linkinator does the fetching: HEAD with a GET fallback, timeouts, retries on 429 (honouring
 * Retry-After), on 5xx and on network errors, and the bot-protection answers it knows to skip.
 *
 * It is given one page that lists each URL once, not the site's pages: the gate already knows
 * which page links where, and linkinator's cost grows with every (page, link) pair it sees
 * (a sidebar of a thousand links on a thousand pages takes it minutes).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../errors.ts';

export interface ExternalCheckOptions {
  /** Per request. */
  timeoutMs?: number;
  /** Extra attempts after a 5xx, a 429 or a network error. */
  retries?: number;
  concurrency?: number;
}

/** URL → why it is broken (`HTTP 404`, `timed out`…); URLs that answered are absent. */
export async function checkExternalUrls(urls: readonly string[], options: ExternalCheckOptions = {}): Promise<Map<string, string>> {
  if (urls.length === 0) return new Map();
  // Loaded only when asked for: importing linkinator costs ~70 ms, a tenth of a small site's build.
  const { LinkChecker, LinkState } = await import('linkinator');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-external-'));
  try {
    const list = path.join(dir, 'external-links.html');
    await writeFile(list, linkListPage(urls));
    const result = await new LinkChecker().check({
      path: list,
      recurse: false,
      timeout: options.timeoutMs ?? 10_000,
      retry: true,
      retryErrors: true,
      retryErrorsCount: options.retries ?? 2,
      retryErrorsJitter: 500,
      concurrency: options.concurrency ?? 25,
    });
    return brokenOf(urls, result.links.map((link) => ({ url: link.url, broken: link.state === LinkState.BROKEN, reason: link.state === LinkState.BROKEN ? reasonOf(link) : '' })));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What each link to another site came to, as the check reported it (its list page included). */
export interface CheckedLink {
  url: string;
  broken: boolean;
  reason: string;
}

/** Failures that say the machine has no network, not that a link is wrong. */
const NO_NETWORK = new Set(['EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);
/**
 * A host name that could not be looked up: one dead domain is a broken link, but every link on
 * several hosts failing so means no name server answers (a machine without a network, some
 * resolvers say ENOTFOUND rather than EAI_AGAIN).
 */
const NOT_LOOKED_UP = new Set(['ENOTFOUND', 'EAI_AGAIN']);

/**
 * The broken links among `urls`. A check that reached none of them (its own list page failed),
 * or in which every link failed for want of a network, is an error: it says nothing of the links.
 */
export function brokenOf(urls: readonly string[], checked: readonly CheckedLink[]): Map<string, string> {
  const wanted = new Set(urls);
  const results = checked.filter((link) => wanted.has(link.url));
  if (results.length === 0) {
    const list = checked.find((link) => link.broken);
    throw new UserError(`the links to other sites could not be checked${list ? ` (${list.reason})` : ''}. Check that this machine can open local and outside connections, or run without --external.`);
  }
  const broken = new Map(results.filter((link) => link.broken).map((link) => [link.url, link.reason]));
  const reasons = [...broken.values()];
  const hosts = new Set(results.map((link) => new URL(link.url).hostname));
  const noNetwork = reasons.every((reason) => NO_NETWORK.has(reason)) || (hosts.size >= 2 && reasons.every((reason) => NOT_LOOKED_UP.has(reason)));
  if (broken.size === results.length && noNetwork) {
    throw new UserError(`no network: every link to another site failed with ${[...new Set(broken.values())].join(', ')}, so none could be checked. Connect this machine, or run without --external.`);
  }
  return broken;
}

/** The URLs are already normalised (`new URL().href`), as linkinator reports them back. */
function linkListPage(urls: readonly string[]): string {
  const items = urls.map((url) => `<li><a href="${escapeAttribute(url)}">${escapeText(url)}</a></li>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>External links</title></head><body><ul>\n${items.join('\n')}\n</ul></body></html>\n`;
}

function reasonOf(link: { status?: number; failureDetails?: unknown[] }): string {
  if (link.status) return `HTTP ${link.status}`;
  const error = link.failureDetails?.find((detail): detail is Error => detail instanceof Error);
  if (error?.name === 'TimeoutError' || /timeout|aborted/i.test(error?.message ?? '')) return 'timed out';
  // fetch says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, bad port…).
  const cause = error?.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error?.message ?? 'no answer';
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
