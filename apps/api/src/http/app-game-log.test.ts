import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  clustersPath,
  ONLINE_ONLY,
  POPULATION_HOURS,
  POPULATION_PATH,
  RANKINGS_PATHS,
  VIEWS,
} from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, engines } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { ClusterSourceSchema } from '../sources/sources-config';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { syncOnce } from '../sync/test/fake-import';
import { createApp } from './app';

const ANN = 'a'.repeat(32);
const BOB = 'b'.repeat(32);
const CY = 'c'.repeat(32);
/** A line of Ascended's log at `day` (April 2026) and `time` (HH.mm.ss), in UTC. */
const line = (day: number, time: string, text: string) => {
  const date = `2026.04.${String(day).padStart(2, '0')}`;
  return `[${date}-${time}:000][  1]${date}_${time}: ${text}\n`;
};
const joined = (id: string, name: string) =>
  `${name} [UniqueNetId:${id} Platform:PC] joined this ARK!`;
const left = (id: string, name: string) => `${name} [UniqueNetId:${id} Platform:PC] left this ARK!`;

type WireCluster = Record<string, unknown> & { key: string };

/** Syncs cluster ASA from the game log in `dir` into `db`; its result, checked ok. */
async function syncLog(db: Db, dir: string) {
  const source = ClusterSourceSchema.parse({ type: 'game-log', dir });
  const result = await syncOnce(db, [{ key: 'ASA', display: 'Ascended', order: 1, source }]);
  expect(result?.ok, result?.error).toBe(true);
  return result;
}

/**
 * A store of `engine` with SOLO imported (and `more` done), and a log folder whose log holds
 * `lines`, synced as cluster ASA once: opened before the tests, removed after.
 */
function logStore(engine: Engine, lines: string, more?: (db: Db) => Promise<unknown>) {
  const at = {
    db: undefined as unknown as Db,
    dir: '',
    log: () => join(at.dir, 'ShooterGame.log'),
    sync: () => syncLog(at.db, at.dir),
  };
  beforeAll(async () => {
    at.db = await engine.open();
    await importCluster(at.db, soloFixture());
    await more?.(at.db);
    at.dir = await mkdtemp(join(tmpdir(), 'ark-game-log-reads-'));
    await writeFile(at.log(), lines);
    await at.sync();
  });
  afterAll(async () => {
    await at.db?.close();
    if (at.dir) await rm(at.dir, { recursive: true, force: true });
  });
  return at;
}

/** A rankings answer's rows as the tests read them. */
type Ranked = { PlayerName: string; rank: number };
type Rankings = { ranking_data: Ranked[]; pagination: { total_records?: number } };

// The players board filtered to who is online now (docs/adr/0096-the-online-filter.md), on a
// log where Ann, Cy and 22 others are in a session and Bob has left.
for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the online filter on ${engine.name}`, () => {
    const others = Array.from({ length: 22 }, (_, i) => {
      const n = String(i).padStart(2, '0');
      return line(5, `10.10.${n}`, joined(`d${n}`.padEnd(32, 'd'), `Dino${n}`));
    });
    const at = logStore(
      engine,
      [
        line(5, '10.00.00', joined(ANN, 'Ann')),
        line(5, '10.05.00', joined(BOB, 'Bob')),
        ...others,
        line(5, '10.30.00', left(BOB, 'Bob')),
        line(5, '11.00.00', joined(CY, 'Cy')),
      ].join(''),
      (db) => closeSeason(db, { name: 'Season 1', by: 'test' }),
    );
    const app = () => createApp({ store: createRankingStore(at.db, { versionTtlMs: 0 }) });
    const players = async (query: string) => {
      const res = await app().request(`${RANKINGS_PATHS.players}?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Rankings;
    };
    const board = `cluster=ASA&filter=time_played&online=${ONLINE_ONLY}`;

    it('gives only the players online now, in board order, each with their rank on the whole board', async () => {
      const all = await players('cluster=ASA&filter=time_played');
      const online = [
        ...(await players(board)).ranking_data,
        ...(await players(`${board}&page=1`)).ranking_data,
      ];
      const names = online.map((row) => row.PlayerName);
      expect(names).toHaveLength(24);
      expect(names).toEqual(expect.arrayContaining(['Ann', 'Cy', 'Dino00', 'Dino21']));
      expect(names).not.toContain('Bob');
      const rankOf = new Map(all.ranking_data.map((row) => [row.PlayerName, row.rank]));
      for (const row of online.filter((r) => rankOf.has(r.PlayerName))) {
        expect(row.rank).toBe(rankOf.get(row.PlayerName));
      }
      const ranks = online.map((row) => row.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    });

    it('pages the players online by 20, and says how many they are', async () => {
      const first = await players(board);
      expect(first.ranking_data).toHaveLength(20);
      expect(first.pagination).toMatchObject({ total_records: 24, total_pages: 2, next: 1 });
      const second = await players(`${board}&page=1`);
      expect(second.ranking_data).toHaveLength(4);
      expect(second.pagination).toMatchObject({ total_records: 24, next: null, prev: 0 });
    });

    it('searches among the players online only', async () => {
      const found = await players(`${board}&search=${encodeURIComponent(' dino0 ')}`);
      expect(found.ranking_data.map((row) => row.PlayerName).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `Dino0${i}`),
      );
      expect((await players(`${board}&search=bob`)).ranking_data).toEqual([]);
    });

    it('gives an empty board, not an error, for a cluster with no game log', async () => {
      const none = await players(`cluster=SOLO&online=${ONLINE_ONLY}`);
      expect(none.ranking_data).toEqual([]);
      expect(none.pagination).toMatchObject({ total_records: 0 });
    });

    it('reads an empty online param as every player', async () => {
      const all = await players('cluster=ASA&filter=time_played');
      expect(await players('cluster=ASA&filter=time_played&online=')).toEqual(all);
    });

    it('refuses any other value, the tribes board and an archived season with 400 bad_online', async () => {
      for (const path of [
        `${RANKINGS_PATHS.players}?cluster=ASA&online=yes`,
        `${RANKINGS_PATHS.tribes}?cluster=ASA&online=${ONLINE_ONLY}`,
        `${RANKINGS_PATHS.players}?cluster=SOLO&season=1&online=${ONLINE_ONLY}`,
      ]) {
        const res = await app().request(path);
        expect(res.status, path).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: 'bad_online' } });
      }
    });
  });
}

