/**
 * `serve` rewrites files in the folder it serves, under the same names: the saved doc's page and
 * payload, the pages a new title shows on, `site.json`, the search index (or the Algolia
 * records). A response being read at that moment (the server streams a file from the descriptor
 * it opened) must get the old file whole, never its start joined to the new file's end, nor a
 * file cut short.
 */
import { open, readdir, readFile, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DevSession } from '../../src/cli/dev/session.ts';
import { RECORDS_FILE } from '../../src/runtime/search/types.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';
import { miniSite } from '../links/mini-site.ts';

/** A file opened and its first bytes read, as a response that has started. */
interface Reading {
  file: string;
  before: Buffer;
  handle: FileHandle;
  head: number;
}

async function startReading(file: string): Promise<Reading> {
  const before = await readFile(file);
  const handle = await open(file, 'r');
  const head = 16;
  await handle.read(Buffer.alloc(head), 0, head, 0);
  return { file, before, handle, head };
}

/** The whole response: the bytes read first and the rest, read now. */
async function finishReading({ before, handle, head }: Reading): Promise<Buffer> {
  const rest: Buffer[] = [];
  for (let at = head; ; ) {
    const chunk = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, at);
    if (bytesRead === 0) break;
    rest.push(chunk.subarray(0, bytesRead));
    at += bytesRead;
  }
  await handle.close();
  return Buffer.concat([before.subarray(0, head), ...rest]);
}

async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await done())) {
    assert.ok(Date.now() < end, what);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The index's fragment file of the page at `url`. */
async function fragmentOf(out: string, url: string): Promise<string> {
  const dir = path.join(out, '_docsgen/search/fragment');
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.pf_fragment')) continue;
    if (gunzipSync(await readFile(path.join(dir, name))).toString().includes(`"url":"${url}`)) return path.join(dir, name);
  }
  throw new Error(`no fragment for ${url}`);
}

interface Context {
  dir: string;
  out: string;
  doc: string;
  session: DevSession;
  indexed: () => number;
  cleanup: () => Promise<void>;
}

const onShell = suite<Context>('serve: files rewritten while they are read');

onShell.before(async (context) => {
  const { dir, cleanup } = await copyFixture('shell');
  const out = path.join(dir, '.serve');
  let indexed = 0;
  const session = new DevSession({ siteDir: dir, outDir: out, logger: silentLogger() }, { built: () => {}, failed: (message) => assert.unreachable(message), indexed: () => indexed++ });
  Object.assign(context, { dir, out, session, cleanup, doc: path.join(dir, 'content/docs/02-Guides/01-first.md'), indexed: () => indexed });
  await session.start();
  await until(() => indexed === 1, 'the first index is written');
});

onShell.after(async (context) => {
  await context.session.close();
  await context.cleanup();
});

/**
 * Opens `files` (relative to the output, or the saved page's search fragment), saves the doc
 * with `edit`, waits until each file and the index are written again, and reads the rest.
 */
async function readAcrossSave({ out, doc, session, indexed }: Context, files: string[], edit: (text: string) => string): Promise<void> {
  const fragment = await fragmentOf(out, '/docs/Guides/first');
  const readings = await Promise.all(files.map((f) => (f === 'fragment' ? fragment : path.join(out, f))).map(startReading));
  const index = indexed();
  await writeFile(doc, edit(await readFile(doc, 'utf8')));
  await session.enqueue({ kind: 'doc', file: doc });
  await until(() => indexed() > index, 'the index is written again');
  const changed = async (reading: Reading) => !(await readFile(reading.file)).equals(reading.before);
  await until(async () => (await Promise.all(readings.map(changed))).every(Boolean), 'every file read is rewritten');
  for (const reading of readings) {
    const read = await finishReading(reading);
    assert.ok(read.equals(reading.before), `${path.relative(out, reading.file)} is read whole, as it was when it was opened`);
  }
}

onShell('a body edit: its page, its payload and its search fragment', (context) =>
  readAcrossSave(context, ['fragment', 'docs/Guides/first/index.html', '_docsgen/routes/docs/Guides/first.json'], (text) => `${text}\n\nA sentence the index takes in.\n`),
);

onShell('a new sidebar label: the pages that show it and site.json', (context) =>
  readAcrossSave(context, ['docs/Guides/first/index.html', 'docs/start/index.html', '_docsgen/site.json'], (text) => text.replace('sidebar_label: First', 'sidebar_label: Renamed first')),
);

onShell.run();

const onAlgolia = suite('serve: files rewritten while they are read, on a site searched on Algolia');

onAlgolia('the records for `docsgen search push`, written again after a save', async () => {
  const site = await miniSite({ config: ["search: { provider: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'mini' },"] });
  const out = path.join(site.dir, '.serve');
  let indexed = 0;
  const session = new DevSession({ siteDir: site.dir, outDir: out, logger: silentLogger() }, { built: () => {}, failed: (message) => assert.unreachable(message), indexed: () => indexed++ });
  try {
    await session.start();
    await until(() => indexed === 1, 'the first records are written');
    const reading = await startReading(path.join(out, RECORDS_FILE));
    const doc = path.join(site.dir, 'content/docs/01-start.md');
    await writeFile(doc, `${await readFile(doc, 'utf8')}\n\nA sentence the records take in.\n`);
    await session.enqueue({ kind: 'doc', file: doc });
    await until(() => indexed === 2, 'the records are written again');
    assert.match(await readFile(reading.file, 'utf8'), /the records take in/);
    assert.ok((await finishReading(reading)).equals(reading.before), 'read whole, as it was when it was opened');
  } finally {
    await session.close();
    await site.cleanup();
  }
});

onAlgolia.run();
