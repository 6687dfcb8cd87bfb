import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { layoutOf } from '../ingest/table-layouts';
import { readSqliteFile } from './read-sqlite-file';
import { SqliteSnapshotError } from './sqlite-snapshot';
import {
  createPointRewardsFile,
  skipWithoutSqlite,
  sqliteExec,
  startSqliteWriter,
} from './test/sqlite-writer';

const POINT_REWARDS = layoutOf({ layout: 'point-rewards' });
const cluster = { key: 'ASA', display: 'Ascended', order: 1 };
const EOS = (n: number) => `0002${n.toString(16).padStart(28, '0')}`;

/** An INSERT of PointRewards rows as the plugin writes them. */
function insertRewards(from: number, to: number, extra: Record<number, string> = {}): string {
  const rows: string[] = [];
  for (let n = from; n <= to; n++) {
    const id = extra[n] ?? EOS(n);
    rows.push(
      `('${id.replaceAll("'", "''")}', '${n}', 'Survivor ${n}', ${n}, ${n % 7}, 2, ${n % 3})`,
    );
  }
  return `INSERT INTO PointsReward (EosId, PlayerId, PlayerName, Kill, Death, DinoKill, TamedKill) VALUES ${rows.join(', ')}`;
}

/** The players a read of `path` gives, mapped by the one normaliser. */
async function readPlayers(path: string, options = {}) {
  const tables = await readSqliteFile(path, { layout: POINT_REWARDS, ...options });
  return mapPluginRows({ cluster, tables }).data.players;
}

const fingerprint = (path: string) => ({
  sha: createHash('sha256').update(readFileSync(path)).digest('hex'),
  mtime: statSync(path).mtimeMs,
});

