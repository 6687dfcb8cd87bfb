import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import { PLUGIN_PLAYERS, phpMyAdminJson } from '../../test/plugin-data';
import type { Db } from '../db/db';
import { createApp } from '../http/app';
import { readExportFiles } from '../sources/read-export-files';
import { createRankingStore } from '../store/ranking-store';
import { createSyncRunner } from '../sync/sync-runner';
import { makeMemoryLogger, storeImports } from '../sync/test/fake-import';
import { importCluster } from './import-cluster';
import { mapPluginRows } from './map-plugin-rows';
import type { PluginTables } from './plugin-rows';

// The plugin's own data as a community admin has it (docs/adr/0034-ingestion-rules.md): NULL
// names, TribeID 0, an orphan TribeID, a tribe with no players, the largest BIGINT SteamID, NULL
// statistics, markup in a name, and no tribe totals.
const [REX, STEAMY, NAMELESS, , ORPHAN] = PLUGIN_PLAYERS;
const PLAYERS = [REX, STEAMY, NAMELESS, ORPHAN] as Record<string, string | null>[];
const TRIBES = [
  { TribeID: '1', TribeName: 'Alpha', DamageScore: '5000000000' },
  { TribeID: '2', TribeName: 'Empty', DamageScore: '10' },
  { TribeID: '3', TribeName: null, DamageScore: null },
];
const COLUMNS = Object.keys(PLAYERS[0] ?? {});
const TRIBE_COLUMNS = Object.keys(TRIBES[0] ?? {});

/** A CSV export with mysqldump's `\N` for NULL. */
const csv = (columns: string[], rows: readonly Record<string, unknown>[]) =>
  [
    columns.join(','),
    ...rows.map((row) =>
      columns
        .map((c) =>
          row[c] === null || row[c] === undefined
            ? '\\N'
            : `"${String(row[c]).replace(/"/g, '""')}"`,
        )
        .join(','),
    ),
  ].join('\n');

const CLUSTER = { key: 'SOLO', display: 'Solos', order: 1 };

async function importTables(db: Db, tables: PluginTables, allowShrink = false) {
  const { data } = mapPluginRows({ cluster: CLUSTER, tables, allowEmpty: allowShrink });
  return importCluster(db, data, { allowShrink });
}

/** The page's four calls, as JSON, without the import time (which differs by source). */
async function answers(db: Db): Promise<unknown[]> {
  const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
  const paths = [
    '/api/ark/tribe_rankings/clusters',
    '/api/ark/player_rankings/clusters',
    '/api/ark/tribe_rankings?cluster=SOLO&filter=kills',
    '/api/ark/player_rankings?cluster=SOLO&filter=kills',
    '/api/ark/tribe_rankings?cluster=SOLO&filter=tribe_score',
  ];
  const out: unknown[] = [];
  for (const path of paths) {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    const json = (await res.json()) as unknown;
    if (Array.isArray(json)) out.push(json);
    else {
      const { updated_at: _ignored, ...body } = json as Record<string, unknown>;
      out.push(body);
    }
  }
  return out;
}

