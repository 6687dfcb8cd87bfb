import { createHash } from 'node:crypto';
import { VIEWS } from '@ark/core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { createApp } from '../http/app';
import { importCluster } from '../ingest/import-cluster';
import { generateCluster } from '../sources/generate-demo';
import { MIGRATIONS, migrate, splitStatements } from './migrations';
import { createRankingStore } from './ranking-store';
import { closeSeason } from './seasons';
import { rankedColumns, VIEW_SQL } from './view-columns';

/**
 * The sha256 of each migration's SQL as it shipped. A shipped migration is never edited: stores
 * that ran it keep its result, so a change must be a new migration. Record a new one's digest when
 * it ships.
 */
const SHIPPED_SHA256: Readonly<Record<number, string>> = {
  1: '5e7341dbddfd3bfdf12c2a75a944fdc3daddeaea28106b4abcdb296716f09e4a',
  2: 'de1c6f46cb8f4c7e8d1c45ae99dfdc5b2e9fe0c9cfb9d6693d16ec7babea0d0b',
  3: '25e9ac697e657546e2b807d0efb0a05032bd3cf4f4ff24b75aff32151e029a44',
  4: 'cc2ba715c7f6d18ce97c7d6519deef5becdd4d56d25144c660a26c58eeb1f7e7',
  5: '98d0cbdbb9271386dcb0091b5b8d90c1847b2529514ac52dc16641e384b32c3d',
  6: 'b2695cf28026d7013496ff1b3893fc3a6d8ad0f0e16d8e099bf098fa1e97ebb0',
  7: '03c8dd598c9d203ffa938965a7704127720c5ebec6aad526bc0a692789f81329',
  8: '819526374bf9bcc9ae32a8da49084c11f486cc2b7249421c3cb1510a4a10987e',
  9: 'd6a7709d04d8c9755b200a6278d857a3810c16e8318f5bf1fa78297d98fc046f',
  10: '777ddd1ac4ae2cc8018067379802e937e1b5f6d8aa191a35f7e00f94bcc2bb93',
  11: 'd8983c3fd09269c55840f3e21dd83556fa2511b0d6cae8c6b02acd322e7ed2b4',
  12: '1b6ac6a17e2cf1f91f6b9229b93728f9378ed98bc85f3c202e66bd9f0bfc56f0',
  13: '85c9b8e4f67047c4a1a676cd46bb86e461343b82e3a848bdd9b5f282b8376d0a',
  14: 'f8756c49ccd67355d51d16784d3f8594ec4b78f37e2de7c9741f2964ca540626',
  15: '785540cb490a72f121457f648c96757eab1fa1c323ace5a700a839b85027732a',
  16: '9f16e1d5fc0cb04177496149cb9064e221ee2b27bdecd517b3e11d25907ff25f',
  17: '1d301c71a70761ff7500ce9b80bd09a53f18368c36d9b0a270f7130f11b2bbba',
  18: 'ea369a0e6f6413c41300ea6b28ef76bff3c456e29e7f07527bf06039805817af',
  19: 'a3f982bc72e04cf5bc2dd1cf42619ac04f2a19d6d5cea7373237fc730ebdbfe2',
  20: 'ee2df73273af55fa193376f425f9d1db040143417abd27a6bc9d9a880911c775',
  21: '849ac2d025202077bb19df888c0b51cc19b7da9b159c93a7a3502e5f1c5c09f0',
};

/** A store at migration 1 with two SOLO players: Ann (5 kills) and Bob (9 kills). */
async function makeVersion1Store(db: Db): Promise<void> {
  await migrate(db, MIGRATIONS.slice(0, 1));
  await db.query(`INSERT INTO clusters (key, display, sort_order, players, tribes)
    VALUES ('SOLO', 'Solos', 0, 2, 0)`);
  await db.query(`INSERT INTO players (cluster, id, name, name_key, tribe_name, play_time,
      kills, dino_kills, deaths, pos_kills, rank_kills, pos_deaths, rank_deaths,
      pos_dino_kills, rank_dino_kills, pos_play_time, rank_play_time)
    VALUES ('SOLO', 'a', 'Ann', 'ann', '', 0, 5, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1),
           ('SOLO', 'b', 'Bob', 'bob', '', 0, 9, 0, 0, 2, 2, 2, 1, 2, 1, 2, 1)`);
}

describe('MIGRATIONS', () => {
  it.each(MIGRATIONS.map((m) => [m.version, m] as const))(
    'keeps migration %i exactly as it shipped',
    (version, migration) => {
      const digest = createHash('sha256').update(migration.sql).digest('hex');
      expect(digest, `migration ${version} changed after it shipped; add a new one`).toBe(
        SHIPPED_SHA256[version],
      );
    },
  );

  it('numbers the migrations from 1 up, in order', () => {
    // 6 (time ranges) is written beside 7 and joins it; each stands alone.
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });
});

