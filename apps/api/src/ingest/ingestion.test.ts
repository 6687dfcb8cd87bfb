import { join } from 'node:path';
import { HEALTH_PATH } from '@ark/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { engines, migratedPostgresUrl, pgliteFolderFromImage } from '../../test/engines';
import {
  health,
  importArgs,
  type Served,
  scratchFolder,
  served,
  servedFromFolder,
  syncRunner,
} from '../../test/ingestion-harness';
import {
  bareNumberJson,
  exportPluginTables,
  PLUGIN_PLAYERS,
  PLUGIN_TRIBES,
  type PluginExport,
  phpMyAdminCsv,
  phpMyAdminJson,
} from '../../test/plugin-data';
import { runArk } from '../../test/run-cli';
import { ownName, runMariaDb } from '../../test/run-mariadb';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { createApp } from '../http/app';
import type { ClusterSource } from '../sources/sources-config';
import {
  createPluginTables,
  type MariaDb,
  skipWithoutMariaDb,
} from '../sources/test/mariadb-harness';
import { insertRows } from '../sources/test/seed-plugin-tables';
import { migrate } from '../store/migrations';
import { createRankingStore } from '../store/ranking-store';
import type { SyncRunner } from '../sync/sync-runner';
import { PLAYER_TABLE, TRIBE_TABLE } from './plugin-rows';

// One pipeline for the plugin's real data (docs/adr/0034-ingestion-rules.md): the same rows in
// MariaDB with the plugin's real layout, exported as phpMyAdmin JSON and CSV and as JSON with bare
// numbers, loaded by the sync (mysql and files sources) and by the real `ark import` CLI, give the
// same answers on both stores; and a mysql source refused keeps the last good data. The files
// and CLI refusals are in ingestion-refusals.test.ts and ingestion-cli-refusals.test.ts, names
// PostgreSQL could not index in ingestion-long-names.test.ts: split so vitest's workers share them.

const scratch = scratchFolder('ark-ingestion-');
const writeFolder = scratch.writeFolder;
/** The file's share of the run's MariaDB, taken by the first describe that needs it. */
let mariadbStarted: Promise<MariaDb> | undefined;
const sharedMariaDb = (): Promise<MariaDb> => {
  mariadbStarted ??= runMariaDb();
  return mariadbStarted;
};
const MARIADB_PASSWORD = 'Ingest-Pa55';
// The file's own names on the shared server.
const SOLO = ownName('solo');
const REFUSE = ownName('refuse');
const ARK = ownName('ark');

afterAll(async () => {
  await (await mariadbStarted)?.stop();
});

/** The export written three ways, each as the two tables' files in its own folder. */
async function writeExports(exported: PluginExport) {
  const { players, tribes } = exported;
  return {
    json: await writeFolder('json', {
      [`${PLAYER_TABLE}.json`]: phpMyAdminJson(PLAYER_TABLE, players.rows),
      [`${TRIBE_TABLE}.json`]: phpMyAdminJson(TRIBE_TABLE, tribes.rows),
    }),
    csv: await writeFolder('csv', {
      [`${PLAYER_TABLE}.csv`]: phpMyAdminCsv(players.columns, players.rows),
      [`${TRIBE_TABLE}.csv`]: phpMyAdminCsv(tribes.columns, tribes.rows),
    }),
    bare: await writeFolder('bare', {
      [`${PLAYER_TABLE}.json`]: bareNumberJson(players.rows),
      [`${TRIBE_TABLE}.json`]: bareNumberJson(tribes.rows),
    }),
  };
}

