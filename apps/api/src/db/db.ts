import type { MessagePort } from 'node:worker_threads';
import type { ThreadMemory } from '../lib/memory-usage';

/** Which engine a Db talks to; shown on /healthz. */
export type DbKind = 'pglite' | 'postgres';

/** The one query surface every store and import function uses, whichever engine is behind it. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** One cell of a row handed to `appendRows`. */
export type SqlCell = string | number | null;

/**
 * One connection held for a run of statements that are not one transaction (an import's build
 * steps). Each statement commits on its own; `transaction` opens one on the same connection.
 */
export interface Session extends Queryable {
  /** Runs fn inside BEGIN/COMMIT on this session's connection; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Appends rows (cells in `columns` order) to `table` in one statement, the engine's fastest way:
   * COPY text on PGlite, a JSON document unpacked by json_populate_recordset on PostgreSQL.
   */
  appendRows(table: string, columns: readonly string[], rows: readonly SqlCell[][]): Promise<void>;
}

/** What another thread needs to open the same store (docs/adr/0020-single-connection-store.md). */
export type DbHandle =
  | { kind: 'postgres'; connectionString: string }
  | { kind: 'pglite'; port: MessagePort };

/** A Postgres-dialect database: PGlite on disk or a real PostgreSQL behind a pool. */
export interface Db extends Queryable {
  readonly kind: DbKind;
  /** How many sessions may hold a connection at once (PGlite: 1; PostgreSQL: its pool's size). */
  readonly sessions: number;
  /** Runs fn inside BEGIN/COMMIT on one connection; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn on one connection held for its whole run. PGlite has one connection: sessions take
   * turns, and other callers' statements run between a session's statements.
   */
  session<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  /**
   * A handle another worker thread opens with `openDbHandle`; undefined when this store cannot be
   * shared (PGlite running in the caller's own thread).
   */
  share?(): DbHandle;
  /** The memory of the store's own thread (PGlite's worker, WebAssembly memory included). */
  memory?(): Promise<ThreadMemory>;
  close(): Promise<void>;
}
