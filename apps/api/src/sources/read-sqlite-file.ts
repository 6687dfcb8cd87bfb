import { createRequire } from 'node:module';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import type { PluginRow, PluginTables, TableLayout } from '../ingest/plugin-rows';
import { layoutOf, playerColumnsOf, tribeColumnsOf } from '../ingest/table-layouts';
import { type SnapshotOptions, snapshotSqliteFile } from './sqlite-snapshot';

let engine: Promise<SqlJsStatic> | undefined;

/** SQLite compiled to WebAssembly (sql.js), loaded once, its .wasm from its own package. */
function sqlite(): Promise<SqlJsStatic> {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  engine ??= initSqlJs({ locateFile: () => wasm });
  return engine;
}

/** An SQLite identifier, quoted (a double quote inside is doubled). */
export const quoteSqlite = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export interface ReadSqliteFileOptions extends SnapshotOptions {
  /** The tables to read and their columns; AdvancedAchievements' by default. */
  layout?: TableLayout;
}

/**
 * Reads a cluster's tables from a plugin's own SQLite file (PointRewards with `UseMySQL: false`)
 * while the game server keeps writing it (docs/adr/0059-layouts-and-sqlite.md): a consistent copy
 * of its bytes is taken without a lock or a write (sqlite-snapshot.ts) and opened in memory, so
 * the server's writes never wait for the board and a file replaced mid-read is read again whole.
 * Ids are read as text (`CAST(... AS TEXT)`), so an INTEGER SteamID keeps every digit.
 */
export async function readSqliteFile(
  path: string,
  { layout = layoutOf(), ...snapshot }: ReadSqliteFileOptions = {},
): Promise<PluginTables> {
  const [SQL, image] = await Promise.all([sqlite(), snapshotSqliteFile(path, snapshot)]);
  const db = new SQL.Database(image);
  try {
    const { players, tribes } = layout;
    const textIds = [players.columns.id, players.columns.tribeId, tribes?.columns.id];
    const read = (table: string, columns: string[], required: string) =>
      readTable(db, { table, columns, required, textIds, source: path });
    return {
      players: read(players.table, playerColumnsOf(layout), players.columns.id),
      tribes: tribes ? read(tribes.table, tribeColumnsOf(layout), tribes.columns.id) : undefined,
      sources: {
        players: `${path}:${players.table}`,
        tribes: tribes ? `${path}:${tribes.table}` : undefined,
      },
      layout,
    };
  } finally {
    db.close();
  }
}

interface TableRead {
  table: string;
  columns: readonly string[];
  required: string;
  /** Columns read as text whatever their type. */
  textIds: readonly (string | undefined)[];
  source: string;
}

/** A table's rows, the layout's columns the table has (a missing one reads as NULL). */
function readTable(
  db: Database,
  { table, columns, required, textIds, source }: TableRead,
): PluginRow[] {
  const info = db.exec(`PRAGMA table_info(${quoteSqlite(table)})`)[0];
  if (info === undefined) throw new Error(`${source}: no table ${table}`);
  const nameAt = info.columns.indexOf('name');
  const present = new Set(info.values.map((row) => String(row[nameAt])));
  if (!present.has(required))
    throw new Error(`${source}: table ${table} has no ${required} column`);
  const list = columns
    .filter((column) => present.has(column))
    .map((column) =>
      textIds.includes(column)
        ? `CAST(${quoteSqlite(column)} AS TEXT) AS ${quoteSqlite(column)}`
        : quoteSqlite(column),
    )
    .join(', ');
  const statement = db.prepare(`SELECT ${list} FROM ${quoteSqlite(table)}`);
  try {
    const rows: PluginRow[] = [];
    while (statement.step()) rows.push(statement.getAsObject());
    return rows;
  } finally {
    statement.free();
  }
}
