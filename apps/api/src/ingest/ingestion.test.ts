import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEALTH_PATH } from '@ark/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { engines, freshPostgresUrl } from '../../test/engines';
import { pageAnswers } from '../../test/page-answers';
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
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { createApp } from '../http/app';
import type { ClusterSource } from '../sources/sources-config';
import {
  createPluginTables,
  type MariaDb,
  skipWithoutMariaDb,
  startMariaDb,
} from '../sources/test/mariadb-harness';
import { insertRows } from '../sources/test/seed-plugin-tables';
import { migrate } from '../store/migrations';
import { createRankingStore } from '../store/ranking-store';
import { createSyncRunner, type SyncRunner } from '../sync/sync-runner';
import { makeMemoryLogger, storeImports } from '../sync/test/fake-import';
import { PLAYER_TABLE, TRIBE_TABLE } from './plugin-rows';

// One pipeline for the plugin's real data (docs/adr/0034-ingestion-rules.md): the same rows in
// MariaDB with the plugin's real layout, exported as phpMyAdmin JSON and CSV and as JSON with bare
// numbers, loaded by the sync (mysql and files sources) and by the real `ark import` CLI, give the
// same answers on both stores.

const CLUSTER = { key: 'SOLO', display: 'Solos', order: 1 };
const SEARCHES = ['<img', '龍', 'a'];

/** What a store serves, plus the ids it holds (they are not on the wire but must be exact). */
async function served(db: Db): Promise<{ answers: Record<string, unknown>; ids: string[] }> {
  const rows = await db.query<{ id: string }>('SELECT id FROM players ORDER BY id');
  return {
    answers: await pageAnswers(db, { searches: SEARCHES }),
    ids: rows.map((row) => row.id),
  };
}

/** A PGlite folder's answers, opened after the CLI that wrote it has exited. */
async function servedFromFolder(dataDir: string) {
  const db = await openDb({ dataDir });
  try {
    return await served(db);
  } finally {
    await db.close();
  }
}

function syncRunner(db: Db, source: ClusterSource, allowShrink = false): SyncRunner {
  return createSyncRunner({
    sources: [{ ...CLUSTER, source, allowShrink }],
    imports: storeImports(db),
    logger: makeMemoryLogger().logger,
  });
}

/** /healthz of a server whose sync is `runner`. */
async function health(db: Db, runner: SyncRunner) {
  const app = createApp({
    store: createRankingStore(db, { versionTtlMs: 0 }),
    health: () => ({ sync: runner.status() }),
  });
  const res = await app.request(HEALTH_PATH);
  return (await res.json()) as {
    sync: { clusters: { key: string; state: string; lastError: string | null }[] };
  };
}

const importArgs = (players: string, tribes: string, ...more: string[]) => [
  'import',
  '--cluster',
  CLUSTER.key,
  '--display',
  CLUSTER.display,
  '--order',
  String(CLUSTER.order),
  '--players',
  players,
  '--tribes',
  tribes,
  ...more,
];

/** Exactly one line on stderr and no stack trace. */
function expectOneLine(stderr: string, reason: RegExp): void {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(reason);
  expect(stderr).not.toMatch(/^\s+at /m);
}

