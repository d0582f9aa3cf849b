/**
 * A disk cache of compiled docs, keyed by a hash of the doc's path and body (its text but the
 * front matter: a new title or position in it compiles to the same output), the baseUrl and
 * docsgen's version (the salt). An unchanged doc is not parsed again, and a build where no doc
 * changed never starts the highlighter. A doc's output depends on other docs only through its
 * `.md` links, so each entry keeps them with their targets and is used only while every one
 * still resolves the same way: adding or moving a doc recompiles the docs that link to it, not
 * the whole site. Likewise its images beside it: the same files, and none of those it named
 * missing come since.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { packageFile } from '../package-root.ts';
import { assetFile, isFile, type DocAsset } from './doc-images.ts';
import { sweepDocsCache } from './cache-sweep.ts';
import { MAGIC, placed, savedEntry, type EntryCompiler, type EntryText, type Header } from './cache-entry.ts';
import { HeaderPack, linkContext } from './header-pack.ts';
import { resolveMarkdownLink } from './md-links.ts';
import { frontMatterBlock, markdownBody } from './parse/front-matter-block.ts';
import type { CompiledMarkdown, MarkdownCompiler } from './pipeline.ts';

/** Where a build keeps long texts (content/text-spill.ts): an entry's are pointed to where they are in its file. */
export interface TextHolder {
  /** `digest`: a hash of the text's bytes, which stands for the text where only its identity matters (a page's key). */
  holdFileRange(object: object, key: string, kind: 'text' | 'json', file: string, start: number, length: number, digest: string): void;
}

/**
 * A digest of a doc's markdown body (`markdownBody`): with its path, what finds its entry. A
 * build's scan makes it as it reads the doc (content/scan.ts), and a warm build finds the doc's
 * entry by it without reading the doc again (`known`).
 */
export function bodyDigest(source: string): string {
  return createHash('sha256').update(markdownBody(source)).digest('base64url').slice(0, 32);
}

/**
 * The same digest from the doc's text as UTF-8 bytes, given a start of it (`head`) that holds its
 * front matter block whole, if it has one (`frontMatterHead`, content/doc-text.ts).
 */
export function bodyDigestOfBytes(text: Uint8Array, head: string): string {
  const front = frontMatterBlock(head);
  const hash = createHash('sha256');
  if (front) hash.update(front.blankLines);
  hash.update(front ? text.subarray(Buffer.byteLength(front.text)) : text);
  return hash.digest('base64url').slice(0, 32);
}

/** The compiler with the cache in front; `finish` once the docs are compiled (it saves the header pack). */
export type CachedCompiler = MarkdownCompiler & { finish(): void };

export function cachedCompiler(
  compile: MarkdownCompiler,
  options: { cacheDir: string; salt: string; permalinks: ReadonlyMap<string, string>; linkRoots: readonly string[]; holder?: TextHolder },
): CachedCompiler {
  // A cache folder that did not exist holds nothing: a cold build does not look for each doc.
  const empty = !existsSync(options.cacheDir);
  mkdirSync(options.cacheDir, { recursive: true });
  // Only a build that keeps texts where they are reads headers alone (`serve` reads entries whole).
  const pack = options.holder ? HeaderPack.open(options.cacheDir, () => linkContext(options.permalinks, options.linkRoots)) : undefined;
  const entryFile = (filePath: string, body: string) => path.join(options.cacheDir, `${createHash('sha256').update(`${options.salt}\0${filePath}\0${body}`).digest('hex').slice(0, 32)}.doc`);
  const known = (filePath: string, body: string): CompiledMarkdown | undefined => {
    const read = empty ? undefined : readEntry(entryFile(filePath, body), options.holder, pack);
    if (!read) return undefined;
    const { compiled: cached, packed, record } = read;
    const current = (url: string) => resolveMarkdownLink(url, { filePath, permalinks: options.permalinks, roots: options.linkRoots }) ?? null;
    // Its links still lead where they did, its images are the files their names were made from,
    // and the images it named that were not there are still not there.
    const sameImages = (cached.assets ?? []).every(unchanged) && !(cached.missingAssets ?? []).some(isFile);
    // From a pack of a build whose links resolved as this one's do: they lead where they did.
    const sameLinks = (packed && pack!.sameContext) || cached.markdownLinks.every((link) => current(link.url) === link.resolved);
    if (!sameLinks || !sameImages) return undefined;
    // In the next pack only as it stood this build: its links resolved against this build's.
    if (record) pack?.add(record.name, record.stats, record.header);
    return cached;
  };
  // A compile thread writes the entry itself (compile-pool.ts); otherwise it is written here.
  const toEntry: EntryCompiler = compile.toEntry ?? (async (source, filePath, entry) => savedEntry(entry.file, await compile(source, filePath), true));
  const cachedCompile: MarkdownCompiler = async (source, filePath) => {
    const body = bodyDigest(source);
    const cached = known(filePath, body);
    if (cached) return cached;
    const file = entryFile(filePath, body);
    // With a holder the texts stay in the entry's file: the build reads them from there, not from a copy.
    const { compiled, written } = await toEntry(source, filePath, { file, withTexts: !options.holder });
    if (written) {
      if (options.holder) for (const text of written.texts) options.holder.holdFileRange(compiled, text.field, text.kind, file, text.start, text.length, text.digest);
      pack?.add(path.basename(file, '.doc'), written.stats, Buffer.from(written.header.buffer, written.header.byteOffset, written.header.byteLength));
    }
    return compiled;
  };
  const finish = () => {
    if (!pack) return;
    pack.finish();
    sweepDocsCache(options.cacheDir, pack.used);
  };
  return Object.assign(cachedCompile, { known, finish });
}

