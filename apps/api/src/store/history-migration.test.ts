import { historyPath } from '@ark/core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresUrl } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { createApp } from '../http/app';
import { importCluster } from '../ingest/import-cluster';
import { MIGRATIONS, migrate } from './migrations';
import { createRankingStore } from './ranking-store';

// Migration 12 (docs/adr/0072-history-by-month.md) on a store written by the migrations before
// it: every point of several months moves into its month's partition, and is served as it was.

/** A store of each engine, not migrated yet. */
function stores(): { name: string; skip: string | null; open(): Promise<Db> }[] {
  const adminUrl = inject('pgAdminUrl');
  return [
    { name: 'pglite', skip: null, open: () => openPgliteDb() },
    {
      name: 'postgres',
      skip: adminUrl ? null : (inject('pgSkipReason') ?? 'no PostgreSQL'),
      open: async () =>
        openPostgresDb({ connectionString: await freshPostgresUrl(adminUrl as string), max: 2 }),
    },
  ];
}

const TRIBE = '7001';

/** Points as migration 11 kept them: Ann (401) over three months, Bob (402) in one, the tribe. */
async function writeVersion11History(db: Db): Promise<void> {
  await db.query(`INSERT INTO history_players (cluster, id, day, kills, deaths, dino_kills,
      play_time, rank_kills, rank_deaths, rank_dino_kills, rank_play_time) VALUES
    ('MIG', '401', '2026-10-30', 1, 0, 0, NULL, 2, 1, 1, NULL),
    ('MIG', '401', '2026-10-31', 3, 1, 2, 60.5, 1, 2, 1, 1),
    ('MIG', '401', '2026-11-01', 4, 1, 2, 61.5, NULL, NULL, NULL, NULL),
    ('MIG', '401', '2026-12-31', 9007199254740991, 2, 3, 70, 1, 1, 1, 1),
    ('MIG', '402', '2026-11-15', 2, 5, 0, 10, 2, 1, 2, 2)`);
  await db.query(`INSERT INTO history_tribes (cluster, id, day, damage_score, kills, deaths,
      tame_kills, play_time, rank_damage_score, rank_kills, rank_deaths, rank_tame_kills,
      rank_play_time) VALUES
    ('MIG', '${TRIBE}', '2026-10-31', NULL, 5, 1, 0, NULL, NULL, 1, 1, 1, NULL),
    ('MIG', '${TRIBE}', '2026-12-01', 1500.25, 6, 1, 0, 30, 1, 1, 1, 1, 1)`);
}

for (const store of stores()) {
  describe.skipIf(store.skip !== null)(`migration 12 on ${store.name}`, () => {
    let db: Db;
    afterAll(() => db?.close());

    it('moves every point of a version-11 store into monthly partitions and serves each as it was', async () => {
      db = await store.open();
      await migrate(db, MIGRATIONS.slice(0, 11));
      await writeVersion11History(db);
      expect(await migrate(db, MIGRATIONS.slice(0, 12))).toEqual([12]);
      // The later migrations (what a cluster keeps, the hall) touch no history: the import below
      // runs on today's schema.
      await migrate(db);
      const partitions = await db.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         WHERE i.inhparent IN ('history_players'::regclass, 'history_tribes'::regclass)
         ORDER BY 1`,
      );
      expect(partitions.map((p) => p.name)).toEqual([
        'history_players_p202610',
        'history_players_p202611',
        'history_players_p202612',
        'history_tribes_p202610',
        'history_tribes_p202612',
      ]);
      // The board the history calls need, imported later with nothing changed since migration 11
      // for Bob: his line gets the import's point (no board was served), the old ones stay.
      const players = [
        makePlayer('Ann', { id: '401', kills: 10, deaths: 2, tribeId: TRIBE, tribeName: 'K' }),
        makePlayer('Bob', { id: '402', kills: 2, deaths: 5, tribeId: TRIBE, tribeName: 'K' }),
      ];
      const tribes = [makeTribe('K', { id: TRIBE, damageScore: 7, kills: 12, members: 2 })];
      await importCluster(
        db,
        { cluster: { key: 'MIG', display: 'Migrated', order: 0 }, players, tribes },
        { asOf: new Date('2027-01-02T12:00:00Z'), now: () => new Date('2027-02-01T00:00:00Z') },
      );
      const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
      const points = async (kind: 'player' | 'tribe', id: string) =>
        (
          (await (await app.request(`${historyPath(kind, id)}?cluster=MIG`)).json()) as {
            points: unknown[];
          }
        ).points;
      const ann = await points('player', '401');
      expect(ann.slice(0, 4)).toEqual([
        {
          day: '2026-10-30',
          PlayerKills: 1,
          DeathByPlayer: 0,
          DinoKills: 0,
          PlayTime: null,
          ranks: { kills: 2, deaths: 1, tamed_dino_kills: 1, time_played: null },
        },
        {
          day: '2026-10-31',
          PlayerKills: 3,
          DeathByPlayer: 1,
          DinoKills: 2,
          PlayTime: 60.5,
          ranks: { kills: 1, deaths: 2, tamed_dino_kills: 1, time_played: 1 },
        },
        {
          day: '2026-11-01',
          PlayerKills: 4,
          DeathByPlayer: 1,
          DinoKills: 2,
          PlayTime: 61.5,
          ranks: { kills: null, deaths: null, tamed_dino_kills: null, time_played: null },
        },
        {
          day: '2026-12-31',
          PlayerKills: 9007199254740991,
          DeathByPlayer: 2,
          DinoKills: 3,
          PlayTime: 70,
          ranks: { kills: 1, deaths: 1, tamed_dino_kills: 1, time_played: 1 },
        },
      ]);
      expect(ann.slice(4)).toMatchObject([{ day: '2027-01-02', PlayerKills: 10 }]);
      expect((await points('player', '402')).map((p) => (p as { day: string }).day)).toEqual([
        '2026-11-15',
        '2027-01-02',
      ]);
      const tribe = (await points('tribe', TRIBE)) as Record<string, unknown>[];
      expect(tribe.slice(0, 2)).toEqual([
        {
          day: '2026-10-31',
          DamageScore: null,
          TotalKills: 5,
          TotalDeaths: 1,
          TotalTameKills: 0,
          TotalPlayTime: null,
          ranks: { tribe_score: null, kills: 1, deaths: 1, tamed_dino_kills: 1, time_played: null },
        },
        {
          day: '2026-12-01',
          DamageScore: 1500.25,
          TotalKills: 6,
          TotalDeaths: 1,
          TotalTameKills: 0,
          TotalPlayTime: 30,
          ranks: { tribe_score: 1, kills: 1, deaths: 1, tamed_dino_kills: 1, time_played: 1 },
        },
      ]);
      expect(tribe).toHaveLength(3);
    });
  });
}
