/** `read_page` and the resources: a page's URL or path → its Markdown twin in the output folder, never a file outside it. */
import { existsSync } from 'node:fs';
import { readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside, outputNameProblem } from '../confine/output-path.ts';
import { twinFile } from '../llms/paths.ts';

/** What the server knows of the site, from the build's `_docsgen/site.json`. */
export interface SiteAddress {
  /** The site's origin, `https://example.com`. */
  url: string;
  /** `/` or `/sub/`. */
  baseUrl: string;
}

/** The twin a page URL names: its file in the output, and the twin's public URL. */
export interface TwinTarget {
  /** Absolute path of `<out>/docs/intro.md`. */
  file: string;
  /** The page's path below the site's origin: `/docs/intro` (base URL included). */
  pagePath: string;
  /** The twin's absolute URL, `https://example.com/docs/intro.md`: the page's resource URI. */
  uri: string;
}

export type TwinLookup = { ok: true; twin: TwinTarget } | { ok: false; reason: string };

export const TWIN_MIME_TYPE = 'text/markdown';

/**
 * The twin `input` names: a page's absolute URL on this site, its path (`/docs/intro`, with or
 * without the base URL, a trailing `/`, `.md`, `.html`, `#anchor` or `?query`), or a twin's URL.
 * Refused: another host or scheme, a `.` or `..` segment however it is spelled (`%2e%2e`), a
 * backslash or an escaped `/`, control characters. What is left can only be a `.md` file below `outDir`.
 */
export function twinFor(input: string, outDir: string, site: SiteAddress): TwinLookup {
  const refuse = (reason: string): TwinLookup => ({ ok: false, reason: `refused ${JSON.stringify(input)}: ${reason}` });
  let rawPath = input.trim();
  if (rawPath === '') return refuse('it is empty');
  // A URL parser reads `\` as `/` (and a file system may too): no page's address holds one.
  if (rawPath.includes('\\')) return refuse('it holds a backslash');
  if (/^[a-z][a-z\d+.-]*:/i.test(rawPath)) {
    let url: URL;
    try {
      url = new URL(rawPath);
    } catch {
      return refuse('it is not a URL');
    }
    const origin = new URL(site.url).origin;
    if (url.origin !== origin) return refuse(`it is not on this site (${origin})`);
    // The path as written: URL parsing would already have resolved its `..` segments.
    rawPath = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*(.*)$/is.exec(rawPath)?.[1] ?? '/';
  }
  rawPath = rawPath.replace(/[?#].*$/s, '');
  if (!rawPath.startsWith('/')) rawPath = `/${rawPath}`;
  const segments: string[] = [];
  for (const raw of rawPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return refuse('it has a malformed %-escape');
    }
    if (segment === '.' || segment === '..') return refuse('it has a "." or ".." segment');
    if (/[/\\]/.test(segment)) return refuse('it has an escaped "/" or "\\"');
    if (/[\u0000-\u001f\u007f]/.test(segment)) return refuse('it has a control character');
    segments.push(segment);
  }
  while (segments.at(-1) === '') segments.pop();
  const base = site.baseUrl.split('/').filter((s) => s !== '');
  // With or without the base URL: `/sub/docs/intro` and `/docs/intro` are the same page.
  const own = base.length > 0 && base.every((s, i) => segments[i] === s) ? segments.slice(base.length) : segments;
  const route = routeSegments(own);
  if (route.some((s) => s === '')) return refuse('it has an empty segment ("//")');
  // The build's own rule for where a route's twin is written.
  const name = twinFile(`/${route.join('/')}`);
  const problem = outputNameProblem(name);
  const root = path.resolve(outDir);
  const file = path.resolve(root, ...name.split('/'));
  if (problem !== undefined || !isInside(file, root)) return refuse(problem ?? 'it resolves outside the build');
  const pagePath = `/${[...base, ...route].join('/')}`;
  const uri = new URL(`/${[...base, ...name.split('/')].map(encodeURIComponent).join('/')}`, site.url).href;
  return { ok: true, twin: { file, pagePath, uri } };
}

/** A page's segments from a URL's: `intro.md`, `intro.html` and `intro/index.html` all name `intro`. */
function routeSegments(segments: readonly string[]): string[] {
  const route = [...segments];
  const last = route.at(-1);
  if (last === 'index.html' || last === 'index.md') route.pop();
  else if (last !== undefined) route[route.length - 1] = last.replace(/\.(md|html)$/, '');
  return route;
}

/** The twin's Markdown. Throws a message for the model when the page has none or it is not in the build. */
export async function readTwin(input: string, outDir: string, site: SiteAddress): Promise<{ twin: TwinTarget; markdown: string }> {
  const found = twinFor(input, outDir, site);
  if (!found.ok) throw new Error(`${found.reason}. Give a page of this site: its URL or its path, such as /docs/intro.`);
  const { twin } = found;
  let real: string;
  try {
    real = await realpath(twin.file);
  } catch {
    const hint = existsSync(path.join(outDir, 'llms.txt')) ? 'search_docs finds pages by their words' : 'this build has no Markdown twins: build it again with a docsgen that writes them';
    throw new Error(`no page at ${twin.pagePath} in this build (no ${path.relative(outDir, twin.file).split(path.sep).join('/')}); ${hint}.`);
  }
  // A symbolic link in the output pointing elsewhere is not followed out of it.
  if (!isInside(real, await realpath(outDir))) throw new Error(`refused ${JSON.stringify(input)}: its file leads outside the build`);
  return { twin, markdown: await readFile(real, 'utf8') };
}

/** One page offered as a resource. */
export interface TwinListing {
  uri: string;
  name: string;
  description?: string;
}

/**
 * The pages with twins: from `llms.txt` (titles and descriptions, in the sidebar's order), else
 * every `.md` file of the output. Read when a client lists, never at start: nothing is held for
 * a site of thousands of pages.
 */
export async function listTwins(outDir: string, site: SiteAddress): Promise<TwinListing[]> {
  let llms: string | undefined;
  try {
    llms = await readFile(path.join(outDir, 'llms.txt'), 'utf8');
  } catch {}
  const listed = new Map<string, TwinListing>();
  if (llms !== undefined) {
    for (const { title, url, description } of llmsLinks(llms)) {
      const found = twinFor(url, outDir, site);
      if (found.ok && !listed.has(found.twin.uri)) listed.set(found.twin.uri, { uri: found.twin.uri, name: title, ...(description ? { description } : {}) });
    }
    if (listed.size > 0) return [...listed.values()];
  }
  for (const file of await markdownFiles(outDir)) {
    const found = twinFor(`/${file}`, outDir, site);
    if (found.ok && !listed.has(found.twin.uri)) listed.set(found.twin.uri, { uri: found.twin.uri, name: found.twin.pagePath });
  }
  return [...listed.values()];
}

/** `- [title](url): description` lines of an llms.txt (llmstxt.org's lists). */
export function llmsLinks(text: string): { title: string; url: string; description: string }[] {
  const links: { title: string; url: string; description: string }[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*[-*]\s+\[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)(?::\s*(.*))?$/.exec(line);
    if (match) links.push({ title: match[1]!.replace(/\\(.)/g, '$1'), url: match[2]!, description: (match[3] ?? '').trim() });
  }
  return links;
}

/** `.md` files below the output (relative, with `/`), docsgen's own folder left out. */
async function markdownFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !f.startsWith('_docsgen/'))
    .sort();
}