/** An image asset whose file still has the content its hashed name says. */
function unchanged(asset: DocAsset): boolean {
  try {
    return assetFile(asset.source, path.posix.dirname(asset.file)) === asset.file;
  } catch {
    return false;
  }
}

/** An entry as read: from the pack or its file, and its record for the next pack (with a holder). */
interface ReadEntry {
  compiled: CompiledMarkdown;
  packed: boolean;
  record?: { name: string; stats: Stats; header: Buffer };
}

/**
 * Reads and writes are synchronous: an entry is one small file, and for thousands of them the
 * promise versions cost four times the CPU (a hop to libuv's threads and back for each open,
 * read or write, and close; measured on 5,000 files of 20 KB: 0.9–1.0 s against 0.2 s), on a
 * main thread the compile threads share the cores with. With a holder, only the header is read.
 */
function readEntry(file: string, holder: TextHolder | undefined, pack: HeaderPack | undefined): ReadEntry | undefined {
  const name = path.basename(file, '.doc');
  const packed = holder && pack?.header(name, file);
  if (packed) {
    const compiled = fromHeader(file, packed.header, holder);
    return compiled && { compiled, packed: true, record: { name, stats: packed.stats, header: packed.header } };
  }
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    let data = Buffer.allocUnsafe(HEADER_READ);
    let got = readSync(fd, data, 0, data.length, 0);
    if (got < 8 || data.toString('latin1', 0, 4) !== MAGIC) return undefined;
    const end = 8 + data.readUInt32LE(4);
    // The whole file without a holder; the header alone with one.
    const want = holder ? end : fstatSync(fd).size;
    if (want > got) {
      const more = Buffer.allocUnsafe(want);
      data.copy(more, 0, 0, got);
      while (got < want) {
        const n = readSync(fd, more, got, want - got, got);
        if (n === 0) return undefined;
        got += n;
      }
      data = more;
    }
    if (holder) {
      const header = data.subarray(8, end);
      const compiled = fromHeader(file, header, holder);
      return compiled && { compiled, packed: false, record: { name, stats: fstatSync(fd), header } };
    }
    const { compiled, texts } = entryFields(JSON.parse(data.toString('utf8', 8, end)) as Header, end);
    for (const text of texts) {
      const body = data.toString('utf8', text.start, text.start + text.length);
      compiled[text.field] = text.kind === 'text' ? body : JSON.parse(body);
    }
    return { compiled: compiled as unknown as CompiledMarkdown, packed: false };
  } catch {
    return undefined; // a miss (or an unreadable entry): compile and store
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** An entry from its header alone, its texts held where they are in its file; undefined when the header does not parse. */
function fromHeader(file: string, header: Buffer, holder: TextHolder): CompiledMarkdown | undefined {
  try {
    const { compiled, texts } = entryFields(JSON.parse(header.toString('utf8')) as Header, 8 + header.length);
    for (const text of texts) holder.holdFileRange(compiled, text.field, text.kind, file, text.start, text.length, text.digest);
    return compiled as unknown as CompiledMarkdown;
  } catch {
    return undefined;
  }
}

/** The entry's fields in their compiled order (a field that was undefined stays out, as JSON leaves it out), and where its texts are. */
function entryFields({ fields, texts, order }: Header, end: number): { compiled: Record<string, unknown>; texts: EntryText[] } {
  const compiled: Record<string, unknown> = {};
  const present = new Set<string>([...Object.keys(fields), ...texts.map(([field]) => field)]);
  for (const key of order) if (present.has(key)) compiled[key] = (fields as Record<string, unknown>)[key];
  return { compiled, texts: placed(texts, end) };
}

/** Bytes read first: a doc's header is usually one or two KB. */
const HEADER_READ = 4096;

/** Defers creating the real compiler (and so the highlighter) until a doc is not in the cache. */
export function lazyCompiler(create: () => Promise<MarkdownCompiler>): MarkdownCompiler {
  let compiler: Promise<MarkdownCompiler> | undefined;
  return async (source, filePath) => {
    compiler ??= create();
    return (await compiler)(source, filePath);
  };
}

/** A hash of the markdown pipeline's own code, so a changed docsgen never serves stale output. */
export const PIPELINE_HASH = (() => {
  const hash = createHash('sha256');
  for (const dir of [packageFile('src/cli/markdown'), packageFile('src/cli/mdx'), packageFile('src/cli/llms')]) {
    for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
      const file = path.join(dir, name);
      hash.update(name);
      if (statSync(file).isFile()) hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
})();