describe.skipIf(skipWithoutSqlite())('readSqliteFile on the PointRewards file', () => {
  let dir: string;
  let n = 0;
  /** A new PointsReward file (the plugin's own DDL) holding players 1..count. */
  const makeFile = async (count: number): Promise<string> => {
    const path = join(dir, `points-${++n}.db`);
    await createPointRewardsFile(path);
    if (count > 0) sqliteExec(path, `${insertRewards(1, count)};`);
    return path;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ark-sqlite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('ranks its players by EOS id, with no tribe and no play time', async () => {
    const path = await makeFile(3);
    const players = await readPlayers(path);
    expect(players.map((p) => p.id)).toEqual([EOS(1), EOS(2), EOS(3)]);
    expect(players[2]).toMatchObject({
      name: 'Survivor 3',
      kills: 3,
      deaths: 3,
      dinoKills: 0,
      wildDinoKills: 2,
      playTime: null,
      tribeId: null,
    });
  });

  it('reads an INTEGER id as its exact digits, never through a double', async () => {
    const path = join(dir, 'steam.db');
    sqliteExec(
      path,
      "CREATE TABLE stats (uid INTEGER, nick TEXT); INSERT INTO stats VALUES (76561198000000001, 'Rex');",
    );
    const layout = layoutOf({ players: { table: 'stats', columns: { id: 'uid', name: 'nick' } } });
    const tables = await readSqliteFile(path, { layout });
    expect(mapPluginRows({ cluster, tables }).data.players[0]?.id).toBe('76561198000000001');
  });

  it('never writes the file: the same bytes and time after, and no journal, log or lock file', async () => {
    const path = await makeFile(5);
    const before = fingerprint(path);
    const files = readdirSync(dir).sort();
    await readPlayers(path);
    expect(fingerprint(path)).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(files);
  });

  it('never locks it: the game server commits (without waiting) while a read is under way', async () => {
    const path = await makeFile(2);
    const writer = startSqliteWriter(path);
    try {
      let reads = 0;
      const players = await readPlayers(path, {
        pause: async () => {},
        // The first read is stopped after its bytes, holding the file open, while the server
        // writes; a busy timeout of 0 makes the writer fail at once were the file locked.
        afterRead: async () => {
          if (++reads === 1) await writer.run(insertRewards(3, 3));
        },
      });
      // The copy taken before the write was seen to be stale and taken again.
      expect(reads).toBe(2);
      expect(players.map((p) => p.id)).toEqual([EOS(1), EOS(2), EOS(3)]);
    } finally {
      await writer.stop();
    }
  });

  it('survives the file being replaced mid-read: it reads the new file whole', async () => {
    const path = await makeFile(2);
    const next = await makeFile(4);
    let reads = 0;
    const players = await readPlayers(path, {
      pause: async () => {},
      afterRead: async () => {
        if (++reads === 1) renameSync(next, path);
      },
    });
    expect(players.map((p) => p.id)).toEqual([EOS(1), EOS(2), EOS(3), EOS(4)]);
  });

  it('reads what a server in WAL mode committed but has not checkpointed yet', async () => {
    const path = await makeFile(1);
    sqliteExec(path, 'PRAGMA journal_mode=WAL;');
    const writer = startSqliteWriter(path);
    try {
      await writer.run('PRAGMA wal_autocheckpoint=0');
      await writer.run(insertRewards(2, 40));
      await writer.run(`UPDATE PointsReward SET Kill = 999 WHERE EosId = '${EOS(1)}'`);
      expect(existsSync(`${path}-wal`)).toBe(true);
      const players = await readPlayers(path);
      expect(players).toHaveLength(40);
      expect(players[0]).toMatchObject({ id: EOS(1), kills: 999 });
    } finally {
      await writer.stop();
    }
  });

  it('gives a whole state on every read while the server keeps writing', async () => {
    const path = await makeFile(50);
    const writer = startSqliteWriter(path);
    try {
      // Each transaction moves a kill between two players: every whole state sums to the same.
      const moves = Array.from(
        { length: 300 },
        (_, i) =>
          `BEGIN; UPDATE PointsReward SET Kill = Kill + 1 WHERE Id = ${1 + (i % 50)}; ` +
          `UPDATE PointsReward SET Kill = Kill - 1 WHERE Id = ${1 + ((i * 7) % 50)}; COMMIT`,
      );
      const writing = writer.run(moves.join(';\n'));
      let done = false;
      void writing.finally(() => {
        done = true;
      });
      const total = (50 * 51) / 2;
      const sum = (players: { kills: number | null }[]) =>
        players.reduce((all, p) => all + (p.kills ?? 0), 0);
      // A read may give up on a file that never held still (the next sync tries again); one that
      // answers answers a whole state.
      do {
        try {
          expect(sum(await readPlayers(path, { attempts: 3, pause: async () => {} }))).toBe(total);
        } catch (error) {
          expect(error).toBeInstanceOf(SqliteSnapshotError);
        }
        // Let the writer's answers in (every await above may settle without reaching the loop).
        await new Promise((resolve) => setImmediate(resolve));
      } while (!done);
      await writing;
      expect(sum(await readPlayers(path))).toBe(total);
    } finally {
      await writer.stop();
    }
  });

  it('refuses a hostile EosId the file holds, naming its row', async () => {
    const path = await makeFile(0);
    sqliteExec(path, `${insertRewards(1, 2, { 2: '<img src=x onerror=alert(1)>' })};`);
    await expect(readPlayers(path)).rejects.toThrow(
      /PointsReward: row 2: EosId is not an id \(1 to 64 letters, digits, - or _\): "<img src=x/,
    );
  });

  it('refuses a file that is not SQLite, a missing table, and a table without its id column', async () => {
    const junk = join(dir, 'junk.db');
    writeFileSync(junk, 'not a database, just text that is long enough to be a header '.repeat(3));
    await expect(readPlayers(junk)).rejects.toThrow(SqliteSnapshotError);
    const empty = join(dir, 'empty.db');
    sqliteExec(empty, 'CREATE TABLE other (x INTEGER);');
    await expect(readPlayers(empty)).rejects.toThrow(/empty.db: no table PointsReward/);
    const renamed = join(dir, 'renamed.db');
    sqliteExec(renamed, 'CREATE TABLE PointsReward (Id INTEGER, Name TEXT);');
    await expect(readPlayers(renamed)).rejects.toThrow(/table PointsReward has no EosId column/);
  });
});
