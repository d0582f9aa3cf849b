/**
 * What a long build is doing while it runs, on standard error: a 10,000-page build is half a
 * minute, and a silent one looks stuck. The build reports its stages as they start and end, and
 * how many docs it has compiled and pages it has rendered; a reporter shows them.
 *
 * - On a terminal: one line, drawn once the build has run for a second and redrawn ten times a
 *   second while it changes, cleared when the build ends (the report that follows is as before).
 * - Elsewhere (CI logs, a pipe): a line every five seconds, so a short build prints nothing more.
 *
 * A stage that counts may keep the thread busy for long stretches (a cold scan of 100,000 docs
 * read them one after the other for over a minute, and the timer never ran): a count that comes
 * when the line is overdue draws it there and then.
 */
import type { Logger } from './report.ts';

export interface BuildProgress {
  /** A stage started (or, called again, its `total` is known). `total`: how many items it counts. */
  start(stage: string, total?: number): void;
  /** `done` of the stage's items are done. */
  advance(stage: string, done: number): void;
  end(stage: string): void;
  /** Takes the progress off the screen for a moment, so that a message can be printed. */
  clear(): void;
  /** The build is over: nothing more is shown, and what is on screen is cleared. */
  close(): void;
}

export const noProgress: BuildProgress = { start() {}, advance() {}, end() {}, clear() {}, close() {} };

/** What each stage is called on screen. */
const STAGES: Record<string, string> = {
  config: 'reading the config',
  scan: 'reading docs',
  static: 'copying static files',
  content: 'compiling docs',
  'client-bundle': 'bundling the client',
  'ssr-bundle': 'bundling the renderer',
  render: 'rendering pages',
  search: 'writing the search index',
  links: 'checking links',
  precompress: 'compressing',
};

interface Running {
  done: number;
  total: number | undefined;
}

/** The timers a reporter uses (tests pass their own clock). */
export interface ProgressClock {
  now(): number;
  every(ms: number, tick: () => void): () => void;
}

const systemClock: ProgressClock = {
  now: () => performance.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    // Never what keeps a process alive: a build that ends without `close` still exits.
    timer.unref();
    return () => clearInterval(timer);
  },
};

const numbers = new Intl.NumberFormat('en');

/** A stage not shown while another runs: the docs are compiled once they are all read. */
const AFTER: Record<string, string> = { content: 'scan' };

/** The stages running, in the order they started: `compiling docs 3,412/10,000 · bundling the client`. */
export function describeStages(running: ReadonlyMap<string, Running>): string {
  return [...running]
    .filter(([stage]) => !(AFTER[stage] && running.has(AFTER[stage])))
    .map(([stage, { done, total }]) => {
      const label = STAGES[stage] ?? stage;
      if (total === undefined) return done > 0 ? `${label} ${numbers.format(done)}` : label;
      return `${label} ${numbers.format(done)}/${numbers.format(total)}`;
    })
    .join(' · ');
}

/** The stages and counts a reporter shows, kept from the build's calls. */
class StageBoard {
  readonly running = new Map<string, Running>();

  start(stage: string, total?: number): void {
    const known = this.running.get(stage);
    if (known) known.total = total ?? known.total;
    else this.running.set(stage, { done: 0, total });
  }

  advance(stage: string, done: number): void {
    const known = this.running.get(stage);
    if (known) known.done = Math.max(known.done, done);
  }

  end(stage: string): void {
    this.running.delete(stage);
  }

  /** The build's side of a reporter: what it is told goes on the board; `counted` hears each count after. */
  listener(counted: () => void = () => {}): Pick<BuildProgress, 'start' | 'advance' | 'end'> {
    return {
      start: (stage, total) => this.start(stage, total),
      advance: (stage, done) => {
        this.advance(stage, done);
        counted();
      },
      end: (stage) => this.end(stage),
    };
  }
}

const seconds = (ms: number) => `${Math.floor(ms / 1000)} s`;

/** One line on a terminal, rewritten in place. */
export function terminalProgress(
  stream: { write(text: string): unknown; columns?: number },
  { delayMs = 1000, everyMs = 100, clock = systemClock }: { delayMs?: number; everyMs?: number; clock?: ProgressClock } = {},
): BuildProgress {
  const board = new StageBoard();
  const started = clock.now();
  let shown = '';
  let closed = false;
  const draw = () => {
    const elapsed = clock.now() - started;
    if (closed || elapsed < delayMs || board.running.size === 0) return;
    // A terminal that does not say its width (0, as a bare pty) is taken as 80 columns.
    const width = Math.max(20, (stream.columns || 80) - 1);
    const line = `Building (${seconds(elapsed)}): ${describeStages(board.running)}`;
    const fitted = line.length > width ? `${line.slice(0, width - 1)}…` : line;
    if (fitted === shown) return;
    stream.write(`\r\x1b[2K${fitted}`);
    shown = fitted;
  };
  const clear = () => {
    if (shown === '') return;
    stream.write('\r\x1b[2K');
    shown = '';
  };
  const { listener, stop } = onTimer(board, clock, everyMs, draw);
  return {
    ...listener,
    clear,
    close() {
      closed = true;
      stop();
      clear();
    },
  };
}

/** A line every `everyMs` while the build runs, for logs (a pipe, CI). */
export function logProgress(
  stream: { write(text: string): unknown },
  { everyMs = 5000, clock = systemClock }: { everyMs?: number; clock?: ProgressClock } = {},
): BuildProgress {
  const board = new StageBoard();
  const started = clock.now();
  const { listener, stop } = onTimer(board, clock, everyMs, () => {
    if (board.running.size > 0) stream.write(`Building (${seconds(clock.now() - started)}): ${describeStages(board.running)}\n`);
  });
  return { ...listener, clear() {}, close: stop };
}

/** `work` every `everyMs`, and on a count that comes when it is overdue; the board's listener, and the timer's stop. */
function onTimer(board: StageBoard, clock: ProgressClock, everyMs: number, work: () => void): { listener: Pick<BuildProgress, 'start' | 'advance' | 'end'>; stop: () => void } {
  const overdue = overdueTicker(clock, everyMs, work);
  return { listener: board.listener(overdue.check), stop: clock.every(everyMs, overdue.tick) };
}

/**
 * `tick` for the timer, and `check` for a count: it ticks when nothing has for `everyMs` (the
 * thread was too busy to run the timer). The timer's tick is skipped within half a period of one
 * a count made, so that a log does not get two lines a moment apart.
 */
function overdueTicker(clock: ProgressClock, everyMs: number, work: () => void): { tick(): void; check(): void } {
  let last = clock.now();
  const run = () => {
    last = clock.now();
    work();
  };
  return {
    tick() {
      if (clock.now() - last >= everyMs / 2) run();
    },
    check() {
      if (clock.now() - last >= everyMs) run();
    },
  };
}

/**
 * A logger whose messages are not written over the progress line: it is cleared first, and drawn
 * again at its next tick. `progress`: the reporter of the build running, if any.
 */
export function besideProgress(logger: Logger, progress: () => BuildProgress): Logger {
  return {
    info(message) {
      progress().clear();
      logger.info(message);
    },
    warn(message) {
      progress().clear();
      logger.warn(message);
    },
  };
}

/** The reporter for `stream`: a line in place on a terminal, lines now and then elsewhere. */
export function progressFor(stream: NodeJS.WriteStream): BuildProgress {
  return stream.isTTY ? terminalProgress(stream) : logProgress(stream);
}
