/**
 * Temporary folders for tests, removed when the test process exits: the real site and the fixture
 * builds are shared by many test files, so no one test can remove them, and a run that left its
 * folders behind filled /tmp with hundreds of builds.
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

process.once('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new folder under the OS temp folder, named `<prefix>XXXXXX`; gone after the test run. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
