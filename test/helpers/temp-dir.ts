/**
 * Temporary folders for tests, removed when the test process exits: the real site and the fixture
 * builds are shared by many test files, so no one test can remove them, and a run that left its
 * folders behind filled /tmp with hundreds of builds.
 */
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
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

/** A `tempDir` holding `files` (path below it, with `/` → contents). */
export async function tempDirWith(prefix: string, files: Record<string, string>): Promise<string> {
  const dir = await tempDir(prefix);
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), contents);
  }
  return dir;
}
