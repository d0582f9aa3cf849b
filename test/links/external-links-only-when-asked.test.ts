/**
 * Links to other sites are not fetched unless asked (`build --check-external`, `check --external`):
 * builds run without network. When asked, a dead one is a broken link of the page that holds it,
 * with the reason; a server that fails for a moment is retried. Here "another site" is a server
 * on this machine: it counts the requests it gets.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { miniSite, pageBlock } from './mini-site.ts';

async function otherSite() {
  const requests: string[] = [];
  let flaky = 0;
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.url === '/ok') return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    // Fails for HEAD and the GET fallback, then works: only a retry gets a 200.
    if (req.url === '/flaky') return void (flaky++ < 2 ? res.writeHead(503).end() : res.writeHead(200).end('ok'));
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('not fetched by default; --check-external reports a dead one on its page, retries a flaky one', async () => {
  const other = await otherSite();
  const site = await miniSite({
    // The fixture's edit links point at example.com: not reachable here, and not what this is about.
    replace: { 'site.config.ts': ["docs: { editUrl: 'https://example.com/edit/' },", ''] },
    append: { 'content/docs/01-start.md': `\nSee [ok](${other.origin}/ok), [flaky](${other.origin}/flaky) and [dead](${other.origin}/dead#part).\n` },
  });
  try {
    const plain = await site.build();
    assert.is(plain.code, 0, plain.stderr);
    const checked = await site.check();
    assert.is(checked.code, 0, checked.stderr);
    assert.match(checked.stdout, /✔ Checked \d+ pages \(\d+ links\) in /);
    assert.equal(other.requests, [], 'nothing fetched without the flag');

    const before = await site.output();
    const external = await site.build('--check-external');
    assert.is(external.code, 1, external.stderr);
    assert.equal(pageBlock(external.stderr, '/docs/start'), [
      '- Broken link on source page path = /docs/start (content/docs/01-start.md):',
      `   -> linking to ${other.origin}/dead#part (resolved as: ${other.origin}/dead) (HTTP 404) at content/docs/01-start.md:10`,
    ]);
    assert.ok(other.requests.filter((r) => r.endsWith(' /flaky')).length >= 3, `flaky retried: ${other.requests}`);
    assert.equal(await site.output(), before, 'previous output kept');

    const checkExternal = await site.check('--external');
    assert.is(checkExternal.code, 1);
    assert.match(checkExternal.stderr, new RegExp(`- Broken link on source page path = /docs/start:\\n {3}-> linking to ${other.origin}/dead#part .*\\(HTTP 404\\)`));
  } finally {
    await site.cleanup();
    await other.close();
  }
});

test.run();
