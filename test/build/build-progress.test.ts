/**
 * A long build says what it is doing while it runs: the stages, the docs compiled and the pages
 * rendered, as one line in place on a terminal or a line now and then in a log; a short build
 * prints nothing more than before.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/cli/build/build.ts';
import { besideProgress, describeStages, logProgress, terminalProgress, type BuildProgress, type ProgressClock } from '../../src/cli/output/progress.ts';
import { largeSiteSources } from '../helpers/large-site.ts';
import { silentLogger } from '../helpers/site.ts';

/** A clock the test moves: `tick(ms)` advances it and runs the timers that fall due. */
function testClock() {
  let now = 0;
  const timers: { every: number; next: number; tick: () => void; stopped: boolean }[] = [];
  const clock: ProgressClock = {
    now: () => now,
    every(ms, tick) {
      const timer = { every: ms, next: now + ms, tick, stopped: false };
      timers.push(timer);
      return () => void (timer.stopped = true);
    },
  };
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => !t.stopped && t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      // A timer overdue (the thread was busy) runs late, at the time it gets to run.
      now = Math.max(now, due.next);
      due.next += due.every;
      due.tick();
    }
    now = end;
  };
  /** Time passes with the thread busy: no timer runs. */
  const busy = (ms: number) => void (now += ms);
  return { clock, tick, busy };
}

function recordingStream(columns?: number) {
  const writes: string[] = [];
  return { writes, stream: { columns, write: (text: string) => void writes.push(text) } };
}

const CLEAR_LINE = '\r\x1b[2K';

test('stages show in the order they started, with their counts grouped in thousands', () => {
  const running = new Map([
    ['content', { done: 3412, total: 10000 }],
    ['client-bundle', { done: 0, total: undefined }],
  ]);
  assert.is(describeStages(running), 'compiling docs 3,412/10,000 · bundling the client');
});

test('a stage counting what has no known total shows its count; the docs are not said to compile while they are read', () => {
  const running = new Map([
    ['scan', { done: 12345, total: undefined }],
    ['content', { done: 0, total: undefined }],
    ['client-bundle', { done: 0, total: undefined }],
  ]);
  assert.is(describeStages(running), 'reading docs 12,345 · bundling the client');
  running.delete('scan');
  assert.is(describeStages(running), 'compiling docs · bundling the client');
});

test('a count that comes while the timer is overdue (the thread too busy to run it) draws the line there and then', () => {
  const { clock, tick, busy } = testClock();
  const terminal = recordingStream(100);
  const onTerminal = terminalProgress(terminal.stream, { clock, delayMs: 1000, everyMs: 100 });
  const log = recordingStream();
  const inLog = logProgress(log.stream, { clock });
  for (const progress of [onTerminal, inLog]) progress.start('scan');
  busy(7000);
  for (const progress of [onTerminal, inLog]) progress.advance('scan', 40000);
  assert.equal(terminal.writes, [`${CLEAR_LINE}Building (7 s): reading docs 40,000`]);
  assert.equal(log.writes, ['Building (7 s): reading docs 40,000\n']);
  busy(1000);
  inLog.advance('scan', 41000);
  assert.is(log.writes.length, 1, 'not again before five more seconds');
  tick(1000);
  assert.is(log.writes.length, 1, "the timer's own tick, overdue and run right after, is skipped");
  tick(5000);
  assert.equal(log.writes.at(-1), 'Building (10 s): reading docs 41,000\n');
  for (const progress of [onTerminal, inLog]) progress.close();
});

test('on a terminal: nothing for the first second, then one line rewritten in place as it changes', () => {
  const { clock, tick } = testClock();
  const { writes, stream } = recordingStream(100);
  const progress = terminalProgress(stream, { clock, delayMs: 1000, everyMs: 100 });
  progress.start('content', 1000);
  progress.advance('content', 200);
  tick(900);
  assert.equal(writes, [], 'a build that ends within a second prints nothing');
  tick(100);
  assert.equal(writes, [`${CLEAR_LINE}Building (1 s): compiling docs 200/1,000`]);
  tick(300);
  assert.is(writes.length, 1, 'an unchanged line is not written again');
  progress.advance('content', 1000);
  progress.end('content');
  progress.start('render', 1004);
  tick(100);
  assert.is(writes.at(-1), `${CLEAR_LINE}Building (1 s): rendering pages 0/1,004`);
  progress.close();
  assert.is(writes.at(-1), CLEAR_LINE, 'closing takes the line off the screen');
  const count = writes.length;
  tick(1000);
  assert.is(writes.length, count, 'nothing after close');
});

