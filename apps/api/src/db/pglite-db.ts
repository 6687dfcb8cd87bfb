import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyFromBlobSql, copyText } from './append-rows';
import type { Db, Queryable, Session } from './db';
import { lockStoreDir } from './store-lock';
import { createTurns } from './turns';

/** Opens PGlite with pg_trgm, its data in `dataDir` (in memory when undefined). */
export function createPglite(dataDir?: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

/** Creates the store folder if needed and takes its lock; returns the release (a no-op in memory). */
export function claimStoreDir(dataDir?: string): () => void {
  if (!dataDir) return () => {};
  mkdirSync(dataDir, { recursive: true });
  return lockStoreDir(dataDir);
}

/**
 * Opens PGlite (PostgreSQL in WebAssembly) in this thread, with its data in `dataDir`, or in
 * memory when `dataDir` is undefined (small test fixtures only: in-memory PGlite costs gigabytes at
 * scale). Each statement blocks this thread while it runs; the server opens the store in a worker
 * thread instead (`openPgliteWorkerDb`).
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const unlock = claimStoreDir(dataDir);
  let pg: PGlite;
  try {
    pg = await createPglite(dataDir);
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
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    pg.transaction((tx) => fn(wrap(tx)));
  const session: Session = {
    query: root.query,
    transaction,
    async appendRows(table, columns, rows) {
      const blob = new Blob([copyText(rows)]);
      await pg.query(copyFromBlobSql(table, columns), [], { blob });
    },
  };
  // One connection: sessions take turns; other statements still run between theirs.
  const turns = createTurns();
  return {
    kind: 'pglite',
    query: root.query,
    transaction,
    session: (fn) => turns.take(() => fn(session)),
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
