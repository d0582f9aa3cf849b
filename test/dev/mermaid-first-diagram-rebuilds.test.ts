/**
 * `serve`: the Mermaid module is made by builds that have a diagram. A save that brings a site its
 * first diagram is a whole build (which makes it); a save in a site that has one already rewrites
 * that page alone, its diagram pointing at the module.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { updateDoc } from '../../src/cli/dev/doc-update.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

const DIAGRAM = '\n\n```mermaid\ngraph LR;\n  A-->B;\n```\n';

test('the first diagram is a whole build; the next one is its page alone', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  try {
    const outDir = path.join(dir, 'build');
    const logger = silentLogger();
    const state = await build({ siteDir: dir, outDir, logger, dev: true });
    const doc = state.model.docs[0]!;
    await writeFile(doc.source.file, (await readFile(doc.source.file, 'utf8')) + DIAGRAM);
    const update = await updateDoc(state, doc.source.file, logger);
    assert.is(update.kind, 'structural');
    assert.match((update as { reason: string }).reason, /first Mermaid diagram/);

    // The whole build makes the module; a later save is an update of that page.
    const next = await build({ siteDir: dir, outDir, logger, dev: true });
    assert.ok((await readdir(path.join(outDir, 'assets'))).some((file) => /^mermaid-\w+\.js$/.test(file)));
    const other = next.model.docs.find((d) => d !== next.model.docs.find((x) => x.source.file === doc.source.file))!;
    await writeFile(other.source.file, (await readFile(other.source.file, 'utf8')) + DIAGRAM);
    const saved = await updateDoc(next, other.source.file, logger);
    assert.ok(saved.kind === 'updated' || saved.kind === 'relinked', saved.kind);
    const html = await readFile(path.join(outDir, other.route.replace(/^\//, ''), 'index.html'), 'utf8');
    assert.match(html, /data-mermaid="\/assets\/mermaid-\w+\.js"/);
  } finally {
    await cleanup();
  }
});

test.run();
