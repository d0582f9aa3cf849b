/**
 * Reads a Docusaurus-style docs folder into a tree of docs and categories: number prefixes give
 * the order and are stripped from ids and URLs, `_category_.json` describes a folder, front
 * matter is parsed (not the markdown body: that is compiled once, later).
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { compacted, type TextSpill } from './text-spill.ts';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { formatIssues } from '../config/issues.ts';
import { isUserError, UserError } from '../errors.ts';
import { ScanThread } from './scan-thread.ts';
import { isInside } from '../confine/output-path.ts';
import { refusal, siteRoots, type ReadRoots } from '../confine/read-roots.ts';
import { routeProblem, slugRoute } from '../confine/route-path.ts';
import { docText, frontMatterHead, isDocText, textBytes } from './doc-text.ts';
import { frontMatterKeyLine, parseFrontMatter, type FrontMatter } from './front-matter.ts';
import { parseCategoryYaml } from './safe-yaml.ts';
import type { ScanIndex, ScannedDoc } from './scan-index.ts';
import { bodyDigestOfBytes } from '../markdown/cache.ts';

export interface SourceDoc {
  kind: 'doc';
  /** Absolute path. */
  file: string;
  /** Path relative to the site dir (for messages), POSIX separators. */
  displayPath: string;
  /** Path relative to the docs folder, POSIX separators (for edit URLs). */
  relPath: string;
  source: string;
  /**
   * A digest of its markdown body (`bodyDigest`, markdown/cache.ts), made by a build's scan: the
   * docs cache finds its compiled doc by it without reading the text.
   */
  bodyDigest?: string;
  frontMatter: FrontMatter;
  /** Folder segments with number prefixes stripped. */
  dirSegments: string[];
  /** File name without extension and number prefix. */
  name: string;
  id: string;
  /** Site-relative URL path without baseUrl, e.g. `/docs/intro`. */
  route: string;
  position: number | undefined;
  /** `index.md`, `README.md` or a file named like its folder: the folder's own page. */
  isCategoryIndex: boolean;
  sortKey: string;
}

export interface SourceCategory {
  kind: 'category';
  dir: string;
  displayPath: string;
  dirSegments: string[];
  label: string;
  position: number | undefined;
  meta: CategoryMeta;
  /** The `_category_` file the meta came from (relative to the site dir), if any. */
  metaFile: string | undefined;
  children: SourceItem[];
  sortKey: string;
}

export type SourceItem = SourceDoc | SourceCategory;

/** Docusaurus's keys (its own schema refuses others: a misspelt key is not silently ignored). */
const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  description: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z
    .discriminatedUnion('type', [
      z.object({
        type: z.literal('generated-index'),
        title: z.string().optional(),
        description: z.string().optional(),
        slug: z.string().optional(),
        image: z.string().optional(),
        keywords: z.array(z.string()).optional(),
      }),
      z.object({ type: z.literal('doc'), id: z.string() }),
    ])
    .nullable()
    .optional(),
});
export type CategoryMeta = z.output<typeof categorySchema>;

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/** Names that start like a date or a version (`2021-11-notes`, `1.2-upgrade`) keep their digits, as in Docusaurus. */
const NOT_A_PREFIX = /^\d+[-_.]\d+/;
const DOC_FILE = /\.mdx?$/i;
export const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

export function stripNumberPrefix(name: string): { name: string; position: number | undefined } {
  const match = NOT_A_PREFIX.test(name) ? null : NUMBER_PREFIX.exec(name);
  if (!match) return { name, position: undefined };
  return { name: name.slice(match[0].length), position: Number(match[1]) };
}

export interface ScanOptions {
  siteDir: string;
  docsDir: string;
  routeBasePath: string;
  /** Where each doc's markdown goes once its front matter is read (a build's; see text-spill.ts). */
  spill?: TextSpill;
  /** With a spill: the docs the last scan read, taken as they were when their files are (scan-index.ts). */
  index?: ScanIndex;
  /**
   * Told of each doc read (for a build's progress: a cold scan of 100,000 docs is a minute), and
   * whether the scan's second thread read it.
   */
  onDocRead?: (byThread: boolean) => void;
  /**
   * Each doc's `bodyDigest` (default true): what finds it in the docs cache, and what the scan
   * index keeps for the next build. `serve` starting without a docs cache needs neither (100,000
   * docs: 1.2 s of its 6 s scan).
   */
  digests?: boolean;
  /**
   * Whether a large docs folder is read on a second thread as well (default true), with a spill
   * and no index: a warm build's scan reads few files.
   */
  thread?: boolean;
  /**
   * Docs read before the second thread starts (default `THREAD_AFTER_DOCS`); 0: it is started
   * before the walk, which waits until it is ready (tests).
   */
  threadAfterDocs?: number;
}