describe('splitStatements', () => {
  it('splits on semicolons at line ends and keeps a $$ body whole', () => {
    const sql = 'CREATE TABLE a (x int);\nDO $$\nBEGIN\n  PERFORM 1;\nEND $$;\nDROP TABLE a;\n';
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (x int)',
      'DO $$\nBEGIN\n  PERFORM 1;\nEND $$',
      'DROP TABLE a',
    ]);
  });
});

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

  it("leaves a position and a rank column for every filter of core's table", async () => {
    // A filter added to core needs its columns in a new migration; without one, imports would fail.
    const db = await openPgliteDb();
    try {
      await migrate(db);
      for (const view of VIEWS) {
        const rows = await db.query<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_name = $1',
          [VIEW_SQL[view].table],
        );
        const columns = rows.map((r) => r.column_name);
        for (const column of rankedColumns(view)) {
          expect(columns).toEqual(
            expect.arrayContaining([
              column,
              `pos_${column}`,
              `rank_${column}`,
              `prev_rank_${column}`,
            ]),
          );
        }
      }
    } finally {
      await db.close();
    }
  });

  it('moves rows of a version-1 store into per-cluster partitions and keeps serving them', async () => {
    const db = await openPgliteDb();
    try {
      await makeVersion1Store(db);
      expect(await migrate(db)).toEqual(MIGRATIONS.slice(1).map((m) => m.version));
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
  it("gives a game log read before version 21 its earliest session's join as its first line", async () => {
    const db = await openPgliteDb();
    try {
      await migrate(db, MIGRATIONS.slice(0, 20));
      await db.query(`INSERT INTO game_log_offsets (cluster, fingerprint, fingerprint_bytes, position)
        VALUES ('LOG', 'f', 1, 10), ('QUIET', 'q', 1, 10)`);
      await db.query(`INSERT INTO game_log_sessions (cluster, player_id, name, by_name, joined_at)
        VALUES ('LOG', 'a', 'Ann', false, '2026-04-05T12:00:00Z'),
               ('LOG', 'b', 'Bob', false, '2026-04-05T09:30:00Z')`);
      expect(await migrate(db)).toEqual([21]);
      const rows = await db.query<{ cluster: string; first: string | null }>(
        `SELECT cluster, to_char(first_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS first
         FROM game_log_offsets ORDER BY cluster`,
      );
      expect(rows).toEqual([
        { cluster: 'LOG', first: '2026-04-05 09:30' },
        { cluster: 'QUIET', first: null },
      ]);
    } finally {
      await db.close();
    }
  });

  it("gives a version-4 store's served partitions the indexes a new build gets, and a season's keep cluster first", async () => {
    const db = await openPgliteDb();
    try {
      await makeVersion1Store(db);
      await migrate(db, MIGRATIONS.slice(0, 4));
      await closeSeason(db, { name: 'before', by: 'test' });
      // Each index's definition without its name, sorted.
      const shapes = async (table: string) =>
        (
          await db.query<{ def: string }>(
            `SELECT regexp_replace(indexdef, '^.* USING ', '') AS def FROM pg_indexes
             WHERE tablename = $1 ORDER BY def`,
            [table],
          )
        ).map((r) => r.def);
      const old = await shapes('players_pm0');
      expect(old).toContain('btree (cluster, pos_kills) INCLUDE (name_key)');
      expect(await migrate(db)).toEqual(MIGRATIONS.slice(4).map((m) => m.version));
      await importCluster(db, generateCluster('PVP', 'PvP', 1, 40, 3));
      const [built] = await db.query<{ players: string; tribes: string }>(
        `SELECT players_table AS players, tribes_table AS tribes FROM clusters WHERE key = 'PVP'`,
      );
      const players = await shapes('players_pm0');
      expect(players).toEqual(await shapes(built?.players as string));
      expect(players).toEqual([
        'btree (cluster, id)',
        'btree (name_key COLLATE "C")',
        'btree (pos_deaths) INCLUDE (cluster, name_key)',
        'btree (pos_dino_kills) INCLUDE (cluster, name_key)',
        'btree (pos_kills) INCLUDE (cluster, name_key)',
        'btree (pos_play_time) INCLUDE (cluster, name_key)',
        'btree (tribe_id, pos_kills) INCLUDE (cluster)',
        'gin (name_key gin_trgm_ops)',
      ]);
      expect(await shapes('tribes_pm0')).toEqual(await shapes(built?.tribes as string));
      // A season's partition holds every cluster: its keys still start with the cluster.
      expect(await shapes('season_players_s1')).toEqual(old);
      const app = createApp({ store: createRankingStore(db) });
      const body = (await (await app.request('/api/ark/player_rankings?cluster=SOLO')).json()) as {
        ranking_data: { PlayerName: string }[];
      };
      expect(body.ranking_data.map((r) => r.PlayerName)).toEqual(['Bob', 'Ann']);
    } finally {
      await db.close();
    }
  });
});
