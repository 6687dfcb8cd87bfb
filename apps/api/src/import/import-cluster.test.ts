import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duoFixture, makePlayer, soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { migrate } from '../store/migrations';
import { importCluster } from './import-cluster';
import { ImportError } from './import-error';

describe('importCluster', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb();
    await migrate(db);
  });
  afterAll(() => db.close());

  const snapshot = () =>
    db.query(
      'SELECT cluster, id, name, pos_kills, rank_kills FROM players ORDER BY cluster, pos_kills',
    );

  it('replaces one cluster, bumps the data version and leaves the others alone', async () => {
    const first = await importCluster(db, soloFixture());
    await importCluster(db, duoFixture());
    const again = await importCluster(db, { ...duoFixture(), players: [makePlayer('Only')] });
    expect(again.version).toBe(first.version + 2);
    const rows = await db.query<{ cluster: string; n: number }>(
      'SELECT cluster, count(*)::int AS n FROM players GROUP BY cluster ORDER BY cluster',
    );
    expect(rows).toEqual([
      { cluster: 'DUO', n: 1 },
      { cluster: 'SOLO', n: 34 },
    ]);
    expect(await db.query('SELECT players, tribes FROM clusters WHERE key = $1', ['DUO'])).toEqual([
      { players: 1, tribes: 1 },
    ]);
  });

  it('refuses duplicate ids and non-finite numbers, naming the row, and changes nothing', async () => {
    const before = await snapshot();
    const dup = soloFixture();
    dup.players.push({ ...(dup.players[0] as (typeof dup.players)[0]) });
    await expect(importCluster(db, dup)).rejects.toThrow(/players: row 35: duplicate id/);
    const nan = soloFixture();
    (nan.tribes[1] as { kills: number }).kills = Number.NaN;
    await expect(importCluster(db, nan)).rejects.toBeInstanceOf(ImportError);
    expect(await snapshot()).toEqual(before);
  });

  it('rolls back everything when the database refuses a statement mid-import', async () => {
    const before = await snapshot();
    const input = soloFixture();
    input.cluster.display = '';
    await expect(importCluster(db, input)).rejects.toThrow(/display/);
    const tooLong = soloFixture();
    // An id longer than a btree entry can hold fails inside the transaction, mid-build.
    (tooLong.players[0] as { id: string }).id = 'x'.repeat(300_000);
    await expect(importCluster(db, tooLong)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('strips NUL characters that PostgreSQL text cannot hold', async () => {
    await importCluster(db, {
      cluster: { key: 'NUL', display: 'Nul', order: 9 },
      players: [makePlayer('A\0B')],
      tribes: [],
    });
    expect(await db.query('SELECT name FROM players WHERE cluster = $1', ['NUL'])).toEqual([
      { name: 'AB' },
    ]);
  });
});