/** The scan's own state: where it may read, and its second thread if it has one. */
interface ScanContext extends ScanOptions {
  roots: ReadRoots;
  scanThread?: ScanThread;
  /** The folders whose docs the second thread reads, each settled once they are in their lists. */
  later?: Promise<void>[];
  /** Awaited before each folder: now and then, a turn of the event loop, for the second thread's answers. */
  pace?: () => Promise<void> | undefined;
}

/** Folders listed between two turns of the event loop, when the scan has a second thread. */
const FOLDERS_A_TURN = 8;

/** A `pace` that lets the event loop turn once every `folders` calls. */
function pacing(folders: number): () => Promise<void> | undefined {
  let count = 0;
  return () => (++count % folders === 0 ? new Promise<void>((resolve) => setImmediate(resolve)) : undefined);
}

export async function scanDocs(scanOptions: ScanOptions): Promise<SourceCategory> {
  const options: ScanContext = { ...scanOptions, roots: siteRoots(scanOptions.siteDir, [scanOptions.docsDir]) };
  const root: SourceCategory = {
    kind: 'category',
    dir: options.docsDir,
    displayPath: toPosix(path.relative(options.siteDir, options.docsDir)),
    dirSegments: [],
    label: '',
    position: undefined,
    meta: {},
    metaFile: undefined,
    children: [],
    sortKey: '',
  };
  // The folder itself may be a link (a pull request can turn content/docs into one).
  const decision = options.roots.decide(options.docsDir);
  if (!decision.ok && decision.why !== 'missing') throw new UserError(refusal(decision), { file: root.displayPath });
  let entries;
  try {
    entries = await readdir(options.docsDir, { withFileTypes: true });
  } catch (error) {
    throw new UserError(`cannot read the docs folder: ${(error as Error).message}. Create it or set docs.path in site.config.ts.`, {
      file: root.displayPath,
    });
  }
  const thread = options.spill && !options.index && options.thread !== false ? new ScanThread(options, options.spill) : undefined;
  try {
    if (options.threadAfterDocs === 0) await thread?.startNow();
    const later: Promise<void>[] = [];
    root.children = await scanDir(thread ? { ...options, scanThread: thread, later, pace: pacing(FOLDERS_A_TURN) } : options, options.docsDir, [], entries);
    await Promise.all(later);
  } finally {
    await thread?.close();
  }
  return root;
}

async function scanDir(
  options: ScanContext,
  dir: string,
  dirSegments: string[],
  entries: import('node:fs').Dirent[],
): Promise<SourceItem[]> {
  const kept = entries.filter((e) => !e.name.startsWith('.') && !e.name.startsWith('_'));
  const taken = takenDocs(options, dir, dirSegments, kept);
  const items: (SourceItem | undefined)[] = [];
  /** The docs the second thread reads: their places in the list, and their files' names. */
  const later: [number, string][] = [];
  // One entry after another: the walk as a whole waits when it lets the event loop turn (`pace`).
  for (const entry of kept) {
    const abs = path.join(dir, entry.name);
    const kind = entry.isSymbolicLink() ? await linkKind(options, abs, dir) : entry.isDirectory() ? 'dir' : entry.isFile() ? 'file' : 'other';
    if (kind === 'dir') items.push(await scanCategory(options, abs, dirSegments, entry.name));
    else if (kind !== 'file' || !DOC_FILE.test(entry.name)) continue;
    else if (taken && entry.isFile()) later.push([items.push(undefined) - 1, entry.name]);
    else {
      items.push(await readDoc(options, abs, dirSegments, entry.name));
      options.onDocRead?.(false);
    }
  }
  if (!taken) return present(items);
  // The list is the folder's children; it is filled in when the thread answers, and the scan
  // waits for that before it ends (`options.later`). The walk goes on meanwhile.
  const filled = taken.then(async (docs) => {
    for (const [at, name] of later) {
      items[at] = docs?.get(name) ?? (await readDoc(options, path.join(dir, name), dirSegments, name));
      options.onDocRead?.(docs !== undefined);
    }
    present(items);
  });
  filled.catch(() => {});
  options.later!.push(filled);
  return items as SourceItem[];
}

