/**
 * `--open`: the system's own opener, started detached so it outlives nothing and holds nothing.
 * `$BROWSER` (the convention xdg-utils and most dev servers follow) names another command, or
 * `none` for no browser. Failing to open one is a warning: the server is up either way.
 */
import { spawn } from 'node:child_process';

export function openBrowser(url: string, warn: (message: string) => void): void {
  const [command, args] = opener(url);
  if (command === 'none') return;
  const failed = (why: string) => warn(`could not open a browser (${command}: ${why}); open ${url} yourself.`);
  try {
    const child = spawn(command, args, { detached: true, stdio: 'ignore', windowsHide: true });
    child.once('error', (error) => failed(error.message));
    child.once('exit', (code) => {
      if (code !== 0 && code !== null) failed(`exit code ${code}`);
    });
    child.unref();
  } catch (error) {
    failed((error as Error).message);
  }
}

function opener(url: string): [string, string[]] {
  const fromEnv = process.env.BROWSER?.trim();
  if (fromEnv) return [fromEnv, [url]];
  if (process.platform === 'darwin') return ['open', [url]];
  // `start` is a cmd.exe built-in; its first quoted argument is a window title.
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}
