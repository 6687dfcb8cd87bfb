import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MemoryProfile } from '../lib/memory-usage';
import type { Db, DbHandle } from './db';
import type { PgliteSettings } from './pglite-db';

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
  /**
   * The server's own store: its reads are prepared and planned once per connection
   * (docs/adr/0068-the-servers-own-paths.md). Imports and commands open without it.
   */
  serving?: boolean;
  /** ARK_MEMORY: `stock` leaves PGlite's own settings. */
  memory?: MemoryProfile;
  /** PGlite's settings over those (ARK_PGLITE_SETTINGS). */
  pgliteSettings?: PgliteSettings;
}

/** Opens the store the environment names: DATABASE_URL -> PostgreSQL, else PGlite on disk. */
export async function openDb({
  databaseUrl,
  dataDir = './data',
  worker = false,
  serving = false,
  memory = 'lean',
  pgliteSettings: settings = {},
}: OpenDbOptions = {}): Promise<Db> {
  // Each engine's modules load only when used: a process serves from one of them.
  if (databaseUrl) {
    const { openPostgresDb } = await import('./postgres-db');
    return openPostgresDb({ connectionString: databaseUrl, prepared: serving });
  }
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  if (worker) {
    const { openPgliteWorkerDb } = await import('./pglite-worker-db');
    return openPgliteWorkerDb(dir, { memory, settings });
  }
  const { openPgliteDb } = await import('./pglite-db');
  return openPgliteDb(dir, { memory, settings });
}

/** Opens, in another thread, the store a `Db.share()` handle names. */
export async function openDbHandle(
  handle: DbHandle,
  { max = 4 }: { max?: number } = {},
): Promise<Db> {
  if (handle.kind === 'postgres') {
    const { openPostgresDb } = await import('./postgres-db');
    return openPostgresDb({ connectionString: handle.connectionString, max });
  }
  const { openPortDb } = await import('./pglite-worker-db');
  return openPortDb(handle.port);
}

/** Whether `dataDir` holds no PGlite store yet (opening it will create one: initdb). */
export function isNewPgliteDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}
