import { ClusterListWireSchema, clustersPath, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { buildBoardPost } from '../discord/board-embed';
import { boardSummary } from '../draw/board-summary';
import { boardImageTexts } from '../draw/preview/board-image';
import { importCluster } from '../ingest/import-cluster';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { layoutOf, mappedLayout } from '../ingest/table-layouts';
import { ascendedCluster, generateCluster } from '../sources/generate-demo';
import { readBoard } from '../store/board';
import { createRankingStore } from '../store/ranking-store';
import { closeSeason } from '../store/seasons';
import { createApp } from './app';

// What each cluster's source keeps, said in the clusters answer
// (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md): the import writes it from its layout.
const EOS = (n: number) => `0002${n.toString(16).padStart(28, '0')}`;

/** A PointRewards table of three players, mapped as an import would. */
const pointRewards = () =>
  mapPluginRows({
    cluster: { key: 'ASA', display: 'Ascended', order: 1 },
    tables: {
      layout: layoutOf({ layout: 'point-rewards' }),
      players: [1, 2, 3].map((n) => ({
        EosId: EOS(n),
        PlayerName: `Survivor ${n}`,
        Kill: n,
        Death: 1,
        DinoKill: 0,
        TamedKill: 0,
      })),
    },
  }).data;

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the clusters answer's keeps on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    const clusters = async (query = '') => {
      const res = await app.request(`${clustersPath('players')}${query}`);
      expect(res.status).toBe(200);
      return ClusterListWireSchema.parse(await res.json());
    };

    beforeAll(async () => {
      db = await engine.open();
      app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
      // An import that does not say (as before this record), then a PointRewards one.
      await importCluster(db, generateCluster('SOLO', 'Solos', 0, 20, 7));
      await importCluster(db, pointRewards());
    });
    afterAll(() => db?.close());

    it('says a PointRewards cluster keeps no tribes and no play time, and nothing of one that does not say', async () => {
      expect(await clusters()).toEqual([
        { key: 'SOLO', display: 'Solos' },
        {
          key: 'ASA',
          display: 'Ascended',
          keeps: { tribes: false, stats: ['kills', 'deaths', 'tamed_dino_kills'] },
        },
      ]);
    });

    it('says what a column mapping maps, and the demo’s Ascended cluster what PointRewards keeps', () => {
      const mapped = mapPluginRows({
        cluster: { key: 'MAP', display: 'Mapped', order: 2 },
        tables: {
          layout: mappedLayout({
            table: 'stats',
            columns: { id: 'uid', name: 'nick', kills: 'k', tribe: 'clan' },
          }),
          players: [{ uid: 'a', nick: 'Ann', k: 3, clan: 'Red' }],
        },
      }).data;
      expect(mapped.keeps).toEqual({ tribes: true, stats: ['kills'] });
      const demo = ascendedCluster(generateCluster('ASA', 'Ascended', 5, 5, 1));
      expect(demo.keeps).toEqual({ tribes: false, stats: ['kills', 'deaths', 'tamed_dino_kills'] });
    });

    it('answers /embed of a statistic the cluster lacks with a clear message, not a board of ties', async () => {
      const res = await app.request('/embed?view=players&cluster=ASA&filter=time_played');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(
        'This server’s stats don’t keep time played, so there is no board by it.',
      );
      expect(html).not.toContain('<table');
      const tribes = await (await app.request('/embed?cluster=ASA')).text();
      expect(tribes).toContain('This server’s stats keep players only: it has no tribe board.');
      expect(tribes).not.toContain('wiped');
    });

    it('says it on the preview image and in a Discord post of such a board', async () => {
      const store = createRankingStore(db, { versionTtlMs: 0 });
      const pick = {
        view: 'players',
        cluster: 'ASA',
        filter: 'time_played',
        range: 'all',
        season: null,
      } as const;
      const board = await readBoard(store, pick, { top: 5 });
      if (!board) throw new Error('no board');
      const summary = boardSummary(board, { top: 5, siteName: 'Ark', url: 'https://ark.example/' });
      const notice = 'This server’s stats don’t keep time played, so there is no board by it.';
      expect(summary).toMatchObject({ rows: [], notice });
      expect(boardImageTexts(summary)).toContain(notice);
      // A post reads the summary as createPostBoards hands it on: its ranked rows (none here).
      const post = buildBoardPost({ boards: [{ ...summary, rows: [] }], username: 'Ark' });
      expect(post.embeds?.[0]?.description).toBe(notice);
      // A statistic it keeps is a board as before.
      const kills = await readBoard(store, { ...pick, filter: 'kills' }, { top: 5 });
      expect(
        kills && boardSummary(kills, { top: 5, siteName: 'Ark', url: 'https://ark.example/' }).rows,
      ).toHaveLength(3);
    });

    it('keeps saying it after a board by a statistic it lacks is asked, and an archived season says nothing', async () => {
      const ties = await app.request(`${RANKINGS_PATHS.players}?cluster=ASA&filter=time_played`);
      expect(ties.status).toBe(200);
      await closeSeason(db, { name: 'one', by: 'test' });
      await importCluster(db, pointRewards());
      expect((await clusters()).map((c) => [c.key, c.keeps?.tribes])).toEqual([
        ['SOLO', undefined],
        ['ASA', false],
      ]);
      expect((await clusters('?season=1')).every((c) => c.keeps === undefined)).toBe(true);
    });
  });
}
