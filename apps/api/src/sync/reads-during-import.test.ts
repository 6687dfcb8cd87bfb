import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILTER_TABLE, HEALTH_PATH } from '@ark/core';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migratedPostgresUrl, pgliteFolderFromImage } from '../../test/engines';
import { holdMidBuild } from '../../test/held-db';
import type { Db } from '../db/db';
import { openDbHandle } from '../db/open-db';
import { createApp } from '../http/app';
import { silentLogger } from '../lib/logger';
import type { ClusterConfig } from '../sources/sources-config';
import { openStore } from '../store/open-store';
import { createRankingStore } from '../store/ranking-store';
import { createSyncRunner, type SyncRunner } from './sync-runner';
import { syncImports } from './sync-service';
import { writeClusterExport } from './test/reads-during-import';

const PLAYERS = 5_000;
const CLUSTER = 'ISLAND';

interface Health {
  data_version: number;
  clusters: { key: string; last_import: string }[];
  sync?: {
    running: boolean;
    clusters: {
      key: string;
      state: string;
      lastSuccessAt: string;
      progress: { step: string; part: string | null; percent: number | null } | null;
    }[];
  };
}

/**
 * The server's parts as main.ts joins them (the store, PGlite in its own thread; the answers over
 * real HTTP; the sync's import service on a connection of its own, as its thread opens one), its
 * second import held in the middle of its build until the test lets it go. How long readers wait
 * meanwhile is bench:reads' (docs/adr/0020-single-connection-store.md).
 */
async function readsWhileHeld(dir: string, where: { databaseUrl?: string }): Promise<void> {
  const exports = join(dir, 'exports');
  mkdirSync(exports);
  writeClusterExport(exports, PLAYERS, 0);
  const dataDir = join(dir, 'data');
  if (!where.databaseUrl) await pgliteFolderFromImage(dataDir);
  const db = await openStore({
    dataDir,
    worker: true,
    logger: silentLogger,
    ...where,
  });
  const handle = db.share?.();
  if (!handle) throw new Error('the store cannot be shared with a sync');
  const syncDb = await openDbHandle(handle);
  const store = createRankingStore(db, { versionTtlMs: 0 });
  const clusters: ClusterConfig[] = [
    { key: CLUSTER, display: 'The Island', order: 1, source: { type: 'files', dir: exports } },
  ];
  const runnerOn = (on: Db): SyncRunner =>
    createSyncRunner({
      sources: clusters,
      imports: syncImports({
        db: on,
        logger: silentLogger,
        sources: { path: join(dir, 'ark.config.json'), config: { clusters } },
        settings: {},
        onImported: () => store.invalidate(),
      }),
      logger: silentLogger,
    });
  const held = holdMidBuild(syncDb);
  const runner = runnerOn(held.db);
  const app = createApp({ store, health: () => ({ sync: runner.status() }) });
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(s));
  });
  const { port } = server.address() as { port: number };
  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const health = async () => (await get(HEALTH_PATH)).body as unknown as Health;
  try {
    expect((await runnerOn(syncDb).syncAll()).results[0]?.ok).toBe(true);
    const board = `/api/ark/player_rankings?cluster=${CLUSTER}`;
    const cached = [board, `${board}&page=1`, `/api/ark/tribe_rankings?cluster=${CLUSTER}`];
    const before = new Map<string, unknown>();
    for (const path of cached) before.set(path, (await get(path)).body);
    const served = await health();

    writeClusterExport(exports, PLAYERS, 1);
    const syncing = runner.syncAll();
    await held.reached;
    // The import holds the lock, its new partition half written: every read is answered, from
    // the data served before it, cached or not.
    const during = await health();
    expect(during.data_version).toBe(served.data_version);
    expect(during.sync?.running).toBe(true);
    // /healthz says which cluster imports, its step and how far: never a path.
    const [importing] = during.sync?.clusters ?? [];
    expect(importing).toMatchObject({ key: CLUSTER, progress: { step: 'build' } });
    expect(importing?.progress?.part).toMatch(/^players: rows/);
    expect(importing?.progress?.percent).toBeGreaterThanOrEqual(0);
    expect(importing?.progress?.percent).toBeLessThanOrEqual(100);
    expect(JSON.stringify(during)).not.toContain(dir);
    for (const path of cached)
      expect(await get(path)).toEqual({ status: 200, body: before.get(path) });
    const filters = FILTER_TABLE.players.map((option) => option.wire);
    const uncached = filters.flatMap((filter) => [
      `${board}&filter=${filter}&page=7`,
      `${board}&filter=${filter}&search=${filter.slice(0, 2)}1`,
    ]);
    const lastImport = served.clusters.find((c) => c.key === CLUSTER)?.last_import;
    for (const path of uncached) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.updated_at, path).toBe(lastImport);
    }

    held.release();
    expect((await syncing).results[0]?.ok).toBe(true);
    // /healthz, answered by the server's thread, tells what the sync's import did.
    const after = await health();
    expect(after.data_version).toBeGreaterThan(served.data_version);
    expect(after.sync?.running).toBe(false);
    expect(after.sync?.clusters).toMatchObject([{ key: CLUSTER, state: 'ok', progress: null }]);
    expect((await get(board)).body.updated_at).not.toBe(lastImport);
  } finally {
    held.release();
    await new Promise((done) => server.close(done));
    await syncDb.close();
    await db.close();
  }
}

describe('reads and /healthz while the sync imports (real HTTP, the import held mid-build)', () => {
  const dirs: string[] = [];
  const makeDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ark-reads-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('answers every read from the served data, and says how far the import is, on PGlite', async () => {
    await readsWhileHeld(await makeDir(), {});
  });

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)(
    'answers every read from the served data, and says how far the import is, on PostgreSQL',
    async () => {
      await readsWhileHeld(await makeDir(), {
        databaseUrl: await migratedPostgresUrl(adminUrl as string),
      });
    },
  );
});
