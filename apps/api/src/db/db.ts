/** Which engine a Db talks to; shown on /healthz. */
export type DbKind = 'pglite' | 'postgres';

/** The one query surface every store and import function uses, whichever engine is behind it. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** A Postgres-dialect database: PGlite on disk or a real PostgreSQL behind a pool. */
export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs fn inside BEGIN/COMMIT on one connection; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
