import type { Connection, RowDataPacket } from 'mysql2/promise';

/**
 * The plugin's data as a community admin has it, every edge case the ingestion rules name
 * (docs/adr/0034-ingestion-rules.md), in the plugin's own columns. Values are what MariaDB stores:
 * the real layout (test fixture plugin-schema.sql) caps PlayerName at 50 characters, so the
 * longest name here is 50 CJK characters; the tribe name of 80 is cut to 64 by the import.
 */
export const PLUGIN_PLAYERS: readonly Record<string, string | null>[] = [
  {
    SteamID: '76561198000000001',
    PlayerName: 'Rex',
    SteamName: 'rex',
    TribeName: 'Alpha',
    TribeID: '1',
    PlayTime: '600',
    PlayerKills: '12',
    DinoKills: '3',
    WildDinoKills: '40',
    DinosTamed: '6',
    DeathByPlayer: '4',
    DeathByDino: '2',
    DeathByWildDino: null,
    achievements: 'Dino Master',
  },
  // Next to the first: a double cannot tell the two apart, only exact text keeps both.
  {
    SteamID: '76561198000000002',
    PlayerName: null,
    SteamName: 'steamy',
    TribeName: 'Alpha',
    TribeID: '1',
    PlayTime: '30',
    PlayerKills: '5',
    DinoKills: null,
    DeathByPlayer: '1',
  },
  // The largest BIGINT, no name at all, TribeID 0, every statistic NULL.
  {
    SteamID: '9223372036854775807',
    PlayerName: null,
    SteamName: null,
    TribeName: null,
    TribeID: '0',
    PlayTime: null,
    PlayerKills: null,
    DinoKills: null,
    DeathByPlayer: null,
  },
  { SteamID: '76561198000000004', PlayerName: 'Loner', TribeID: null, PlayerKills: '2' },
  // An orphan TribeID (no tribe row) and markup in the name.
  {
    SteamID: '76561198000000005',
    PlayerName: '<img src=x onerror=alert(1)>',
    TribeName: 'Ghosts',
    TribeID: '77',
    PlayTime: '5',
    PlayerKills: '1',
    DinoKills: '0',
    DeathByPlayer: '0',
  },
  // Negative statistics (a plugin bug or a hand edit): read as 0 and counted.
  {
    SteamID: '76561198000000006',
    PlayerName: 'Minus',
    TribeName: 'Alpha',
    TribeID: '1',
    PlayTime: '-7',
    PlayerKills: '-5',
    DinoKills: '1',
    DeathByPlayer: '-1',
  },
  { SteamID: '76561198000000007', PlayerName: '龍'.repeat(50), TribeID: '3', PlayerKills: '7' },
  // Control characters: removed; the name is trimmed.
  {
    SteamID: '76561198000000008',
    PlayerName: ' Tab\there\u0007 and\nnewline ',
    TribeID: '2',
    PlayerKills: '3',
  },
];

export const PLUGIN_TRIBES: readonly Record<string, string | null>[] = [
  { TribeID: '1', TribeName: 'Alpha', DamageScore: '5000000000' },
  // A tribe with no players: kept, with sums of 0.
  { TribeID: '4', TribeName: 'Empty', DamageScore: '10' },
  { TribeID: '3', TribeName: null, DamageScore: null },
  { TribeID: '2', TribeName: `${'Long'.repeat(20)}`, DamageScore: '-3' },
];

/** Every column of both tables, read back from MariaDB as phpMyAdmin exports them. */
export interface PluginExport {
  players: { columns: string[]; rows: Record<string, string | null>[] };
  tribes: { columns: string[]; rows: Record<string, string | null>[] };
}

/**
 * Reads both plugin tables of `database` the way phpMyAdmin exports them: every value as text
 * (a BLOB as 0x-hex), NULL as null, every column of the table in its order.
 */
export async function exportPluginTables(
  admin: Connection,
  database: string,
): Promise<PluginExport> {
  const table = async (name: string) => {
    const [columns] = await admin.query<RowDataPacket[]>(
      `SELECT COLUMN_NAME AS name, DATA_TYPE AS type FROM information_schema.COLUMNS
       WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
      [database, name],
    );
    const select = columns
      .map(({ name: column, type }) =>
        /blob/i.test(String(type))
          ? `CONCAT('0x', HEX(\`${column}\`)) AS \`${column}\``
          : `CAST(\`${column}\` AS CHAR) AS \`${column}\``,
      )
      .join(', ');
    const [rows] = await admin.query<RowDataPacket[]>(
      `SELECT ${select} FROM \`${database}\`.\`${name}\` ORDER BY 1`,
    );
    return {
      columns: columns.map((column) => String(column.name)),
      rows: rows.map((row) => ({ ...row }) as Record<string, string | null>),
    };
  };
  return {
    players: await table('advancedachievements_playerdata'),
    tribes: await table('advancedachievements_tribedata'),
  };
}

/** phpMyAdmin's JSON export of one table: a header, the database, the table with its rows. */
export function phpMyAdminJson(table: string, rows: readonly object[]): string {
  return JSON.stringify([
    { type: 'header', version: '5.2.1', comment: 'Export to JSON plugin for PHPMyAdmin' },
    { type: 'database', name: 'ark' },
    { type: 'table', name: table, database: 'ark', data: rows },
  ]);
}

/**
 * A JSON array with every numeric cell written as a bare number, as other tools export it: a
 * SteamID past 2^53 then only survives if the reader keeps its digits.
 */
export function bareNumberJson(rows: readonly Record<string, string | null>[]): string {
  const cell = (value: string | null) =>
    value !== null && /^-?\d+$/.test(value) ? value : JSON.stringify(value);
  const objects = rows.map(
    (row) =>
      `{${Object.entries(row)
        .map(([key, value]) => `${JSON.stringify(key)}: ${cell(value)}`)
        .join(', ')}}`,
  );
  return `[\n${objects.join(',\n')}\n]\n`;
}

/**
 * phpMyAdmin's CSV export: a header row, every value in double quotes (a quote doubled), NULL
 * written unquoted as NULL, CRLF line ends.
 */
export function phpMyAdminCsv(
  columns: readonly string[],
  rows: readonly Record<string, string | null | undefined>[],
): string {
  const cell = (value: string | null | undefined) =>
    value === null || value === undefined ? 'NULL' : `"${value.replaceAll('"', '""')}"`;
  return [
    columns.map((column) => `"${column}"`).join(','),
    ...rows.map((row) => columns.map((column) => cell(row[column])).join(',')),
  ]
    .map((line) => `${line}\r\n`)
    .join('');
}
