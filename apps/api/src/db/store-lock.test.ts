import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from './pglite-db';
import { openPgliteWorkerDb } from './pglite-worker-db';
import { lockStoreDir, StoreBusyError } from './store-lock';

describe('lockStoreDir', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-lock-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second opener of the same PGlite folder while the first has it', async () => {
    const db = await openPgliteDb(dir);
    try {
      await expect(openPgliteDb(dir)).rejects.toBeInstanceOf(StoreBusyError);
    } finally {
      await db.close();
    }
    const again = await openPgliteDb(dir);
    await again.close();
  });

  it('creates a store folder that does not exist yet, in this thread or in a worker', async () => {
    for (const open of [openPgliteDb, openPgliteWorkerDb]) {
      const fresh = join(dir, `new-${open.name}`, 'data');
      const db = await open(fresh);
      await db.close();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    await writeFile(join(dir, 'ark-store.lock'), '999999999');
    const release = lockStoreDir(dir);
    expect(() => lockStoreDir(dir)).toThrow(/open in process/);
    release();
  });
});
