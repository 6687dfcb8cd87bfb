import type { ParseArgsConfig } from 'node:util';
import { readStoreConfig } from '../config';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { ImportError } from '../ingest/import-error';
import { describeError } from '../lib/describe-error';
import { migrate } from '../store/migrations';
import { ModerationError } from '../store/moderation';
import { SeasonError } from '../store/seasons';

/** What parseArgs read: no option is `multiple`, so each value is one string or boolean. */
export type ArgValues = Record<string, string | boolean | undefined>;

/** One `ark` command: its usage line, its options (node:util's parseArgs) and its run. */
export interface Command {
  /** `usage: ark NAME ...`, printed with any argument error. */
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** True when the command takes words besides its options (`season close`). */
  positionals?: boolean;
  /**
   * Runs with the parsed arguments; resolves to the exit code (0 done, 1 refused or failed, 2
   * usage). Throws UsageError for arguments that do not make a command, and what stops it.
   */
  run(args: { values: ArgValues; positionals: string[] }): Promise<number>;
}

/** Arguments that do not make a command: printed with the command's usage, exit 2. */
export class UsageError extends Error {}

/** The value of a string option, or undefined. */
export const text = (values: ArgValues, key: string): string | undefined => {
  const value = values[key];
  return typeof value === 'string' ? value : undefined;
};

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

/** Rows as a plain text table, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
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
