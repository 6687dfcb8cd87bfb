import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process has the PGlite folder open. */
export class StoreBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `the store in ${dir} is open in process ${pid}. PGlite allows one process per folder: ` +
        'stop the server before an import, hide, unhide or season close, or use a PostgreSQL (DATABASE_URL) for both.',
    );
    this.name = 'StoreBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>/ark-store.lock` for this process: PGlite has no cross-process lock, and two
 * processes writing one folder would corrupt it. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockStoreDir(dir: string): () => void {
  const path = join(dir, 'ark-store.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (pid === process.pid || (Number.isInteger(pid) && pid > 0 && isAlive(pid))) {
        throw new StoreBusyError(dir, pid);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not take ${path}`);
}

/** Creates the store folder if needed and takes its lock; returns the release (a no-op in memory). */
export function claimStoreDir(dataDir?: string): () => void {
  if (!dataDir) return () => {};
  mkdirSync(dataDir, { recursive: true });
  return lockStoreDir(dataDir);
}