let dir = '';
/** One MariaDB for the file, started by the first describe that needs it. */
let mariadbStarted: Promise<MariaDb> | undefined;
const sharedMariaDb = (): Promise<MariaDb> => {
  mariadbStarted ??= startMariaDb();
  return mariadbStarted;
};
const MARIADB_PASSWORD = 'Ingest-Pa55';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ark-ingestion-'));
});
afterAll(async () => {
  await (await mariadbStarted)?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function writeFolder(name: string, files: Record<string, string | Buffer>): Promise<string> {
  const folder = join(dir, name);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const [file, content] of Object.entries(files)) await writeFile(join(folder, file), content);
  return folder;
}

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
    url = await mariadb.createDatabase('solo', 'ark', MARIADB_PASSWORD);
    await createPluginTables(mariadb.admin, 'solo');
    await insertRows(mariadb.admin, `solo.${TRIBE_TABLE}`, PLUGIN_TRIBES);
    await insertRows(mariadb.admin, `solo.${PLAYER_TABLE}`, PLUGIN_PLAYERS);
    exported = await exportPluginTables(mariadb.admin, 'solo');
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
          // engines() skips this describe when there is no PostgreSQL.
          const databaseUrl = await freshPostgresUrl(inject('pgAdminUrl') as string);
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
        const dataDir = join(dir, `${engine.name}-${name}`);
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
  const goodPlayers = () => PLUGIN_PLAYERS.map((row) => ({ ...row }));
  const goodTribesJson = () => phpMyAdminJson(TRIBE_TABLE, PLUGIN_TRIBES);
  const badUtf8 = (): { bytes: Buffer; offset: number } => {
    const csv = phpMyAdminCsv(
      ['SteamID', 'PlayerName'],
      [
        { SteamID: '1', PlayerName: 'Ann' },
        { SteamID: '2', PlayerName: 'Bob' },
      ],
    );
    const at = csv.indexOf('Bob');
    const bytes = Buffer.concat([
      Buffer.from(csv.slice(0, at)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(csv.slice(at)),
    ]);
    return { bytes, offset: Buffer.byteLength(csv.slice(0, at)) };
  };

  /** Each broken players export (the tribes export stays good) and the reason it is refused. */
  const CASES: { name: string; file: string; content: () => string | Buffer; reason: RegExp }[] = [
    {
      name: 'a SteamID column renamed',
      file: `${PLAYER_TABLE}.json`,
      content: () =>
        JSON.stringify(goodPlayers().map(({ SteamID, ...row }) => ({ steam_id: SteamID, ...row }))),
      reason: /has no SteamID column/,
    },
    {
      name: 'no name column',
      file: `${PLAYER_TABLE}.json`,
      content: () => JSON.stringify(goodPlayers().map(({ PlayerName, SteamName, ...row }) => row)),
      reason: /has no PlayerName or SteamName column/,
    },
    {
      name: 'an empty source',
      file: `${PLAYER_TABLE}.csv`,
      content: () => '"SteamID","PlayerName","PlayerKills"\r\n',
      reason: /has no players; refusing to empty the cluster/,
    },
    {
      name: 'an empty JSON array',
      file: `${PLAYER_TABLE}.json`,
      content: () => '[]',
      reason: /has no players; refusing to empty the cluster/,
    },
    {
      name: 'invalid UTF-8',
      file: `${PLAYER_TABLE}.csv`,
      content: () => badUtf8().bytes,
      reason: new RegExp(`not valid UTF-8 at byte ${badUtf8().offset}$`),
    },
    {
      name: 'an unreadable number',
      file: `${PLAYER_TABLE}.json`,
      content: () =>
        bareNumberJson(goodPlayers()).replace('"PlayerKills": 5', '"PlayerKills": 1e400'),
      reason: /row 2: PlayerKills is too large: "1e400"$/,
    },
    {
      name: 'text in a number column',
      file: `${PLAYER_TABLE}.csv`,
      content: () =>
        phpMyAdminCsv(
          ['SteamID', 'PlayerName', 'PlayerKills'],
          [
            { SteamID: '1', PlayerName: 'Ann', PlayerKills: '3' },
            { SteamID: '2', PlayerName: 'Bob', PlayerKills: 'lots' },
          ],
        ),
      reason: /row 2: PlayerKills is not a number: "lots"$/,
    },
    {
      name: 'an unreadable id',
      file: `${PLAYER_TABLE}.csv`,
      content: () =>
        phpMyAdminCsv(
          ['SteamID', 'PlayerName'],
          [
            { SteamID: '1', PlayerName: 'Ann' },
            { SteamID: '2', PlayerName: 'Bob' },
            { SteamID: 'STEAM_0:1:4', PlayerName: 'Cy' },
          ],
        ),
      reason: /row 3: SteamID is not an id \(1 to 64 letters, digits, - or _\): "STEAM_0:1:4"$/,
    },
    {
      name: 'a shrink below half',
      file: `${PLAYER_TABLE}.json`,
      content: () => JSON.stringify(goodPlayers().slice(0, 3)),
      reason: /would shrink SOLO from 8 to 3 players \(below half\)/,
    },
  ];

  describe('ark import (the CLI, on the embedded store)', () => {
    let dataDir = '';
    let before: Awaited<ReturnType<typeof served>>;
    const env = () => ({ ARK_DATA_DIR: dataDir });

    beforeAll(async () => {
      dataDir = join(dir, 'cli-refusals');
      const good = await writeFolder('cli-good', {
        'players.json': JSON.stringify(goodPlayers()),
        'tribes.json': goodTribesJson(),
      });
      const result = await runArk(
        importArgs(join(good, 'players.json'), join(good, 'tribes.json')),
        env(),
      );
      expect(result.status, result.stderr).toBe(0);
      before = await servedFromFolder(dataDir);
    });

    for (const { name, file, content, reason } of CASES) {
      it(`refuses ${name} with exit 1 and one line, and keeps serving the old data`, async () => {
        const folder = await writeFolder(`cli-${name}`, {
          [file]: content(),
          'tribes.json': goodTribesJson(),
        });
        const result = await runArk(
          importArgs(join(folder, file), join(folder, 'tribes.json')),
          env(),
        );
        expect(result.status).toBe(1);
        expectOneLine(result.stderr, reason);
        expect(result.stderr).toMatch(/^import refused, nothing changed: /);
        if (!/shrink/.test(name)) expect(result.stderr).toContain(join(folder, file));
        expect(await servedFromFolder(dataDir)).toEqual(before);
      });
    }

    it('imports a shrink after a real wipe with --allow-shrink', async () => {
      const folder = await writeFolder('cli-wipe', {
        'players.json': JSON.stringify(goodPlayers().slice(0, 1)),
        'tribes.json': goodTribesJson(),
      });
      const result = await runArk(
        importArgs(join(folder, 'players.json'), join(folder, 'tribes.json'), '--allow-shrink'),
        env(),
      );
      expect(result.status, result.stderr).toBe(0);
      expect((await servedFromFolder(dataDir)).ids).toEqual(['76561198000000001']);
    });
  });

  describe('the sync from a files source', () => {
    let db: Db;
    let runner: SyncRunner;
    let folder = '';
    let before: Awaited<ReturnType<typeof served>>;
    const writeGood = () =>
      writeFolder('sync-files', {
        [`${PLAYER_TABLE}.json`]: phpMyAdminJson(PLAYER_TABLE, goodPlayers()),
        [`${TRIBE_TABLE}.json`]: goodTribesJson(),
      });

    beforeAll(async () => {
      folder = await writeGood();
      db = await openDb({ dataDir: join(dir, 'sync-files-store') });
      await migrate(db);
      runner = syncRunner(db, { type: 'files', dir: folder });
      expect((await runner.syncAll()).results[0]?.ok).toBe(true);
      before = await served(db);
    });
    afterAll(async () => {
      await db?.close();
    });

    for (const { name, file, content, reason } of CASES) {
      it(`refuses ${name}: /healthz says failed and why, the old data stays served`, async () => {
        await writeFolder('sync-files', {
          [file]: content(),
          [`${TRIBE_TABLE}.json`]: goodTribesJson(),
        });
        const run = await runner.syncAll();
        expect(run.results[0]?.ok).toBe(false);
        const [cluster] = (await health(db, runner)).sync.clusters;
        expect(cluster).toMatchObject({ key: 'SOLO', state: 'failed' });
        expect(cluster?.lastError).toMatch(reason);
        expect(await served(db)).toEqual(before);
        // Put right, the next sync is ok again (and writes nothing: the data is unchanged).
        await writeGood();
        expect((await runner.syncAll()).results[0]).toMatchObject({
          ok: true,
          summary: { skipped: true },
        });
        expect((await health(db, runner)).sync.clusters[0]?.state).toBe('ok');
      });
    }
  });

  describe.skipIf(skipWithoutMariaDb())('the sync from a mysql source', () => {
    let mariadb: MariaDb;
    let db: Db;
    let runner: SyncRunner;
    let before: Awaited<ReturnType<typeof served>>;
    const reload = async () => {
      await mariadb.admin.query(`DROP TABLE IF EXISTS refuse.${PLAYER_TABLE}`);
      await mariadb.admin.query(`DROP TABLE IF EXISTS refuse.${TRIBE_TABLE}`);
      await createPluginTables(mariadb.admin, 'refuse');
      await insertRows(mariadb.admin, `refuse.${TRIBE_TABLE}`, PLUGIN_TRIBES);
      await insertRows(mariadb.admin, `refuse.${PLAYER_TABLE}`, PLUGIN_PLAYERS);
    };

    beforeAll(async () => {
      mariadb = await sharedMariaDb();
      const url = await mariadb.createDatabase('refuse', 'ark', MARIADB_PASSWORD);
      await reload();
      db = await openDb({ dataDir: join(dir, 'sync-mysql-store') });
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
        sql: [`ALTER TABLE refuse.${PLAYER_TABLE} CHANGE SteamID steam_id BIGINT NOT NULL`],
        reason: /has no SteamID column/,
      },
      {
        name: 'no name column',
        sql: [`ALTER TABLE refuse.${PLAYER_TABLE} DROP COLUMN PlayerName, DROP COLUMN SteamName`],
        reason: /has no PlayerName or SteamName column/,
      },
      {
        name: 'an empty source',
        sql: [`DELETE FROM refuse.${PLAYER_TABLE}`],
        reason: /has no players; refusing to empty the cluster/,
      },
      {
        name: 'a shrink below half',
        sql: [`DELETE FROM refuse.${PLAYER_TABLE} WHERE SteamID > 76561198000000003`],
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

describe('ark import of names PostgreSQL could not index', () => {
  for (const engine of engines()) {
    it.skipIf(engine.skip !== null)(
      `imports a 900-character CJK name into ${engine.name}, cut to 64 characters`,
      async () => {
        const long = '龍'.repeat(900);
        const folder = await writeFolder(`cjk-${engine.name}`, {
          'players.csv': phpMyAdminCsv(
            ['SteamID', 'PlayerName', 'TribeName', 'TribeID'],
            [{ SteamID: '76561198000000001', PlayerName: long, TribeName: long, TribeID: '5' }],
          ),
          'tribes.json': JSON.stringify([{ TribeID: '5', TribeName: long }]),
        });
        const databaseUrl =
          engine.name === 'postgres'
            ? await freshPostgresUrl(inject('pgAdminUrl') as string)
            : undefined;
        const dataDir = join(dir, `cjk-store-${engine.name}`);
        const result = await runArk(
          importArgs(join(folder, 'players.csv'), join(folder, 'tribes.json')),
          databaseUrl ? { DATABASE_URL: databaseUrl } : { ARK_DATA_DIR: dataDir },
        );
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout).toContain('3 names cut to 64 characters');
        const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
        try {
          const answers = await pageAnswers(db, { searches: ['龍龍龍'] });
          const row = (
            answers['/api/ark/player_rankings?cluster=SOLO&search=%E9%BE%8D%E9%BE%8D%E9%BE%8D'] as {
              ranking_data: { PlayerName: string; TribeName: string }[];
            }
          ).ranking_data[0];
          expect(row).toEqual(
            expect.objectContaining({ PlayerName: '龍'.repeat(64), TribeName: '龍'.repeat(64) }),
          );
        } finally {
          await db.close();
        }
      },
    );
  }

  it.skipIf(engines()[1]?.skip !== null)(
    'answers a PostgreSQL error with exit 1 and one line, no stack',
    async () => {
      const admin = new URL(inject('pgAdminUrl') as string);
      admin.pathname = '/no_such_database';
      const folder = await writeFolder('pg-error', {
        'players.json': JSON.stringify(PLUGIN_PLAYERS),
        'tribes.json': JSON.stringify(PLUGIN_TRIBES),
      });
      const result = await runArk(
        importArgs(join(folder, 'players.json'), join(folder, 'tribes.json')),
        { DATABASE_URL: admin.toString() },
      );
      expect(result.status).toBe(1);
      expectOneLine(
        result.stderr,
        /^failed, nothing changed: 3D000: database "no_such_database" does not exist$/,
      );
    },
  );
});