describe.skipIf(skipWithoutMariaDb())('the plugin data through every source', () => {
  let mariadb: MariaDb;
  let url = '';
  let exported: PluginExport;
  let folders: Awaited<ReturnType<typeof writeExports>>;

  beforeAll(async () => {
    mariadb = await sharedMariaDb();
    url = await mariadb.createDatabase(SOLO, ARK, MARIADB_PASSWORD);
    await createPluginTables(mariadb.admin, SOLO);
    await insertRows(mariadb.admin, `${SOLO}.${TRIBE_TABLE}`, PLUGIN_TRIBES);
    await insertRows(mariadb.admin, `${SOLO}.${PLAYER_TABLE}`, PLUGIN_PLAYERS);
    exported = await exportPluginTables(mariadb.admin, SOLO);
    folders = await writeExports(exported);
  });

  it('exports what the plugin layout holds: NULLs, BLOBs, the largest BIGINT', () => {
    expect(exported.players.columns).toContain('achievements');
    const max = exported.players.rows.find((row) => row.SteamID === '9223372036854775807');
    expect(max).toMatchObject({ PlayerName: null, TribeID: '0', PlayerKills: null });
    expect(exported.players.rows[0]?.achievements).toBe(
      `0x${Buffer.from('Dino Master').toString('hex').toUpperCase()}`,
    );
  });

  for (const engine of engines()) {
    describe.skipIf(engine.skip !== null)(`into ${engine.name}`, () => {
      /** A store `ark import` can write to, and how to read it once the CLI is done. */
      const cliStore = async (name: string) => {
        if (engine.name === 'postgres') {
          // engines() skips this describe when there is no PostgreSQL. A copy of the migrated
          // template: the CLI's first start on an empty one is import.test.ts' (docs/adr/0082).
          const databaseUrl = await migratedPostgresUrl(inject('pgAdminUrl') as string);
          return {
            env: { DATABASE_URL: databaseUrl },
            read: async () => {
              const db = await openDb({ databaseUrl });
              try {
                return await served(db);
              } finally {
                await db.close();
              }
            },
          };
        }
        const dataDir = scratch.path(`${engine.name}-${name}`);
        return { env: { ARK_DATA_DIR: dataDir }, read: () => servedFromFolder(dataDir) };
      };

      it('gives identical answers from the sync (mysql, files) and from ark import (JSON, CSV, bare numbers)', async () => {
        const fromMysql = await engine.open();
        const fromFiles = await engine.open();
        try {
          const mysqlRun = await syncRunner(fromMysql, { type: 'mysql', url }).syncAll();
          const filesRun = await syncRunner(fromFiles, {
            type: 'files',
            dir: folders.json,
          }).syncAll();
          for (const run of [mysqlRun, filesRun]) {
            expect(run.results[0], run.results[0]?.error).toMatchObject({ ok: true });
            // Negative PlayTime, PlayerKills, DeathByPlayer and DamageScore: 0, and counted.
            expect(run.results[0]?.report).toMatchObject({
              players: 8,
              tribes: 5,
              negativesClamped: 4,
              namesCut: 1,
              playerNamesFromSteam: 1,
              unknownPlayerNames: 1,
              syntheticTribes: 1,
              controlCharsRemoved: 1,
            });
          }
          const expected = await served(fromMysql);
          expect(await served(fromFiles)).toEqual(expected);

          const cli = await Promise.all(
            (['json', 'csv', 'bare'] as const).map(async (kind) => {
              const store = await cliStore(kind);
              const ext = kind === 'csv' ? 'csv' : 'json';
              const result = await runArk(
                importArgs(
                  join(folders[kind], `${PLAYER_TABLE}.${ext}`),
                  join(folders[kind], `${TRIBE_TABLE}.${ext}`),
                ),
                store.env,
              );
              return { kind, result, store };
            }),
          );
          for (const { kind, result, store } of cli) {
            expect(result.stderr, kind).toBe('');
            expect(result.status, kind).toBe(0);
            expect(result.stdout, kind).toContain('4 negative values clamped to 0');
            expect(await store.read(), kind).toEqual(expected);
          }
          // The ids are MariaDB's SteamIDs, every digit kept.
          expect(expected.ids).toEqual(PLUGIN_PLAYERS.map((p) => p.SteamID).sort());
          checkRules(expected.answers);
        } finally {
          await fromMysql.close();
          await fromFiles.close();
        }
        // Two syncs, three CLI processes and five stores: minutes on a busy shared machine.
      }, 360_000);

      it('skips an unchanged mysql or files source: no new version, the same ETags', async () => {
        for (const source of [
          { type: 'mysql', url },
          { type: 'files', dir: folders.csv },
        ] satisfies ClusterSource[]) {
          const db = await engine.open();
          try {
            const runner = syncRunner(db, source);
            expect((await runner.syncAll()).results[0]?.summary?.skipped).toBeUndefined();
            const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
            const etag = async () =>
              (await app.request('/api/ark/player_rankings?cluster=SOLO')).headers.get('ETag');
            const before = await etag();
            const version = async () =>
              ((await (await app.request(HEALTH_PATH)).json()) as { data_version: number })
                .data_version;
            const versionBefore = await version();
            const again = await runner.syncAll();
            expect(again.results[0], source.type).toMatchObject({
              ok: true,
              summary: { skipped: true, version: versionBefore },
            });
            expect(await etag(), source.type).toBe(before);
            expect(await version()).toBe(versionBefore);
          } finally {
            await db.close();
          }
        }
      });
    });
  }
});

