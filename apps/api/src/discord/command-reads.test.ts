import { DETAIL_PATHS, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { detailJson } from '../draw/detail-answer';
import { createAnswerCache } from '../http/answer-cache';
import { createApp } from '../http/app';
import { countedStore } from '../http/test/counted-store';
import { importCluster } from '../ingest/import-cluster';
import { createCacheBudget } from '../lib/cache-budget';
import { createRankingStore, type RankingStore } from '../store/ranking-store';
import { type CommandReads, createCommandReads } from './command-reads';
import type { DiscordEmbed } from './discord-limits';

const NOW = new Date('2026-03-04T12:00:00Z');

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the commands' reads on ${engine.name}`, () => {
    let db: Db;
    let store: RankingStore;
    let reads: CommandReads;
    let app: ReturnType<typeof createApp>;
    let version = 0;

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, soloFixture());
      store = createRankingStore(db, { versionTtlMs: 0, now: () => NOW });
      const budget = createCacheBudget();
      const cache = createAnswerCache({ budget, periods: store.periods, now: () => NOW });
      reads = createCommandReads({ store, cache });
      app = createApp({ store, now: () => NOW });
      version = await reads.version();
    });

    afterAll(async () => {
      await db?.close();
    });

    const json = async (path: string) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      return res.text();
    };

    it('searches a board as the rankings call answers it, row for row', async () => {
      for (const [view, search] of [
        ['players', 'fill'],
        ['players', ''],
        ['tribes', ''],
      ] as const) {
        const query = new URLSearchParams({ cluster: 'SOLO', search });
        const body = JSON.parse(await json(`${RANKINGS_PATHS[view]}?${query}`));
        expect(body.ranking_data.length).toBeGreaterThan(0);
        expect(await reads.search(view, 'SOLO', search, version)).toEqual(body.ranking_data);
      }
    });

    it("reads a player's and a tribe's detail as the model the detail call sends, byte for byte", async () => {
      const [player] = await reads.search('players', 'SOLO', '', version);
      const [tribe] = await reads.search('tribes', 'SOLO', '', version);
      const ids = {
        player: (player as { SteamID: string }).SteamID,
        tribe: (tribe as { TribeID: string }).TribeID,
      };
      for (const kind of ['player', 'tribe'] as const) {
        const queries: { cluster: string; range?: 'week' }[] = [
          { cluster: 'SOLO' },
          { cluster: 'SOLO', range: 'week' },
        ];
        for (const query of queries) {
          const answer = await reads.detail(kind, ids[kind], query, version);
          expect(answer?.kind).toBe(kind);
          const params = new URLSearchParams(query as Record<string, string>);
          const sent = await json(`${DETAIL_PATHS[kind](ids[kind])}?${params}`);
          expect(answer && JSON.stringify(detailJson(answer))).toBe(sent);
        }
      }
    });

    it('reads no detail for an id the cluster does not hold', async () => {
      expect(await reads.detail('player', '999999999', { cluster: 'SOLO' }, version)).toBeNull();
    });

    it('answers a search, a name and a detail asked again from the one answer cache, reading nothing of the store', async () => {
      const counted = countedStore(store);
      const cache = createAnswerCache({
        budget: createCacheBudget(),
        periods: store.periods,
        now: () => NOW,
      });
      const own = createCommandReads({ store: counted.store, cache });
      const ask = async () => {
        const [row] = await own.search('players', 'SOLO', 'fill', version);
        const { PlayerName: name, SteamID: id } = row as { PlayerName: string; SteamID: string };
        return [
          row,
          await own.named('players', 'SOLO', name, 5, version),
          await own.detail('player', id, { cluster: 'SOLO', range: 'week' }, version),
          await own.detail('player', '999999999', { cluster: 'SOLO' }, version),
        ];
      };
      const first = await ask();
      const read = counted.reads.length;
      expect(read).toBeGreaterThan(0);
      expect(await ask()).toEqual(first);
      expect(counted.reads.length).toBe(read);
    });

    it('keeps a drawn embed per address and data version, drawing it once', async () => {
      let draws = 0;
      const draw = async (): Promise<DiscordEmbed> => {
        draws += 1;
        return { title: `board ${draws}` };
      };
      const first = await reads.kept('top?view=players', version, draw);
      const again = await reads.kept('top?view=players', version, draw);
      const next = await reads.kept('top?view=players', version + 1, draw);
      expect([first.title, again.title, next.title, draws]).toEqual([
        'board 1',
        'board 1',
        'board 2',
        2,
      ]);
    });
  });
}
