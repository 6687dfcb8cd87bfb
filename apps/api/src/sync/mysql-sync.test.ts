import type { Connection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pause } from '../../test/pause';
import { ownName, runMariaDb } from '../../test/run-mariadb';
import { mapPluginRows, UNNAMED_TRIBE_NAME, unknownPlayerName } from '../ingest/map-plugin-rows';
import { readPluginTables } from '../sources/read-plugin-tables';
import type { ClusterConfig } from '../sources/sources-config';
import {
  createPluginTables,
  type MariaDb,
  skipWithoutMariaDb,
  startMariaDb,
} from '../sources/test/mariadb-harness';
import { insertPlayers, insertTribes } from '../sources/test/seed-plugin-tables';
import { createSyncRunner } from './sync-runner';
import { makeFakeImport, makeMemoryLogger } from './test/fake-import';

const PASSWORD = 'Sync-Test-Pa55!';
/** Two SteamIDs a double cannot tell apart: only exact text keeps both. */
const STEAM_A = '76561198000000001';
const STEAM_B = '76561198000000003';

function makeSource(key: string, order: number, url: string): ClusterConfig {
  return { key, display: key, order, source: { type: 'mysql', url } };
}

/** Resolves once `check` holds (vitest polls it), failing after 10 s with `what`. */
async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** True once a query of `user` waits on a table lock on `server`. */
function waitingOnLock(server: MariaDb, user: string) {
  return async () => {
    const [rows] = await server.admin.query<
      Array<{ State: string | null } & import('mysql2').RowDataPacket>
    >('SELECT STATE AS State FROM information_schema.PROCESSLIST WHERE USER = ?', [user]);
    return rows.some((row) => /lock/i.test(row.State ?? ''));
  };
}

// The file's own names on the run's shared MariaDB.
const DATABASES = {
  solo: ownName('solo'),
  duo: ownName('duo'),
  edge: ownName('edge'),
  empty: ownName('empty'),
};
const ARK = ownName('ark');

