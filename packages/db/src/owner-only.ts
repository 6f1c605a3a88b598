import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Owner-only: the data holds key hashes, balances, password hashes and the webhook secret key. */
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;
const OPEN_TO_OTHERS = 0o077;

/**
 * Everything this process creates from now on is owner-only. A running PGlite creates files
 * through Node's `fs` with mode 0666 (a new relation, WAL segment or lock file at any time), so
 * the process's umask is what keeps those closed. Its initdb is the exception: it sets modes
 * explicitly, which `openPGlite` undoes with `lockDownDataDir`.
 */
export function restrictNewFiles(): void {
  process.umask(OPEN_TO_OTHERS);
}

/**
 * Sets every folder under `root` (itself included) to 0700 and every file to 0600; returns how
 * many were open to other users before. Symbolic links are left alone, not followed.
 */
export function lockDownDataDir(root: string): number {
  let opened = 0;
  const visit = (path: string): void => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? DIRECTORY_MODE : FILE_MODE;
    if ((stat.mode & OPEN_TO_OTHERS) !== 0) opened++;
    if ((stat.mode & 0o777) !== wanted) chmodSync(path, wanted);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return opened;
}
