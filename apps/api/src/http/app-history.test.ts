import { HISTORY_ANSWER_WIRE_SCHEMAS, historyPath } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { hideEntry, unhideEntry } from '../store/moderation';
import type { PeriodSettings } from '../store/periods';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field below.
type Json = Record<string, any>;

const TRIBE = '6001';
const BERLIN: PeriodSettings = { timezone: 'Europe/Berlin', weekStart: 'monday' };
// Every import is in the past of this clock.
const now = () => new Date('2027-06-01T00:00:00Z');

/** HIST: Ann (301), Bob (302) and Cy (303) of tribe 6001, with the kills given. */
function cluster(kills: { ann: number; bob: number; cy: number }): ClusterImport {
  const member = (id: string, name: string, n: number) =>
    makePlayer(name, { id, kills: n, deaths: 1, tribeId: TRIBE, tribeName: 'Keepers' });
  return {
    cluster: { key: 'HIST', display: 'History', order: 0 },
    players: [
      member('301', 'Ann', kills.ann),
      member('302', 'Bob', kills.bob),
      member('303', 'Cy', kills.cy),
    ],
    tribes: [
      makeTribe('Keepers', {
        id: TRIBE,
        damageScore: 100,
        kills: kills.ann + kills.bob + kills.cy,
        members: 3,
      }),
    ],
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`history on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    const history = async (kind: 'player' | 'tribe', id: string, status = 200): Promise<Json> => {
      const res = await app.request(`${historyPath(kind, id)}?cluster=HIST`);
      expect(res.status, `${kind} ${id}`).toBe(status);
      return (await res.json()) as Json;
    };
    /** Each point of a player as [day, kills, rank in kills]. */
    const killsOf = async (id: string) =>
      ((await history('player', id)).points as Json[]).map((p) => [
        p.day,
        p.PlayerKills,
        p.ranks.kills,
      ]);
    /** How many of HIST's players have a point on `day`. */
    const pointsOn = async (day: string) => {
      let n = 0;
      for (const id of ['301', '302', '303'])
        if ((await killsOf(id)).some(([on]) => on === day)) n += 1;
      return n;
    };
    /** The months history_players is partitioned in, oldest first. */
    const months = async () =>
      (
        await db.query<{ name: string }>(
          `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
           WHERE i.inhparent = 'history_players'::regclass ORDER BY 1`,
        )
      ).map((row) => row.name);
    const load = (kills: Parameters<typeof cluster>[0], asOf: string, periods = BERLIN) =>
      importCluster(db, cluster(kills), { asOf: new Date(asOf), now, periods });

    beforeAll(async () => {
      db = await engine.open();
      app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
    });
    afterAll(() => db?.close());

    it('keeps one point per row on its first import, then only for the rows that changed', async () => {
      await load({ ann: 10, bob: 5, cy: 0 }, '2026-11-01T10:00:00Z');
      expect(await pointsOn('2026-11-01')).toBe(3);
      await load({ ann: 12, bob: 5, cy: 0 }, '2026-11-02T10:00:00Z');
      expect(await pointsOn('2026-11-02')).toBe(1);
      expect(await killsOf('301')).toEqual([
        ['2026-11-01', 10, 1],
        ['2026-11-02', 12, 1],
      ]);
      // Bob did not change: his line holds his first day's point.
      expect(await killsOf('302')).toEqual([['2026-11-01', 5, 2]]);
    });

    it("keeps a day's last values when two imports land on the same day", async () => {
      await load({ ann: 15, bob: 5, cy: 20 }, '2026-11-02T20:00:00Z');
      expect(await pointsOn('2026-11-02')).toBe(2);
      expect(await killsOf('301')).toEqual([
        ['2026-11-01', 10, 1],
        ['2026-11-02', 15, 2],
      ]);
      expect(await killsOf('303')).toEqual([
        ['2026-11-01', 0, 3],
        ['2026-11-02', 20, 1],
      ]);
    });

    it("writes each point on the community's day, not UTC's", async () => {
      // 23:30 UTC on the 3rd is already the 4th in Berlin.
      await load({ ann: 16, bob: 5, cy: 20 }, '2026-11-03T23:30:00Z');
      expect((await killsOf('301')).at(-1)).toEqual(['2026-11-04', 16, 2]);
    });

    it("answers every ranked statistic and rank, and the tribe's history too, as the document says", async () => {
      const player = await history('player', '301');
      expect(HISTORY_ANSWER_WIRE_SCHEMAS.player.safeParse(player).success).toBe(true);
      expect(player.points[0]).toEqual({
        day: '2026-11-01',
        PlayerKills: 10,
        DeathByPlayer: 1,
        DinoKills: 0,
        PlayTime: 0,
        ranks: { kills: 1, deaths: 1, tamed_dino_kills: 1, time_played: 1 },
      });
      const tribe = await history('tribe', TRIBE);
      expect(HISTORY_ANSWER_WIRE_SCHEMAS.tribe.safeParse(tribe).success).toBe(true);
      expect(tribe.points.map((p: Json) => [p.day, p.TotalKills, p.ranks.kills])).toEqual([
        ['2026-11-01', 15, 1],
        ['2026-11-02', 40, 1],
        ['2026-11-04', 41, 1],
      ]);
    });

    it('caches an answer per data version with an ETag, and answers 404 and 400 as the detail call does', async () => {
      const path = `${historyPath('player', '301')}?cluster=HIST`;
      const first = await app.request(path);
      const etag = first.headers.get('etag') as string;
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toMatch(/max-age/);
      const again = await app.request(path, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect((await history('player', '999', 404)).error.code).toBe('not_found');
      expect((await history('tribe', '999', 404)).error.code).toBe('not_found');
      const bad = await app.request(`${historyPath('player', 'x%27')}?cluster=HIST`);
      expect(bad.status).toBe(400);
      const unknown = await app.request(`${historyPath('player', '301')}?cluster=NOPE`);
      expect(((await unknown.json()) as Json).error.code).toBe('unknown_cluster');
    });

    it('shows no history of a hidden row, and all of it again once unhidden', async () => {
      const kept = await killsOf('302');
      await hideEntry(db, { cluster: 'HIST', kind: 'player', id: '302', reason: 'test', by: 't' });
      expect((await history('player', '302', 404)).error.code).toBe('not_found');
      // Kept while hidden, with no rank on the days it was hidden.
      await load({ ann: 16, bob: 7, cy: 20 }, '2026-11-05T10:00:00Z');
      await unhideEntry(db, { cluster: 'HIST', kind: 'player', id: '302' });
      expect(await killsOf('302')).toEqual([...kept, ['2026-11-05', 7, null]]);
    });

    it('writes each month in its own partition, and keeps the month at the edge whole until it leaves', async () => {
      // Three days kept on 2026-12-02: the first kept, 2026-11-30, is in November, kept whole.
      await load({ ann: 16, bob: 7, cy: 21 }, '2026-12-02T10:00:00Z', {
        ...BERLIN,
        historyDays: 3,
      });
      expect(await months()).toEqual(['history_players_p202611', 'history_players_p202612']);
      // November closed: packed in one row per player (day 0), its points served as they were.
      const [november] = await db.query<{ rows: number; daily: number }>(
        'SELECT count(*)::int AS rows, count(*) FILTER (WHERE day > 0)::int AS daily FROM history_players_p202611',
      );
      expect(november).toEqual({ rows: 3, daily: 0 });
      expect(await killsOf('301')).toEqual([
        ['2026-11-01', 10, 1],
        ['2026-11-02', 15, 2],
        ['2026-11-04', 16, 2],
      ]);
      expect((await killsOf('303')).at(-1)).toEqual(['2026-12-02', 21, 1]);
    });

    it('drops a month once its every day is older than site.historyDays, carrying a row’s last point to the first month kept', async () => {
      // Three days kept on 2027-01-01: the first kept, 2026-12-30, is in December; November goes.
      await load({ ann: 16, bob: 7, cy: 22 }, '2027-01-01T10:00:00Z', {
        ...BERLIN,
        historyDays: 3,
      });
      expect(await months()).toEqual(['history_players_p202612', 'history_players_p202701']);
      // Ann did not change since the 4th of November: that point is carried to the 1st of
      // December, its ranks unknown; so is Bob's of the 5th. Cy's points of December stay.
      expect(await killsOf('301')).toEqual([['2026-12-01', 16, null]]);
      expect(await killsOf('302')).toEqual([['2026-12-01', 7, null]]);
      expect(await killsOf('303')).toEqual([
        ['2026-12-02', 21, 1],
        ['2027-01-01', 22, 1],
      ]);
      const tribe = await history('tribe', TRIBE);
      expect(tribe.points.map((p: Json) => [p.day, p.TotalKills, p.ranks.kills])).toEqual([
        ['2026-12-02', 44, 1],
        ['2027-01-01', 45, 1],
      ]);
    });

    it('ends the history with a closed season; the next import starts every line again', async () => {
      await closeSeason(db, { name: 'Season 1', by: 'test' });
      expect((await history('player', '301')).points).toEqual([]);
      await load({ ann: 0, bob: 0, cy: 0 }, '2027-01-02T10:00:00Z');
      expect(await killsOf('301')).toEqual([['2027-01-02', 0, 1]]);
      expect(await pointsOn('2027-01-02')).toBe(3);
    });
  });
}
