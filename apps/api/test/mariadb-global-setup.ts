import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type MariaDb,
  type MariaDbPlace,
  mariaDbAvailability,
  newMariaDbPlace,
  START_FAILED,
  START_REQUEST,
  startMariaDb,
} from '../src/sources/test/mariadb-harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one MariaDB is (or will be: it starts on a file's request), or null. */
    mariadb: MariaDbPlace | null;
  }
}

/**
 * One MariaDB a run instead of one a file (docs/adr/0082-tests-start-from-images.md), started
 * when the first file asks for it (test/run-mariadb.ts), so a run of files that never read MariaDB
 * never installs one; each file then makes databases and users of its own. Where MariaDB is not
 * installed there is none, and those files skip (or fail under CI=true) as before.
 */
export default async function setup(project: TestProject) {
  if (!mariaDbAvailability().available) {
    project.provide('mariadb', null);
    return;
  }
  const place = await newMariaDbPlace();
  let started: Promise<MariaDb | null> | undefined;
  const start = (): Promise<MariaDb | null> => {
    started ??= startMariaDb(place).catch(async (error: unknown) => {
      // The files waiting on it read why, instead of waiting out their time.
      await mkdir(place.dir, { recursive: true });
      await writeFile(join(place.dir, START_FAILED), String((error as Error)?.stack ?? error));
      return null;
    });
    return started;
  };
  // In vitest's own process, so the one server outlives the workers that asked for it.
  const requests = createServer((socket) => {
    socket.on('error', () => {});
    start().finally(() => socket.end());
  });
  await new Promise<void>((resolve) => requests.listen(join(place.dir, START_REQUEST), resolve));
  project.provide('mariadb', place);
  return async () => {
    await new Promise((resolve) => requests.close(resolve));
    await (await started)?.stop();
    await rm(place.dir, { recursive: true, force: true });
  };
}
