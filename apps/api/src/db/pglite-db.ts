import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { MemoryProfile } from '../lib/memory-usage';
import { copyFromBlobSql, copyText } from './append-rows';
import type { Db, Queryable, Session } from './db';
import { takePendingRefusals } from './pending-refusals';
import { claimStoreDir } from './store-lock';
import { createTurns } from './turns';

/** PostgreSQL settings by name (`shared_buffers` -> `16MB`), as `postgres -c` takes them. */
export type PgliteSettings = Readonly<Record<string, string>>;

/**
 * What PGlite starts with, sized for a host it shares with a game server: PGlite's WebAssembly
 * memory never shrinks, so each buffer here stays resident once touched
 * (docs/adr/0045-memory-budget.md). ARK_PGLITE_SETTINGS overrides them one by one.
 */
export const PGLITE_SETTINGS: PgliteSettings = {
  shared_buffers: '16MB',
  work_mem: '4MB',
  temp_buffers: '1MB',
  wal_buffers: '1MB',
  maintenance_work_mem: '16MB',
};

export interface PgliteOptions {
  /** `stock`: PGlite's own settings instead of PGLITE_SETTINGS (ARK_MEMORY). */
  memory?: MemoryProfile;
  /** Settings over those (ARK_PGLITE_SETTINGS). */
  settings?: PgliteSettings;
  /**
   * A data directory dumped by `dumpDataDir` to start from instead of a new one: the tests' one
   * migrated image per run (docs/adr/0082-tests-start-from-images.md).
   */
  image?: Blob;
}

/**
 * Opens PGlite with pg_trgm, its data in `dataDir` (in memory when undefined), with
 * PGLITE_SETTINGS (none for `memory: 'stock'`) and `settings` over them. The refusals a CLI kept
 * for the folder without opening it are in the store before anything reads it.
 */
export async function createPglite(dataDir?: string, options: PgliteOptions = {}): Promise<PGlite> {
  const pg = await startPglite(dataDir, options);
  if (dataDir !== undefined) await takePendingRefusals(wrapRows(pg), dataDir);
  return pg;
}

/** A PGlite connection (or transaction) as a Queryable: its statements' rows. */
const wrapRows = (q: Pick<PGlite, 'query'>): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await q.query<Row>(sql, params as unknown[]);
    return result.rows;
  },
});

function startPglite(
  dataDir: string | undefined,
  { memory = 'lean', settings = {}, image }: PgliteOptions,
): Promise<PGlite> {
  const base = memory === 'lean' ? PGLITE_SETTINGS : {};
  const params = Object.entries({ ...base, ...settings }).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  // Start parameters, not `postgresqlconf`: that one rewrites the folder's postgresql.conf.
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...params],
    ...(image && { loadDataDir: image }),
  });
}

/** The bytes of PGlite's WebAssembly memory (it grows, never shrinks). */
export function wasmMemoryBytes(pg: PGlite): number {
  const mod = (pg as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod;
  return mod?.HEAPU8?.byteLength ?? 0;
}

/**
 * Opens PGlite (PostgreSQL in WebAssembly) in this thread, with its data in `dataDir`, or in
 * memory when `dataDir` is undefined (small test fixtures only: in-memory PGlite costs gigabytes at
 * scale). Each statement blocks this thread while it runs; the server opens the store in a worker
 * thread instead (`openPgliteWorkerDb`).
 */
export async function openPgliteDb(dataDir?: string, options: PgliteOptions = {}): Promise<Db> {
  const unlock = await claimStoreDir(dataDir);
  let pg: PGlite;
  try {
    pg = await createPglite(dataDir, options);
  } catch (error) {
    unlock();
    throw error;
  }
  const root = wrapRows(pg);
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    pg.transaction((tx) => fn(wrapRows(tx)));
  const session: Session = {
    query: root.query,
    transaction,
    async appendRows(table, columns, rows) {
      const blob = new Blob([copyText(rows)]);
      await pg.query(copyFromBlobSql(table, columns), [], { blob });
    },
  };
  // One connection: sessions take turns; other statements still run between theirs.
  const turns = createTurns();
  return {
    kind: 'pglite',
    sessions: 1,
    query: root.query,
    transaction,
    session: (fn) => turns.take(() => fn(session)),
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
