/**
 * A live message leaves the server when it is sent, not when the server's thread is next free:
 * `serve` tells the open page about a save first and writes the other pages the save changed
 * right after, synchronously (relink.ts). A page that heard only after those writes waited for
 * them (10,000 pages: 15–60 ms a save).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EVENTS_PATH, LiveChannel } from '../../src/cli/dev/live-channel.ts';

/** Another process, so that it reads while this one is busy: says `ready` on the hello, then the clock time of the update. */
const client = `
const http = require('node:http');
http.get(process.argv[1], (res) => {
  let text = '';
  res.on('data', (chunk) => {
    text += chunk;
    if (text.includes('"type":"hello"') && !text.includes('ready-said')) { text += 'ready-said'; console.log('ready'); }
    if (text.includes('"type":"update"')) { console.log(Date.now()); process.exit(0); }
  });
});`;

test('an update reaches a page while the server goes on with synchronous work', async () => {
  const channel = new LiveChannel();
  const server = createServer((req, res) => (req.url === EVENTS_PATH ? channel.connect(res) : res.end()));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const reader = spawn(process.execPath, ['-e', client, `http://127.0.0.1:${port}${EVENTS_PATH}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  reader.stdout.on('data', (chunk: Buffer) => (out += chunk));
  try {
    while (!out.includes('ready')) await new Promise((resolve) => setTimeout(resolve, 10));
    channel.built('build-2', { routes: [] });
    // The thread held, as by the writes that follow a relink's message.
    const busyUntil = Date.now() + 600;
    while (Date.now() < busyUntil);
    await once(reader, 'exit');
    const heardAt = Number(out.trim().split('\n').at(-1));
    assert.ok(heardAt < busyUntil, `heard ${heardAt - busyUntil} ms after the thread was free again`);
  } finally {
    reader.kill();
    channel.close();
    server.closeAllConnections();
    server.close();
  }
});

test.run();
