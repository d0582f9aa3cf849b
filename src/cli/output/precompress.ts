/**
 * Brotli and gzip copies of every text file in the output (`page.html` → `page.html.br`,
 * `page.html.gz`), written at build time when asked (`build --precompress`), for hosts that look
 * for precompressed siblings (nginx `gzip_static`, Caddy `precompressed`); `docsgen serve
 * --no-watch` sends them through sirv's `brotli`/`gzip` options. The same settings compress files
 * that have no sibling when `serve` is first asked for them (serve/compress-on-request.ts).
 *
 * Settings are measured on this site (42 text files, 0.95 MB), both encodings in parallel:
 * brotli q6 + gzip 9 ≈ 26 ms and 194 KB of brotli; q9 ≈ 58 ms, 192 KB; q10 ≈ 178 ms, 179 KB;
 * q11 ≈ 790 ms, 175 KB. q11 would add most of a second to a build that takes less than one.
 * On a 1,000-page site (43 MB of pages and payloads, one core): brotli q6 85 MB/s, q5 98 MB/s,
 * ratio 0.175 and 0.176; gzip 9 118 MB/s, gzip 6 133 MB/s, 0.194 and 0.196. Big sites compress
 * hundreds of megabytes, so q5 and gzip 6: 12% less time for 1% more bytes.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats only: images, fonts and Pagefind's fragments are compressed already. */
const COMPRESSIBLE = /\.(?:html|css|js|mjs|json|svg|xml|txt)$/i;

export function isCompressible(fileName: string): boolean {
  return COMPRESSIBLE.test(fileName);
}

/** `page.html.br`, `app.js.gz`: a sibling this step writes (unlike `data.tar.gz`, served as a file). */
export function isPrecompressedSibling(fileName: string): boolean {
  return /\.(?:br|gz)$/.test(fileName) && isCompressible(fileName.slice(0, -3));
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

export function brotli(data: Buffer): Promise<Buffer> {
  return brotliAsync(data, brotliOptions(data.length));
}

/** The build's brotli settings for a file of `size` bytes (async here, sync in output/write-files.ts). */
export function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      // A window no larger than the file: same output, and a page no longer allocates (and
      // faults in) brotli's default 4 MB window. On 1,000 pages: half the page faults.
      [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(size),
    },
  };
}

/** The smallest brotli window (10–24 bits) that holds `size` bytes. */
function windowBits(size: number): number {
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))));
}

export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

export function gzip(data: Buffer): Promise<Buffer> {
  return gzipAsync(data, GZIP_OPTIONS);
}

/** At most this many files in memory and in zlib at once: libuv runs 4 zlib jobs at a time. */
const PARALLEL = 4;

/** `.br` and `.gz` beside `file` for `data` (its contents), each only when smaller. */
export async function writeCompressed(file: string, data: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([brotli(data), gzip(data)]);
  await Promise.all([
    br.length < data.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < data.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Writes `.br` and `.gz` beside each text file under `dir`, each only when it is smaller than the
 * original. `skip` lists files (paths relative to `dir`, with `/`) no browser fetches, such as the
 * search records only `docsgen search push` reads. `listed`: every file under `dir` (relative,
 * with `/`) when the caller has just listed it. Returns how many files were compressed.
 */
export async function precompress(dir: string, skip: ReadonlySet<string> = new Set(), listed?: readonly string[]): Promise<number> {
  const all = listed ?? (await listFiles(dir));
  // Pages, payloads and the client bundle were compressed earlier (write-files.ts, compressFiles).
  const done = new Set(all.filter((f) => isPrecompressedSibling(path.posix.basename(f))).map((f) => f.slice(0, -3)));
  const files = all.filter((f) => isCompressible(path.posix.basename(f)) && !done.has(f) && !skip.has(f));
  return compressFiles(files.map((f) => path.join(dir, f)));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** `.br`/`.gz` beside each of `files` (absolute paths; those not compressible are left alone). */
export async function compressFiles(files: readonly string[]): Promise<number> {
  files = files.filter((f) => isCompressible(path.basename(f)));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await writeCompressed(file, await readFile(file));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
  return files.length;
}
