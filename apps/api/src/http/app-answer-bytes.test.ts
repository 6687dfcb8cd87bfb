import { DETAIL_PATHS, RANKINGS_PATHS } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe, ODD_NAMES, ODD_NUMBERS } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { createRankingStore } from '../store/ranking-store';
import { createApp } from './app';

// The rows' JSON goes into an answer as the store wrote it (docs/adr/0068-the-servers-own-paths.md):
// these answers prove it is what JSON.stringify writes, whatever the names and numbers hold.

/** ODD: hostile names, ordinary numbers, a statistic the source lacks (null) on every other row. */
const players = ODD_NAMES.map((name, i) =>
  makePlayer(name, {
    tribeName: ODD_NAMES[(i + 1) % ODD_NAMES.length],
    tribeId: 'T1',
    kills: i + 0.5,
    deaths: i,
    playTime: i % 2 === 0 ? null : 12.25 * i,
  }),
);
const [TRIBE_NAME = ''] = ODD_NAMES;
const tribe = { ...makeTribe(TRIBE_NAME, { damageScore: null, kills: 3.75 }), id: 'T1' };
/** NUM: the numbers PostgreSQL writes its own way, and a name that looks like one. */
const numbered = ODD_NUMBERS.map((dinoKills, i) =>
  makePlayer(i === 0 ? "it's 1e+5 & -0" : `n${i}`, { dinoKills, kills: i }),
);

/** An answer's text is JSON.stringify's own writing of what it holds. */
const asStringified = (body: string) => expect(body).toBe(JSON.stringify(JSON.parse(body)));

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`answer bytes on ${engine.name}`, () => {
    let db: Db;
    let app: ReturnType<typeof createApp>;
    const text = async (path: string) => {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      return res.text();
    };

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, {
        cluster: { key: 'ODD', display: 'Odd', order: 1 },
        players,
        tribes: [tribe],
      });
      await importCluster(db, {
        cluster: { key: 'NUM', display: 'Numbers', order: 2 },
        players: numbered,
        tribes: [],
      });
      app = createApp({ store: createRankingStore(db, { versionTtlMs: 0 }) });
    });
    afterAll(async () => {
      await db?.close();
    });

    it('sends each page as JSON.stringify writes it, hostile names and nulls included', async () => {
      const pages = ['', '&filter=deaths', '&filter=time_played', '&search=%7B%22rank%22%3A'];
      for (const query of pages) {
        asStringified(await text(`${RANKINGS_PATHS.players}?cluster=ODD${query}`));
      }
      asStringified(await text(`${RANKINGS_PATHS.tribes}?cluster=ODD`));
      asStringified(await text(DETAIL_PATHS.tribe('T1')));
      for (const player of players) asStringified(await text(DETAIL_PATHS.player(player.id)));
    });

    it('keeps every name and null as it was imported', async () => {
      const { ranking_data: rows } = JSON.parse(
        await text(`${RANKINGS_PATHS.players}?cluster=ODD`),
      ) as { ranking_data: { PlayerName: string; PlayTime: number | null }[] };
      const byName = new Map(rows.map((row) => [row.PlayerName, row]));
      expect([...byName.keys()].sort()).toEqual([...ODD_NAMES].sort());
      for (const player of players) expect(byName.get(player.name)?.PlayTime).toBe(player.playTime);
      const tribes = JSON.parse(await text(`${RANKINGS_PATHS.tribes}?cluster=ODD`));
      expect(tribes.ranking_data[0]).toMatchObject({ TribeName: TRIBE_NAME, DamageScore: null });
    });

    it('writes as JSON.stringify the numbers PostgreSQL writes with an exponent or a sign', async () => {
      for (const query of ['', '&filter=tamed_dino_kills', '&search=n']) {
        asStringified(await text(`${RANKINGS_PATHS.players}?cluster=NUM${query}`));
      }
      const { ranking_data: rows } = JSON.parse(
        await text(`${RANKINGS_PATHS.players}?cluster=NUM&filter=tamed_dino_kills`),
      ) as { ranking_data: { DinoKills: number }[] };
      // -0 arrives as 0, as JSON.stringify writes it.
      const sent = ODD_NUMBERS.map((n) => (n === 0 ? 0 : n)).sort((a, b) => b - a);
      expect(rows.map((row) => row.DinoKills)).toEqual(sent);
    });

    it('finds a name holding the text a row starts with, and only that one', async () => {
      const found = JSON.parse(
        await text(`${RANKINGS_PATHS.players}?cluster=ODD&search=%7B%22rank`),
      );
      expect(found.ranking_data.map((row: { PlayerName: string }) => row.PlayerName)).toEqual([
        '{"rank":1} in a name',
      ]);
      expect(found.pagination.total_records).toBe(1);
    });
  });
}
