/**
 * Ctrl+C (SIGINT) or a service manager's SIGTERM stops `serve` cleanly: the server stops
 * listening, the watcher, threads and esbuild are closed, and the process exits 0 — a stop the
 * user asked for is no failure. A second signal, or a close that hangs, exits at once.
 */
const FORCE_AFTER_MS = 3000;

export function stopOnSignal(close: () => Promise<void>, log: (line: string) => void): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143);
    stopping = true;
    log('Stopping…');
    setTimeout(() => process.exit(0), FORCE_AFTER_MS).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
