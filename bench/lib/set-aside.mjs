// Folders a measured build must not find (the docs cache, the last output) are moved out of the
// way, not deleted, and deleted once the bench is done.
//
// Why: on ext4 without a journal (this machine's root file system), an inode freed in the last
// 60 s (360 s while its inode table block is dirty) is skipped when a file is created, by a scan
// that reads the inode table for each candidate (`recently_deleted` in `find_inode_bit`). Deleting
// a 1,000-page output (7,000 files) just before a build made every file the build created pay that
// scan: `perf` put a fifth of the build's samples in `find_get_block_common`/`recently_deleted`,
// and its system time went from ~2 s to 6–10 s. A cold build on a fresh checkout never sees that;
// the bench's own `rm -rf` between runs did. A rename frees nothing.
import { mkdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const trash = path.join(os.tmpdir(), `docsgen-bench-trash-${process.pid}`);
let count = 0;

/** Moves `dir` (if it exists) into this run's trash folder, on the same file system. */
export async function setAside(dir) {
  await mkdir(trash, { recursive: true });
  try {
    await rename(dir, path.join(trash, String(count++)));
  } catch (error) {
    if (error.code === 'ENOENT') return;
    // Another file system (EXDEV): deleted now, as before.
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deletes everything set aside (at the end of the bench). */
export async function emptyTrash() {
  await rm(trash, { recursive: true, force: true });
}
