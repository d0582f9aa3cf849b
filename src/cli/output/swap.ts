/**
 * Builds happen in a sibling temporary folder that replaces the output folder only when the
 * whole build succeeded; on failure the previous output is left exactly as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export async function withStagingDir<T>(outDir: string, work: (staging: string) => Promise<T>): Promise<T> {
  const staging = `${outDir.replace(/[\\/]+$/, '')}.tmp-${process.pid}-${Date.now()}`;
  await mkdir(path.dirname(staging), { recursive: true });
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const result = await work(staging);
    await swapIn(staging, outDir);
    return result;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  if (!existsSync(outDir)) {
    await rename(staging, outDir);
    return;
  }
  const old = `${outDir.replace(/[\\/]+$/, '')}.old-${process.pid}-${Date.now()}`;
  await rename(outDir, old);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(old, outDir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}
