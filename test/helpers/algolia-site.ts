/**
 * The mini fixture configured for the Algolia provider, its `hosts` pointed at fake Algolia
 * hosts: `primary` (answers), a closed port (down), then `fallback` (answers). Tests switch the
 * fakes' faults to make the browser's client walk the list.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildResult } from '../../src/cli/build/build.ts';
import type { SearchRecord } from '../../src/runtime/search/types.ts';
import { closedPortUrl, startFakeAlgolia, type FakeAlgolia } from './fake-algolia.ts';
import { manyRecords, record, RECORDS } from './algolia-records.ts';
import { copyFixture, silentLogger } from './site.ts';

export interface AlgoliaSite {
  result: BuildResult;
  primary: FakeAlgolia;
  down: string;
  fallback: FakeAlgolia;
  close(): Promise<void>;
}

const MINI = 'https://mini.example.com';

/** What the fakes hold: the sample records, 40 "loader" records for paging, a real page of the site, and a hostile one. */
export const SITE_RECORDS: SearchRecord[] = [
  ...RECORDS,
  ...manyRecords(40, 'loader'),
  record('guide', `${MINI}/docs/Guides/first#step-two`, ['Guides', 'The first guide', 'Step two'], 'The second step of the walkthrough guide.'),
  record('xss', `${MINI}/docs/start`, ['Documentation', '<img src=x onerror="window.__xss=1">Evil'], '</mark><script>window.__xss=2</script> evil <b>bold</b>'),
];

let shared: Promise<AlgoliaSite> | undefined;

export function buildAlgoliaSite(): Promise<AlgoliaSite> {
  shared ??= (async () => {
    const primary = await startFakeAlgolia({ records: SITE_RECORDS, keys: { appId: 'TESTAPP', search: 'search-key' } });
    const fallback = await startFakeAlgolia({ records: SITE_RECORDS, keys: { appId: 'TESTAPP', search: 'search-key' } });
    const down = await closedPortUrl();
    const { dir, cleanup } = await copyFixture('mini');
    const config = await import('node:fs/promises').then((fs) => fs.readFile(path.join(dir, 'site.config.ts'), 'utf8'));
    const search = `search: { provider: 'algolia', appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', hosts: ${JSON.stringify([primary.url, down, fallback.url])} },`;
    await writeFile(path.join(dir, 'site.config.ts'), config.replace("  docs: {", `  ${search}\n  docs: {`));
    const result = await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger(), clientMode: 'development' });
    return {
      result,
      primary,
      down,
      fallback,
      async close() {
        // The next test file that asks builds afresh, with new fakes.
        shared = undefined;
        await Promise.all([primary.close(), fallback.close()]);
        await cleanup();
      },
    };
  })();
  return shared;
}