// The game log's reads through the app, on real log files synced into real stores.
for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`a game-log cluster's reads on ${engine.name}`, () => {
    // SOLO comes from a plugin's tables (no game log), and is archived in season 1.
    const at = logStore(
      engine,
      [
        '\uFEFFLog file open, 04/05/26 10:00:00\n',
        line(5, '10.00.00', joined(ANN, 'Ann')),
        line(5, '10.05.00', joined(BOB, 'Bob')),
        line(5, '10.30.00', left(BOB, 'Bob')),
        line(5, '11.00.00', joined(CY, 'Cy')),
      ].join(''),
      (db) => closeSeason(db, { name: 'Season 1', by: 'test' }),
    );
    const { log, sync } = at;
    const app = () => createApp({ store: createRankingStore(at.db, { versionTtlMs: 0 }) });
    const clusters = async (query = '') => {
      const res = await app().request(`${clustersPath('players')}${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as WireCluster[];
    };
    const onlineOf = async (key: string) => (await clusters()).find((c) => c.key === key)?.online;

    it("gives a game-log cluster's players online now in both views' cluster lists, and none to a cluster without a log", async () => {
      for (const view of VIEWS) {
        const res = await app().request(clustersPath(view));
        const list = (await res.json()) as WireCluster[];
        expect(list.find((c) => c.key === 'ASA')).toMatchObject({ online: 2 });
        expect(list.find((c) => c.key === 'SOLO')).not.toHaveProperty('online');
      }
    });

    it('says nothing of online in an archived season', async () => {
      const list = await clusters('?season=1');
      expect(list.length).toBeGreaterThan(0);
      for (const cluster of list) expect(cluster).not.toHaveProperty('online');
    });

    it('keeps the answer for its data version, and a sync that changes who is online answers anew', async () => {
      const served = app();
      const first = await served.request(clustersPath('players'));
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const again = await served.request(clustersPath('players'), {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);

      await appendFile(log(), line(5, '11.10.00', left(ANN, 'Ann')));
      await sync();
      const after = await served.request(clustersPath('players'), {
        headers: { 'If-None-Match': etag },
      });
      expect(after.status).toBe(200);
      const list = (await after.json()) as WireCluster[];
      expect(list.find((c) => c.key === 'ASA')?.online).toBe(1);
    });

    it('counts nobody online after a server start: a crash left no leave lines', async () => {
      await appendFile(
        log(),
        [
          line(5, '11.20.00', joined(ANN, 'Ann')),
          line(5, '12.00.00', 'Server: "Ascended" has successfully started!'),
        ].join(''),
      );
      expect((await sync())?.log).toMatchObject({ starts: 1 });
      expect(await onlineOf('ASA')).toBe(0);
    });

    it('counts nobody whose session passed the 24 h cut, and the one who joined since', async () => {
      await appendFile(log(), line(5, '12.30.00', joined(BOB, 'Bob')));
      await sync();
      expect(await onlineOf('ASA')).toBe(1);
      // A day and more later, with no leave written: Bob's session is cut at 24 h.
      await appendFile(
        log(),
        [line(6, '13.00.00', joined(CY, 'Cy')), line(6, '13.01.00', 'Cy (Cy): hello')].join(''),
      );
      expect((await sync())?.log).toMatchObject({ cut: 1 });
      expect(await onlineOf('ASA')).toBe(1);
    });
  });

  describe.skipIf(engine.skip !== null)(`a game-log cluster's population on ${engine.name}`, () => {
    const at = logStore(
      engine,
      [
        '\uFEFFLog file open, 04/05/26 10:00:00\n',
        line(5, '10.00.00', joined(ANN, 'Ann')),
        line(5, '10.05.00', joined(BOB, 'Bob')),
        line(5, '10.30.00', left(BOB, 'Bob')),
        line(5, '10.40.00', joined(BOB, 'Bob')),
        line(5, '11.10.00', left(BOB, 'Bob')),
        line(5, '12.50.00', left(ANN, 'Ann')),
        line(5, '13.05.00', joined(CY, 'Cy')),
        line(5, '13.40.00', 'Cy (Cy): anyone here?'),
      ].join(''),
    );
    const { log, sync } = at;
    // The community's hours start at :30 in UTC: India's zone, 5 h 30 min ahead.
    const periods = { timezone: 'Asia/Kolkata', weekStart: 'monday' } as const;
    const served = () =>
      createApp({ store: createRankingStore(at.db, { versionTtlMs: 0, periods }) });
    const population = async (query: string, app = served()) => {
      const res = await app.request(`${POPULATION_PATH}${query}`);
      return {
        res,
        body: (await res.json()) as Record<string, unknown> & { hours: (number | null)[] },
      };
    };

    it("counts each hour's players online over 30 days in the site's hours, from the log's first line to its last", async () => {
      const { res, body } = await population('?cluster=ASA');
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      // The last hour is 19:00 in Kolkata (13:30 UTC), the one of the 13:40 line.
      expect(body).toMatchObject({
        cluster: 'ASA',
        timezone: 'Asia/Kolkata',
        start: '2026-03-06T14:30:00.000Z',
      });
      expect(body.hours).toHaveLength(POPULATION_HOURS);
      // 09:30-10:30 UTC Ann and Bob; 10:30-11:30 Ann and Bob's second stay (once); 11:30-12:30
      // Ann; 12:30-13:30 Ann and Cy; 13:30 on Cy, still online at the last line. The hours that
      // ended by 10:00 UTC, the log's first timed line, are unknown (null), not empty.
      expect(body.hours.slice(-6)).toEqual([null, 2, 2, 1, 2, 1]);
      expect(body.hours.slice(0, -5).every((count) => count === null)).toBe(true);
    });

    it('gives a cluster without a game log an empty series, an unknown cluster 404 and a bad query 400', async () => {
      const solo = await population('?cluster=SOLO');
      expect(solo.res.status).toBe(200);
      expect(solo.body).toEqual({
        cluster: 'SOLO',
        timezone: 'Asia/Kolkata',
        start: null,
        hours: [],
      });
      expect((await population('?cluster=MOON')).res.status).toBe(404);
      expect((await population('?cluster=ASA&cluster=SOLO')).res.status).toBe(400);
      expect((await population('?cluster=%3Cb%3E')).res.status).toBe(400);
    });

    it('keeps the answer for its data version, and moves on with the next quarter hour of log though nobody joined', async () => {
      const app = served();
      await appendFile(log(), line(5, '13.50.00', left(CY, 'Cy')));
      await sync();
      const first = await population('?cluster=ASA', app);
      expect(first.body.hours.slice(-2)).toEqual([2, 1]);
      const etag = first.res.headers.get('etag') ?? '';
      const again = await app.request(`${POPULATION_PATH}?cluster=ASA`, {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);

      // Nobody online, a line an hour later: no session changed, yet the hours end later.
      await appendFile(log(), line(5, '15.10.00', 'Server: a chat from the console'));
      const result = await sync();
      expect(result?.summary?.skipped).toBeUndefined();
      const later = await population('?cluster=ASA', app);
      expect(later.res.headers.get('etag')).not.toBe(etag);
      expect(later.body.start).toBe('2026-03-06T15:30:00.000Z');
      expect(later.body.hours.slice(-3)).toEqual([2, 1, 0]);
    });
  });
}
