/**
 * Two routes at one URL would write one file twice, the last silently winning: a doc whose slug
 * is a category's generated page, a page module at the search page's path. The build fails,
 * naming both, before anything is written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { miniBuildError, withBuiltMini } from '../helpers/site.ts';

test('a doc whose slug is a category’s generated page', async () => {
  const message = await miniBuildError(async (dir) => {
    const doc = path.join(dir, 'content/docs/01-start.md');
    await writeFile(doc, (await readFile(doc, 'utf8')).replace('---\n', '---\nslug: /category/guides\n'));
  });
  assert.match(message, /^content\/docs\/02-Guides\/_category_\.json: URL \/docs\/category\/guides is made twice: by the doc content\/docs\/01-start\.md and by the generated page of the category in content\/docs\/02-Guides\/_category_\.json\. Give one of them another URL/);
});

test('a page module at the search page’s path', async () => {
  const message = await miniBuildError(async (dir) => {
    await mkdir(path.join(dir, 'content/pages'), { recursive: true });
    await writeFile(path.join(dir, 'content/pages/search.tsx'), 'export default function Search() { return <p>mine</p>; }\n');
  });
  assert.match(message, /URL \/search is made twice: by the page content\/pages\/search\.tsx and by the search page \(search\.searchPagePath\)/);
});

test('two categories given one link.slug: each named by its own _category_ file', async () => {
  const message = await miniBuildError(async (dir) => {
    await mkdir(path.join(dir, 'content/docs/03-More'));
    await writeFile(path.join(dir, 'content/docs/03-More/_category_.json'), JSON.stringify({ label: 'More', link: { type: 'generated-index', slug: '/category/guides' } }));
    await writeFile(path.join(dir, 'content/docs/03-More/more.md'), '# More\n');
    const guides = path.join(dir, 'content/docs/02-Guides/_category_.json');
    await writeFile(guides, JSON.stringify({ label: 'Guides', link: { type: 'generated-index', slug: '/category/guides' } }));
  });
  assert.match(message, /^content\/docs\/03-More\/_category_\.json: URL \/docs\/category\/guides is made twice: by the generated page of the category in content\/docs\/02-Guides\/_category_\.json and by the generated page of the category in content\/docs\/03-More\/_category_\.json\./);
});

test('two categories labelled alike build, the second at -1', async () => {
  const routes = await withBuiltMini(
    async (dir) => {
      await mkdir(path.join(dir, 'content/docs/03-Guides-again'));
      await writeFile(path.join(dir, 'content/docs/03-Guides-again/_category_.json'), JSON.stringify({ label: 'Guides', link: { type: 'generated-index' } }));
      await writeFile(path.join(dir, 'content/docs/03-Guides-again/more.md'), '# More\n');
    },
    async (outDir) => [await readFile(path.join(outDir, 'docs/category/guides/index.html'), 'utf8'), await readFile(path.join(outDir, 'docs/category/guides-1/index.html'), 'utf8')],
  );
  assert.match(routes[0]!, /href="\/docs\/Guides\/first"/, 'the first keeps its URL');
  assert.match(routes[1]!, /href="\/docs\/Guides-again\/more"/, 'the second is at -1');
});

test.run();
