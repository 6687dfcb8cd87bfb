import { randomBytes } from 'node:crypto';
import { cp, readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../src/db/db';
import { openPgliteDb } from '../src/db/pglite-db';
import { openPostgresDb } from '../src/db/postgres-db';
import { migrate } from '../src/store/migrations';
import { PG_TEMPLATE } from './store-images-global-setup';

// Every store a test opens starts from the run's migrated images (test/store-images-global-setup.ts,
// docs/adr/0082-tests-start-from-images.md); migrate() then finds nothing to do, and proves it.

/** One store engine the shared suite runs against. */
export interface Engine {
  name: 'pglite' | 'postgres';
  /** Why this engine is skipped here, or null. */
  skip: string | null;
  /** A fresh, migrated, empty database. */
  open(): Promise<Db>;
}

/** A new database's URL on the suite's PostgreSQL: empty, or a copy of the migrated template. */
async function createPostgresDatabase(adminUrl: string, template: string | null): Promise<string> {
  const name = `ark_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The URL of a fresh, empty (unmigrated) database on the suite's PostgreSQL. */
export const freshPostgresUrl = (adminUrl: string): Promise<string> =>
  createPostgresDatabase(adminUrl, null);

/** The URL of a fresh, migrated, empty database: a copy of the run's template. */
export const migratedPostgresUrl = (adminUrl: string): Promise<string> =>
  createPostgresDatabase(adminUrl, PG_TEMPLATE);

/** A fresh migrated database on the suite's PostgreSQL, so test files never share tables. */
async function freshPostgres(adminUrl: string): Promise<Db> {
  const db = await openPostgresDb({
    connectionString: await migratedPostgresUrl(adminUrl),
    max: 4,
  });
  await migrate(db);
  return db;
}

let image: Promise<Blob> | undefined;

/** A fresh, migrated, empty PGlite in memory, started from the run's image. */
export async function freshPglite(): Promise<Db> {
  image ??= readFile(inject('storeImages').tarball).then((bytes) => new Blob([bytes]));
  const db = await openPgliteDb(undefined, { image: await image });
  await migrate(db);
  return db;
}

/**
 * Makes `dir` (new, or an empty folder) a PGlite folder holding the run's migrated, empty store: a
 * copy of the image, instead of initdb and the migrations on first open. Returns `dir`.
 */
export async function pgliteFolderFromImage(dir: string): Promise<string> {
  await cp(inject('storeImages').folder, dir, { recursive: true });
  return dir;
}

/** PGlite always; PostgreSQL when the global setup started one. */
export function engines(): Engine[] {
  const adminUrl = inject('pgAdminUrl');
  return [
    { name: 'pglite', skip: null, open: freshPglite },
    {
      name: 'postgres',
      skip: adminUrl ? null : (inject('pgSkipReason') ?? 'no PostgreSQL'),
      open: () => freshPostgres(adminUrl as string),
    },
  ];
}
