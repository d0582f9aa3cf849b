/**
 * The docs cache: an unchanged doc is not compiled again, even when other docs come and go, nor
 * when only its front matter changed; a doc is compiled again when one of its `.md` links would
 * now resolve differently.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cachedCompiler, type CachedCompiler, type TextHolder } from '../../src/cli/markdown/cache.ts';
import { readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { isSpilled, spilledDigest, TextSpill } from '../../src/cli/content/text-spill.ts';
import { readdir, truncate } from 'node:fs/promises';
import { getHighlighter } from '../../src/cli/markdown/code-blocks.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../src/cli/markdown/pipeline.ts';
import { adaptiveCompiler, CompilePool } from '../../src/cli/markdown/compile-pool.ts';
import { mkdirSync } from 'node:fs';
import { tempDir } from '../helpers/temp-dir.ts';

const test = suite('docs cache');

const FILE = '/site/docs/guide.md';
const SOURCE = 'Read [the start](./start.md#top) and [later](./later.md).\n';

async function withCache(run: (cached: (permalinks: Map<string, string>) => MarkdownCompiler, compiled: () => number, dir: string) => Promise<void>, holder?: TextHolder) {
  const dir = await tempDir('docsgen-cache-');
  const highlighter = await getHighlighter();
  let count = 0;
  try {
    await run(
      (permalinks) => {
        const real = createMarkdownCompiler({ baseUrl: '/', permalinks, linkRoots: ['/site/docs', '/site'], highlighter });
        return cachedCompiler(
          async (source, file) => {
            count++;
            return real(source, file);
          },
          { cacheDir: dir, salt: 'test', permalinks, linkRoots: ['/site/docs', '/site'], ...(holder ? { holder } : {}) },
        );
      },
      () => count,
      dir,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('an unchanged doc is read from the cache, even after other docs were added', async () => {
  await withCache(async (cached, compiled) => {
    await cached(new Map([['/site/docs/start.md', '/docs/start']]))(SOURCE, FILE);
    const again = await cached(new Map([['/site/docs/start.md', '/docs/start'], ['/site/docs/unrelated.md', '/docs/unrelated']]))(SOURCE, FILE);
    assert.is(compiled(), 1);
    assert.match(again.html, 'href="/docs/start#top"');
  });
});

test('a new front matter over the same body is read from the cache; a body on other lines is compiled again', async () => {
  await withCache(async (cached, compiled) => {
    const permalinks = new Map([['/site/docs/start.md', '/docs/start']]);
    const broken = '---\ntitle: Guide\n---\n\nSee [gone](./gone.md).\n';
    const first = await cached(permalinks)(broken, FILE);
    const retitled = await cached(permalinks)(broken.replace('title: Guide', 'title: "A new title"'), FILE);
    assert.is(compiled(), 1);
    assert.is(JSON.stringify(retitled), JSON.stringify(first));
    // One more front matter line moves the body: its broken link is reported on its new line.
    const longer = await cached(permalinks)(broken.replace('title: Guide', 'title: Guide\nsidebar_position: 2'), FILE);
    assert.is(compiled(), 2);
    assert.is(longer.brokenMarkdownLinks[0]?.line, first.brokenMarkdownLinks[0]!.line! + 1);
  });
});

test('a doc whose link target moved is compiled again', async () => {
  await withCache(async (cached, compiled) => {
    await cached(new Map([['/site/docs/start.md', '/docs/start']]))(SOURCE, FILE);
    const moved = await cached(new Map([['/site/docs/start.md', '/docs/begin']]))(SOURCE, FILE);
    assert.is(compiled(), 2);
    assert.match(moved.html, 'href="/docs/begin#top"');
  });
});

test('a broken link that now has a target is compiled again', async () => {
  await withCache(async (cached, compiled) => {
    const first = await cached(new Map([['/site/docs/start.md', '/docs/start']]))(SOURCE, FILE);
    assert.equal(first.brokenMarkdownLinks.map((l) => l.url), ['./later.md']);
    const fixed = await cached(new Map([['/site/docs/start.md', '/docs/start'], ['/site/docs/later.md', '/docs/later']]))(SOURCE, FILE);
    assert.is(compiled(), 2);
    assert.equal(fixed.brokenMarkdownLinks, []);
    assert.match(fixed.html, 'href="/docs/later"');
  });
});

test('a changed doc is compiled again', async () => {
  await withCache(async (cached, compiled) => {
    const permalinks = new Map([['/site/docs/start.md', '/docs/start']]);
    await cached(permalinks)(SOURCE, FILE);
    await cached(permalinks)(`${SOURCE}\nMore.\n`, FILE);
    assert.is(compiled(), 2);
  });
});

test("with a spill, a doc's long texts are read from its entry where they are, the same as compiled", async () => {
  const spill = new TextSpill();
  const permalinks = new Map([['/site/docs/start.md', '/docs/start']]);
  const source = `${SOURCE}\n## Café\n\nText with ünïcode and \`code\`.\n`;
  let plain = '';
  await withCache(async (cached) => {
    plain = JSON.stringify(await cached(permalinks)(source, FILE));
  });
  await withCache(async (cached, compiled) => {
    const made = await cached(permalinks)(source, FILE);
    const read = await cached(permalinks)(source, FILE);
    assert.is(compiled(), 1);
    for (const doc of [made, read]) {
      for (const field of ['html', 'searchSections', 'headings', 'links'] as const) assert.ok(isSpilled(doc, field), field);
      assert.is(JSON.stringify(doc), plain);
    }
  }, spill);
});

test("a spilled text's digest names its bytes: the same made or read back, another for another text", async () => {
  const spill = new TextSpill();
  const permalinks = new Map([['/site/docs/start.md', '/docs/start']]);
  await withCache(async (cached) => {
    const made = await cached(permalinks)(SOURCE, FILE);
    const read = await cached(permalinks)(SOURCE, FILE);
    const other = await cached(permalinks)(`${SOURCE}\nMore.\n`, FILE);
    for (const field of ['html', 'twin', 'searchSections', 'headings', 'links'] as const) {
      if (made[field] === undefined) continue;
      const digest = spilledDigest(made, field);
      assert.type(digest, 'string', field);
      assert.is(spilledDigest(read, field), digest, field);
    }
    assert.is.not(spilledDigest(other, 'html'), spilledDigest(made, 'html'));
    // Unchanged between the two bodies: the same digest.
    assert.is(spilledDigest(other, 'links'), spilledDigest(made, 'links'));
  }, spill);
});

test("the next build takes an entry's header from the pack, not from the entry; not once the entry is replaced", async () => {
  const permalinks = new Map([['/site/docs/start.md', '/docs/start']]);
  await withCache(async (cached, compiled, dir) => {
    const plain = JSON.stringify(await cached(permalinks)(SOURCE, FILE));
    const [entry] = (await readdir(dir)).filter((name) => name.endsWith('.doc'));
    const file = path.join(dir, entry!);
    // A time a test can set back exactly.
    const time = 1_700_000_000;
    utimesSync(file, time, time);
    const made = cached(permalinks) as CachedCompiler;
    await made(SOURCE, FILE);
    made.finish();
    // The entry's header spoilt in place, its time set back: only the pack can give it now.
    const bytes = readFileSync(file);
    bytes.fill(0x20, 8, 40);
    writeFileSync(file, bytes);
    utimesSync(file, time, time);
    const read = await cached(permalinks)(SOURCE, FILE);
    assert.is(compiled(), 1, 'read from the cache, its header from the pack');
    assert.is(JSON.stringify(read), plain);
    // Replaced by a rename (a new file): the pack's record of it is not used.
    writeFileSync(`${file}.new`, bytes);
    renameSync(`${file}.new`, file);
    utimesSync(file, time, time);
    await cached(permalinks)(SOURCE, FILE);
    assert.is(compiled(), 2, 'its spoilt header is no entry: compiled again');
  }, new TextSpill());
});

test("a doc from the pack of a build whose links resolved as this one's is not resolved again; after a move it is, and compiled again", async () => {
  /** Permalinks that count the lookups `.md` links make. */
  class Counted extends Map<string, string> {
    lookups = 0;
    override get(key: string): string | undefined {
      this.lookups++;
      return super.get(key);
    }
  }
  const permalinks = () => new Counted([['/site/docs/start.md', '/docs/start'], ['/site/docs/later.md', '/docs/later']]);
  await withCache(async (cached, compiled) => {
    const build = async (links: Counted) => {
      const made = cached(links) as CachedCompiler;
      const result = await made(SOURCE, FILE);
      made.finish();
      return result;
    };
    await build(permalinks());
    const same = permalinks();
    await build(same);
    const again = permalinks();
    await build(again);
    assert.is(compiled(), 1);
    assert.is(again.lookups, 0, 'taken from a pack written for the same links: not resolved');
    const moved = new Counted([['/site/docs/start.md', '/docs/begin'], ['/site/docs/later.md', '/docs/later']]);
    const result = await build(moved);
    assert.ok(moved.lookups > 0, 'other links: resolved');
    assert.is(compiled(), 2);
    assert.match(result.html, 'href="/docs/begin#top"');
  }, new TextSpill());
});

