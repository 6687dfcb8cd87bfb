import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import { makePlayer } from '../../test/fixture';
import type { Db } from '../db/db';
import { importCluster } from '../ingest/import-cluster';
import type { PlayerInput } from '../ingest/import-types';
import { hideEntry } from './moderation';
import { changedIds, readServedRows, type ServedRows } from './served-rows';

const CLUSTER = { key: 'READ', display: 'Read', order: 0 };
const COLUMNS = ['kills', 'deaths', 'dino_kills', 'play_time'];

/** 40 players 501-540, kills 1-40; 503 without play time. */
const players = (): PlayerInput[] =>
  Array.from({ length: 40 }, (_, i) =>
    makePlayer(`P${i}`, { id: String(501 + i), kills: i + 1, playTime: i === 2 ? null : 60 }),
  );

/** Each place's [held, kills, play time, rank in kills]. */
const placed = (served: ServedRows) =>
  Array.from(served.held, (held, i) => [
    held,
    served.values[0]?.[i],
    served.values[3]?.[i],
    served.ranks[0]?.[i],
  ]);

for (const engine of engines()) {
  describe.skipIf(engine.skip !== null)(`readServedRows on ${engine.name}`, () => {
    let db: Db;
    let partition: string;
    beforeAll(async () => {
      db = await engine.open();
      await importCluster(db, { cluster: CLUSTER, players: players(), tribes: [] });
      await hideEntry(db, { cluster: 'READ', kind: 'player', id: '540', reason: 'x', by: 't' });
      const [row] = await db.query<{ name: string }>(
        `SELECT players_table AS name FROM clusters WHERE key = 'READ'`,
      );
      partition = row?.name ?? '';
    });
    afterAll(() => db?.close());

    const read = (ids: readonly string[], chunk?: number) =>
      readServedRows(db, { table: 'players', partition, ids, columns: COLUMNS, chunk });

    it('puts each served row at the place of its id, in pieces as at once; no rank where hidden, nothing where absent', async () => {
      const ids = ['540', 'new', '503', '501'];
      const once = await read(ids);
      expect(placed(once)).toEqual([
        [1, 40, 60, 0],
        [0, Number.NaN, Number.NaN, 0],
        [1, 3, Number.NaN, 37],
        [1, 1, 60, 39],
      ]);
      expect(placed(await read(ids, 3))).toEqual(placed(once));
    });

    it('tells the rows that are new or changed, a missing statistic equal to a missing one', async () => {
      const ids = ['501', '502', '503', 'new'];
      const served = await read(ids);
      const values = (kills: number[], playTime: number[]) => [
        Float64Array.from(kills),
        Float64Array.from([0, 0, 0, 0]),
        Float64Array.from([0, 0, 0, 0]),
        Float64Array.from(playTime),
      ];
      const same = values([1, 2, 3, 1], [60, 60, Number.NaN, 60]);
      expect(changedIds(served, ids, same)).toEqual(['new']);
      const moved = values([1, 5, 3, 1], [60, 60, 0, 60]);
      expect(changedIds(served, ids, moved)).toEqual(['502', '503', 'new']);
    });
  });
}
