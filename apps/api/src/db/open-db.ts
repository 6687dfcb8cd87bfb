import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

export interface OpenDbOptions {
  /** A `postgres://` URL: use a real PostgreSQL. */
  databaseUrl?: string;
  /** Folder of the embedded PGlite store; default `./data` relative to the working directory. */
  dataDir?: string;
}

/** Opens the store the environment names: DATABASE_URL -> PostgreSQL, else PGlite on disk. */
export async function openDb({ databaseUrl, dataDir = './data' }: OpenDbOptions = {}): Promise<Db> {
  if (databaseUrl) return openPostgresDb({ connectionString: databaseUrl });
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return openPgliteDb(dir);
}
