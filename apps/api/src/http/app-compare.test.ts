import { COMPARE_PATH, CompareAnswerWireSchema, playerPath } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { hideEntry } from '../store/moderation';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { createApp } from './app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field below.
type Json = Record<string, any>;

/** RIVAL: Ann and Bob tie on kills, Bob died least, Cy played longest; two tribes. */
function rivals(): ClusterImport {
  return {
    cluster: { key: 'RIVAL', display: 'Rivals', order: 0 },
    players: [
      makePlayer('Ann', { id: 'p1', kills: 9, deaths: 4, dinoKills: 1, playTime: 60 }),
      makePlayer('Bob', { id: 'p2', kills: 9, deaths: 1, dinoKills: 3, playTime: 30 }),
      makePlayer('Cy', { id: 'p3', kills: 2, deaths: 6, dinoKills: 0, playTime: 600 }),
      makePlayer('Dee', { id: 'p4', kills: 1, deaths: 2 }),
      makePlayer('Eve', { id: 'p5', kills: 0, deaths: 0 }),
      makePlayer('<b>Hid</b>', { id: 'p6', kills: 50 }),
    ],
    tribes: [
      makeTribe('Red', { id: 't1', damageScore: 100, kills: 10, deaths: 4 }),
      makeTribe('Blue', { id: 't2', damageScore: 50, kills: 12, deaths: 2 }),
    ],
  };
}

/** A store that counts its detail reads: a read the cache answers reaches none. */
function counted(store: RankingStore) {
  const reads = { player: 0, tribe: 0 };
  const spied: RankingStore = {
    ...store,
    player: (...args) => {
      reads.player += 1;
      return store.player(...args);
    },
    tribe: (...args) => {
      reads.tribe += 1;
      return store.tribe(...args);
    },
  };
  return { spied, reads };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the compare call on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    let reads: { player: number; tribe: number };
    const get = async (query: string, status = 200): Promise<Json> => {
      const res = await app.request(`${COMPARE_PATH}${query}`);
      expect(res.status, query).toBe(status);
      return (await res.json()) as Json;
    };

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, rivals());
      await hideEntry(db, {
        kind: 'player',
        cluster: 'RIVAL',
        id: 'p6',
        reason: 'cheat',
        by: 'test',
      });
      const store = counted(createRankingStore(db, { versionTtlMs: 0 }));
      reads = store.reads;
      app = createApp({ store: store.spied });
    });
    afterAll(() => db?.close());

    it('answers two players side by side, in the order asked, as the document says', async () => {
      const body = await get('?players=p2,p1');
      expect(CompareAnswerWireSchema.safeParse(body).error?.issues ?? []).toEqual([]);
      expect(body.board).toBe('players');
      expect(body.cluster).toBe('RIVAL');
      expect(body.entries.map((e: Json) => e.player.PlayerName)).toEqual(['Bob', 'Ann']);
      expect(body.entries[0].ranks.find((r: Json) => r.filter === 'kills').rank).toBe(1);
      expect(body.left_out).toEqual([]);
    });

    it('marks the best of each statistic: the highest, both of a tie, the lowest for deaths', async () => {
      const { best } = await get('?players=p1,p2,p3');
      expect(best).toEqual([
        { stat: 'kills', ids: ['p1', 'p2'] },
        { stat: 'deaths', ids: ['p2'] },
        { stat: 'tamed_dino_kills', ids: ['p2'] },
        { stat: 'time_played', ids: ['p3'] },
      ]);
    });

    it('compares tribes by their board’s statistics', async () => {
      const body = await get('?tribes=t1,t2&cluster=RIVAL');
      expect(CompareAnswerWireSchema.safeParse(body).error?.issues ?? []).toEqual([]);
      expect(body.entries.map((e: Json) => e.tribe.TribeName)).toEqual(['Red', 'Blue']);
      expect(body.best.find((b: Json) => b.stat === 'tribe_score').ids).toEqual(['t1']);
      expect(body.best.find((b: Json) => b.stat === 'kills').ids).toEqual(['t2']);
    });

    it('draws what it can and says what it left out: unknown, hidden, repeated, past the fourth', async () => {
      const body = await get('?players=p1,nobody,p6,p1,p2,p3,p4,p5');
      expect(body.entries.map((e: Json) => e.player.SteamID)).toEqual(['p1', 'p2']);
      expect(body.left_out).toEqual([
        { id: 'nobody', reason: 'not_found' },
        { id: 'p6', reason: 'not_found' },
        { id: 'p1', reason: 'repeated' },
        { id: 'p3', reason: 'over_limit' },
        { id: 'p4', reason: 'over_limit' },
        { id: 'p5', reason: 'over_limit' },
      ]);
      expect(JSON.stringify(body)).not.toContain('Hid');
    });

    it('ranks over a period when a range is asked, and says which', async () => {
      const body = await get('?players=p1,p2&range=week');
      expect(CompareAnswerWireSchema.safeParse(body).error?.issues ?? []).toEqual([]);
      expect(body.range.key).toBe('week');
    });

    it('refuses a malformed list with a 400 that says what is wrong, never a 500', async () => {
      for (const query of [
        '',
        '?cluster=RIVAL',
        '?players=p1&tribes=t1',
        '?players=',
        '?players=p1,<x>',
      ]) {
        const body = await get(query, 400);
        expect(body.error.code, query).toBe('bad_compare_list');
      }
      expect((await get('?players=p1,%3Cx%3E', 400)).error.message).toContain('"<x>"');
      expect((await get('?players=p1,p2&cluster=MOON', 400)).error.code).toBe('unknown_cluster');
      expect((await get('?players=p1,p2&range=year', 400)).error.code).toBe('unknown_range');
    });

    it('reads each row’s detail through the one cache: a row already read is read no more', async () => {
      const before = reads.player;
      const asked = '?players=p4,p5&cluster=RIVAL&range=day';
      await get(asked);
      expect(reads.player - before).toBe(2);
      // The same comparison again computes nothing; the same rows in another order read none.
      const again = await app.request(`${COMPARE_PATH}${asked}`);
      expect(again.status).toBe(200);
      await get('?players=p5,p4&cluster=RIVAL&range=day');
      expect(reads.player - before).toBe(2);
      // A panel the comparison read is kept for the detail call too.
      const panel = await app.request(`${playerPath('p4')}?cluster=RIVAL&range=day`);
      expect(panel.status).toBe(200);
      expect(reads.player - before).toBe(2);
      const revalidated = await app.request(`${COMPARE_PATH}${asked}`, {
        headers: { 'If-None-Match': again.headers.get('etag') ?? '' },
      });
      expect(revalidated.status).toBe(304);
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    });
  });
}
