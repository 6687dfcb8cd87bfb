import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playerPath, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import { ownName, runMariaDb } from '../../test/run-mariadb';
import type { Db } from '../db/db';
import { createApp } from '../http/app';
import { createImportService, storeTarget } from '../ingest/import-service';
import type { ClusterConfig } from '../sources/sources-config';
import { type MariaDb, skipWithoutMariaDb } from '../sources/test/mariadb-harness';
import { seedPointRewards } from '../sources/test/seed-plugin-tables';
import {
  createPointRewardsFile,
  skipWithoutSqlite,
  sqliteExec,
} from '../sources/test/sqlite-writer';
import { createRankingStore } from '../store/ranking-store';
import { createSyncRunner } from './sync-runner';
import { makeMemoryLogger } from './test/fake-import';

// An Ascended server's stats, end to end: AsaApi's PointRewards table (MariaDB with the plugin's
// own DDL, or its SQLite file) -> the sync -> the store -> the board's answers, by EOS id.
const EOS = [
  '0002a1b2c3d4e5f60718293a4b5c6d7e',
  '00027f3e2d1c0b0a0908070605040302',
  '0002ffffffffffffffffffffffff0001',
];
const REWARDS = [
  {
    EosId: EOS[0],
    PlayerId: '11',
    PlayerName: 'Rex',
    Kill: 10,
    Death: 2,
    DinoKill: 5,
    TamedKill: 4,
  },
  {
    EosId: EOS[1],
    PlayerId: '12',
    PlayerName: 'Ana',
    Kill: 10,
    Death: 1,
    DinoKill: 0,
    TamedKill: 9,
  },
  {
    EosId: EOS[2],
    PlayerId: '13',
    PlayerName: '@everyone',
    Kill: 3,
    Death: null,
    DinoKill: 1,
    TamedKill: 0,
  },
];

interface Row {
  rank: number;
  PlayerName: string;
  SteamID: string;
  PlayTime: number | null;
  PlayerKills: number;
  DinoKills: number;
}

/** Syncs `source` into a fresh store as cluster ASA and answers the board's calls on it. */
async function syncAndServe(db: Db, source: ClusterConfig['source']) {
  const runner = createSyncRunner({
    sources: [{ key: 'ASA', display: 'Ascended', order: 1, source }],
    imports: createImportService({ target: storeTarget((work) => work(db)), source: 'sync' }),
    logger: makeMemoryLogger().logger,
  });
  const [result] = (await runner.syncAll()).results;
  expect(result?.ok, JSON.stringify(result)).toBe(true);
  const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
  return async <T>(path: string, status = 200): Promise<T> => {
    const res = await app.request(path);
    expect(res.status, path).toBe(status);
    return (await res.json()) as T;
  };
}

/** What every Ascended board answers, whichever store the table came from. */
async function expectAscendedBoard(get: Awaited<ReturnType<typeof syncAndServe>>) {
  const players = await get<{ ranking_data: Row[] }>(
    `${RANKINGS_PATHS.players}?cluster=ASA&filter=kills`,
  );
  // Equal kills tie at rank 1; the name breaks the tie (Ana before Rex).
  expect(players.ranking_data.map((r) => [r.rank, r.PlayerName, r.SteamID, r.PlayTime])).toEqual([
    [1, 'Ana', EOS[1], null],
    [1, 'Rex', EOS[0], null],
    [3, '@everyone', EOS[2], null],
  ]);
  expect(players.ranking_data[0]?.DinoKills).toBe(9);
  const tribes = await get<{ ranking_data: unknown[] }>(`${RANKINGS_PATHS.tribes}?cluster=ASA`);
  expect(tribes.ranking_data).toEqual([]);
  const detail = await get<{
    player: { SteamID: string; PlayTime: number | null; WildDinoKills: number };
  }>(`${playerPath(EOS[0] as string)}?cluster=ASA`);
  expect(detail.player).toMatchObject({ SteamID: EOS[0], PlayTime: null, WildDinoKills: 5 });
  await get(`${playerPath('0002000000000000000000000000dead')}?cluster=ASA`, 404);
}

describe('an Ascended server synced into the board', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  describe.skipIf(skipWithoutMariaDb())('from the plugin table in MariaDB', () => {
    let mariadb: MariaDb;
    let url: string;
    const ASA = ownName('asa');
    beforeAll(async () => {
      mariadb = await runMariaDb();
      url = await seedPointRewards(mariadb, REWARDS, { database: ASA, user: ownName('ark') });
    });
    afterAll(async () => {
      await mariadb?.stop();
    });

    it('ranks the players by EOS id, with no tribes and play time N/A', async () => {
      const get = await syncAndServe(db, { type: 'mysql', url, layout: 'point-rewards' });
      await expectAscendedBoard(get);
    });

    it('reads the table under the name PluginDBSettings.TableName gives it', async () => {
      await mariadb.admin.query(`RENAME TABLE ${ASA}.PointsReward TO ${ASA}.\`Kills & Deaths\``);
      try {
        const source = {
          type: 'mysql',
          url,
          layout: 'point-rewards',
          table: 'Kills & Deaths',
        } as const;
        await expectAscendedBoard(await syncAndServe(db, source));
      } finally {
        await mariadb.admin.query(`RENAME TABLE ${ASA}.\`Kills & Deaths\` TO ${ASA}.PointsReward`);
      }
    });
  });

  describe.skipIf(skipWithoutSqlite())('from the plugin file in SQLite', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'ark-asa-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('ranks the players by EOS id, with no tribes and play time N/A', async () => {
      const path = join(dir, 'PointRewards.db');
      await createPointRewardsFile(path);
      const values = REWARDS.map(
        (r) =>
          `('${r.EosId}', '${r.PlayerId}', '${r.PlayerName}', ${r.Kill}, ${r.Death ?? 'NULL'}, ${r.DinoKill}, ${r.TamedKill})`,
      );
      sqliteExec(
        path,
        `INSERT INTO PointsReward (EosId, PlayerId, PlayerName, Kill, Death, DinoKill, TamedKill) VALUES ${values.join(', ')};`,
      );
      await expectAscendedBoard(
        await syncAndServe(db, { type: 'sqlite', path, layout: 'point-rewards' }),
      );
    });
  });
});
