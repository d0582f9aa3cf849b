/**
 * `serve`'s watcher: a single file named once the config is read (`versions.json`, beside the
 * config) is not reported as added when its folder is listed again (the output folder appearing
 * there), which rebuilt the whole site right after every start; a real change to it still is.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startWatcher } from '../../src/cli/dev/watch.ts';

const test = suite('serve: the watcher and files named late');

const until = async (done: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !done(); ) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

test('a file named after its folder was watched: listed again, not "added"; changed, reported', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-watch-late-'));
  const config = path.join(dir, 'site.config.ts');
  const versions = path.join(dir, 'versions.json');
  await writeFile(config, 'export default {};\n');
  await writeFile(versions, '["1.0"]\n');
  const events: string[] = [];
  const watcher = startWatcher({ folders: [], files: [config] }, (event, file) => events.push(`${event} ${path.basename(file)}`));
  try {
    await new Promise((r) => setTimeout(r, 300));
    watcher.add({ folders: [], files: [config, versions] });
    // The output folder appears beside them: the folder is listed again.
    await mkdir(path.join(dir, 'node_modules'));
    await writeFile(path.join(dir, 'node_modules', 'x'), '');
    await new Promise((r) => setTimeout(r, 500));
    await writeFile(versions, '["2.0", "1.0"]\n');
    await until(() => events.some((e) => e.endsWith('versions.json')));
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(events, ['change versions.json']);
  } finally {
    await watcher.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();
