import type { View } from '@ark/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import { generateCluster } from '../sources/generate-demo';
import { exactNamesSql, readExactNames } from './exact-names';
import { hideEntry } from './moderation';

/** A demo board of 5,000 players and 500 tribes with a few names placed on it. */
function namedBoard() {
  const demo = generateCluster('BIG', 'Big', 1, 5_000, 7);
  return {
    ...demo,
    players: [
      ...demo.players,
      makePlayer('Rex', { id: '9000001', kills: 0 }),
      makePlayer('Twin', { id: '9000002', kills: 3 }),
      makePlayer('TWIN', { id: '9000003', kills: 2_000_000 }),
      makePlayer('Rexy', { id: '9000004', kills: 1_000_000 }),
      makePlayer("'; DROP TABLE players; --", { id: '9000005' }),
      makePlayer('Hidden', { id: '9000006' }),
    ],
    tribes: [...demo.tribes, makeTribe('Rex', { id: '9000007' })],
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`readExactNames on ${engine.name}`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, namedBoard());
      await importCluster(db, {
        cluster: { key: 'SMALL', display: 'Small', order: 2 },
        players: [makePlayer('rex', { id: '9000008' })],
        tribes: [],
      });
      await hideEntry(db, { cluster: 'BIG', kind: 'player', id: '9000006', reason: 't', by: 't' });
    });
    afterAll(async () => {
      await db?.close();
    });

    it('finds a name in any case, and no name that only contains it', async () => {
      expect(await readExactNames(db, 'players', 'BIG', 'rEX', 10)).toEqual([
        { id: '9000001', name: 'Rex' },
      ]);
      expect(await readExactNames(db, 'tribes', 'BIG', 'REX', 10)).toEqual([
        { id: '9000007', name: 'Rex' },
      ]);
    });

    it('lists every row of one name, best first, at most as many as asked', async () => {
      const twins = [
        { id: '9000003', name: 'TWIN' },
        { id: '9000002', name: 'Twin' },
      ];
      expect(await readExactNames(db, 'players', 'BIG', 'twin', 10)).toEqual(twins);
      expect(await readExactNames(db, 'players', 'BIG', 'twin', 1)).toEqual(twins.slice(0, 1));
    });

    it('reads only the cluster asked, never a hidden row, and takes hostile text as a name', async () => {
      expect(await readExactNames(db, 'players', 'SMALL', 'Rex', 10)).toEqual([
        { id: '9000008', name: 'rex' },
      ]);
      expect(await readExactNames(db, 'players', 'BIG', 'hidden', 10)).toEqual([]);
      expect(await readExactNames(db, 'players', 'BIG', "'; drop table players; --", 10)).toEqual([
        { id: '9000005', name: "'; DROP TABLE players; --" },
      ]);
      expect(await readExactNames(db, 'players', 'NONE', 'Rex', 10)).toEqual([]);
    });

    it.each<View>(['players', 'tribes'])(
      "looks %s up by the partition's name index, never by a scan of the board",
      async (view) => {
        const { text, values } = exactNamesSql(view, 'BIG', 'Rex', 10);
        const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values);
        const lines = plan.map((row) => row['QUERY PLAN']);
        expect(lines.join('\n')).toMatch(/Index Scan using \w+_name_key_idx on \w+/);
        expect(lines.join('\n')).not.toMatch(/Seq Scan/);
      },
    );
  });
}
