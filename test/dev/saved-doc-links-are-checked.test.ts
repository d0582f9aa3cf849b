/**
 * A saved doc's links go through the link gate as a whole build in `serve` puts them: a broken
 * link or anchor on its page warns (with the file and line), a good one says nothing, and a
 * broken `.md` link is reported once, as itself.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DevSession } from '../../src/cli/dev/session.ts';
import { classify } from '../../src/cli/dev/watch.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

test('a save with a broken link and a broken anchor warns of both, naming the line; fixing them says nothing', async () => {
  const { dir, cleanup } = await copyFixture('mini');
  const logger = silentLogger();
  const session = new DevSession({ siteDir: dir, outDir: path.join(dir, '.serve'), logger }, { built: () => {}, failed: () => {} });
  try {
    await session.start();
    const file = path.join(dir, 'content/docs/01-start.md');
    const original = await readFile(file, 'utf8');
    /** Saves `text`, then waits until `done` holds of what was printed (the check follows the page being served), or 10 s. */
    const save = async (text: string, done: (printed: string) => boolean) => {
      logger.lines.length = 0;
      await writeFile(file, text);
      await session.enqueue(classify('change', file, path.join(dir, 'content/docs'))!);
      for (let i = 0; i < 500 && !done(logger.lines.join('\n')); i++) await new Promise((r) => setTimeout(r, 20));
    };
    await save(`${original}\nSee [gone](/docs/gone), [here](#nowhere), [fine](/docs/Guides/first) and [old](./gone.md).\n`, (printed) => /found broken links/.test(printed) && /found broken anchors/.test(printed));
    const text = logger.lines.join('\n');
    const line = original.split('\n').length + 1;
    assert.match(text, new RegExp(`\\[WARNING\\] docsgen found broken links![\\s\\S]*-> linking to /docs/gone at content/docs/01-start\\.md:${line}`));
    assert.match(text, new RegExp(`\\[WARNING\\] docsgen found broken anchors![\\s\\S]*-> linking to #nowhere \\(resolved as: /docs/start#nowhere\\)`));
    assert.match(text, /Docs markdown link couldn't be resolved: \(\.\/gone\.md\)/);
    assert.not.match(text, /linking to \.\/gone\.md|linking to \/docs\/Guides\/first/, 'the .md link once, as itself; the good link not at all');
    // Nothing to wait for but silence: the page is served, then its check has a moment to speak.
    await save(`${original}\nSee [fine](/docs/Guides/first#step-two).\n`, (printed) => /Updated/.test(printed));
    await new Promise((r) => setTimeout(r, 500));
    assert.not.match(logger.lines.join("\n"), /broken/, logger.lines.join("\n"));
  } finally {
    await session.close();
    await cleanup();
  }
});

test.run();
