import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openPgliteDb } from '../db/pglite-db';
import { MIGRATIONS, migrate } from './migrations';
import { createRankingStore } from './ranking-store';

describe('migrate', () => {
  it('applies each migration once and records it', async () => {
    const db = await openPgliteDb();
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: number }>('SELECT version FROM ark_migrations');
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    } finally {
      await db.close();
    }
  });

  it('moves rows of a version-1 store into per-cluster partitions and keeps serving them', async () => {
    const db = await openPgliteDb();
    try {
      await migrate(db, MIGRATIONS.slice(0, 1));
      await db.query(`INSERT INTO clusters (key, display, sort_order, players, tribes)
        VALUES ('SOLO', 'Solos', 0, 2, 0)`);
      await db.query(`INSERT INTO players (cluster, id, name, name_key, tribe_name, play_time,
          kills, dino_kills, deaths, pos_kills, rank_kills, pos_deaths, rank_deaths,
          pos_dino_kills, rank_dino_kills, pos_play_time, rank_play_time)
        VALUES ('SOLO', 'a', 'Ann', 'ann', '', 0, 5, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1),
               ('SOLO', 'b', 'Bob', 'bob', '', 0, 9, 0, 0, 2, 2, 2, 1, 2, 1, 2, 1)`);
      expect(await migrate(db)).toEqual([2, 3]);
      const app = createApp({ store: createRankingStore(db) });
      const body = (await (await app.request('/api/ark/player_rankings')).json()) as {
        ranking_data: { PlayerName: string; rank: number }[];
      };
      // Positions are recomputed from the data on the way.
      expect(body.ranking_data.map((r) => [r.PlayerName, r.rank])).toEqual([
        ['Bob', 1],
        ['Ann', 2],
      ]);
    } finally {
      await db.close();
    }
  });
});
