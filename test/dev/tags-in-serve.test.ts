/**
 * `serve` and tags: a saved doc body keeps its tag list (made by the build, with the tags file);
 * a changed `tags` front matter rebuilds the site, so the tag pages follow.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { classify } from '../../src/cli/dev/watch.ts';
import { devSessionSuite } from '../helpers/dev-session.ts';

const test = devSessionSuite('serve: tags', 'tags');

const docs = (dir: string) => path.join(dir, 'content/docs');
const footer = (html: string) => /<footer class="theme-doc-footer doc-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';

test('a saved body keeps the tag list; new tags rebuild the tag pages', async (context) => {
  const file = path.join(docs(context.dir), '01-start.md');
  const page = path.join(context.out, 'docs/start/index.html');
  const payload = path.join(context.out, '_docsgen/routes/docs/start.json');
  await writeFile(file, (await readFile(file, 'utf8')).replace('Welcome.', 'Welcome again.'));
  await context.session.enqueue(classify('change', file, docs(context.dir))!);
  assert.match(await readFile(page, 'utf8'), /Welcome again\./);
  assert.match(footer(await readFile(page, 'utf8')), /href="\/docs\/tags\/start-here">Getting started<\/a>/);
  assert.match(JSON.parse(await readFile(payload, 'utf8')).footer, /href="\/docs\/tags\/api">API<\/a>/, 'the payload carries the footer');

  await writeFile(file, (await readFile(file, 'utf8')).replace('tags: [getting-started, api]', 'tags: [api, howto]'));
  await context.session.enqueue(classify('change', file, docs(context.dir))!);
  assert.equal(context.events.failed, []);
  assert.not.match(footer(await readFile(page, 'utf8')), /Getting started/);
  assert.match(await readFile(path.join(context.out, 'docs/tags/howto/index.html'), 'utf8'), /2 docs tagged with &quot;Howto&quot;/);
  assert.match(await readFile(path.join(context.out, 'docs/tags/start-here/index.html'), 'utf8'), /One doc tagged with &quot;Getting started&quot;/);
});

test.run();
