import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/engines';
import type { Db, SqlCell } from '../db/db';
import { buildTableName, partitionColumns, swapPartition } from './cluster-partition';
import { type BuildMode, buildPartitionTable, dropLeftoverBuilds } from './partition-build';

const ROWS = 3000;

/** Player rows with made-up positions: row i is at place i + 1 of every statistic. */
function playerRows(cluster: string, start: number, end: number): SqlCell[][] {
  const out: SqlCell[][] = [];
  for (let i = start; i < end; i++) {
    const data: SqlCell[] = [
      `id${i}`,
      `Name ${i}`,
      `name ${i}`,
      'Tribe',
      null,
      i,
      i,
      i,
      i,
      0,
      0,
      0,
      0,
    ];
    const stats = partitionColumns('players').length - 1 - data.length;
    out.push([cluster, ...data, ...Array.from({ length: stats }, () => i + 1)]);
  }
  return out;
}

for (const engine of engines())
  describe.skipIf(engine.skip !== null)(`buildPartitionTable on ${engine.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await engine.open();
    });
    afterAll(() => db?.close());

    for (const mode of ['steps', 'bulk'] as BuildMode[]) {
      it(`builds a partition in ${mode} with every row, its indexes and its cluster check, ready to attach`, async () => {
        const cluster = `C${mode}`;
        const name = buildTableName('players', `t${mode}`);
        const parts: string[] = [];
        const progress = { part: (name: string) => parts.push(name), report: () => {} };
        await db.session((session) =>
          buildPartitionTable(
            session,
            {
              table: 'players',
              cluster,
              name,
              rowCount: ROWS,
              rows: (a, b) => playerRows(cluster, a, b),
            },
            { mode, kind: db.kind, progress },
          ),
        );
        expect(parts.at(-1)).toBe('players: analyze');
        const [facts] = await db.query<{ n: number; top: number; indexes: number; checks: number }>(
          `SELECT (SELECT count(*)::int FROM ${name}) AS n, (SELECT max(pos_kills) FROM ${name}) AS top,
             (SELECT count(*)::int FROM pg_indexes WHERE tablename = $1) AS indexes,
             (SELECT count(*)::int FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'c') AS checks`,
          [name],
        );
        // Primary key, 4 positions, trigram, the members index (tribe_id, pos_kills), the name key.
        expect(facts).toEqual({ n: ROWS, top: ROWS, indexes: 8, checks: 1 });
        // Unattached, it is a leftover to the cleanup; attached, it is served and stays.
        await db.transaction((tx) => swapPartition(tx, 'players', cluster, name, null));
        expect(await db.session((s) => dropLeftoverBuilds(s))).toEqual([]);
        const page = await db.query(
          'SELECT name FROM players WHERE cluster = $1 AND pos_kills > 20 AND pos_kills <= 22 ORDER BY pos_kills',
          [cluster],
        );
        expect(page).toEqual([{ name: 'Name 20' }, { name: 'Name 21' }]);
      });
    }
  });
