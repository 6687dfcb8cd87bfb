import mysql, { type Connection, type RowDataPacket } from 'mysql2/promise';
import type { PluginRow, PluginTables, TableLayout } from '../ingest/plugin-rows';
import { layoutOf, playerColumnsOf, tribeColumnsOf } from '../ingest/table-layouts';

export interface ReadPluginTablesOptions {
  /** `mysql://user[:password]@host[:port]/database`. */
  url: string;
  /** Overrides the URL's password. */
  password?: string;
  connectTimeoutMs?: number;
  /** Per query; the plugin tables are read by two queries. */
  queryTimeoutMs?: number;
  /** Aborting closes the connection at once, failing whatever is in flight. */
  signal?: AbortSignal;
  /** The tables to read and their columns; AdvancedAchievements' by default. */
  layout?: TableLayout;
}

/**
 * Reads one cluster's tables by its layout (AdvancedAchievements' `advancedachievements_playerdata`
 * and `advancedachievements_tribedata`, PointRewards' `PointsReward`, a mapped table) in one
 * read-only snapshot, so tribe sums and tribe rows agree. BIGINT and DECIMAL cells arrive as
 * strings (`bigNumberStrings`), so SteamIDs keep every digit. Columns the layout does not use are
 * not fetched; a used column the table lacks reads as missing (NULL). Every identifier is quoted
 * (PointRewards has a column named `Kill`, a reserved word).
 */
export async function readPluginTables({
  url,
  password,
  connectTimeoutMs = 10_000,
  queryTimeoutMs = 30_000,
  signal,
  layout = layoutOf(),
}: ReadPluginTablesOptions): Promise<PluginTables & { players: PluginRow[] }> {
  signal?.throwIfAborted();
  const connection = await abortable(
    mysql.createConnection({
      ...connectionFields(url, password),
      connectTimeout: connectTimeoutMs,
      supportBigNumbers: true,
      bigNumberStrings: true,
      dateStrings: true,
      charset: 'utf8mb4',
    }),
    signal,
  );
  // Failures reach the awaited queries; an 'error' event with no listener would crash the process.
  connection.on('error', () => {});
  const onAbort = (): void => connection.destroy();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await limitServerWaits(connection, queryTimeoutMs);
    // READ ONLY is left out: MySQL 5.5, still under some game hosts, does not know it.
    await connection.query({
      sql: 'START TRANSACTION WITH CONSISTENT SNAPSHOT',
      timeout: queryTimeoutMs,
    });
    const { players: playerTable, tribes: tribeTable } = layout;
    const players = await readTable(connection, {
      table: playerTable.table,
      wanted: playerColumnsOf(layout),
      required: playerTable.columns.id,
      timeout: queryTimeoutMs,
    });
    const tribes = tribeTable
      ? await readTable(connection, {
          table: tribeTable.table,
          wanted: tribeColumnsOf(layout),
          required: tribeTable.columns.id,
          timeout: queryTimeoutMs,
        })
      : undefined;
    await connection.query({ sql: 'COMMIT', timeout: queryTimeoutMs });
    signal?.throwIfAborted();
    await connection.end();
    return { players, tribes, layout };
  } catch (error) {
    connection.destroy();
    throw signal?.aborted ? signal.reason : error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * A client-side timeout leaves the server's thread waiting (on a table lock, for a year by default),
 * one more per sync. These make the server give up too: lock waits everywhere, whole statements on
 * MariaDB (max_statement_time) or MySQL 5.7+ (max_execution_time); a server without one skips it.
 */
async function limitServerWaits(connection: Connection, timeoutMs: number): Promise<void> {
  const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  const settings = [
    ['lock_wait_timeout', seconds],
    ['max_statement_time', seconds],
    ['max_execution_time', seconds * 1000],
  ] as const;
  for (const [name, value] of settings) {
    try {
      await connection.query({
        sql: `SET SESSION ${name} = ?`,
        values: [value],
        timeout: timeoutMs,
      });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ER_UNKNOWN_SYSTEM_VARIABLE') throw error;
    }
  }
}

/** A MySQL identifier, quoted (a backtick inside is doubled): `Kill`, a renamed table. */
export const quoteMysql = (name: string): string => `\`${name.replaceAll('`', '``')}\``;

async function readTable(
  connection: Connection,
  {
    table,
    wanted,
    required,
    timeout,
  }: { table: string; wanted: readonly string[]; required: string; timeout: number },
): Promise<PluginRow[]> {
  const [columns] = await connection.query<RowDataPacket[]>({
    sql: `SHOW COLUMNS FROM ${quoteMysql(table)}`,
    timeout,
  });
  const present = new Set(columns.map((column) => String(column.Field)));
  if (!present.has(required)) {
    throw new Error(`table ${table} has no ${required} column`);
  }
  const list = wanted
    .filter((name) => present.has(name))
    .map(quoteMysql)
    .join(', ');
  const [rows] = await connection.query<RowDataPacket[]>({
    sql: `SELECT ${list} FROM ${quoteMysql(table)}`,
    timeout,
  });
  return rows;
}

/** Host, port, user, password and database from the URL; no URL query options reach mysql2. */
function connectionFields(url: string, password: string | undefined) {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
  return {
    host,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username),
    password: password ?? decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
}

/** Rejects when the signal aborts; a connection that lands afterwards is closed at once. */
function abortable(pending: Promise<Connection>, signal: AbortSignal | undefined) {
  if (signal === undefined) return pending;
  return new Promise<Connection>((resolvePromise, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (connection) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) connection.destroy();
        else resolvePromise(connection);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
