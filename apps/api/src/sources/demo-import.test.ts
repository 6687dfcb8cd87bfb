import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migratedPostgresUrl } from '../../test/engines';
import { openPostgresDb } from '../db/postgres-db';
import type { Logger } from '../lib/logger';
import { openStore } from '../store/open-store';
import { DEFAULT_PERIODS } from '../store/periods';
import { countClusters } from '../store/ranking-store';
import { importDemoAside } from './demo-import';
import { DEMO_CLUSTERS } from './generate-demo';

describe('importDemoAside', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // One store for the two tests: the first makes it in a child process, the second finds it
  // full. Each waits on one worker's end, not three in a row under one test's time limit.
  const lines: Record<string, unknown>[] = [];
  const logger: Logger = { info: (f) => lines.push(f), error: (f) => lines.push(f) };
  const options = { logger, periods: DEFAULT_PERIODS, players: 40 };

  it('creates and seeds a new store in a process of its own', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-demo-aside-'));
    // A new folder: created, migrated and seeded by a child process, its lock freed after.
    expect(await importDemoAside({ ...options, store: { open: { dataDir: dir } } })).toBe(true);
    expect(lines.some((line) => line.msg === 'empty store: loaded demo data')).toBe(true);
  });

  it('then on the server store only when empty', async () => {
    const db = await openStore({ dataDir: dir, worker: true, logger });
    try {
      expect(await countClusters(db)).toBe(DEMO_CLUSTERS.length);
      // On the server's open store, through its handle: a thread that leaves a full store as it is.
      const handle = db.share?.();
      if (!handle) throw new Error('the worker store shares no handle');
      expect(await importDemoAside({ ...options, store: { handle } })).toBe(false);
      expect(await countClusters(db)).toBe(DEMO_CLUSTERS.length);
    } finally {
      await db.close();
    }
  });

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)(
    "seeds an empty PostgreSQL store through the server's handle, on the worker's one connection",
    async () => {
      const logger: Logger = { info: () => {}, error: () => {} };
      const connectionString = await migratedPostgresUrl(adminUrl as string);
      const db = await openPostgresDb({ connectionString });
      try {
        await openStore({ databaseUrl: connectionString, logger }).then((store) => store.close());
        const handle = db.share?.();
        if (!handle) throw new Error('PostgreSQL shares no handle');
        // Its import builds on one connection: a second one from a pool of one never comes.
        const store = { handle };
        const seeded = importDemoAside({ logger, periods: DEFAULT_PERIODS, players: 40, store });
        expect(await seeded).toBe(true);
        expect(await countClusters(db)).toBe(DEMO_CLUSTERS.length);
      } finally {
        await db.close();
      }
    },
    120_000,
  );
});