/** `items` without its holes, in place (a category keeps the list it was given). */
function present(items: (SourceItem | undefined)[]): SourceItem[] {
  let kept = 0;
  for (const item of items) if (item !== undefined) items[kept++] = item;
  items.length = kept;
  return items as SourceItem[];
}

/**
 * The folder's docs as the scan's second thread reads them, if it takes them (plain files only:
 * a link is decided here). Undefined docs, should the thread stop: they are read here instead.
 */
function takenDocs(options: ScanContext, dir: string, dirSegments: string[], entries: import('node:fs').Dirent[]): Promise<Map<string, SourceDoc> | undefined> | undefined {
  const names = entries.filter((entry) => entry.isFile() && DOC_FILE.test(entry.name)).map((entry) => entry.name);
  const taken = names.length > 0 ? options.scanThread?.take(dir, dirSegments, names) : undefined;
  const docs = taken?.catch((error: unknown) => {
    if (isUserError(error)) throw error;
    return undefined;
  });
  // Its failure is the folder's, met once the walk has listed the folder: it may come before.
  docs?.catch(() => {});
  return docs;
}

/**
 * A symbolic link counts as what it points to, when that is inside the site folder (or the docs
 * folder the config names) and not a folder that holds the link (the scan would never end).
 * Anything else stops the build at the link: a doc that is a link to /etc/passwd must not publish it.
 */
async function linkKind(options: ScanContext, link: string, dir: string): Promise<'dir' | 'file' | 'other'> {
  const decision = options.roots.decide(link);
  const file = toPosix(path.relative(options.siteDir, link));
  if (!decision.ok) throw new UserError(refusal(decision), { file });
  const stats = await stat(decision.real);
  if (!stats.isDirectory()) return stats.isFile() ? 'file' : 'other';
  if (isInside(realpathSync(dir), decision.real)) {
    throw new UserError(`is a symbolic link to ${decision.real}, a folder that holds the link itself: the docs would never end. Remove the link.`, { file });
  }
  return 'dir';
}

async function scanCategory(options: ScanContext, dir: string, parent: string[], folder: string): Promise<SourceCategory> {
  const { name, position } = stripNumberPrefix(folder);
  const dirSegments = [...parent, name];
  await options.pace?.();
  let entries;
  try {
    // Listed at once: a promise per folder was thousands of listings queued in libuv's threads
    // at once, which the scan's second thread then waited behind to load its own code.
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    throw new UserError(`cannot be read: ${(error as Error).message}. Check the folder's permissions, or move it out of the docs folder.`, {
      file: relativePosix(options.siteDir, dir),
    });
  }
  // Only the names the folder lists are tried (in any case: a file system may ignore it): a
  // failed open of each of three names in every folder was 36,000 errors thrown at 100,000 docs.
  const { meta, file: metaFile } = await readCategoryMeta(options, dir, entries);
  return {
    kind: 'category',
    dir,
    displayPath: relativePosix(options.siteDir, dir),
    dirSegments,
    label: meta.label ?? name,
    position: meta.position ?? position,
    meta,
    metaFile,
    children: await scanDir(options, dir, dirSegments, entries),
    sortKey: folder,
  };
}

async function readCategoryMeta(options: ScanContext, dir: string, entries: readonly import('node:fs').Dirent[]): Promise<{ meta: CategoryMeta; file?: string }> {
  for (const name of CATEGORY_FILES) {
    const listed = entries.filter((entry) => entry.name.toLowerCase() === name);
    if (listed.length === 0) continue;
    const file = path.join(dir, name);
    const displayPath = relativePosix(options.siteDir, file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
      // A file the folder lists as a file (not a link) is where the folder is, which the scan
      // decided on its way in (as for a doc): only a link is decided (a realpath each, 0.2 s of
      // the scan at 100,000 docs).
      const plainFile = listed.some((entry) => entry.name === name && entry.isFile());
      const decision = plainFile ? undefined : options.roots.decide(file);
      if (decision && !decision.ok) throw new UserError(refusal(decision), { file: displayPath });
    } catch (error) {
      if (error instanceof UserError) throw error;
      const decision = options.roots.decide(file);
      if (decision.ok === false && decision.why === 'broken') throw new UserError(refusal(decision), { file: displayPath });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      // Skipped, the category would lose its label, position and page without a word.
      throw new UserError(`cannot be read: ${(error as Error).message}. Check the file's permissions.`, { file: displayPath });
    }
    let data: unknown;
    try {
      data = name.endsWith('.json') ? JSON.parse(text) : parseCategoryYaml(text);
    } catch (error) {
      // The line is in the error's place; the parser's own "at line 3, column 1:" (and the excerpt after it) is not needed.
      const reason = (error as Error).message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      throw new UserError(`is not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'}: ${reason}`, {
        file: displayPath,
        line: lineOfJsonError(error, text),
      });
    }
    const parsed = categorySchema.safeParse(data ?? {});
    if (!parsed.success) {
      const details = formatIssues(parsed.error.issues, data, `a category file takes ${Object.keys(categorySchema.shape).join(', ')}`, categorySchema);
      throw new UserError(details[0]!, { file: displayPath, details: details.slice(1) });
    }
    return { meta: parsed.data, file: displayPath };
  }
  return { meta: {} };
}

