import type { TestProject } from 'vitest/node';
import { findPostgresBin, startTempPostgres } from '../src/db/temp-postgres';
import { makePostgresTemplate } from './store-images-global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of a PostgreSQL for the shared suite, or null when it is skipped. */
    pgAdminUrl: string | null;
    pgSkipReason: string | null;
  }
}

/**
 * Starts a temporary PostgreSQL for the suite (or uses TEST_DATABASE_URL) with its migrated
 * template database. Without binaries the PostgreSQL half is skipped with a printed reason; under
 * CI=true that is a failure instead.
 */
export default async function setup(project: TestProject) {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  if (process.env.TEST_DATABASE_URL) {
    await makePostgresTemplate(process.env.TEST_DATABASE_URL);
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    project.provide('pgSkipReason', null);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) {
    const reason = 'no PostgreSQL binaries under /usr/lib/postgresql and no TEST_DATABASE_URL';
    if (ci) throw new Error(`CI=true and ${reason}: the PostgreSQL suite cannot run`);
    console.warn(`[api tests] skipping the PostgreSQL run: ${reason}`);
    project.provide('pgAdminUrl', null);
    project.provide('pgSkipReason', reason);
    return;
  }
  const pg = await startTempPostgres(bin);
  await makePostgresTemplate(pg.url);
  project.provide('pgAdminUrl', pg.url);
  project.provide('pgSkipReason', null);
  return () => pg.stop();
}
