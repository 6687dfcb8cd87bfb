import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type MariaDb, shareMariaDb } from '../src/sources/test/mariadb-harness';

/**
 * This file's share of the run's one MariaDB (test/mariadb-global-setup.ts): its databases and
 * users are its own, and dropped by stop(). Call it where skipWithoutMariaDb() let the file run.
 */
export function runMariaDb(): Promise<MariaDb> {
  const place = inject('mariadb');
  if (!place) return Promise.reject(new Error('the run started no MariaDB'));
  return shareMariaDb(place);
}

/**
 * `base` made unique to one test file, for a database or a user on the run's shared MariaDB: files
 * running at once must not meet in its names (a user's password, a PROCESSLIST read by user).
 */
export const ownName = (base: string): string => `${base}_${randomBytes(4).toString('hex')}`;
