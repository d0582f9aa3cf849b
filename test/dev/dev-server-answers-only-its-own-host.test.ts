/**
 * DNS rebinding: a page on another site has the browser resolve its name to 127.0.0.1 and reads
 * what the dev server answers (drafts included) as its own. The browser still names its site in
 * the Host header, so the dev server answers only its own names: pages, drafts and the live-reload
 * stream alike. The stream is for EventSource, which only ever sends GET.
 */
import { writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runDevServer, type DevServer } from '../../src/cli/dev/command.ts';
import { EVENTS_PATH } from '../../src/cli/dev/live-channel.ts';
import { hostPolicy } from '../../src/cli/serve/host-check.ts';
import { requestWithHost } from '../helpers/host-request.ts';
import { copyFixture, silentLogger } from '../helpers/site.ts';

interface Context {
  dev: DevServer;
  port: number;
  cleanup: () => Promise<void>;
}

const dev = suite<Context>('serve (dev): answers only its own host');

dev.before(async (context) => {
  const { dir, cleanup } = await copyFixture('shell');
  await writeFile(path.join(dir, 'content/docs/09-draft.md'), '---\ndraft: true\n---\n# Draft page\n\nNot published yet.\n');
  context.dev = await runDevServer({ siteDir: dir, port: '0', host: '127.0.0.1', logger: silentLogger(), devDir: path.join(dir, '.serve') });
  context.port = (context.dev.server.address() as AddressInfo).port;
  context.cleanup = cleanup;
  await context.dev.ready;
});

dev.after(async ({ dev, cleanup }) => {
  await dev.close();
  await cleanup();
});

const TARGETS = ['/', '/docs/draft', EVENTS_PATH];

dev('another site named in Host gets 403 and the names that are answered, for pages, drafts and the event stream', async ({ port }) => {
  for (const target of TARGETS) {
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`, `192.168.1.20:${port}`]) {
      const answer = await requestWithHost(port, target, host);
      assert.is(answer.status, 403, `${target} with Host ${host}`);
      assert.match(String(answer.headers['content-type']), /^text\/plain/);
      assert.match(answer.text, /localhost, 127\.0\.0\.1, \[::1\]/);
      assert.not.match(answer.text, /Draft page/);
    }
  }
});

dev('its own names, with or without its port, are answered; another port is not', async ({ port }) => {
  for (const host of ['127.0.0.1', `127.0.0.1:${port}`, `localhost:${port}`, 'LOCALHOST', `[::1]:${port}`, '[::1]']) {
    const draft = await requestWithHost(port, '/docs/draft', host);
    assert.is(draft.status, 200, `draft with Host ${host}`);
    const events = await requestWithHost(port, EVENTS_PATH, host);
    assert.is(events.status, 200, `events with Host ${host}`);
    assert.match(String(events.headers['content-type']), /^text\/event-stream/);
  }
  assert.is((await requestWithHost(port, '/', `localhost:${port === 1 ? 2 : port - 1}`)).status, 403, 'another port');
});

dev('a request with no Host (HTTP/1.0) is answered: a rebinding browser always sends one', async ({ port }) => {
  assert.is((await requestWithHost(port, '/docs/draft', undefined)).status, 200);
});

dev('an absolute-form target naming another host is refused even with a good Host header', async ({ port }) => {
  assert.is((await requestWithHost(port, `http://evil.example:${port}/docs/draft`, `127.0.0.1:${port}`)).status, 403);
});

dev('the event stream answers GET only: 405 with Allow: GET', async ({ port }) => {
  for (const method of ['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const answer = await requestWithHost(port, EVENTS_PATH, `127.0.0.1:${port}`, method);
    assert.is(answer.status, 405, method);
    assert.is(answer.headers.allow, 'GET', method);
  }
});

dev.run();

const beyond = suite('serve (dev) bound beyond loopback: names still checked');

/** Just what the policy reads of a request. */
function fakeRequest(host: string, port = 3000): IncomingMessage {
  return { headers: { host }, url: '/', socket: { localPort: port } } as unknown as IncomingMessage;
}

beyond('--host 0.0.0.0: IP literals and loopback names are answered, other names are not', () => {
  const policy = hostPolicy({ bindHost: '0.0.0.0', exposed: 'named' })!;
  for (const host of ['192.168.1.20:3000', '10.0.0.5', '[fe80::1]:3000', 'localhost:3000', '127.0.0.1']) assert.ok(policy.allows(fakeRequest(host)), host);
  for (const host of ['evil.example:3000', 'evil.example', '192.168.1.20:4000', '']) assert.not.ok(policy.allows(fakeRequest(host)), host);
});

beyond('--host docs.lan: that name is answered too', () => {
  const policy = hostPolicy({ bindHost: 'docs.lan', exposed: 'named' })!;
  assert.ok(policy.allows(fakeRequest('docs.lan:3000')));
  assert.not.ok(policy.allows(fakeRequest('evil.example:3000')));
});

beyond.run();
