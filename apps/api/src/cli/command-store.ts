// The store a command works on, and the one line said when that work stops: the store unchanged.
import { readStoreConfig } from '../config';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { ImportError } from '../ingest/import-error';
import { describeError } from '../lib/describe-error';
import { migrate } from '../store/migrations';
import { ModerationError } from '../store/moderation';
import { SeasonError } from '../store/seasons';

/**
 * Runs `fn` on the store the environment names (ARK_DATA_DIR or DATABASE_URL), migrated; closes
 * it after. With ARK_DATA_DIR the server must be stopped (one process per folder).
 */
export async function withStore<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(readStoreConfig());
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** One line saying why a command stopped, with any URL password masked. */
export function describeFailure(error: unknown): string {
  if (error instanceof ImportError) return `import refused, nothing changed: ${error.message}`;
  if (error instanceof ModerationError || error instanceof SeasonError) {
    return `refused, nothing changed: ${error.message}`;
  }
  const { code, path } = error as { code?: unknown; path?: unknown };
  if (typeof path === 'string' && (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES')) {
    return `import refused, nothing changed: cannot read ${path} (${code})`;
  }
  const [line = ''] = describeError(error, []).split('\n');
  return `failed, nothing changed: ${line}`;
}
