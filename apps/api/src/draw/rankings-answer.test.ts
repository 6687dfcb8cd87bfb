import { FILTER_TABLE, RANKING_ANSWER_WIRE_SCHEMAS, type View } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe, ODD_NAMES, ODD_NUMBERS } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { createCacheBudget } from '../lib/cache-budget';
import type { PageLookup } from '../store/page-plan';
import { createPageReads, type PageReads } from '../store/page-reads';
import { RANKINGS_ROWS_TEXT, rankingsAnswer, rankingsJson } from './rankings-answer';

// The rankings answer's two JSONs (docs/adr/0080-typed-rows.md): the rows' text PostgreSQL
// writes, spliced, and JSON.stringify of the typed rows drawn for the wire are the same bytes.

const players = ODD_NAMES.flatMap((name, i) => [
  makePlayer(name, {
    tribeName: ODD_NAMES[(i + 1) % ODD_NAMES.length],
    tribeId: 'T1',
    kills: i + 0.5,
    deaths: i,
    playTime: i % 2 === 0 ? null : 12.25 * i,
  }),
  makePlayer(`${name} ${i}`, { dinoKills: ODD_NUMBERS[i] ?? 0, kills: i }),
]);
const tribes = [
  { ...makeTribe(ODD_NAMES[0] ?? '', { damageScore: null, kills: 3.75 }), id: 'T1' },
  makeTribe(ODD_NAMES[2] ?? '', { damageScore: 1e16, playTime: 0.00001 }),
];

const lookup = (view: View, field: PageLookup['field'], search = ''): PageLookup => ({
  view,
  cluster: 'ODD',
  field,
  search,
  page: 0,
});

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`the rankings answer's JSON on ${engine.name}`, () => {
    let db: Db;
    let reads: PageReads;

    beforeAll(async () => {
      db = await engine.open();
      const cluster = { key: 'ODD', display: 'Odd', order: 1 };
      await importCluster(db, { cluster, players, tribes });
      // A second import: the all-time boards have movement, new rows null.
      await importCluster(db, {
        cluster,
        players: [...players.slice(1), makePlayer('newcomer', { kills: 99 })],
        tribes,
      });
      reads = createPageReads(db, { cache: createCacheBudget() });
    });
    afterAll(async () => {
      await db?.close();
    });

    it('writes the rows as PostgreSQL wrote them exactly as JSON.stringify writes the typed answer, each view, filter and a search', async () => {
      const lookups = [
        ...FILTER_TABLE.players.map((option) => lookup('players', option.field)),
        ...FILTER_TABLE.tribes.map((option) => lookup('tribes', option.field)),
        lookup('players', 'PlayerKills', '"rank"'),
        lookup('players', 'PlayerKills', 'back'),
      ];
      for (const asked of lookups) {
        const typed = rankingsAnswer(asked, await reads.rows(asked, 0));
        const text = rankingsJson(asked, await reads.text(asked, 0, RANKINGS_ROWS_TEXT));
        const where = `${asked.view} ${asked.field} "${asked.search}"`;
        expect(typed.ranking_data.length, where).toBeGreaterThan(0);
        expect(text, where).toBe(JSON.stringify(typed));
        expect(RANKING_ANSWER_WIRE_SCHEMAS[asked.view].parse(typed), where).toEqual(typed);
      }
    });
  });
}