describe.skipIf(skipWithoutMariaDb())('sync from MariaDB', () => {
  let db: MariaDb;
  const urls: Record<string, string> = {};

  beforeAll(async () => {
    db = await runMariaDb();
    for (const [name, database] of Object.entries(DATABASES)) {
      urls[name] = await db.createDatabase(database, ARK, PASSWORD);
      if (name !== 'empty') await createPluginTables(db.admin, database);
    }
    await insertTribes(db.admin, DATABASES.solo, [
      { TribeID: 100, TribeName: 'Alpha', DamageScore: '9000000000' },
      { TribeID: 200, TribeName: 'Beta', DamageScore: 50 },
      { TribeID: 300, TribeName: 'Lonely', DamageScore: 7 },
    ]);
    await insertPlayers(db.admin, DATABASES.solo, [
      {
        SteamID: STEAM_A,
        PlayerName: 'Rex',
        SteamName: 'rex',
        TribeName: 'Alpha',
        TribeID: 100,
        PlayTime: 600,
        PlayerKills: 10,
        DinoKills: 4,
        DeathByPlayer: 2,
      },
      {
        SteamID: STEAM_B,
        PlayerName: 'Ana',
        SteamName: 'ana',
        TribeName: 'Alpha',
        TribeID: 100,
        PlayTime: 30,
        PlayerKills: 5,
        DinoKills: 1,
        DeathByPlayer: 3,
      },
      {
        SteamID: '76561198000000010',
        PlayerName: 'Bo',
        SteamName: 'bo',
        TribeName: 'Beta',
        TribeID: 200,
        PlayTime: 90,
        PlayerKills: 1,
        DinoKills: 0,
        DeathByPlayer: 9,
      },
      {
        SteamID: '76561198000000011',
        PlayerName: 'Solo',
        SteamName: 'solo',
        TribeName: '',
        TribeID: null,
        PlayTime: 5,
        PlayerKills: 2,
        DinoKills: 2,
        DeathByPlayer: 2,
      },
    ]);
    await insertTribes(db.admin, DATABASES.duo, [
      { TribeID: 1, TribeName: 'Duo tribe', DamageScore: 1 },
    ]);
    await insertPlayers(db.admin, DATABASES.duo, [
      {
        SteamID: '76561198000000100',
        PlayerName: 'D1',
        TribeName: 'Duo tribe',
        TribeID: 1,
        PlayerKills: 3,
      },
    ]);
    // A table restored without its keys: duplicates become possible.
    await db.admin.query(
      `ALTER TABLE ${DATABASES.edge}.advancedachievements_playerdata DROP PRIMARY KEY`,
    );
    await db.admin.query(
      `ALTER TABLE ${DATABASES.edge}.advancedachievements_tribedata DROP PRIMARY KEY`,
    );
    await insertTribes(db.admin, DATABASES.edge, [
      { TribeID: 1, TribeName: '', DamageScore: -5 },
      { TribeID: 1, TribeName: 'Second row', DamageScore: 1 },
      { TribeID: 2, TribeName: null, DamageScore: null },
    ]);
    await insertPlayers(db.admin, DATABASES.edge, [
      {
        SteamID: '11',
        PlayerName: '',
        SteamName: 'steamy',
        TribeName: 'Tribe One',
        TribeID: 1,
        PlayTime: null,
        PlayerKills: -3,
        DinoKills: null,
        DeathByPlayer: 1,
      },
      {
        SteamID: '11',
        PlayerName: 'Duplicate',
        SteamName: 'dup',
        TribeName: 'x',
        TribeID: 1,
        PlayTime: 1,
        PlayerKills: 1,
        DinoKills: 1,
        DeathByPlayer: 1,
      },
      {
        SteamID: '12',
        PlayerName: null,
        SteamName: null,
        TribeName: 'Orphans',
        TribeID: 99,
        PlayTime: 10,
        PlayerKills: 4,
        DinoKills: 2,
        DeathByPlayer: 0,
      },
      {
        SteamID: '13',
        PlayerName: 'Orphan two',
        SteamName: '',
        TribeName: 'Orphans',
        TribeID: 99,
        PlayTime: 20,
        PlayerKills: 1,
        DinoKills: 0,
        DeathByPlayer: 5,
      },
    ]);
  });

  afterAll(async () => {
    await db?.stop();
  });

  describe('readPluginTables', () => {
    it('reads BIGINTs as strings and maps players and tribe sums exactly', async () => {
      const tables = await readPluginTables({ url: urls.solo ?? '' });
      expect(typeof tables.players[0]?.SteamID).toBe('string');
      const { data, report } = mapPluginRows({
        cluster: { key: 'SOLO', display: 'Solos', order: 1 },
        tables,
      });
      const byId = new Map(data.players.map((p) => [p.id, p]));
      expect(byId.get(STEAM_A)).toEqual({
        id: STEAM_A,
        name: 'Rex',
        tribeName: 'Alpha',
        tribeId: '100',
        playTime: 600,
        kills: 10,
        dinoKills: 4,
        deaths: 2,
        wildDinoKills: 0,
        dinosTamed: 0,
        deathsByDino: 0,
        deathsByWildDino: 0,
      });
      expect(byId.get(STEAM_B)?.name).toBe('Ana');
      expect(byId.get('76561198000000011')).toMatchObject({ tribeId: null, tribeName: '' });
      expect(data.tribes).toEqual([
        {
          id: '100',
          name: 'Alpha',
          damageScore: 9000000000,
          kills: 15,
          deaths: 5,
          tameKills: 5,
          playTime: 630,
          members: 2,
        },
        {
          id: '200',
          name: 'Beta',
          damageScore: 50,
          kills: 1,
          deaths: 9,
          tameKills: 0,
          playTime: 90,
          members: 1,
        },
        {
          id: '300',
          name: 'Lonely',
          damageScore: 7,
          kills: 0,
          deaths: 0,
          tameKills: 0,
          playTime: 0,
          members: 0,
        },
      ]);
      expect(report).toMatchObject({
        players: 4,
        tribes: 3,
        duplicatePlayers: 0,
        syntheticTribes: 0,
      });
      expect(report.numbersFromText).toBeGreaterThan(0);
    });

    it('fixes and counts every edge case without stopping', async () => {
      const tables = await readPluginTables({ url: urls.edge ?? '' });
      const { data, report } = mapPluginRows({
        cluster: { key: 'EDGE', display: 'Edge', order: 9 },
        tables,
      });
      expect(data.players.map((p) => [p.id, p.name, p.tribeName])).toEqual([
        ['11', 'steamy', 'Tribe One'],
        ['12', unknownPlayerName('12'), 'Orphans'],
        ['13', 'Orphan two', 'Orphans'],
      ]);
      expect(data.players[0]).toMatchObject({ playTime: 0, kills: 0, dinoKills: 0, deaths: 1 });
      expect(data.tribes).toEqual([
        {
          id: '1',
          name: 'Tribe One',
          damageScore: 0,
          kills: 0,
          deaths: 1,
          tameKills: 0,
          playTime: 0,
          members: 1,
        },
        {
          id: '2',
          name: UNNAMED_TRIBE_NAME,
          damageScore: 0,
          kills: 0,
          deaths: 0,
          tameKills: 0,
          playTime: 0,
          members: 0,
        },
        {
          id: '99',
          name: 'Orphans',
          damageScore: 0,
          kills: 5,
          deaths: 5,
          tameKills: 2,
          playTime: 30,
          members: 2,
        },
      ]);
      expect(report).toMatchObject({
        duplicatePlayers: 1,
        duplicateTribes: 1,
        negativesClamped: 2,
        playerNamesFromSteam: 1,
        unknownPlayerNames: 1,
        unnamedTribes: 1,
        syntheticTribes: 1,
      });
      expect(report.nulls).toBeGreaterThanOrEqual(4);
    });

    it('names the missing table of a database without the plugin', async () => {
      await expect(readPluginTables({ url: urls.empty ?? '' })).rejects.toThrow(
        /advancedachievements_playerdata' doesn't exist/,
      );
    });
  });

  describe('createSyncRunner against MariaDB', () => {
    it('imports both clusters', async () => {
      const fake = makeFakeImport();
      const runner = createSyncRunner({
        sources: [makeSource('SOLO', 1, urls.solo ?? ''), makeSource('DUO', 2, urls.duo ?? '')],
        imports: fake.imports,
        logger: makeMemoryLogger().logger,
      });
      const result = await runner.syncAll();
      expect(result.results.every((r) => r.ok)).toBe(true);
      expect(fake.served.get('SOLO')?.players).toHaveLength(4);
      expect(fake.served.get('DUO')?.tribes).toEqual([
        {
          id: '1',
          name: 'Duo tribe',
          damageScore: 1,
          kills: 3,
          deaths: 0,
          tameKills: 0,
          playTime: 0,
          members: 1,
        },
      ]);
    });

    it('fails a cluster that refuses the credentials, imports the others, and logs no password', async () => {
      const fake = makeFakeImport();
      const memory = makeMemoryLogger();
      const wrong = (urls.duo ?? '').replace(encodeURIComponent(PASSWORD), 'Wrong-Pa55word');
      const runner = createSyncRunner({
        sources: [makeSource('SOLO', 1, urls.solo ?? ''), makeSource('DUO', 2, wrong)],
        imports: fake.imports,
        logger: memory.logger,
      });
      const result = await runner.syncAll();
      expect(fake.calls.map((c) => c.cluster.key)).toEqual(['SOLO']);
      expect(result.results[1]?.error).toMatch(
        new RegExp(`ER_ACCESS_DENIED_ERROR: Access denied for user '${ARK}'`),
      );
      const everything = JSON.stringify([memory.records, runner.status(), result]);
      expect(everything).not.toContain('Wrong-Pa55word');
      expect(everything).not.toContain(PASSWORD);
      expect(everything).not.toContain(encodeURIComponent(PASSWORD));
    });

    it('fails an unreachable cluster quickly and imports the others', async () => {
      const fake = makeFakeImport();
      const runner = createSyncRunner({
        sources: [
          makeSource('SOLO', 1, urls.solo ?? ''),
          makeSource('GONE', 2, `mysql://ark:${PASSWORD}@127.0.0.1:1/gone`),
        ],
        imports: fake.imports,
        logger: makeMemoryLogger().logger,
      });
      const result = await runner.syncAll();
      expect(result.results[1]?.error).toMatch(/ECONNREFUSED/);
      expect(fake.calls.map((c) => c.cluster.key)).toEqual(['SOLO']);
    });

    it('times out a cluster whose table is locked and imports the others', async () => {
      const locker: Connection = await db.connectAdmin();
      try {
        await locker.query(`LOCK TABLES ${DATABASES.solo}.advancedachievements_playerdata WRITE`);
        const fake = makeFakeImport();
        const runner = createSyncRunner({
          sources: [makeSource('SOLO', 1, urls.solo ?? ''), makeSource('DUO', 2, urls.duo ?? '')],
          imports: fake.imports,
          logger: makeMemoryLogger().logger,
          timeoutMs: 1000,
        });
        // The lock is held until the end: the run ends because the read's budget did.
        const result = await runner.syncAll();
        expect(result.results[0]).toMatchObject({ key: 'SOLO', ok: false });
        expect(result.results[0]?.error).toMatch(/timed out after 1000 ms|timeout/i);
        expect(fake.calls.map((c) => c.cluster.key)).toEqual(['DUO']);
        // No server thread is left waiting on the lock after the client gave up.
        await waitFor(
          async () => !(await waitingOnLock(db, ARK)()),
          'the server to drop the waiting read',
        );
      } finally {
        await locker.query('UNLOCK TABLES');
        await locker.end();
      }
    });

    it('skips a second trigger while a slow import runs', async () => {
      const landed = pause();
      const held = pause();
      const fake = makeFakeImport({
        beforeLanding: () => {
          landed.resume();
          return held.paused;
        },
      });
      const memory = makeMemoryLogger();
      const runner = createSyncRunner({
        sources: [makeSource('SOLO', 1, urls.solo ?? '')],
        imports: fake.imports,
        logger: memory.logger,
      });
      const first = runner.syncAll();
      // The first run has read MariaDB and its import is held, as a slow one would be.
      await landed.paused;
      const second = await runner.syncAll();
      expect(second.skipped).toBe(true);
      held.resume();
      expect((await first).skipped).toBe(false);
      expect(fake.calls).toHaveLength(1);
      expect(memory.messages()).toContain('info sync: skipped, the previous sync is still running');
    });
  });

  describe('a database stopped mid-sync', () => {
    let other: MariaDb;

    beforeAll(async () => {
      other = await startMariaDb();
      urls.trio = await other.createDatabase('trio', 'ark', PASSWORD);
      await createPluginTables(other.admin, 'trio');
      await insertTribes(other.admin, 'trio', [{ TribeID: 3, TribeName: 'Trio', DamageScore: 3 }]);
      await insertPlayers(other.admin, 'trio', [
        { SteamID: '3', PlayerName: 'T', TribeID: 3, PlayerKills: 3 },
      ]);
    });

    afterAll(async () => {
      await other?.stop();
    });

    it('keeps the last good data of the cluster whose server dies while it is read', async () => {
      const fake = makeFakeImport();
      const runner = createSyncRunner({
        sources: [makeSource('SOLO', 1, urls.solo ?? ''), makeSource('TRIO', 3, urls.trio ?? '')],
        imports: fake.imports,
        logger: makeMemoryLogger().logger,
      });
      expect((await runner.syncAll()).results.every((r) => r.ok)).toBe(true);
      const goodTrio = fake.served.get('TRIO');
      const firstSuccess = runner.status().clusters[1]?.lastSuccessAt;

      const locker = await other.connectAdmin();
      locker.on('error', () => {});
      await locker.query('LOCK TABLES trio.advancedachievements_playerdata WRITE');
      const running = runner.syncAll();
      await waitFor(waitingOnLock(other, 'ark'), 'the sync to wait on the lock');
      await other.kill();
      const result = await running;

      expect(result.results[0]).toMatchObject({ key: 'SOLO', ok: true });
      expect(result.results[1]).toMatchObject({ key: 'TRIO', ok: false });
      expect(result.results[1]?.error).toMatch(/closed|lost|ECONNRESET|PROTOCOL/i);
      // Reads run in parallel, so the first run's imports land in either order.
      expect(fake.calls.map((c) => c.cluster.key).sort()).toEqual(['SOLO', 'SOLO', 'TRIO']);
      expect(fake.served.get('TRIO')).toBe(goodTrio);
      expect(runner.status().clusters[1]).toMatchObject({
        state: 'failed',
        lastSuccessAt: firstSuccess,
      });
    });
  });
});