/** JSON.parse does not always say where (Node 20 often does not); YAML, a superset, does. */
export function lineOfJsonError(error: unknown, text: string): number | undefined {
  const position = /position (\d+)/.exec((error as Error).message)?.[1];
  if (position !== undefined) return text.slice(0, Number(position)).split('\n').length;
  const lines = new LineCounter();
  const yamlError = parseDocument(text, { lineCounter: lines }).errors[0];
  return yamlError ? lines.linePos(yamlError.pos[0]).line : undefined;
}

async function readDoc(options: ScanContext, file: string, dirSegments: string[], fileName: string): Promise<SourceDoc> {
  const place = [...dirSegments, fileName].join('/');
  // Stated before it is read: a write in between makes the index's record of it stale, never trusted.
  const stats = options.index && options.spill ? statOf(file) : undefined;
  const known = stats && options.index!.lookup(file, stats, place);
  if (known) return knownDoc(options.spill!, known, stats.size);
  const spill = options.spill;
  if (!spill) return readDocFile(options, file, dirSegments, fileName);
  const doc = readDocFile(options, file, dirSegments, fileName, (own, text, textStart) => {
    if (stats) options.index!.record({ doc: { ...own, source: '' }, textStart }, stats, place);
    spill.holdBytes(own, 'source', text);
  });
  return compacted(doc);
}

/** Where a doc's text goes (its `source` field), as UTF-8 from `textStart` in its file. */
export type HoldDocText = (doc: SourceDoc, text: Uint8Array, textStart: number) => void;

/**
 * A doc read from its file, on any thread. With `hold`, only the start of its text that holds the
 * front matter is decoded, and the text is given to `hold` as read; without, `source` is the text.
 */
export function readDocFile(options: ScanOptions, file: string, dirSegments: string[], fileName: string, hold?: HoldDocText): SourceDoc {
  const displayPath = relativePosix(options.siteDir, file);
  let bytes: Buffer;
  try {
    // Synchronous: thousands of small files read with promises cost several times the CPU (a
    // hop to libuv's threads and back for each open, stat, read and close), and the compile
    // threads wait for the whole scan (10,000 docs: 1.6–2.0 s, against 0.4–0.5 s).
    bytes = readInto(file);
  } catch (error) {
    throw new UserError(`cannot be read: ${(error as Error).message}`, { file: displayPath });
  }
  // Bytes that are not a doc's text are refused by `docText`, which says why.
  if (!hold || !isDocText(bytes)) return sourceDoc(options, file, dirSegments, fileName, docText(bytes, displayPath));
  const text = textBytes(bytes);
  const head = frontMatterHead(text);
  // Its front matter's strings (and an id or route made of one) are slices of the head, and a
  // slice keeps the whole head alive: the copy's strings are its own.
  const own = structuredClone(sourceDoc(options, file, dirSegments, fileName, head));
  if (options.digests !== false) own.bodyDigest = bodyDigestOfBytes(text, head);
  hold(own, text, bytes.length - text.length);
  return own;
}

/**
 * The file's bytes, in a buffer the next call reads over: they are decoded to text at once. A
 * buffer for each doc was 844 MB allocated at 100,000 docs, and collections to match (0.3 s of 4.8).
 */
function readInto(file: string): Buffer {
  // One huge doc does not keep its size of memory for the rest of the process.
  if (readBuffer.length > 16 * READ_BUFFER_BYTES) readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
  const fd = openSync(file, 'r');
  try {
    let got = 0;
    for (;;) {
      if (got === readBuffer.length) {
        const larger = Buffer.allocUnsafe(readBuffer.length * 2);
        readBuffer.copy(larger);
        readBuffer = larger;
      }
      const read = readSync(fd, readBuffer, got, readBuffer.length - got, null);
      if (read === 0) return readBuffer.subarray(0, got);
      got += read;
    }
  } finally {
    closeSync(fd);
  }
}

