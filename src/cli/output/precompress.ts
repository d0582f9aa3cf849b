/**
 * Brotli and gzip copies of every text file in the output (`page.html` → `page.html.br`,
 * `page.html.gz`), written once at build time, so `docsgen serve --no-watch` (through sirv's
 * `brotli`/`gzip` options) and hosts that look for precompressed siblings (nginx `gzip_static`,
 * Caddy `precompressed`) send them without compressing anything per request.
 *
 * Settings are measured on this site (42 text files, 0.95 MB), both encodings in parallel:
 * brotli q6 + gzip 9 ≈ 26 ms and 194 KB of brotli; q9 ≈ 58 ms, 192 KB; q10 ≈ 178 ms, 179 KB;
 * q11 ≈ 790 ms, 175 KB. q11 would add most of a second to a build that takes less than one.
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
  return brotliAsync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export function gzip(data: Buffer): Promise<Buffer> {
  return gzipAsync(data, { level: 9 });
}

/** At most this many files in memory and in zlib at once: libuv runs 4 zlib jobs at a time. */
const PARALLEL = 4;

/**
 * Writes `.br` and `.gz` beside each text file under `dir`, each only when it is smaller than the
 * original. `skip` lists files (paths relative to `dir`, with `/`) no browser fetches, such as the
 * search records only `docsgen search push` reads. Returns how many files were compressed.
 */
export async function precompress(dir: string, skip: ReadonlySet<string> = new Set()): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && isCompressible(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !skip.has(path.relative(dir, file).split(path.sep).join('/')));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([brotli(data), gzip(data)]);
      await Promise.all([
        br.length < data.length ? writeFile(`${file}.br`, br) : undefined,
        gz.length < data.length ? writeFile(`${file}.gz`, gz) : undefined,
      ]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
  return files.length;
}
