/**
 * A save in `serve` that other pages show (a title or sidebar label in the sidebar, a description
 * on a category page, a new place in the reading order) writes the pages that change in place, and
 * what it leaves in the output is what a whole build of the same files writes, byte for byte. On a
 * large site, where each page carries only its open part of the sidebar, that is a handful of pages.
 * (What open pages do with it: browser/serve-live-reload and browser/serve-large-site-saves.)
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DevSession, type BuiltOutput } from '../../src/cli/dev/session.ts';
import { FULL_SIDEBAR_LINKS } from '../../src/cli/routes/page-data.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

/** A session on `dir` whose search index is never written (the pages are what is compared here). */
async function session(dir: string, out: string) {
  const built: BuiltOutput[] = [];
  const failed: string[] = [];
  const live = new DevSession({ siteDir: dir, outDir: out, logger: silentLogger(), writeSearch: async () => {} }, { built: (_build, output) => built.push(output), failed: (m) => failed.push(m) });
  await live.start();
  return { live, built, failed };
}

/** Every file of the output but the search index, by path. */
async function files(out: string): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!file.startsWith('_docsgen/search/')) all.set(file, await readFile(path.join(out, file), 'utf8'));
  }
  return all;
}

/** The output of `out` against a whole build of `dir` now: the files that differ, and those only one has. */
async function differencesFromWholeBuild(dir: string, out: string): Promise<string[]> {
  const fresh = path.join(path.dirname(out), `whole-${Date.now()}`);
  const whole = await session(dir, fresh);
  await whole.live.close();
  const [mine, theirs] = await Promise.all([files(out), files(fresh)]);
  await rm(fresh, { recursive: true, force: true });
  const names = new Set([...mine.keys(), ...theirs.keys()]);
  return [...names].filter((name) => mine.get(name) !== theirs.get(name)).sort();
}

async function save(live: DevSession, file: string, edit: (text: string) => string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const next = edit(text);
  assert.is.not(next, text, `the edit changes ${path.basename(file)}`);
  await writeFile(file, next);
  await live.enqueue({ kind: 'doc', file });
}

const small = suite('serve: a save other pages show, on a small site');

/** A serve session on a fresh copy of the shell fixture, for one test: closed and removed after. */
async function onShell(test: (site: { dir: string; out: string; first: string } & Awaited<ReturnType<typeof session>>) => Promise<void>, prepare?: (dir: string) => Promise<void>): Promise<void> {
  const { dir, cleanup } = await copyFixture('shell');
  await prepare?.(dir);
  const out = path.join(dir, '.serve');
  const started = await session(dir, out);
  try {
    await test({ dir, out, first: path.join(dir, 'content/docs/02-Guides/01-first.md'), ...started });
  } finally {
    await started.live.close();
    await cleanup();
  }
}

small('a new sidebar label is written to every page (each carries the whole sidebar), and open pages are sent the new site data', () =>
  onShell(async ({ dir, out, first, live, built, failed }) => {
    await save(live, first, (t) => t.replace('sidebar_label: First', 'sidebar_label: First, renamed'));
    assert.equal(failed, []);
    const output = built.at(-1)!;
    assert.is(output.kind, 'files', 'written in place, not a whole build');
    assert.ok(output.kind === 'files' && output.files.includes('docs/start/index.html'), 'another page that shows the sidebar');
    assert.equal(output.kind === 'files' && output.routes[0]?.path, '/docs/Guides/first', "the saved doc's page first");
    assert.match(await readFile(path.join(out, 'docs/start/index.html'), 'utf8'), /First, renamed/);
    assert.match(output.kind === 'files' ? JSON.stringify(output.site?.sidebars) : '', /First, renamed/);
    assert.equal(await differencesFromWholeBuild(dir, out), []);
  }),
);

small("a new place in its folder reorders every page's sidebar, and open pages are sent the new site data", () =>
  onShell(async ({ dir, out, first, live, built, failed }) => {
    await save(live, first, (t) => t.replace('---\n', '---\nsidebar_position: 3\n'));
    assert.equal(failed, []);
    const output = built.at(-1)!;
    assert.is(output.kind, 'files', 'written in place, not a whole build');
    const guides = output.kind === 'files' ? output.site?.sidebars[Object.keys(output.site.sidebars)[0]!]?.find((item) => item.label === 'Guides') : undefined;
    assert.equal(guides?.type === 'category' && guides.items.map((item) => item.label), ['The second guide', 'First'], 'the site data open pages are sent');
    assert.equal(await differencesFromWholeBuild(dir, out), []);
  }),
);

