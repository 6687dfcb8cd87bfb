import {
  DETAIL_ANSWER_WIRE_SCHEMAS,
  playerPath,
  RANGE_KEYS,
  RANGES_PATH,
  RANKING_ANSWER_WIRE_SCHEMAS,
  RANKINGS_PATHS,
  tribePath,
} from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from '../../test/built-page';
import { engines, freshPglite } from '../../test/engines';
import { BERLIN, importRace, RACE_TIMES, raceImport, THIS_WEEK_KILLS } from '../../test/race';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { hideEntry, unhideEntry } from '../store/moderation';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field below.
type Json = Record<string, any>;

const PLAYERS = RANKINGS_PATHS.players;
const TRIBES = RANKINGS_PATHS.tribes;

/** An app on `db` whose clock reads `clock.now`, in Berlin's periods. */
function raceApp(db: Db, clock: { now: Date }) {
  const now = () => clock.now;
  return createApp({
    store: createRankingStore(db, { versionTtlMs: 0, now, periods: BERLIN }),
    now,
  });
}

/** Name and the given field of each row. */
const rowsOf = (body: Json, field = 'PlayerKills') =>
  (body.ranking_data as Json[]).map((r) => [r.PlayerName ?? r.TribeName, r[field], r.rank]);

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`time ranges over HTTP on ${engine.name}`, () => {
    let db: Db;
    const clock = { now: RACE_TIMES.now };
    let app: ReturnType<typeof raceApp>;
    const get = async (path: string, status = 200): Promise<Json> => {
      const res = await app.request(path);
      expect(res.status, path).toBe(status);
      return (await res.json()) as Json;
    };

    beforeAll(async () => {
      db = await engine.open();
      await importRace(db);
      app = raceApp(db, clock);
    });
    afterAll(async () => {
      await db?.close();
    });

    it('ranks this week and last week by what was gained, with the right winners', async () => {
      const week = await get(`${PLAYERS}?cluster=RACE&range=week`);
      // Gains since Nov 11: Bob +40, Cid +7, Ann +5, Fay after her reset 4, Eve new 3; Dan none.
      expect(rowsOf(week)).toEqual(THIS_WEEK_KILLS);
      expect(week.range).toEqual({
        key: 'week',
        from: RACE_TIMES.weekStart,
        to: RACE_TIMES.today.toISOString(),
      });
      expect(week.pagination.total_records).toBe(5);
      const last = await get(`${PLAYERS}?cluster=RACE&range=last_week`);
      // Nov 11 against Nov 4, the last import before last week began.
      expect(rowsOf(last)).toEqual([
        ['Ann', 20, 1],
        ['Fay', 10, 2],
        ['Bob', 5, 3],
      ]);
      expect(last.range).toEqual({
        key: 'last_week',
        from: RACE_TIMES.lastWeekStart,
        to: RACE_TIMES.lastWednesday.toISOString(),
      });
    });

    it('carries no movement, and works KD out from the gains', async () => {
      const week = await get(`${PLAYERS}?cluster=RACE&range=week`);
      const ann = (week.ranking_data as Json[]).find((r) => r.PlayerName === 'Ann') as Json;
      expect(ann).toMatchObject({ PlayerKills: 5, DeathByPlayer: 2, KD: '2.50', PlayTime: 10 });
      for (const row of week.ranking_data as Json[]) expect(row).not.toHaveProperty('rank_change');
      expect(RANKING_ANSWER_WIRE_SCHEMAS.players.safeParse(week).error).toBeUndefined();
    });

    it('counts the month from the first import when it came within the month', async () => {
      const month = await get(`${PLAYERS}?cluster=RACE&range=month`);
      expect(rowsOf(month)).toEqual([
        ['Bob', 45, 1],
        ['Ann', 25, 2],
        ['Cid', 7, 3],
        ['Fay', 4, 4],
        ['Eve', 3, 5],
      ]);
      expect(month.range.from).toBe(RACE_TIMES.history.toISOString());
      const day = await get(`${PLAYERS}?cluster=RACE&range=day`);
      expect(day.range).toMatchObject({ from: RACE_TIMES.dayStart });
      expect(rowsOf(day)).toEqual(rowsOf(await get(`${PLAYERS}?cluster=RACE&range=week`)));
    });

    it('answers last month empty with no import in it', async () => {
      const body = await get(`${PLAYERS}?cluster=RACE&range=last_month`);
      expect(body.ranking_data).toEqual([]);
      expect(body.pagination.total_records).toBe(0);
      expect(body.range).toEqual({ key: 'last_month', from: RACE_TIMES.lastMonthStart, to: null });
    });

    it("sums tribes' members' gains and adds their own score's gain", async () => {
      const week = await get(`${TRIBES}?cluster=RACE&range=week`);
      // By score: Blue +20, Red +0 (listed for its members' kills).
      expect(rowsOf(week, 'DamageScore')).toEqual([
        ['Blue', 20, 1],
        ['Red', 0, 2],
      ]);
      const byKills = await get(`${TRIBES}?cluster=RACE&range=week&filter=kills`);
      expect(rowsOf(byKills, 'TotalKills')).toEqual([
        ['Red', 45, 1],
        ['Blue', 11, 2],
      ]);
    });

    it('keeps the range ranks in a search, and answers a page past the end with the totals', async () => {
      const searched = await get(`${PLAYERS}?cluster=RACE&range=week&search=a`);
      // Ann and Fay match "a"; Dan too, but gained nothing.
      expect(rowsOf(searched)).toEqual([
        ['Ann', 5, 3],
        ['Fay', 4, 4],
      ]);
      const searchedLong = await get(`${PLAYERS}?cluster=RACE&range=week&search=ann`);
      expect(rowsOf(searchedLong)).toEqual([['Ann', 5, 3]]);
      const past = await get(`${PLAYERS}?cluster=RACE&range=week&page=3`);
      expect(past.ranking_data).toEqual([]);
      expect(past.pagination).toMatchObject({ total_records: 5, total_pages: 1, current_page: 3 });
    });

    it('answers a player in a range with their gains and range ranks, and nulls for nothing gained', async () => {
      const ann = await get(`${playerPath('101')}?cluster=RACE&range=week`);
      expect(ann.player).toMatchObject({ PlayerName: 'Ann', PlayerKills: 5, KD: '2.50' });
      expect(ann.ranks.find((r: Json) => r.filter === 'kills')).toEqual({
        filter: 'kills',
        rank: 3,
        of: 5,
      });
      expect(ann.range.key).toBe('week');
      const dan = await get(`${playerPath('104')}?cluster=RACE&range=week`);
      expect(dan.player).toMatchObject({ PlayerName: 'Dan', PlayerKills: 0, PlayTime: 0 });
      expect(dan.ranks.every((r: Json) => r.rank === null && r.of === 5)).toBe(true);
      for (const answer of [ann, dan]) {
        expect(DETAIL_ANSWER_WIRE_SCHEMAS.player.safeParse(answer).error).toBeUndefined();
      }
      await get(`${playerPath('999')}?cluster=RACE&range=week`, 404);
    });

    it('answers a tribe in a range with its gains and its members active in the range', async () => {
      const red = await get(`${tribePath('9001')}?cluster=RACE&range=week`);
      expect(red.tribe).toMatchObject({ TribeName: 'Red', TotalKills: 45, DamageScore: 0 });
      expect(red.tribe.Members).toBe(2);
      expect(rowsOf(red.members)).toEqual([
        ['Bob', 40, 1],
        ['Ann', 5, 3],
      ]);
      const last = await get(`${tribePath('9002')}?cluster=RACE&range=last_week`);
      // Only Fay gained last week; Cid did not.
      expect(rowsOf(last.members)).toEqual([['Fay', 10, 2]]);
      expect(DETAIL_ANSWER_WIRE_SCHEMAS.tribe.safeParse(last).error).toBeUndefined();
    });

    it('answers range=all byte for byte as without range, on every call that takes a range', async () => {
      const calls = [
        `${PLAYERS}?cluster=RACE`,
        `${PLAYERS}?cluster=RACE&filter=deaths&search=a&page=0`,
        `${TRIBES}?cluster=RACE`,
        `${playerPath('101')}?cluster=RACE`,
        `${tribePath('9001')}?cluster=RACE&page=0`,
      ];
      for (const call of calls) {
        const plain = await app.request(call);
        const all = await app.request(`${call}&range=all`);
        expect(all.status, call).toBe(200);
        expect(await all.text(), call).toBe(await plain.text());
        expect(all.headers.get('ETag'), call).toBe(plain.headers.get('ETag'));
      }
      // The all-time board keeps its movement.
      const board = await get(`${PLAYERS}?cluster=RACE&range=all`);
      expect(board).not.toHaveProperty('range');
      expect(board.ranking_data[0]).toHaveProperty('rank_change');
    });

    it('refuses an unknown or repeated range with the allowed values', async () => {
      for (const query of ['range=year', 'range=WEEK', 'range=week&range=day']) {
        const body = await get(`${PLAYERS}?cluster=RACE&${query}`, 400);
        expect(body.error).toMatchObject({ code: 'unknown_range', allowed: [...RANGE_KEYS] });
      }
      const detail = await get(`${playerPath('101')}?cluster=RACE&range=year`, 400);
      expect(detail.error.code).toBe('unknown_range');
    });

    it('answers the ranges probe with the periods', async () => {
      expect(await get(RANGES_PATH)).toEqual({
        ranges: [...RANGE_KEYS],
        timezone: 'Europe/Berlin',
        week_start: 'monday',
      });
    });

    it("serves last week from the last import's week right after Monday 00:00, and this week empty", async () => {
      const before = await get(`${PLAYERS}?cluster=RACE&range=week`);
      expect(before.ranking_data).toHaveLength(5);
      clock.now = RACE_TIMES.nextMonday;
      try {
        const week = await get(`${PLAYERS}?cluster=RACE&range=week`);
        expect(week.ranking_data).toEqual([]);
        expect(week.range).toEqual({ key: 'week', from: RACE_TIMES.nextWeekStart, to: null });
        const last = await get(`${PLAYERS}?cluster=RACE&range=last_week`);
        expect(rowsOf(last)).toEqual(rowsOf(before));
        expect(last.range).toEqual({
          key: 'last_week',
          from: RACE_TIMES.weekStart,
          to: RACE_TIMES.today.toISOString(),
        });
      } finally {
        clock.now = RACE_TIMES.now;
      }
    });

    it('closes up the range ranks at once when a player is hidden, and back after an unhide', async () => {
      await hideEntry(db, { cluster: 'RACE', kind: 'player', id: '102', reason: 'test', by: 't' });
      try {
        const week = await get(`${PLAYERS}?cluster=RACE&range=week`);
        expect(rowsOf(week)).toEqual([
          ['Cid', 7, 1],
          ['Ann', 5, 2],
          ['Fay', 4, 3],
          ['Eve', 3, 4],
        ]);
        await get(`${playerPath('102')}?cluster=RACE&range=week`, 404);
        // The tribe keeps its hidden member's gains, as the all-time totals do.
        const red = await get(`${tribePath('9001')}?cluster=RACE&range=week`);
        expect(red.tribe.TotalKills).toBe(45);
        expect(rowsOf(red.members)).toEqual([['Ann', 5, 2]]);
      } finally {
        await unhideEntry(db, { cluster: 'RACE', kind: 'player', id: '102' });
      }
      const week = await get(`${PLAYERS}?cluster=RACE&range=week`);
      expect(rowsOf(week)[0]).toEqual(['Bob', 40, 1]);
    });

    it('refuses a range with an archived season, and the season has only its all-time board', async () => {
      const season = await closeSeason(db, { name: 'Race season', by: 'test' });
      const body = await get(`${PLAYERS}?cluster=RACE&season=${season.id}&range=week`, 400);
      expect(body.error).toMatchObject({ code: 'unknown_range', allowed: ['all'] });
      for (const call of [PLAYERS, TRIBES, playerPath('101'), tribePath('9001')]) {
        const board = `${call}?cluster=RACE&season=${season.id}`;
        const all = await app.request(`${board}&range=all`);
        expect(all.status, board).toBe(200);
        expect(await all.text(), board).toBe(await (await app.request(board)).text());
      }
      const all = await get(`${PLAYERS}?cluster=RACE&season=${season.id}&range=all`);
      expect(rowsOf(all)[0]).toEqual(['Dan', 100, 1]);
      // The current season's ranges go on.
      expect(rowsOf(await get(`${PLAYERS}?cluster=RACE&range=week`))[0]).toEqual(['Bob', 40, 1]);
    });
  });

  describe.skipIf(engine.skip !== null)(`a cluster's first import on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(async () => {
      await db?.close();
    });

    it('starts the periods at a first import in the middle of a week', async () => {
      const clock = { now: RACE_TIMES.now };
      const app = raceApp(db, clock);
      const first = new Date('2026-11-18T09:00:00Z');
      const options = { now: () => clock.now, periods: BERLIN };
      await importCluster(db, raceImport('lastWednesday'), { ...options, asOf: first });
      const empty = (await (
        await app.request(`${PLAYERS}?cluster=RACE&range=week`)
      ).json()) as Json;
      expect(empty.ranking_data).toEqual([]);
      expect(empty.range).toEqual({
        key: 'week',
        from: first.toISOString(),
        to: first.toISOString(),
      });
      const last = (await (
        await app.request(`${PLAYERS}?cluster=RACE&range=last_week`)
      ).json()) as Json;
      expect(last.range).toEqual({ key: 'last_week', from: RACE_TIMES.lastWeekStart, to: null });
      await importCluster(db, raceImport('today'), { ...options, asOf: RACE_TIMES.today });
      const week = (await (await app.request(`${PLAYERS}?cluster=RACE&range=week`)).json()) as Json;
      expect(rowsOf(week)).toEqual(THIS_WEEK_KILLS);
      expect(week.range.from).toBe(first.toISOString());
      // Today, this week and this month all count from the first import: their rows are stored
      // once, under the day's slot.
      const slots = await db.query<{ slot: string }>(
        'SELECT DISTINCT slot FROM range_players ORDER BY slot',
      );
      expect(slots).toEqual([{ slot: 'day' }]);
      const month = (await (
        await app.request(`${PLAYERS}?cluster=RACE&range=month`)
      ).json()) as Json;
      expect(rowsOf(month)).toEqual(rowsOf(week));
    });

    it('refuses an import as of a time before the last one, or in the future, changing nothing', async () => {
      const options = { now: () => RACE_TIMES.now, periods: BERLIN };
      await expect(
        importCluster(db, raceImport('today'), { ...options, asOf: RACE_TIMES.history }),
      ).rejects.toThrow(/before RACE's last import/);
      await expect(
        importCluster(db, raceImport('today'), {
          ...options,
          asOf: new Date(RACE_TIMES.now.getTime() + 60_000),
        }),
      ).rejects.toThrow(/in the future/);
      const [row] = await db.query<{ at: string }>(
        `SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
         FROM clusters WHERE key = 'RACE'`,
      );
      expect(row?.at).toBe('2026-11-19T11:00:00Z');
    });
  });
}

describe('a range board drawn on the server', () => {
  let db: Db;
  const clock = { now: RACE_TIMES.now };
  let app: ReturnType<typeof createApp>;
  const drawn = async (query: string) => {
    const res = await app.request(`/${query}`);
    expect(res.status).toBe(200);
    return { html: await res.text(), etag: res.headers.get('etag') };
  };

  beforeAll(async () => {
    db = await freshPglite();
    await importRace(db);
    const now = () => clock.now;
    app = createApp({
      store: createRankingStore(db, { versionTtlMs: 0, now, periods: BERLIN }),
      now,
      ...(await builtPage()),
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("draws this week's winners, and a new page once the week is over with no import", async () => {
    const query = '?view=players&cluster=RACE&range=week';
    const week = await drawn(query);
    expect(week.html).toContain('Bob');
    expect(week.html).not.toContain('Dan');
    // The same address and data version, one period later: not the page kept for last week.
    clock.now = RACE_TIMES.nextMonday;
    try {
      const next = await drawn(query);
      expect(next.etag).not.toBe(week.etag);
      expect(next.html).toContain('No activity recorded this week yet.');
    } finally {
      clock.now = RACE_TIMES.now;
    }
  });
});