const READ_BUFFER_BYTES = 1 << 20;
let readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);

/** The file's stats, or none when they cannot be had (the read that follows says why). */
function statOf(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * A doc the index holds: its text read from its file when asked (a doc the docs cache lacks).
 * Its URL is checked as the scan checks a doc it reads: an index is a file in the site's folder.
 */
function knownDoc(spill: TextSpill, { doc, textStart }: ScannedDoc, size: number): SourceDoc {
  const own = { ...doc };
  spill.holdFileRange(own, 'source', 'text', own.file, textStart, size - textStart);
  checkDocRoute(own);
  return compacted(own);
}

/** A doc as its file's text makes it (the scan's reading, without the read). */
function sourceDoc(options: ScanOptions, file: string, dirSegments: string[], fileName: string, source: string): SourceDoc {
  const displayPath = relativePosix(options.siteDir, file);
  const frontMatter = parseFrontMatter(source, displayPath);
  const base = fileName.replace(DOC_FILE, '');
  // `parse_number_prefixes: false` (Docusaurus): the file's and its folders' number prefixes stay in its id and URL.
  const keepPrefixes = frontMatter.parse_number_prefixes === false;
  const { name, position } = keepPrefixes ? { name: base, position: undefined } : stripNumberPrefix(base);
  const idDirs = keepPrefixes ? rawDirs(options.docsDir, file) : dirSegments;
  const lastId = frontMatter.id ?? name;
  const id = [...idDirs, lastId].join('/');
  // By its file's name alone, as Docusaurus decides it (an `id` in its front matter changes its id,
  // not its URL). The docs folder's own `index.md` or `README.md` is the docs root's page.
  const folderName = dirSegments.at(-1)?.toLowerCase();
  const isCategoryIndex = ['index', 'readme'].includes(name.toLowerCase()) || (folderName !== undefined && name.toLowerCase() === folderName);
  const doc: SourceDoc = {
    kind: 'doc',
    file,
    displayPath,
    relPath: relativePosix(options.docsDir, file),
    source,
    frontMatter,
    dirSegments,
    name,
    id,
    route: docRoute(options.routeBasePath, idDirs, lastId, frontMatter.slug, isCategoryIndex),
    position: frontMatter.sidebar_position ?? position,
    isCategoryIndex,
    sortKey: fileName,
  };
  checkDocRoute(doc);
  return doc;
}

/** The folders of a doc's file below the docs folder, as named on disk. */
function rawDirs(docsDir: string, file: string): string[] {
  const dir = relativePosix(docsDir, path.dirname(file));
  return dir === '' ? [] : dir.split('/');
}

/** A scanned doc with new text: what the scan would read from its file now (`serve`'s saves). */
export function rereadDoc(options: ScanOptions, doc: SourceDoc, source: string): SourceDoc {
  return sourceDoc(options, doc.file, doc.dirSegments, path.basename(doc.file), source);
}

/**
 * The tree with `doc` in the place of `old`: the categories on the way to it are copied, the
 * rest shared, so the tree `old` is in stays as it was.
 */
export function withDoc(tree: SourceCategory, old: SourceDoc, doc: SourceDoc): SourceCategory {
  // Only into the folder that holds the doc: a walk of the whole tree was 8 ms a save at 100,000 docs.
  const holds = (category: SourceCategory) => old.file.startsWith(category.dir + path.sep);
  const replaced = (category: SourceCategory): SourceCategory | undefined => {
    for (const [i, child] of category.children.entries()) {
      const next = child === old ? doc : child.kind === 'category' && holds(child) ? replaced(child) : undefined;
      if (next) return { ...category, children: category.children.with(i, next) };
    }
    return undefined;
  };
  const next = replaced(tree);
  if (!next) throw new Error(`${old.displayPath} is not in the docs tree`);
  return next;
}

/**
 * Where the docs start: `/docs` for `routeBasePath: 'docs'`, the site root for `''` (the config
 * reads `'/'` as `''`): Docusaurus's docs-only mode, where `intro.md` is `/intro`.
 */
export function docsRootRoute(routeBasePath: string): string {
  return routeBasePath === '' ? '/' : `/${routeBasePath}`;
}

function docRoute(base: string, dirs: string[], lastId: string, slug: string | undefined, isIndex: boolean): string {
  const root = docsRootRoute(base);
  if (slug !== undefined) return slugRoute(root, dirs, slug);
  const parts = isIndex ? dirs : [...dirs, lastId];
  // Joined as written (an odd id is for checkDocRoute to refuse, not to tidy away).
  return parts.length > 0 ? `${root === '/' ? '' : root}/${parts.join('/')}` : root;
}

/**
 * Refuses a doc whose URL could not be served as written or would reach outside its folder (see
 * route-path.ts), naming what made the URL: its slug, its id, or its file and folder names.
 */
function checkDocRoute(doc: SourceDoc): void {
  const problem = routeProblem(doc.route);
  if (problem === undefined) return;
  const { slug, id } = doc.frontMatter;
  const [key, fix] =
    slug !== undefined ? ['slug', 'Change the slug.'] : id !== undefined ? ['id', 'Change the id, or give the doc a slug.'] : [undefined, 'Rename the file or folder, or give the doc a slug in its front matter.'];
  const made = key ? `its ${key} ${JSON.stringify(key === 'slug' ? slug : id)}` : 'its file and folder names';
  throw new UserError(`the URL ${JSON.stringify(doc.route)} made from ${made} ${problem}. ${fix}`, {
    file: doc.displayPath,
    ...(key ? { line: frontMatterKeyLine(doc.source, key) } : {}),
  });
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * `file`'s path below `root`, with `/`: `toPosix(path.relative(root, file))`, by slicing when the
 * walk joined `file` onto `root` (four per doc: 0.3 s of a 100,000-doc scan through `path`).
 */
export function relativePosix(root: string, file: string): string {
  if (path.sep === '/' && file.length > root.length + 1 && file[root.length] === '/' && file.startsWith(root)) {
    const rest = file.slice(root.length + 1);
    // Only a path `path.relative` would give back as it is: no empty, `.` or `..` segment.
    if (!NOT_PLAIN.test(rest)) return rest;
  }
  return toPosix(path.relative(root, file));
}

const NOT_PLAIN = /(?:^|\/)\.{0,2}(?:\/|$)/;

/** Every doc in the tree, depth first. */
export function* walkDocs(item: SourceItem): Generator<SourceDoc> {
  if (item.kind === 'doc') yield item;
  else for (const child of item.children) yield* walkDocs(child);
}

/** Whether `doc` is the page of the category of its folder (see `isIndexOf`). */
export function isCategoryPage(tree: SourceCategory, doc: SourceDoc): boolean {
  let category: SourceCategory | undefined = tree;
  for (const segment of doc.dirSegments) {
    category = category?.children.find((c): c is SourceCategory => c.kind === 'category' && c.dirSegments.at(-1) === segment);
  }
  return category !== undefined && isIndexOf(doc, category);
}

/** The folder page of `category`, if it has one (see `isIndexOf`). */
export function indexDocOf(category: SourceCategory): SourceDoc | undefined {
  return category.children.find((c): c is SourceDoc => c.kind === 'doc' && isIndexOf(c, category));
}

/**
 * An item's place among its siblings. A category without a position of its own in its
 * `_category_` file takes its folder page's (`sidebar_position`, or the file's number), as
 * Docusaurus does, and else its folder's number.
 */
export function placeOf(item: SourceItem): number | undefined {
  if (item.kind === 'doc' || item.meta.position !== undefined) return item.position;
  return indexDocOf(item)?.position ?? item.position;
}

/**
 * Whether `doc` is the page of `category`: the doc its `_category_` file links to, if it is in the
 * folder, or else its folder page (`index.md`, `README.md`, `<folder>.md`). It is not listed again
 * among the category's items.
 */
export function isIndexOf(doc: SourceDoc, category: SourceCategory): boolean {
  // The docs folder is no category: its own `index.md` is an item of the sidebar.
  if (category.dirSegments.length === 0) return false;
  const link = category.meta.link;
  // A doc the `_category_` file links to, by its id or (as Docusaurus looks first) its id in the
  // folder. A category whose file says what it links to keeps its `index.md` as an ordinary item.
  if (link?.type === 'doc') return (doc.id === link.id || doc.id.endsWith(`/${link.id}`)) && doc.dirSegments.join('/') === category.dirSegments.join('/');
  if (link !== undefined) return false;
  return doc.isCategoryIndex && doc.dirSegments.join('/') === category.dirSegments.join('/');
}
