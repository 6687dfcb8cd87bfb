import type { Db, Session } from '../db/db';
import { type OpenDbOptions, openDb } from '../db/open-db';
import type { Logger } from '../lib/logger';
import { IMPORT_LOCK } from './cluster-partition';
import { migrate } from './migrations';
import { dropLeftoverBuilds } from './partition-build';

export interface OpenStoreOptions extends OpenDbOptions {
  logger: Logger;
}

/**
 * Opens the store the server serves: migrations applied and a killed import's half-built
 * partitions dropped, each logged when it did something.
 */
export async function openStore({ logger, ...where }: OpenStoreOptions): Promise<Db> {
  const db = await openDb(where);
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ msg: 'migrations applied', versions: applied });
  const dropped = await dropLeftoverImports(db);
  if (dropped.length > 0) logger.info({ msg: 'dropped the tables of a killed import', dropped });
  return db;
}

/**
 * Drops the partitions a killed or failed import left half-built (they are never served). Run
 * at start; skipped when another process's import holds the lock (its build is live).
 */
export async function dropLeftoverImports(db: Db): Promise<string[]> {
  return db.session(async (session: Session) => {
    const [lock] = await session.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [
      IMPORT_LOCK,
    ]);
    if (!lock?.got) return [];
    try {
      return await dropLeftoverBuilds(session);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [IMPORT_LOCK]);
    }
  });
}