test('on a terminal: a message clears the line first, and the line comes back after it', () => {
  const { clock, tick } = testClock();
  const { writes, stream } = recordingStream(100);
  const progress = terminalProgress(stream, { clock, delayMs: 0, everyMs: 100 });
  const logged = besideProgress({ info: (m) => void writes.push(`info:${m}`), warn: (m) => void writes.push(`warn:${m}`) }, () => progress);
  progress.start('search');
  tick(100);
  logged.info('! port 3000 is in use');
  assert.equal(writes.slice(-2), [CLEAR_LINE, 'info:! port 3000 is in use']);
  tick(100);
  assert.is(writes.at(-1), `${CLEAR_LINE}Building (0 s): writing the search index`);
  progress.close();
});

test('on a terminal: the line fits its width (80 columns when the terminal does not say)', () => {
  const { clock, tick } = testClock();
  const narrow = recordingStream(30);
  const progress = terminalProgress(narrow.stream, { clock, delayMs: 0, everyMs: 100 });
  progress.start('content', 10000);
  tick(100);
  assert.is(narrow.writes[0], `${CLEAR_LINE}Building (0 s): compiling do…`);
  progress.close();

  const unknown = recordingStream(0);
  const other = terminalProgress(unknown.stream, { clock, delayMs: 0, everyMs: 100 });
  other.start('content', 10000);
  other.start('client-bundle');
  other.start('ssr-bundle');
  tick(100);
  assert.is(unknown.writes[0]!.length - CLEAR_LINE.length, 79);
  other.close();
});

test('in a log: a line every five seconds while stages run, none once the build is over', () => {
  const { clock, tick } = testClock();
  const { writes, stream } = recordingStream();
  const progress = logProgress(stream, { clock });
  progress.start('content', 10000);
  progress.advance('content', 2059);
  tick(4999);
  assert.equal(writes, [], 'a build under five seconds prints nothing more');
  tick(1);
  progress.end('content');
  progress.start('search');
  progress.start('render', 10004);
  progress.advance('render', 3711);
  tick(5000);
  assert.equal(writes, ['Building (5 s): compiling docs 2,059/10,000\n', 'Building (10 s): writing the search index · rendering pages 3,711/10,004\n']);
  progress.close();
  tick(20000);
  assert.is(writes.length, 2);
});

test('a build tells every stage it starts and ends, and counts every doc and every page', async () => {
  const { dir, cleanup } = await largeSiteSources();
  const events: string[] = [];
  const counts = new Map<string, { total: number | undefined; done: number[] }>();
  const progress: BuildProgress = {
    start(stage, total) {
      events.push(`start ${stage}`);
      const known = counts.get(stage) ?? { total: undefined, done: [] };
      counts.set(stage, { ...known, total: total ?? known.total });
    },
    advance(stage, done) {
      counts.get(stage)?.done.push(done);
    },
    end(stage) {
      events.push(`end ${stage}`);
    },
    clear() {},
    close() {},
  };
  try {
    const result = await build({ siteDir: dir, outDir: path.join(dir, 'build'), logger: silentLogger(), progress });
    const started = new Set(events.filter((e) => e.startsWith('start ')).map((e) => e.slice(6)));
    const ended = events.filter((e) => e.startsWith('end ')).map((e) => e.slice(4));
    for (const stage of ['config', 'static', 'content', 'client-bundle', 'ssr-bundle', 'render', 'search', 'links']) assert.ok(started.has(stage), `${stage} started`);
    assert.equal(new Set(ended), started, 'every stage that started ended');
    // The scan is part of the content stage's time, shown on its own for its count.
    assert.equal(Object.keys(result.timings).sort(), [...started].filter((stage) => stage !== 'scan').sort(), 'the stages are the ones the report times');
    const docFiles = (readdirSync(path.join(dir, 'content/docs'), { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).some((part) => /^[._]/.test(part)));
    assert.is(counts.get('scan')!.done.at(-1), docFiles.length, 'every doc read counted, drafts too');
    assert.ok(docFiles.length >= result.model.docs.length);
    assert.ok(events.indexOf('start scan') < events.indexOf('end scan') && events.indexOf('end scan') < events.indexOf('start render'), 'the scan ends before pages render');

    const content = counts.get('content')!;
    assert.is(content.total, result.model.docs.length);
    assert.is(content.done.at(-1), result.model.docs.length, 'every doc counted');
    const render = counts.get('render')!;
    assert.is(render.total, result.routes.length);
    assert.equal(render.done, result.routes.map((_, i) => i + 1), 'each page counted once, in order');
  } finally {
    await cleanup();
  }
});

test.run();
