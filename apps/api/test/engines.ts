import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../src/db/db';
import { openPgliteDb } from '../src/db/pglite-db';
import { openPostgresDb } from '../src/db/postgres-db';
import { migrate } from '../src/store/migrations';

/** One store engine the shared suite runs against. */
export interface Engine {
  name: 'pglite' | 'postgres';
  /** Why this engine is skipped here, or null. */
  skip: string | null;
  /** A fresh, migrated, empty database. */
  open(): Promise<Db>;
}

/** The URL of a fresh, empty database on the suite's PostgreSQL. */
export async function freshPostgresUrl(adminUrl: string): Promise<string> {
  const name = `ark_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database on the suite's PostgreSQL, so test files never share tables. */
async function freshPostgres(adminUrl: string): Promise<Db> {
  const db = await openPostgresDb({ connectionString: await freshPostgresUrl(adminUrl), max: 4 });
  await migrate(db);
  return db;
}

/** PGlite always; PostgreSQL when the global setup started one. */
export function engines(): Engine[] {
  const adminUrl = inject('pgAdminUrl');
  return [
    {
      name: 'pglite',
      skip: null,
      open: async () => {
        const db = await openPgliteDb();
        await migrate(db);
        return db;
      },
    },
    {
      name: 'postgres',
      skip: adminUrl ? null : (inject('pgSkipReason') ?? 'no PostgreSQL'),
      open: () => freshPostgres(adminUrl as string),
    },
  ];
}