describe('the plugin export, imported', () => {
  let dir = '';
  const dbs: Db[] = [];
  // A new store each, from the run's migrated image (test/engines.ts), not a new folder's initdb.
  const freshDb = async () => {
    const db = await freshPglite();
    dbs.push(db);
    return db;
  };
  const writeExport = async (name: string, files: Record<string, string>) => {
    const folder = join(dir, name);
    await mkdir(folder, { recursive: true });
    for (const [file, text] of Object.entries(files)) await writeFile(join(folder, file), text);
    return folder;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-plugin-export-'));
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads phpMyAdmin JSON and CSV exports to identical answers, with tribe sums over players', async () => {
    const json = await writeExport('json', {
      'advancedachievements_playerdata.json': phpMyAdminJson(
        'advancedachievements_playerdata',
        PLAYERS,
      ),
      'advancedachievements_tribedata.json': phpMyAdminJson(
        'advancedachievements_tribedata',
        TRIBES,
      ),
    });
    const csvDir = await writeExport('csv', {
      'advancedachievements_playerdata.csv': csv(COLUMNS, PLAYERS),
      'advancedachievements_tribedata.csv': csv(TRIBE_COLUMNS, TRIBES),
    });
    const fromJson = await freshDb();
    await importTables(fromJson, await readExportFiles(json));
    const fromCsv = await freshDb();
    await importTables(fromCsv, await readExportFiles(csvDir));
    const jsonAnswers = await answers(fromJson);
    expect(await answers(fromCsv)).toEqual(jsonAnswers);

    const tribes = jsonAnswers[2] as { ranking_data: Record<string, unknown>[] };
    expect(
      tribes.ranking_data.map((t) => [t.TribeName, t.TotalKills, t.TotalDeaths, t.TotalPlayTime]),
    ).toEqual([
      ['Alpha', 17, 5, 630],
      ['Ghosts', 1, 0, 5],
      ['Empty', 0, 0, 0],
      ['Unnamed tribe', 0, 0, 0],
    ]);
    const players = jsonAnswers[3] as { ranking_data: Record<string, unknown>[] };
    expect(players.ranking_data.map((p) => [p.PlayerName, p.TribeName])).toEqual([
      ['Rex', 'Alpha'],
      ['steamy', 'Alpha'],
      ['<img src=x onerror=alert(1)>', 'Ghosts'],
      ['Survivor 5807', ''],
    ]);
  });

  // The same data synced from MariaDB, and imported by the CLI on both stores: ingestion.test.ts.

  it("stores the plugin's extra statistics and each tribe's member count", async () => {
    const db = await freshDb();
    await importTables(db, { players: PLAYERS, tribes: TRIBES });
    expect(
      await db.query(
        `SELECT wild_dino_kills, dinos_tamed, deaths_by_dino, deaths_by_wild_dino FROM players
         WHERE id = '76561198000000001'`,
      ),
    ).toEqual([{ wild_dino_kills: 40, dinos_tamed: 6, deaths_by_dino: 2, deaths_by_wild_dino: 0 }]);
    expect(await db.query('SELECT name, members FROM tribes ORDER BY id')).toEqual([
      { name: 'Alpha', members: 2 },
      { name: 'Empty', members: 0 },
      { name: 'Unnamed tribe', members: 0 },
      { name: 'Ghosts', members: 1 },
    ]);
  });

  it('accepts a 900-character CJK name, cut to 64 characters', async () => {
    const db = await freshDb();
    const long = '龍'.repeat(900);
    await importTables(db, {
      players: [{ ...PLAYERS[0], PlayerName: long }],
      tribes: TRIBES,
    });
    const body = (await (
      await createApp({ store: createRankingStore(db) }).request(
        '/api/ark/player_rankings?cluster=SOLO',
      )
    ).json()) as { ranking_data: { PlayerName: string }[] };
    expect(body.ranking_data[0]?.PlayerName).toBe('龍'.repeat(64));
  });

  describe('refusals keep the last good data', () => {
    let db: Db;
    let before: unknown[];
    beforeAll(async () => {
      db = await freshDb();
      await importTables(db, { players: PLAYERS, tribes: TRIBES });
      before = await answers(db);
    });
    const refused = async (tables: PluginTables, reason: RegExp, allowShrink = false) => {
      await expect(importTables(db, tables, allowShrink)).rejects.toThrow(reason);
      expect(await answers(db)).toEqual(before);
    };

    it('refuses an empty source', async () => {
      await refused({ players: [], tribes: TRIBES }, /has no players/);
    });

    it('refuses a source whose SteamID column was renamed', async () => {
      const renamed = PLAYERS.map(({ SteamID, ...row }) => ({ steam_id: SteamID, ...row }));
      await refused({ players: renamed, tribes: TRIBES }, /has no SteamID column/);
    });

    it('refuses an unreadable number, naming the row and column', async () => {
      const bad = [PLAYERS[0], { ...PLAYERS[1], PlayerKills: '1e400' }];
      await refused({ players: bad as never, tribes: TRIBES }, /row 2: PlayerKills is too large/);
    });

    it('refuses to shrink the cluster below half its players unless allowed', async () => {
      const one = { players: PLAYERS.slice(0, 1), tribes: TRIBES };
      await refused(one, /would shrink SOLO from 4 to 1 players/);
      await importTables(db, one, true);
      expect(((await answers(db))[3] as { ranking_data: unknown[] }).ranking_data).toHaveLength(1);
    });

    it('empties the cluster after a real wipe only when the admin allows it', async () => {
      const wiped = { players: [], tribes: [] };
      await expect(importTables(db, wiped)).rejects.toThrow(/has no players/);
      await importTables(db, wiped, true);
      const [, , tribes, players] = (await answers(db)) as { ranking_data: unknown[] }[];
      expect(players?.ranking_data).toEqual([]);
      expect(tribes?.ranking_data).toEqual([]);
    });
  });

  it('a broken export in a files source fails the cluster in the sync status and keeps it served', async () => {
    const db = await freshDb();
    const folder = await writeExport('sync-files', {
      'advancedachievements_playerdata.json': JSON.stringify(PLAYERS),
      'advancedachievements_tribedata.json': JSON.stringify(TRIBES),
    });
    const runner = createSyncRunner({
      sources: [{ ...CLUSTER, source: { type: 'files', dir: folder } }],
      imports: storeImports(db),
      logger: makeMemoryLogger().logger,
    });
    expect((await runner.syncAll()).results[0]?.ok).toBe(true);
    const good = await answers(db);
    // Unchanged: nothing written, same data version, so the same ETag.
    const app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
    const etag = (await app.request('/api/ark/tribe_rankings?cluster=SOLO')).headers.get('ETag');
    const again = await runner.syncAll();
    expect(again.results[0]).toMatchObject({ ok: true, summary: { skipped: true } });
    expect((await app.request('/api/ark/tribe_rankings?cluster=SOLO')).headers.get('ETag')).toBe(
      etag,
    );
    await writeFile(
      join(folder, 'advancedachievements_playerdata.json'),
      JSON.stringify(PLAYERS.map(({ SteamID, ...row }) => ({ steam_id: SteamID, ...row }))),
    );
    expect((await runner.syncAll()).results[0]?.ok).toBe(false);
    expect(runner.status().clusters[0]).toMatchObject({
      state: 'failed',
      lastError: expect.stringContaining('has no SteamID column'),
    });
    expect(await answers(db)).toEqual(good);
  });
});