/** The prev/next links of the page at `route` in the output, as `rel text` lines. */
async function paginationLinks(out: string, route: string): Promise<string[]> {
  const html = await readFile(path.join(out, route, 'index.html'), 'utf8');
  const nav = html.slice(html.indexOf('<nav class="pagination-nav'), html.indexOf('</nav>', html.indexOf('<nav class="pagination-nav')));
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => `${m[1]} ${m[2]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()}`);
}

small("a new title of a category's own doc renames it in its neighbours' prev/next links, as a whole build does", () =>
  onShell(
    async ({ dir, out, live, built, failed }) => {
      const index = path.join(dir, 'content/docs/03-Setup/index.md');
      await save(live, index, (t) => t.replace('title: Setting up', 'title: Setting up, renamed'));
      assert.equal(failed, []);
      assert.is(built.at(-1)!.kind, 'files', 'written in place, not a whole build');
      assert.ok((await paginationLinks(out, 'docs/Guides/second')).some((link) => link.endsWith('Setting up, renamed')), (await paginationLinks(out, 'docs/Guides/second')).join(' | '));
      assert.equal(await differencesFromWholeBuild(dir, out), []);
    },
    async (dir) => {
      await mkdir(path.join(dir, 'content/docs/03-Setup'));
      await writeFile(path.join(dir, 'content/docs/03-Setup/index.md'), '---\ntitle: Setting up\n---\nThe setup.\n');
      await writeFile(path.join(dir, 'content/docs/03-Setup/01-install.md'), '# Install\n');
    },
  ),
);

small('a doc with a pagination_label keeps it in its neighbours\' links when it is retitled or moved, as a whole build does', () =>
  onShell(
    async ({ dir, out, first, live, built, failed }) => {
      assert.ok((await paginationLinks(out, 'docs/Guides/second')).some((link) => link.endsWith('First pagelabel')), 'the whole build names it so');
      await save(live, first, (t) => t.replace('sidebar_label: First', 'sidebar_label: First, renamed'));
      assert.equal(failed, []);
      assert.is(built.at(-1)!.kind, 'files', 'written in place, not a whole build');
      assert.equal(await differencesFromWholeBuild(dir, out), []);
      await save(live, first, (t) => t.replace('---\n', '---\nsidebar_position: 3\n'));
      assert.equal(failed, []);
      assert.is(built.at(-1)!.kind, 'files', 'written in place, not a whole build');
      assert.ok((await paginationLinks(out, 'docs/Guides/second')).some((link) => link.endsWith('First pagelabel')), (await paginationLinks(out, 'docs/Guides/second')).join(' | '));
      assert.equal(await differencesFromWholeBuild(dir, out), []);
    },
    async (dir) => {
      const file = path.join(dir, 'content/docs/02-Guides/01-first.md');
      await writeFile(file, (await readFile(file, 'utf8')).replace('---\n', '---\npagination_label: First pagelabel\n'));
    },
  ),
);

small('a new slug moves the page: a whole build', () =>
  onShell(async ({ out, first, live, built }) => {
    await save(live, first, (t) => t.replace('---\n', '---\nslug: moved-first\n'));
    assert.equal(built.at(-1), { kind: 'site' });
    assert.ok(await stat(path.join(out, 'docs/Guides/moved-first/index.html')));
  }),
);

small.run();

/**
 * The mini fixture with more sidebar links than a page carries whole: three parts of five chapters
 * of 22 docs, every category collapsed, each with a generated index page (cards with descriptions).
 */
async function largeSite(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const { dir, cleanup } = await copyFixture('mini');
  const docs = path.join(dir, 'content/docs');
  for (let part = 1; part <= 3; part++) {
    const partDir = path.join(docs, `0${part + 2}-part-${part}`);
    await mkdir(partDir, { recursive: true });
    await writeFile(path.join(partDir, '_category_.json'), JSON.stringify({ label: `Part ${part}`, link: { type: 'generated-index' } }));
    for (let chapter = 1; chapter <= 5; chapter++) {
      const chapterDir = path.join(partDir, `0${chapter}-chapter-${chapter}`);
      await mkdir(chapterDir, { recursive: true });
      await writeFile(path.join(chapterDir, '_category_.json'), JSON.stringify({ label: `Chapter ${part}.${chapter}`, link: { type: 'generated-index' } }));
      for (let n = 1; n <= 22; n++) {
        const name = `${String(n).padStart(2, '0')}-page-${n}.md`;
        const body = `---\ntitle: Page ${part}.${chapter}.${n}\ndescription: About page ${part}.${chapter}.${n}.\n---\n\nThe text of page ${part}.${chapter}.${n}.\n`;
        await writeFile(path.join(chapterDir, name), body);
      }
    }
  }
  return { dir, cleanup };
}

