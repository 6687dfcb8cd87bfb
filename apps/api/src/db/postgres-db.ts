import pg from 'pg';
import type { Db, Queryable } from './db';

export interface PostgresOptions {
  connectionString: string;
  /** Pool size; defaults to 10. */
  max?: number;
}

/** Opens a pool on a real PostgreSQL named by a `postgres://` URL. */
export async function openPostgresDb({ connectionString, max = 10 }: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const result = await client.query(sql, params as unknown[]);
            return result.rows as Row[];
          },
        };
        const value = await fn(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