test('an entry cut short is compiled again, never read half', async () => {
  await withCache(async (cached, compiled, dir) => {
    const permalinks = new Map([['/site/docs/start.md', '/docs/start']]);
    const first = await cached(permalinks)(SOURCE, FILE);
    const [entry] = await readdir(dir);
    await truncate(path.join(dir, entry!), 6);
    const again = await cached(permalinks)(SOURCE, FILE);
    assert.is(compiled(), 2);
    assert.is(JSON.stringify(again), JSON.stringify(first));
  });
});

test('a doc compiled on a thread is written to the cache by the thread: the same doc, its texts read from its entry', async () => {
  const permalinks = new Map([['/site/docs/start.md', '/docs/start']]);
  const linkRoots = ['/site/docs', '/site'];
  const source = `${SOURCE}\n## Café\n\n\`\`\`ts title="a.ts"\nconst x = 1;\n\`\`\`\n`;
  const highlighter = await getHighlighter();
  const real = createMarkdownCompiler({ baseUrl: '/', permalinks, linkRoots, highlighter });
  const plain = JSON.stringify(await real(source, FILE));
  let onMain = 0;
  const local: MarkdownCompiler = async (text, file) => {
    onMain++;
    return real(text, file);
  };
  const pooled = adaptiveCompiler(local, { baseUrl: '/', permalinks: [...permalinks], linkRoots, html: true }, new CompilePool(1));
  const dirs: string[] = [];
  const cache = async (holder?: TextHolder) => {
    dirs.push(await tempDir('docsgen-cache-'));
    return cachedCompiler(pooled, { cacheDir: dirs.at(-1)!, salt: 'test', permalinks, linkRoots, ...(holder ? { holder } : {}) });
  };
  try {
    // A build's: the texts stay in the entry the thread wrote.
    const spill = new TextSpill();
    const building = await cache(spill);
    const built = await building(source, FILE);
    building.finish();
    assert.is(onMain, 0, 'compiled on the thread');
    for (const field of ['html', 'twin', 'searchSections', 'headings', 'links'] as const) assert.ok(isSpilled(built, field), field);
    assert.is(JSON.stringify(built), plain);
    const names = (await readdir(dirs[0]!)).filter((name) => name.endsWith('.doc'));
    assert.is(names.length, 1, 'its entry');
    assert.equal((await readdir(dirs[0]!)).filter((name) => name.endsWith('.tmp')), [], 'no temporary file left');
    const throwing: MarkdownCompiler = async () => {
      throw new Error('the entry is read, not compiled');
    };
    const read = await cachedCompiler(throwing, { cacheDir: dirs[0]!, salt: 'test', permalinks, linkRoots, holder: new TextSpill() })(source, FILE);
    assert.is(JSON.stringify(read), plain, 'read back as written');

    // `serve`'s (no holder): the texts come back too, and the entry is written.
    const served = await (await cache())(source, FILE);
    assert.not.ok(isSpilled(served, 'html'));
    assert.is(JSON.stringify(served), plain);
    assert.equal((await readdir(dirs[1]!)).filter((name) => !name.startsWith('headers.pack')), names);

    // An entry the thread cannot write: the doc comes back whole.
    const blocked = await cache(new TextSpill());
    mkdirSync(path.join(dirs[2]!, names[0]!));
    const whole = await blocked(source, FILE);
    assert.not.ok(isSpilled(whole, 'html'));
    assert.is(JSON.stringify(whole), plain);
    assert.is(onMain, 0);
  } finally {
    await pooled.release();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
});

test.run();