interface LargeContext {
  dir: string;
  out: string;
  cleanup: () => Promise<void>;
  live: DevSession;
  built: BuiltOutput[];
  failed: string[];
}

/** A suite sharing one serve session on the site `make` gives, closed and removed after. */
function siteSuite(name: string, make: () => Promise<{ dir: string; cleanup: () => Promise<void> }>) {
  const tests = suite<LargeContext>(name);
  tests.before(async (context) => {
    const { dir, cleanup } = await make();
    const out = path.join(dir, '.serve');
    Object.assign(context, { dir, out, cleanup }, await session(dir, out));
  });
  tests.after(async (context) => {
    await context.live.close();
    await context.cleanup();
  });
  return tests;
}

const large = siteSuite('serve: a save other pages show, on a large site', largeSite);

const page = (context: LargeContext, chapter: string, n: number) =>
  path.join(context.dir, `content/docs/0${Number(chapter[0]) + 2}-part-${chapter[0]}/0${chapter[2]}-chapter-${chapter[2]}/${String(n).padStart(2, '0')}-page-${n}.md`);

large('the site is one whose pages carry a part of the sidebar', (context) => {
  const links = context.live.state!.routes.filter((r) => r.kind === 'doc' || r.kind === 'category').length;
  assert.ok(links > FULL_SIDEBAR_LINKS, `${links} links`);
});