/** The ingestion rules, read off the served answers. */
function checkRules(answers: Record<string, unknown>): void {
  type Rows = { ranking_data: Record<string, unknown>[] };
  const players = (answers['/api/ark/player_rankings?cluster=SOLO&filter=kills'] as Rows)
    .ranking_data;
  expect(players.map((p) => [p.PlayerName, p.TribeName, p.PlayerKills])).toEqual([
    ['Rex', 'Alpha', 12],
    ['龍'.repeat(50), 'Unnamed tribe', 7],
    ['steamy', 'Alpha', 5],
    ['Tabhere andnewline', 'Long'.repeat(16), 3],
    ['Loner', '', 2],
    ['<img src=x onerror=alert(1)>', 'Ghosts', 1],
    ['Minus', 'Alpha', 0],
    ['Survivor 5807', '', 0],
  ]);
  const tribes = (answers['/api/ark/tribe_rankings?cluster=SOLO&filter=kills'] as Rows)
    .ranking_data;
  expect(
    tribes.map((t) => [
      t.TribeName,
      t.DamageScore,
      t.TotalKills,
      t.TotalDeaths,
      t.TotalTameKills,
      t.TotalPlayTime,
    ]),
  ).toEqual([
    ['Alpha', 5_000_000_000, 17, 5, 4, 630],
    ['Unnamed tribe', 0, 7, 0, 0, 0],
    ['Long'.repeat(16), 0, 3, 0, 0, 0],
    ['Ghosts', 0, 1, 0, 0, 5],
    ['Empty', 10, 0, 0, 0, 0],
  ]);
}

describe('refusals keep the last good data', () => {
  describe.skipIf(skipWithoutMariaDb())('the sync from a mysql source', () => {
    let mariadb: MariaDb;
    let db: Db;
    let runner: SyncRunner;
    let before: Served;
    const reload = async () => {
      await mariadb.admin.query(`DROP TABLE IF EXISTS ${REFUSE}.${PLAYER_TABLE}`);
      await mariadb.admin.query(`DROP TABLE IF EXISTS ${REFUSE}.${TRIBE_TABLE}`);
      await createPluginTables(mariadb.admin, REFUSE);
      await insertRows(mariadb.admin, `${REFUSE}.${TRIBE_TABLE}`, PLUGIN_TRIBES);
      await insertRows(mariadb.admin, `${REFUSE}.${PLAYER_TABLE}`, PLUGIN_PLAYERS);
    };

    beforeAll(async () => {
      mariadb = await sharedMariaDb();
      const url = await mariadb.createDatabase(REFUSE, ARK, MARIADB_PASSWORD);
      await reload();
      db = await openDb({ dataDir: await pgliteFolderFromImage(scratch.path('sync-mysql-store')) });
      await migrate(db);
      runner = syncRunner(db, { type: 'mysql', url });
      expect((await runner.syncAll()).results[0]?.ok).toBe(true);
      before = await served(db);
    });
    afterAll(async () => {
      await db?.close();
    });

    const MYSQL_CASES: { name: string; sql: string[]; reason: RegExp }[] = [
      {
        name: 'a SteamID column renamed',
        sql: [`ALTER TABLE ${REFUSE}.${PLAYER_TABLE} CHANGE SteamID steam_id BIGINT NOT NULL`],
        reason: /has no SteamID column/,
      },
      {
        name: 'no name column',
        sql: [
          `ALTER TABLE ${REFUSE}.${PLAYER_TABLE} DROP COLUMN PlayerName, DROP COLUMN SteamName`,
        ],
        reason: /has no PlayerName or SteamName column/,
      },
      {
        name: 'an empty source',
        sql: [`DELETE FROM ${REFUSE}.${PLAYER_TABLE}`],
        reason: /has no players; refusing to empty the cluster/,
      },
      {
        name: 'a shrink below half',
        sql: [`DELETE FROM ${REFUSE}.${PLAYER_TABLE} WHERE SteamID > 76561198000000003`],
        reason: /would shrink SOLO from 8 to 2 players \(below half\)/,
      },
    ];

    for (const { name, sql, reason } of MYSQL_CASES) {
      it(`refuses ${name}: /healthz says failed and why, the old data stays served`, async () => {
        for (const statement of sql) await mariadb.admin.query(statement);
        expect((await runner.syncAll()).results[0]?.ok).toBe(false);
        const [cluster] = (await health(db, runner)).sync.clusters;
        expect(cluster).toMatchObject({ key: 'SOLO', state: 'failed' });
        expect(cluster?.lastError).toMatch(reason);
        expect(await served(db)).toEqual(before);
        await reload();
        expect((await runner.syncAll()).results[0]).toMatchObject({
          ok: true,
          summary: { skipped: true },
        });
      });
    }
  });
});
