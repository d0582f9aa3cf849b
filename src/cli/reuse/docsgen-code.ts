/** docsgen's own code, as one hash: what it makes changes with it, whether or not its version number does. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DOCSGEN_VERSION, packageFile } from '../package-root.ts';

let code: string | undefined;

/**
 * docsgen's running code: the bundled CLI (its chunks carry content hashes in their names), or
 * under the tests its sources. A checkout rebuilds `dist/` without a new version number.
 */
export function docsgenCode(): string {
  if (code) return code;
  const hash = createHash('sha256').update(`${DOCSGEN_VERSION}\0`);
  if (import.meta.url.endsWith('.ts')) {
    for (const dir of ['src/cli', 'src/runtime']) hashTree(hash, packageFile(dir));
  } else {
    hash.update(readFileSync(packageFile('dist/cli.mjs')));
    hash.update(readdirSync(packageFile('dist/chunks')).sort().join('\0'));
  }
  return (code = hash.digest('hex'));
}

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile()) continue;
    hash.update(name);
    hash.update(readFileSync(file));
  }
}

