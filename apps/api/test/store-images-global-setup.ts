import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPgliteDb } from '../src/db/pglite-db';
import { openPostgresDb } from '../src/db/postgres-db';
import { migrate } from '../src/store/migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's migrated, empty stores, made once (docs/adr/0082-tests-start-from-images.md): a
     * PGlite data folder to copy for a CLI or a server, and the same folder dumped as a tarball
     * that an in-memory PGlite starts from.
     */
    storeImages: { folder: string; tarball: string };
  }
}

/** The migrated template database on the run's PostgreSQL that each test file's database copies. */
export const PG_TEMPLATE = 'ark_template';

/** Creates and migrates PG_TEMPLATE on the server at `adminUrl`, closing every connection to it. */
export async function makePostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${PG_TEMPLATE}`;
  const db = await openPostgresDb({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}

/**
 * Migrates one PGlite folder and dumps it, once per run: initdb and the migrations cost about
 * 1.3 s of CPU a store, and the suite opens hundreds (docs/benchmarks.md, "The suite's time").
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'ark-store-image-'));
  const folder = join(dir, 'data');
  const db = await openPgliteDb(folder);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  const store = await createPglite(folder);
  const tarball = join(dir, 'pglite.tar');
  try {
    await writeFile(tarball, Buffer.from(await (await store.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await store.close();
  }
  project.provide('storeImages', { folder, tarball });
  return () => rm(dir, { recursive: true, force: true });
}
