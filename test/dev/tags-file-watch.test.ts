/** `serve`: a saved tags file (a YAML file among the docs) rebuilds the site; its labels are on many pages. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { classify } from '../../src/cli/dev/watch.ts';

test('tags.yml in the docs folder is a whole build', () => {
  const docs = path.resolve('/site/content/docs');
  assert.equal(classify('change', path.join(docs, 'tags.yml'), docs), { kind: 'site', file: path.join(docs, 'tags.yml') });
  assert.equal(classify('add', path.join(docs, 'meta/topics.yaml'), docs), { kind: 'site', file: path.join(docs, 'meta/topics.yaml') });
  assert.equal(classify('change', path.join(docs, 'notes.txt'), docs), undefined);
});

test.run();
