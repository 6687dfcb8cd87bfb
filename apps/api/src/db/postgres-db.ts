import { createHash } from 'node:crypto';
import pg from 'pg';
import { jsonInsert } from './append-rows';
import type { Db, Queryable, Session } from './db';

export interface PostgresOptions {
  connectionString: string;
  /** Pool size; defaults to 10. */
  max?: number;
  /**
   * The server's reads: each statement with parameters is prepared once per connection and
   * planned once, generically (plan_cache_mode), instead of parsed and planned per request
   * (docs/adr/0068-the-servers-own-paths.md). Imports and commands keep PostgreSQL's default
   * plans. No pool compiles with JIT (docs/adr/0103-no-jit.md).
   */
  prepared?: boolean;
}

/** Prepared statements' names by their text, forgotten all at once past this many. */
const KEPT_NAMES = 1000;

/**
 * The name a statement is prepared under on every connection: a hash of its text, so a text is
 * never prepared under two names nor a name reused for another text.
 */
function statementNames(): (sql: string) => string {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined) {
      if (names.size >= KEPT_NAMES) names.clear();
      name = `r${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
    }
    return name;
  };
}

type Client = Pick<pg.PoolClient, 'query'>;

const queryable = (client: Client): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await client.query(sql, params as unknown[]);
    return result.rows as Row[];
  },
});

/** Runs fn inside BEGIN/COMMIT on `client`; any throw rolls back. */
async function inTransaction<T>(client: Client, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const value = await fn(queryable(client));
    await client.query('COMMIT');
    return value;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Opens a pool on a real PostgreSQL named by a `postgres://` URL. */
export async function openPostgresDb({
  connectionString,
  max = 10,
  prepared = false,
}: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max,
    // No JIT: a read whose estimate passes jit_above_cost spent about 90 ms compiling for a 1-3 ms
    // run, every execution (docs/adr/0103-no-jit.md). A read's plan is the same whatever its
    // values; planning it again per request cost as much as running it (docs/adr/0068-the-servers-own-paths.md).
    options: prepared ? '-c jit=off -c plan_cache_mode=force_generic_plan' : '-c jit=off',
  });
  const nameOf = prepared ? statementNames() : null;
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    sessions: max,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      const result =
        nameOf && values.length > 0
          ? await pool.query({ name: nameOf(sql), text: sql, values })
          : await pool.query(sql, values);
      return result.rows as Row[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        return await inTransaction(client, fn);
      } finally {
        client.release();
      }
    },
    async session<T>(fn: (session: Session) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // Column types per table, read once per session for appendRows' casts.
      const typesOf = new Map<string, Promise<Map<string, string>>>();
      const columnTypes = (table: string) => {
        let types = typesOf.get(table);
        if (!types) {
          types = client
            .query<{ name: string; type: string }>(
              `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
               WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
              [table],
            )
            .then((result) => new Map(result.rows.map((row) => [row.name, row.type])));
          typesOf.set(table, types);
        }
        return types;
      };
      try {
        return await fn({
          ...queryable(client),
          transaction: (body) => inTransaction(client, body),
          async appendRows(table, columns, rows) {
            const types = await columnTypes(table);
            const cast = columns.map((column) => types.get(column) ?? 'text');
            const { sql, json } = jsonInsert(table, columns, cast, rows);
            await client.query(sql, [json]);
          },
        });
      } finally {
        // Closed, not returned: session state (advisory locks, settings) never reaches the pool's
        // next user.
        client.release(true);
      }
    },
    share: () => ({ kind: 'postgres', connectionString }),
    close: () => pool.end(),
  };
}
