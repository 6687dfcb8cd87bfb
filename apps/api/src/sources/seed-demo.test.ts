import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFolderFromImage } from '../../test/engines';
import { createApp } from '../http/app';
import type { Logger } from '../lib/logger';
import { openStore } from '../store/open-store';
import { createRankingStore } from '../store/ranking-store';
import { importDemoIfEmpty } from './seed-demo';

describe('importDemoIfEmpty', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('loads the demo into an empty store on first start, and only then', async () => {
    // The run's migrated, empty store: what a first start finds once its migrations have run.
    dir = await pgliteFolderFromImage(await mkdtemp(join(tmpdir(), 'ark-boot-')));
    const lines: Record<string, unknown>[] = [];
    const logger: Logger = { info: (f) => lines.push(f), error: (f) => lines.push(f) };
    const first = await openStore({ dataDir: dir, worker: true, logger });
    try {
      const now = () => new Date('2026-11-19T12:00:00Z');
      expect(await importDemoIfEmpty(first, logger, 200, { now })).toBe(true);
      expect(lines.some((l) => l.msg === 'empty store: loaded demo data')).toBe(true);
      const app = createApp({ store: createRankingStore(first, { now }), now });
      // The first cluster's history, three days before, gives its week's board gains.
      const week = (await (await app.request('/api/ark/player_rankings?range=week')).json()) as {
        pagination: { total_records: number };
      };
      expect(week.pagination.total_records).toBeGreaterThan(50);
      const clusters = await (await app.request('/api/ark/player_rankings/clusters')).json();
      expect(clusters).toEqual([
        { key: 'SOLO', display: 'Solos' },
        { key: 'DUO', display: 'Duos' },
        { key: '3MAN', display: '3 Man' },
        { key: '4MAN', display: '4 Man' },
        { key: '100', display: '100x' },
        // What PointRewards keeps (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
        {
          key: 'ASA',
          display: 'Ascended',
          keeps: { tribes: false, stats: ['kills', 'deaths', 'tamed_dino_kills'] },
        },
      ]);
      const page = (await (await app.request('/api/ark/player_rankings')).json()) as {
        pagination: { total_records: number };
      };
      expect(page.pagination.total_records).toBe(200);
      // The Ascended cluster: players by EOS id, no play time, no tribes.
      const ascended = (await (
        await app.request('/api/ark/player_rankings?cluster=ASA')
      ).json()) as { ranking_data: { SteamID: string; PlayTime: number | null }[] };
      expect(ascended.ranking_data[0]?.SteamID).toMatch(/^0002[0-9a-f]{28}$/);
      expect(ascended.ranking_data.every((row) => row.PlayTime === null)).toBe(true);
      const tribes = (await (await app.request('/api/ark/tribe_rankings?cluster=ASA')).json()) as {
        ranking_data: unknown[];
      };
      expect(tribes.ranking_data).toEqual([]);
    } finally {
      await first.close();
    }
    const second = await openStore({ dataDir: dir, worker: true, logger });
    expect(await importDemoIfEmpty(second, logger, 200)).toBe(false);
    await second.close();
  });
});
