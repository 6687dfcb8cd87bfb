import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresUrl } from '../../test/engines';
import type { Db } from './db';
import { openPostgresDb } from './postgres-db';

const adminUrl = inject('pgAdminUrl');

describe.skipIf(!adminUrl)("the server's own PostgreSQL pool (prepared)", () => {
  let served: Db;
  let plain: Db;

  beforeAll(async () => {
    const url = await freshPostgresUrl(adminUrl as string);
    served = await openPostgresDb({ connectionString: url, max: 1, prepared: true });
    plain = await openPostgresDb({ connectionString: url, max: 1 });
  });
  afterAll(async () => {
    await served?.close();
    await plain?.close();
  });

  const prepared = (db: Db) =>
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');

  it('prepares a read with parameters once per connection, and answers it as an unprepared one', async () => {
    const sql = 'SELECT $1::text AS name, $2::int + 1 AS next';
    for (const name of ['a', '"quoted" \\ 🦤']) {
      const rows = await served.query(sql, [name, 41]);
      expect(rows).toEqual(await plain.query(sql, [name, 41]));
      expect(rows).toEqual([{ name, next: 42 }]);
    }
    expect(await prepared(served)).toEqual([{ n: 1 }]);
    expect(await prepared(plain)).toEqual([{ n: 0 }]);
  });

  it("plans its reads generically; other pools keep PostgreSQL's default", async () => {
    expect(await served.query('SHOW plan_cache_mode')).toEqual([
      { plan_cache_mode: 'force_generic_plan' },
    ]);
    expect(await plain.query('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('never compiles a statement with JIT, however costly its estimate', async () => {
    // Past jit_above_cost PostgreSQL compiles at every execution; the plan says so under "JIT".
    const costly = 'EXPLAIN (FORMAT JSON) SELECT sum(g) FROM generate_series(1, 100000000) g';
    for (const db of [served, plain]) {
      expect(await db.query('SHOW jit')).toEqual([{ jit: 'off' }]);
      const [row] = await db.query<{ 'QUERY PLAN': [Record<string, unknown>] }>(costly);
      expect(row?.['QUERY PLAN'][0]).toHaveProperty('Plan');
      expect(row?.['QUERY PLAN'][0]).not.toHaveProperty('JIT');
    }
  });
});
