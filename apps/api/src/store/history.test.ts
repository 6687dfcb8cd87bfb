import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer, makeTribe } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { ClusterImport } from '../ingest/import-types';
import { HISTORY_TABLE } from './history';
import { hideEntry } from './moderation';

// Every import is in the past of this clock.
const now = () => new Date('2027-06-01T00:00:00Z');
const periods = { timezone: 'UTC', weekStart: 'monday' } as const;

/** SAME: three players (one without play time) and a tribe without a score. */
function cluster(): ClusterImport {
  return {
    cluster: { key: 'SAME', display: 'Same', order: 0 },
    players: [
      makePlayer('Ann', { id: '401', kills: 3, deaths: 1 }),
      makePlayer('Bob', { id: '402', kills: 1 }),
      makePlayer('Cy', { id: '403', kills: 2, playTime: null }),
    ],
    tribes: [makeTribe('Keepers', { id: '7001', kills: 6, damageScore: null })],
  };
}

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`writeHistory on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    const load = (input: ClusterImport, asOf: string) =>
      importCluster(db, input, { asOf: new Date(asOf), now, periods });
    /** SAME's history rows of each board, as [id, day of the month]. */
    const rows = async () => {
      const read = (table: 'players' | 'tribes') =>
        db.query<{ id: string; day: number }>(
          `SELECT id, day FROM ${HISTORY_TABLE[table]} WHERE cluster = 'SAME' ORDER BY day, id`,
        );
      const points = async (table: 'players' | 'tribes') =>
        (await read(table)).map(({ id, day }) => [id, day]);
      return { players: await points('players'), tribes: await points('tribes') };
    };

    it('writes no row for a re-import of the same rows, and one for the one player who changed', async () => {
      const input = cluster();
      await load(input, '2026-11-01T10:00:00Z');
      await hideEntry(db, { cluster: 'SAME', kind: 'player', id: '401', reason: 'x', by: 't' });
      const first = {
        players: [
          ['401', 1],
          ['402', 1],
          ['403', 1],
        ],
        tribes: [['7001', 1]],
      };
      expect(await rows()).toEqual(first);
      // The next day, the same rows (a missing statistic and a hidden player among them).
      await load(input, '2026-11-02T10:00:00Z');
      expect(await rows()).toEqual(first);
      const bob = {
        ...input,
        players: input.players.map((p) => (p.id === '402' ? { ...p, kills: 2 } : p)),
      };
      await load(bob, '2026-11-03T10:00:00Z');
      expect(await rows()).toEqual({ ...first, players: [...first.players, ['402', 3]] });
    });
  });
}
