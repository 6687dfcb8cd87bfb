import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db, DbHandle } from './db';
import { openPgliteDb } from './pglite-db';
import { openPgliteWorkerDb, openPortDb } from './pglite-worker-db';
import { openPostgresDb } from './postgres-db';

export interface OpenDbOptions {
  /** A `postgres://` URL: use a real PostgreSQL. */
  databaseUrl?: string;
  /** Folder of the embedded PGlite store; default `./data` relative to the working directory. */
  dataDir?: string;
  /**
   * Runs PGlite in a worker thread, so its statements never block this thread's event loop (the
   * server does; docs/adr/0020-single-connection-store.md). Without it, in this thread.
   */
  worker?: boolean;
}

/** Opens the store the environment names: DATABASE_URL -> PostgreSQL, else PGlite on disk. */
export async function openDb({
  databaseUrl,
  dataDir = './data',
  worker = false,
}: OpenDbOptions = {}): Promise<Db> {
  if (databaseUrl) return openPostgresDb({ connectionString: databaseUrl });
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return worker ? openPgliteWorkerDb(dir) : openPgliteDb(dir);
}

/** Opens, in another thread, the store a `Db.share()` handle names. */
export function openDbHandle(handle: DbHandle, { max = 4 }: { max?: number } = {}): Promise<Db> {
  if (handle.kind === 'postgres') {
    return openPostgresDb({ connectionString: handle.connectionString, max });
  }
  return Promise.resolve(openPortDb(handle.port));
}
