import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/engines';
import { duoFixture, makePlayer, soloFixture } from '../../test/fixture';
import type { Db } from '../db/db';
import { generateCluster } from '../sources/generate-demo';
import { importCluster } from './import-cluster';
import { ImportError } from './import-error';

describe('importCluster', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshPglite();
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

  it('writes a cluster bigger than one build step with every row once, ranked as row_number()', async () => {
    const input = generateCluster('BIG', 'Big', 5, 6000, 7);
    await importCluster(db, input);
    const [counts] = await db.query<{ n: number; ids: number; top: number; bad: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT id)::int AS ids, max(pos_kills) AS top,
         count(*) FILTER (WHERE pos_kills <> expected OR rank_kills <> expected_rank)::int AS bad
       FROM (SELECT *, row_number() OVER (ORDER BY kills DESC, name_key COLLATE "C", id COLLATE "C")
               AS expected, rank() OVER (ORDER BY kills DESC) AS expected_rank
             FROM players WHERE cluster = 'BIG') ranked`,
    );
    expect(counts).toEqual({ n: 6000, ids: 6000, top: 6000, bad: 0 });
  });

  it('drops the partitions a killed import left unattached, and only those', async () => {
    await db.query('CREATE TABLE players_b0dead (LIKE players)');
    await db.query('CREATE TABLE tribes_b0dead (LIKE tribes)');
    const others = () =>
      db.query(
        `SELECT key, players_table, tribes_table FROM clusters WHERE key <> 'DUO' ORDER BY key`,
      );
    const attached = await others();
    await importCluster(db, duoFixture());
    expect(
      await db.query(
        `SELECT relname FROM pg_class WHERE relname IN ('players_b0dead', 'tribes_b0dead')`,
      ),
    ).toEqual([]);
    // The other clusters' partitions are attached, and stay.
    expect(await others()).toEqual(attached);
  });

  it('refuses a lone surrogate in a name, naming the row, and changes nothing', async () => {
    const before = await snapshot();
    const input = soloFixture();
    (input.players[2] as { name: string }).name = 'Rex \ud800';
    await expect(importCluster(db, input)).rejects.toThrow(
      /players: row 3: name is not valid Unicode/,
    );
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
