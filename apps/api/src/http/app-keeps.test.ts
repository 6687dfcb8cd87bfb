import { ClusterListWireSchema, clustersPath, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { mapPluginRows } from '../ingest/map-plugin-rows';
import { layoutOf, mappedLayout } from '../ingest/table-layouts';
import { ascendedCluster, generateCluster } from '../sources/generate-demo';
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
