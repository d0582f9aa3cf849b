/**
 * `docsgen search push` sends the build's records to the Algolia index of the config with the
 * write client: settings for DocSearch first, then the records replace the index atomically.
 * The admin key comes from ALGOLIA_ADMIN_KEY only; every failure is a message that says what to
 * do, and exit code 1.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pushSearchRecords } from '../../src/cli/search/push.ts';
import { UserError } from '../../src/cli/errors.ts';
import { RECORDS_FILE } from '../../src/runtime/search/types.ts';
import { startFakeAlgolia, closedPortUrl, type FakeAlgolia } from '../helpers/fake-algolia.ts';
import { RECORDS } from '../helpers/algolia-records.ts';
import { copyFixture, runCli } from '../helpers/site.ts';
import { rejection } from '../helpers/rejection.ts';

const KEYS = { appId: 'TESTAPP', search: 'search-key', admin: 'admin-key' };
let fake: FakeAlgolia;
let site: { dir: string; cleanup: () => Promise<void> };

async function configure(search: string): Promise<void> {
  await writeFile(
    path.join(site.dir, 'site.config.ts'),
    `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Mini', url: 'https://mini.example.com', search: ${search} });\n`,
  );
}
const algolia = (hosts: string[]) => `{ provider: 'algolia', appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', hosts: ${JSON.stringify(hosts)} }`;

async function writeRecords(records: unknown): Promise<void> {
  const file = path.join(site.dir, 'build', RECORDS_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof records === 'string' ? records : JSON.stringify(records));
}

test.before(async () => {
  fake = await startFakeAlgolia({ keys: KEYS, records: [{ objectID: 'stale', url: 'https://old.example.com/' }] });
  site = await copyFixture('mini');
  await configure(algolia([fake.url]));
  await writeRecords(RECORDS);
});
test.after(async () => {
  await fake.close();
  await site.cleanup();
});

test('the records replace the index, with DocSearch settings, using the admin key from the environment', async () => {
  const lines: string[] = [];
  const result = await pushSearchRecords({ siteDir: site.dir, outDir: 'build', env: { ALGOLIA_ADMIN_KEY: 'admin-key' }, log: (l) => lines.push(l) });
  assert.equal(result, { indexName: 'docs', records: RECORDS.length });
  const index = fake.indexes.get('docs')!;
  assert.equal(index.records.map((r) => r.objectID).sort(), RECORDS.map((r) => r.objectID).sort(), 'old records gone, new ones in');
  assert.equal(index.records.find((r) => r.objectID === '3'), RECORDS[2] as unknown as Record<string, unknown>, 'records sent as built');
  assert.equal(index.settings.attributesForFaceting, ['language', 'docusaurus_tag', 'version', 'type']);
  assert.equal((index.settings.searchableAttributes as string[]).slice(0, 2), ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)']);
  assert.is(index.settings.attributeForDistinct, 'url');
  assert.equal([...fake.indexes.keys()], ['docs'], 'the temporary index was moved over the live one');
  const writes = fake.requests.filter((r) => r.method !== 'GET');
  assert.ok(writes.every((r) => r.headers['x-algolia-api-key'] === 'admin-key' || r.query['x-algolia-api-key'] === 'admin-key'));
  assert.match(String(writes[0]!.headers['x-algolia-agent'] ?? writes[0]!.query['x-algolia-agent']), /; docsgen/);
  assert.is(writes[0]!.path, '/1/indexes/docs/settings', 'settings first');
  assert.match(lines.join('\n'), /Pushed 6 search records to Algolia index "docs" \(app TESTAPP\)/);
});

test('without ALGOLIA_ADMIN_KEY: exit 1 and how to set it; the search key in the config is never used to write', async () => {
  const saved = process.env.ALGOLIA_ADMIN_KEY;
  delete process.env.ALGOLIA_ADMIN_KEY;
  try {
    const before = fake.requests.length;
    const result = await runCli(['search', 'push', '--site-dir', site.dir]);
    assert.is(result.code, 1);
    assert.match(result.stderr, /ALGOLIA_ADMIN_KEY is not set\. Set it to an Algolia key of app TESTAPP that may write/);
    assert.match(result.stderr, /never from site\.config\.ts/);
    assert.not.match(result.stderr, /at .*\.ts:\d+/, 'no stack trace');
    assert.is(fake.requests.length, before, 'nothing sent');
  } finally {
    if (saved !== undefined) process.env.ALGOLIA_ADMIN_KEY = saved;
  }
});

test('without a build: run docsgen build first', async () => {
  const error = await rejection(() => pushSearchRecords({ siteDir: site.dir, outDir: 'elsewhere', env: { ALGOLIA_ADMIN_KEY: 'admin-key' } }));
  assert.instance(error, UserError);
  assert.match(error.message, /no search records at elsewhere\/_docsgen\/search\/records\.json: run `docsgen build` first/);
});

test('a records file that is not records is an error, not a push', async () => {
  await writeRecords('{"oops"');
  try {
    const error = await rejection(() => pushSearchRecords({ siteDir: site.dir, outDir: 'build', env: { ALGOLIA_ADMIN_KEY: 'admin-key' } }));
    assert.match(error.message, /records\.json is not valid JSON .*run `docsgen build` again/);
    await writeRecords([{ url: 'no id' }]);
    const second = await rejection(() => pushSearchRecords({ siteDir: site.dir, outDir: 'build', env: { ALGOLIA_ADMIN_KEY: 'admin-key' } }));
    assert.match(second.message, /not a list of search records with an objectID each/);
  } finally {
    await writeRecords(RECORDS);
  }
});

test('a key that may not write: the service message, and what to check', async () => {
  const error = await rejection(() => pushSearchRecords({ siteDir: site.dir, outDir: 'build', env: { ALGOLIA_ADMIN_KEY: 'search-key' } }));
  assert.instance(error, UserError);
  assert.is(error.message, 'Algolia refused the push: Method not allowed with this API key (HTTP 403); check that ALGOLIA_ADMIN_KEY is a key of app TESTAPP that may write to "docs".');
});

test('the service unreachable: say so, exit 1 from the command line', async () => {
  await configure(algolia([await closedPortUrl()]));
  const saved = process.env.ALGOLIA_ADMIN_KEY;
  process.env.ALGOLIA_ADMIN_KEY = 'admin-key';
  try {
    const result = await runCli(['search', 'push', '--site-dir', site.dir]);
    assert.is(result.code, 1);
    assert.match(result.stderr, /could not reach Algolia for app TESTAPP: every host failed/);
  } finally {
    if (saved === undefined) delete process.env.ALGOLIA_ADMIN_KEY;
    else process.env.ALGOLIA_ADMIN_KEY = saved;
    await configure(algolia([fake.url]));
  }
});

test('the embedded engine needs no push: the command says what to configure', async () => {
  await configure(`{ provider: 'local' }`);
  try {
    const error = await rejection(() => pushSearchRecords({ siteDir: site.dir, outDir: 'build', env: { ALGOLIA_ADMIN_KEY: 'admin-key' } }));
    assert.match(error.message, /search\.provider is "local"\. Set search: \{ provider: 'algolia'/);
  } finally {
    await configure(algolia([fake.url]));
  }
});

test('what `docsgen build` writes for an Algolia site is what `docsgen search push` sends', async () => {
  const built = await runCli(['build', '--site-dir', site.dir]);
  assert.is(built.code, 0, built.stderr);
  const written = JSON.parse(await readFile(path.join(site.dir, 'build', RECORDS_FILE), 'utf8')) as { objectID: string; type: string }[];
  assert.ok(written.some((r) => r.type === 'lvl1'));
  const result = await pushSearchRecords({ siteDir: site.dir, outDir: 'build', env: { ALGOLIA_ADMIN_KEY: 'admin-key' }, log: () => {} });
  assert.is(result.records, written.length);
  assert.equal(
    fake.indexes.get('docs')!.records.map((r) => r.objectID).sort(),
    written.map((r) => r.objectID).sort(),
  );
});

test.run();
