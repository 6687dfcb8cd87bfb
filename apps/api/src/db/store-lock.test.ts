import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromImage } from '../../test/engines';
import { openPgliteDb } from './pglite-db';
import { openPgliteWorkerDb } from './pglite-worker-db';
import { lockStoreDir, StoreBusyError } from './store-lock';

const holder = fileURLToPath(new URL('../../test/hold-store-lock.ts', import.meta.url));

/** A process holding the lock of `dir`, resolved once it says so. */
async function holdInChild(dir: string): Promise<ChildProcessByStdio<null, Readable, null>> {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return child;
}

describe('lockStoreDir', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second opener of the same PGlite folder while the first has it', async () => {
    const store = await pgliteFolderFromImage(join(dir, 'store'));
    const db = await openPgliteDb(store);
    try {
      await expect(openPgliteDb(store)).rejects.toBeInstanceOf(StoreBusyError);
    } finally {
      await db.close();
    }
    const again = await openPgliteDb(store);
    await again.close();
  });

  it('creates a store folder that does not exist yet, in this thread or in a worker', async () => {
    for (const open of [openPgliteDb, openPgliteWorkerDb]) {
      const fresh = join(dir, `new-${open.name}`, 'data');
      const db = await open(fresh);
      await db.close();
    }
  });

  it('is one lock per folder, whatever path names it', async () => {
    const real = join(dir, 'real');
    await mkdir(real);
    await symlink(real, join(dir, 'link'));
    const release = await lockStoreDir(real);
    await expect(lockStoreDir(join(dir, 'link'))).rejects.toThrow(/open in process/);
    await expect(lockStoreDir(join(dir, 'link', '..', 'real'))).rejects.toThrow(StoreBusyError);
    release();
    (await lockStoreDir(join(dir, 'link')))();
  });

  it('names the process that holds the folder, and is free the moment that process is killed', async () => {
    const folder = join(dir, 'held');
    await mkdir(folder);
    const child = await holdInChild(folder);
    try {
      await expect(lockStoreDir(folder)).rejects.toThrow(
        `the store in ${folder} is open in process ${child.pid}.`,
      );
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    // No waiting and no stale lock: the kernel let go of it with the process.
    const release = await lockStoreDir(folder);
    release();
  });

  it('ignores, then removes, the pid file an earlier version locked with', async () => {
    const folder = join(dir, 'legacy');
    await mkdir(folder);
    await writeFile(join(folder, 'ark-store.lock'), String(process.pid));
    const release = await lockStoreDir(folder);
    expect(existsSync(join(folder, 'ark-store.lock'))).toBe(false);
    release();
  });
});
