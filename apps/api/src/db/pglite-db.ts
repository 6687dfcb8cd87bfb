import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';
import { lockStoreDir } from './store-lock';

/**
 * Opens PGlite (PostgreSQL in WebAssembly) with its data in `dataDir`, or in memory when
 * `dataDir` is undefined (small test fixtures only: in-memory PGlite costs gigabytes at scale).
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockStoreDir(dataDir) : () => {};
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