large('a new title is written to the pages of its chapter and its neighbours, no others, as a whole build would', async (context) => {
  await save(context.live, page(context, '2.3', 7), (t) => t.replace('title: Page 2.3.7', 'title: Page 2.3.7, renamed'));
  assert.equal(context.failed, []);
  const output = context.built.at(-1)!;
  assert.is(output.kind, 'files');
  const paths = output.kind === 'files' ? output.routes.map((r) => r.path) : [];
  // Its own page, the 21 others of its chapter (their sidebars show it), the chapter's page (its card).
  assert.is(paths[0], '/docs/part-2/chapter-3/page-7');
  assert.ok(paths.includes('/docs/part-2/chapter-3/page-1') && paths.includes('/docs/category/chapter-23'), paths.join(' '));
  assert.ok(paths.length <= 24, `${paths.length} pages written`);
  assert.is(output.kind === 'files' && output.site, undefined, "the site data pages carry is the same (the sidebar is in site.json)");
  assert.not.ok(paths.some((p) => p.startsWith('/docs/part-1/')), 'no page of another part');
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

large('a new place in its chapter reorders the sidebar and the reading order, as a whole build would', async (context) => {
  await save(context.live, page(context, '1.2', 3), (t) => t.replace('---\n', '---\nsidebar_position: 100\n'));
  assert.is(context.built.at(-1)!.kind, 'files');
  const moved = context.live.state!.routes.find((r) => r.path === '/docs/part-1/chapter-2/page-22');
  assert.equal(moved?.kind === 'doc' && moved.pagination.next?.href, '/docs/part-1/chapter-2/page-3', 'it comes last now');
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

large('a new description reaches the chapter page that lists it, as a whole build would', async (context) => {
  await save(context.live, page(context, '3.5', 22), (t) => t.replace('description: About page 3.5.22.', 'description: A new description.'));
  const output = context.built.at(-1)!;
  assert.ok(output.kind === 'files' && output.routes.some((r) => r.path === '/docs/category/chapter-35'));
  assert.match(await readFile(path.join(context.out, 'docs/category/chapter-35/index.html'), 'utf8'), /A new description\./);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

large('a body edit still writes its own page alone; a new title after it reaches the others', async (context) => {
  const file = page(context, '2.1', 1);
  await save(context.live, file, (t) => `${t}\nOne more sentence.\n`);
  const output = context.built.at(-1)!;
  assert.equal(output.kind === 'routes' && output.routes.map((r) => r.path), ['/docs/part-2/chapter-1/page-1']);
  await save(context.live, file, (t) => t.replace('title: Page 2.1.1', 'title: Page 2.1.1, renamed'));
  assert.equal(context.failed, []);
  assert.is(context.built.at(-1)!.kind, 'files');
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

large('a new title for the first doc (the one the sidebar opens at) reaches the pages that show it, as a whole build would', async (context) => {
  await save(context.live, path.join(context.dir, 'content/docs/01-start.md'), (t) => t.replace('# Start here', '# Begin here'));
  const output = context.built.at(-1)!;
  assert.is(output.kind, 'files');
  // Every doc page's sidebar shows it; pages carry no sidebar title (only the build's navbar reads it).
  const docPages = context.live.state!.routes.filter((r) => r.kind === 'doc').map((r) => r.path);
  const written = new Set(output.kind === 'files' ? output.routes.map((r) => r.path) : []);
  assert.equal(docPages.filter((p) => !written.has(p)), []);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

large('a front matter field only its own page shows rewrites that page alone, as a whole build would', async (context) => {
  await save(context.live, page(context, '1.1', 4), (t) => t.replace('---\n', '---\nhide_table_of_contents: true\n'));
  const output = context.built.at(-1)!;
  assert.equal(output.kind === 'files' && output.routes.map((r) => r.path), ['/docs/part-1/chapter-1/page-4']);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

large.run();

/**
 * The large site under a base URL, with a category whose own page is a doc (`index.md`) and a
 * doc whose front matter names another as its next page: the cases a new label reaches in other
 * ways than through the sidebar link.
 */
async function labelledSite(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const site = await largeSite();
  const config = path.join(site.dir, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("url: 'https://mini.example.com',", "url: 'https://mini.example.com',\n  baseUrl: '/handbook/',"));
  const appendix = path.join(site.dir, 'content/docs/09-appendix');
  await mkdir(appendix, { recursive: true });
  await writeFile(path.join(appendix, '_category_.json'), JSON.stringify({ label: 'Appendix' }));
  await writeFile(path.join(appendix, 'index.md'), '---\ntitle: About the appendix\n---\n\nWhat the appendix holds.\n');
  await writeFile(path.join(appendix, '01-glossary.md'), '---\ntitle: Glossary\npagination_next: part-2/chapter-4/page-9\n---\n\nWords.\n');
  await writeFile(path.join(appendix, '02-faq.md'), '---\ntitle: FAQ\n---\n\nQuestions.\n');
  return site;
}

const labels = siteSuite('serve: new labels, on a large site under a base URL', labelledSite);

const written = (context: LargeContext) => {
  const output = context.built.at(-1)!;
  assert.is(output.kind, 'files', 'written in place, not a whole build');
  return output.kind === 'files' ? output.routes.map((r) => r.path) : [];
};

labels('a new title reaches its chapter, its neighbours and a doc that names it as its next page, as a whole build would', async (context) => {
  await save(context.live, page(context, '2.4', 9), (t) => t.replace('title: Page 2.4.9', 'title: Page 2.4.9, renamed'));
  assert.equal(context.failed, []);
  const paths = written(context);
  assert.is(paths[0], '/docs/part-2/chapter-4/page-9');
  assert.ok(paths.includes('/docs/appendix/glossary'), 'the doc whose pagination names it');
  assert.ok(paths.includes('/docs/part-2/chapter-4/page-8') && paths.includes('/docs/part-2/chapter-4/page-22'), 'its neighbour and its chapter');
  assert.ok(paths.length <= 25, `${paths.length} pages written`);
  assert.match(await readFile(path.join(context.out, 'docs/appendix/glossary/index.html'), 'utf8'), /Page 2\.4\.9, renamed/);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

labels("a category's own doc takes a new title on its page and in its neighbours' prev/next links; the sidebar names the category, as a whole build would", async (context) => {
  await save(context.live, path.join(context.dir, 'content/docs/09-appendix/index.md'), (t) => t.replace('title: About the appendix', 'title: What is in the appendix'));
  assert.equal(written(context), ['/docs/appendix', '/docs/part-3/chapter-5/page-22', '/docs/appendix/glossary']);
  assert.match(await readFile(path.join(context.out, 'docs/appendix/glossary/index.html'), 'utf8'), /What is in the appendix/);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

labels('a category named after its own doc takes the doc\'s new title in every sidebar, as a whole build would', async (context) => {
  await writeFile(path.join(context.dir, 'content/docs/09-appendix/_category_.json'), '{}');
  await context.live.enqueue({ kind: 'site', file: path.join(context.dir, 'content/docs/09-appendix/_category_.json') });
  await save(context.live, path.join(context.dir, 'content/docs/09-appendix/index.md'), (t) => t.replace(/title: .*/, 'title: Back matter'));
  assert.equal(context.failed, []);
  assert.match(await readFile(path.join(context.out, 'docs/part-1/chapter-1/page-1/index.html'), 'utf8'), />Back matter</);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

labels('a category with nothing but its own doc is a link under the category\'s name; a new title of the doc leaves that name, as a whole build would', async (context) => {
  const lonely = path.join(context.dir, 'content/docs/10-lonely');
  await mkdir(lonely, { recursive: true });
  await writeFile(path.join(lonely, '_category_.json'), JSON.stringify({ label: 'Back of the book' }));
  await writeFile(path.join(lonely, 'index.md'), '---\ntitle: Colophon\n---\n\nHow this was made.\n');
  await context.live.enqueue({ kind: 'site', file: path.join(lonely, 'index.md') });
  await save(context.live, path.join(lonely, 'index.md'), (t) => t.replace('title: Colophon', 'title: About this handbook'));
  assert.equal(context.failed, []);
  assert.match(await readFile(path.join(context.out, 'docs/part-1/chapter-1/page-1/index.html'), 'utf8'), /href="\/handbook\/docs\/lonely">Back of the book</);
  assert.match(await readFile(path.join(context.out, 'docs/lonely/index.html'), 'utf8'), /About this handbook/);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

labels('a sidebar class reaches the pages that show the link, as a whole build would', async (context) => {
  await save(context.live, page(context, '3.2', 5), (t) => t.replace('---\n', '---\nsidebar_class_name: beta\n'));
  const paths = written(context);
  assert.ok(paths.includes('/docs/part-3/chapter-2/page-1') && paths.length <= 24, paths.join(' '));
  assert.match(await readFile(path.join(context.out, 'docs/part-3/chapter-2/page-1/index.html'), 'utf8'), /class="[^"]*beta/);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

labels('two new titles saved at once both reach the pages, as a whole build would', async (context) => {
  const first = page(context, '1.3', 2);
  const second = page(context, '1.3', 3);
  for (const [file, n] of [[first, 2], [second, 3]] as const) {
    await writeFile(file, (await readFile(file, 'utf8')).replace(`title: Page 1.3.${n}`, `title: Page 1.3.${n}, renamed`));
  }
  await Promise.all([context.live.enqueue({ kind: 'doc', file: first }), context.live.enqueue({ kind: 'doc', file: second })]);
  assert.equal(context.failed, []);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

labels("a new pagination label reaches its neighbours' prev/next links, as a whole build would", async (context) => {
  await save(context.live, page(context, '3.3', 6), (t) => t.replace('---\n', '---\npagination_label: Six\n'));
  assert.equal(context.failed, []);
  assert.equal(written(context), ['/docs/part-3/chapter-3/page-6', '/docs/part-3/chapter-3/page-5', '/docs/part-3/chapter-3/page-7']);
  assert.match(await readFile(path.join(context.out, 'docs/part-3/chapter-3/page-7/index.html'), 'utf8'), />Six</);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

labels.run();

/** The labelled site with a doc at the top of the sidebar after the first (between the guides and the parts). */
async function placedSite(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const site = await labelledSite();
  await writeFile(path.join(site.dir, 'content/docs/08-changelog.md'), '---\ntitle: Changelog\n---\n\nWhat changed.\n');
  return site;
}

const places = siteSuite('serve: new places, on a large site under a base URL', placedSite);

/** Where each of `texts` first comes in the file, in the order given (-1 for one it lacks). */
async function placesIn(file: string, texts: string[]): Promise<number[]> {
  const html = await readFile(file, 'utf8');
  return texts.map((text) => html.indexOf(text));
}

places('a doc moved in its chapter reaches its chapter, its old and new neighbours and its cards, as a whole build would', async (context) => {
  await save(context.live, page(context, '2.2', 5), (t) => t.replace('---\n', '---\nsidebar_position: 15.5\n'));
  assert.equal(context.failed, []);
  const paths = written(context);
  assert.is(paths[0], '/docs/part-2/chapter-2/page-5');
  for (const neighbour of ['page-4', 'page-6', 'page-15', 'page-16']) assert.ok(paths.includes(`/docs/part-2/chapter-2/${neighbour}`), `${neighbour}: ${paths.join(' ')}`);
  assert.ok(paths.includes('/docs/category/chapter-22'), 'the chapter page (its cards)');
  assert.ok(paths.length <= 25, `${paths.length} pages written`);
  assert.not.ok(paths.some((p) => p.startsWith('/docs/part-1/')), 'no page of another part');
  const [fifteen, five, sixteen] = await placesIn(path.join(context.out, 'docs/category/chapter-22/index.html'), ['Page 2.2.15<', 'Page 2.2.5<', 'Page 2.2.16<']);
  assert.ok(fifteen! > 0 && fifteen! < five! && five! < sixteen!, `cards at ${fifteen}, ${five}, ${sixteen}`);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

places('a new position that leaves the doc where it was writes its own page alone, as a whole build would', async (context) => {
  // The last of its chapter, still the last.
  await save(context.live, page(context, '1.4', 22), (t) => t.replace('---\n', '---\nsidebar_position: 99\n'));
  assert.equal(context.failed, []);
  assert.equal(written(context), ['/docs/part-1/chapter-4/page-22']);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

places('a doc moved back and forth, then a neighbour retitled, leaves what a whole build would', async (context) => {
  const file = page(context, '3.4', 10);
  await save(context.live, file, (t) => t.replace('---\n', '---\nsidebar_position: 0\n'));
  await save(context.live, file, (t) => t.replace('sidebar_position: 0', 'sidebar_position: 30'));
  // The link's place in the list moved twice: a new label after it must find the right one.
  await save(context.live, page(context, '3.4', 11), (t) => t.replace('title: Page 3.4.11', 'title: Page 3.4.11, renamed'));
  assert.equal(context.failed, []);
  const [renamed, moved] = await placesIn(path.join(context.out, 'docs/part-3/chapter-4/page-10/index.html'), ['Page 3.4.11, renamed', 'Page 3.4.10<']);
  assert.ok(renamed! > 0 && renamed! < moved!, 'the sidebar lists the moved doc after the renamed one');
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

places('a doc moved among the categories at the top of the sidebar reaches every page that shows it, as a whole build would', async (context) => {
  await save(context.live, path.join(context.dir, 'content/docs/08-changelog.md'), (t) => t.replace('---\n', '---\nsidebar_position: 2.5\n'));
  assert.equal(context.failed, []);
  const paths = written(context);
  assert.is(paths[0], '/docs/changelog');
  assert.ok(paths.includes('/docs/part-3/chapter-5/page-22'), 'a page deep in a part (the top list is on every page)');
  const [guides, changelog, part] = await placesIn(path.join(context.out, 'docs/part-3/chapter-5/page-22/index.html'), ['>Guides<', '>Changelog<', '>Part 1<']);
  assert.ok(guides! > 0 && guides! < changelog! && changelog! < part!, `at ${guides}, ${changelog}, ${part}`);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

places('a doc moved in a folder whose own page is a doc keeps the pagination the front matter gives, as a whole build would', async (context) => {
  await save(context.live, path.join(context.dir, 'content/docs/09-appendix/02-faq.md'), (t) => t.replace('---\n', '---\nsidebar_position: 0\n'));
  assert.equal(context.failed, []);
  const paths = written(context);
  assert.ok(paths.includes('/docs/appendix/glossary') && paths.includes('/docs/appendix'), paths.join(' '));
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

places('a doc moved to the top of the docs (the docs link of every page) reaches every page, as a whole build would', async (context) => {
  await save(context.live, path.join(context.dir, 'content/docs/08-changelog.md'), (t) => t.replace(/sidebar_position: [\d.]+/, 'sidebar_position: 0'));
  assert.equal(context.failed, []);
  assert.is(written(context).length, context.live.state!.routes.length, 'every page');
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

places('a doc moved and another retitled in one batch both reach the pages, as a whole build would', async (context) => {
  const moved = page(context, '1.5', 3);
  const retitled = page(context, '1.5', 20);
  await writeFile(moved, (await readFile(moved, 'utf8')).replace('---\n', '---\nsidebar_position: 21\n'));
  await writeFile(retitled, (await readFile(retitled, 'utf8')).replace('title: Page 1.5.20', 'title: Page 1.5.20, renamed'));
  await Promise.all([context.live.enqueue({ kind: 'doc', file: moved }), context.live.enqueue({ kind: 'doc', file: retitled })]);
  assert.equal(context.failed, []);
  assert.equal(await differencesFromWholeBuild(context.dir, context.out), []);
});

places.run();
