import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromImage } from '../../test/engines';
import { ownName, runMariaDb } from '../../test/run-mariadb';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import {
  createPluginTables,
  type MariaDb,
  skipWithoutMariaDb,
} from '../sources/test/mariadb-harness';
import { insertPlayers, insertTribes } from '../sources/test/seed-plugin-tables';
import { migrate } from '../store/migrations';
import { createRankingStore } from '../store/ranking-store';
import type { RankedTribe } from '../store/view-columns';
import { createSyncRunner } from './sync-runner';
import { makeMemoryLogger, storeImports } from './test/fake-import';

// End to end with the real store: MariaDB plugin tables -> sync -> the import service on PGlite -> ranks.
describe.skipIf(skipWithoutMariaDb())('sync into the PGlite store', () => {
  let mariadb: MariaDb;
  let db: Db;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    mariadb = await runMariaDb();
    const solo = ownName('solo');
    url = await mariadb.createDatabase(solo, ownName('ark'), 'Store-Pa55');
    await createPluginTables(mariadb.admin, solo);
    await insertTribes(mariadb.admin, solo, [
      { TribeID: 1, TribeName: 'Alpha', DamageScore: '5000000000' },
      { TribeID: 2, TribeName: '', DamageScore: 10 },
    ]);
    await insertPlayers(mariadb.admin, solo, [
      {
        SteamID: '76561198000000001',
        PlayerName: 'Rex',
        TribeName: 'Alpha',
        TribeID: 1,
        PlayTime: 60,
        PlayerKills: 9,
        DinoKills: 1,
        DeathByPlayer: 3,
      },
      {
        SteamID: '76561198000000003',
        PlayerName: '',
        SteamName: 'steamy',
        TribeName: 'Alpha',
        TribeID: 1,
        PlayTime: 30,
        PlayerKills: -4,
        DinoKills: 2,
        DeathByPlayer: 1,
      },
      {
        SteamID: '76561198000000005',
        PlayerName: 'Orphan',
        TribeName: 'Ghosts',
        TribeID: 77,
        PlayTime: 5,
        PlayerKills: 1,
        DinoKills: 0,
        DeathByPlayer: 0,
      },
    ]);
    dataDir = await mkdtemp(join(tmpdir(), 'ark-sync-store-'));
    db = await openDb({ dataDir: await pgliteFolderFromImage(dataDir) });
    await migrate(db);
  });

  afterAll(async () => {
    await db?.close();
    await mariadb?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('lands in the store, ranked, and a later failed sync leaves it served', async () => {
    const store = createRankingStore(db, { versionTtlMs: 0 });
    const source = { key: 'SOLO', display: 'Solos', order: 1 };
    const runner = createSyncRunner({
      sources: [{ ...source, source: { type: 'mysql', url } }],
      imports: storeImports(db),
      logger: makeMemoryLogger().logger,
    });
    expect((await runner.syncAll()).results[0]?.ok).toBe(true);

    const clusters = await store.clusters();
    expect(clusters).toMatchObject([{ key: 'SOLO', display: 'Solos', players: 3, tribes: 3 }]);
    const tribes = await store.page({
      view: 'tribes',
      cluster: 'SOLO',
      field: 'DamageScore',
      search: '',
      page: 0,
    });
    expect(
      (tribes.rows as RankedTribe[]).map((row) => [row.name, row.damageScore, row.kills]),
    ).toEqual([
      ['Alpha', 5000000000, 9],
      ['Unnamed tribe', 10, 0],
      ['Ghosts', 0, 1],
    ]);
    const players = await store.page({
      view: 'players',
      cluster: 'SOLO',
      field: 'PlayerKills',
      search: 'steamy',
      page: 0,
    });
    expect(players.rows).toMatchObject([{ name: 'steamy', tribeName: 'Alpha', kills: 0 }]);

    const broken = createSyncRunner({
      sources: [
        { ...source, source: { type: 'mysql', url: url.replace('Store-Pa55', 'nope-nope') } },
      ],
      imports: storeImports(db),
      logger: makeMemoryLogger().logger,
    });
    expect((await broken.syncAll()).results[0]?.ok).toBe(false);
    expect(await store.clusters()).toMatchObject([{ key: 'SOLO', players: 3, tribes: 3 }]);
  });
});
