import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type MariaDbPlace,
  mariaDbAvailability,
  newMariaDbPlace,
  START_FAILED,
  startMariaDb,
} from '../src/sources/test/mariadb-harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one MariaDB is (or will be: it starts in the background), or null. */
    mariadb: MariaDbPlace | null;
  }
}

/**
 * One MariaDB a run instead of one a file (docs/adr/0082-tests-start-from-images.md), started in
 * the background so its install overlaps the other set-ups and the first files; a file that needs
 * it waits for it (test/run-mariadb.ts) and makes databases and users of its own. Where MariaDB is
 * not installed there is none, and those files skip (or fail under CI=true) as before.
 */
export default async function setup(project: TestProject) {
  if (!mariaDbAvailability().available) {
    project.provide('mariadb', null);
    return;
  }
  const place = await newMariaDbPlace();
  project.provide('mariadb', place);
  const started = startMariaDb(place).catch(async (error: unknown) => {
    // The files waiting on it read why, instead of waiting out their time.
    await mkdir(place.dir, { recursive: true });
    await writeFile(join(place.dir, START_FAILED), String((error as Error)?.stack ?? error));
    return null;
  });
  return async () => {
    await (await started)?.stop();
    await rm(place.dir, { recursive: true, force: true });
  };
}
