import { DETAIL_PATHS, HALL_ANSWER_WIRE_SCHEMAS, HALL_PATH, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { fame, IMPORTS } from '../../test/hall-fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { hideEntry, unhideEntry } from '../store/moderation';
import type { PeriodSettings } from '../store/periods';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field below.
type Json = Record<string, any>;

const UTC: PeriodSettings = { timezone: 'UTC', weekStart: 'monday' };
const now = () => new Date('2026-12-09T00:00:00Z');

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the hall of fame call on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    const get = async (query: string, status = 200): Promise<Json> => {
      const res = await app.request(`${HALL_PATH}${query}`);
      expect(res.status, query).toBe(status);
      return (await res.json()) as Json;
    };

    beforeAll(async () => {
      db = await engine.open();
      for (const [day, kills] of IMPORTS) {
        await importCluster(db, fame(kills), {
          asOf: new Date(`${day}T12:00:00Z`),
          now,
          periods: UTC,
        });
      }
      app = createApp({
        store: createRankingStore(db, { versionTtlMs: 0, now, periods: UTC }),
        now,
      });
    });
    afterAll(() => db?.close());

    it('answers the records, each with its holder, gain and start, as the document says', async () => {
      const body = await get('?cluster=FAME&section=records&board=players');
      expect(HALL_ANSWER_WIRE_SCHEMAS.records.safeParse(body).error?.issues ?? []).toEqual([]);
      expect(body.records).toEqual([
        {
          board: 'players',
          stat: 'kills',
          span: 'day',
          id: '2',
          name: 'Bob',
          value: 12,
          start: '2026-11-09',
        },
        {
          board: 'players',
          stat: 'kills',
          span: 'week',
          id: '2',
          name: 'Bob',
          value: 12,
          start: '2026-11-09',
        },
        {
          board: 'players',
          stat: 'kills',
          span: 'month',
          id: '2',
          name: 'Bob',
          value: 30,
          start: '2026-11-01',
        },
      ]);
      // Records is the default section, both boards the default board.
      expect((await get('?cluster=FAME')).records).toHaveLength(6);
    });

    it('answers the champions newest first, paged as the rankings', async () => {
      const body = await get('?cluster=FAME&section=champions');
      expect(HALL_ANSWER_WIRE_SCHEMAS.champions.safeParse(body).error?.issues ?? []).toEqual([]);
      expect(body.champions.map((c: Json) => `${c.span} ${c.start} ${c.board} ${c.name}`)).toEqual([
        'week 2026-11-30 players Cy',
        'week 2026-11-30 tribes Keepers',
        'week 2026-11-16 players Bob',
        'week 2026-11-16 tribes Keepers',
        'week 2026-11-09 players Bob',
        'week 2026-11-09 tribes Keepers',
        'week 2026-11-02 players Ann',
        'week 2026-11-02 tribes Keepers',
        'month 2026-11-01 players Bob',
        'month 2026-11-01 tribes Keepers',
      ]);
      expect(body.pagination).toEqual({
        total_pages: 1,
        current_page: 0,
        next: null,
        prev: null,
        total_records: 10,
      });
      const past = await get('?cluster=FAME&section=champions&page=3');
      expect(past.champions).toEqual([]);
      expect(past.pagination.prev).toBe(0);
    });

    it('answers the medal table with competition ranks, players by default', async () => {
      const body = await get('?cluster=FAME&section=medals');
      expect(HALL_ANSWER_WIRE_SCHEMAS.medals.safeParse(body).error?.issues ?? []).toEqual([]);
      expect(body.medals).toEqual([
        { rank: 1, id: '2', name: 'Bob', gold: 2, silver: 1, bronze: 0 },
        { rank: 2, id: '3', name: 'Cy', gold: 2, silver: 0, bronze: 1 },
        { rank: 3, id: '1', name: 'Ann', gold: 1, silver: 2, bronze: 0 },
        { rank: 4, id: '4', name: 'Dee', gold: 1, silver: 0, bronze: 0 },
      ]);
      expect((await get('?cluster=FAME&section=medals&board=tribes')).medals).toEqual([
        { rank: 1, id: '9001', name: 'Keepers', gold: 4, silver: 0, bronze: 0 },
      ]);
    });

    it("counts a player's and a tribe's medals in their detail answers", async () => {
      const bob = await app.request(`${DETAIL_PATHS.player('2')}?cluster=FAME`);
      expect(((await bob.json()) as Json).medals).toEqual({ gold: 2, silver: 1, bronze: 0 });
      const tribe = await app.request(`${DETAIL_PATHS.tribe('9001')}?cluster=FAME`);
      expect(((await tribe.json()) as Json).medals).toEqual({ gold: 4, silver: 0, bronze: 0 });
    });

    it('sends an ETag, 304 and the public-read headers of the other calls', async () => {
      const first = await app.request(`${HALL_PATH}?cluster=FAME&section=medals`);
      const rankings = await app.request(`${RANKINGS_PATHS.players}?cluster=FAME`);
      expect(first.headers.get('cache-control')).toBe(rankings.headers.get('cache-control'));
      expect(first.headers.get('access-control-allow-origin')).toBe(
        rankings.headers.get('access-control-allow-origin'),
      );
      const again = await app.request(`${HALL_PATH}?cluster=FAME&section=medals`, {
        headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
    });

    it('changes at once on a hide and an unhide', async () => {
      await hideEntry(db, { cluster: 'FAME', kind: 'player', id: '2', reason: 'test', by: 't' });
      const hidden = await get('?cluster=FAME&section=medals');
      expect(hidden.medals.map((m: Json) => `${m.rank} ${m.name}`)).toEqual([
        '1 Ann',
        '1 Cy',
        '3 Dee',
      ]);
      expect(JSON.stringify(await get('?cluster=FAME&section=champions'))).not.toContain('Bob');
      await unhideEntry(db, { cluster: 'FAME', kind: 'player', id: '2' });
      expect((await get('?cluster=FAME&section=medals')).medals[0].name).toBe('Bob');
    });

    it('refuses bad params with 400 and an unknown cluster or season with 404, in JSON', async () => {
      expect((await get('?section=podium', 400)).error.code).toBe('unknown_section');
      expect((await get('?board=dinos', 400)).error.code).toBe('unknown_board');
      expect((await get('?page=x', 400)).error.code).toBe('bad_page');
      expect((await get('?season=first', 400)).error.code).toBe('unknown_season');
      expect((await get('?section=records&section=medals', 400)).error.code).toBe('repeated_param');
      expect((await get('?cluster=NOPE', 404)).error.code).toBe('not_found');
      expect((await get('?cluster=%3Cscript%3E', 404)).error.message).not.toContain('<script>');
      expect((await get('?season=7', 404)).error.code).toBe('not_found');
    });

    it("answers an archived season's hall and its final podiums", async () => {
      const season = await closeSeason(db, { name: 'Autumn <b>', by: 't' });
      expect((await get('?cluster=FAME')).records).toEqual([]);
      expect((await get(`?cluster=FAME&season=${season.id}`)).records).toHaveLength(6);
      const body = await get('?cluster=FAME&section=seasons&board=players');
      expect(HALL_ANSWER_WIRE_SCHEMAS.seasons.safeParse(body).error?.issues ?? []).toEqual([]);
      const kills = body.seasons.find((s: Json) => s.stat === 'kills');
      expect(kills).toEqual({
        season: season.id,
        name: 'Autumn <b>',
        board: 'players',
        stat: 'kills',
        podium: [
          { rank: 1, id: '2', name: 'Bob', value: 30 },
          { rank: 2, id: '3', name: 'Cy', value: 27 },
          { rank: 3, id: '1', name: 'Ann', value: 22 },
        ],
      });
    });
  });
}
