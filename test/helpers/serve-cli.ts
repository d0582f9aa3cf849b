/**
 * `docsgen serve` run as a user runs it: a separate process, started and stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './site.ts';

export interface ServeProcess {
  url: string;
  child: ChildProcess;
  /** Everything printed so far, stdout then stderr. */
  output(): { stdout: string; stderr: string };
  /** Stops the server (SIGTERM) and resolves when it has exited. */
  stop(): Promise<void>;
}

/** Starts `bin/docsgen serve <args>` and resolves once it prints the address it serves on. */
export function startServe(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/docsgen'), 'serve', ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('docsgen serve did not start within 30 s')), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\nstdout: ${stdout}\nstderr: ${stderr}`));
    };
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /Serving .* at (http:\/\/\S+?)\/? \(/.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!.replace('//localhost:', '//127.0.0.1:'),
        child,
        output: () => ({ stdout, stderr }),
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`docsgen serve exited with ${code} before serving`)));
  });
}
