import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv } from './parse-csv';
import { PLAYER_TABLE, type PluginRow, type PluginTables, TRIBE_TABLE } from './plugin-rows';

/**
 * Reads a cluster exported to files: `advancedachievements_playerdata.json|.csv` and
 * `advancedachievements_tribedata.json|.csv` in `dir`. JSON is an array of row objects, or
 * phpMyAdmin's JSON export (the table's `data`). The rows then go through the same mapper as MySQL.
 */
export async function readExportFiles(dir: string): Promise<PluginTables> {
  const [players, tribes] = await Promise.all([
    readTableFile(dir, PLAYER_TABLE),
    readTableFile(dir, TRIBE_TABLE),
  ]);
  return { players, tribes };
}

async function readTableFile(dir: string, table: string): Promise<PluginRow[]> {
  const json = join(dir, `${table}.json`);
  const csv = join(dir, `${table}.csv`);
  if (existsSync(json))
    return rowsFromJson(parseJsonKeepingBigInts(await readFile(json, 'utf8')), json);
  if (existsSync(csv)) return parseCsv(await readFile(csv, 'utf8'));
  throw new Error(`no export of ${table} in ${dir} (expected ${table}.json or ${table}.csv)`);
}

/** A bare integer of 16+ digits after `:`, `[` or `,`: a SteamID that JSON.parse would round. */
const BIG_INTEGER = /([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g;

/**
 * JSON.parse, except that integers too long for a double (SteamIDs written as numbers) come back as
 * their exact text. The pattern could also touch a string value that itself looks like
 * `: 76561198000000001,`; plugin exports hold no such names in practice.
 */
export function parseJsonKeepingBigInts(text: string): unknown {
  return JSON.parse(text.replace(BIG_INTEGER, '$1"$2"'));
}

function rowsFromJson(value: unknown, file: string): PluginRow[] {
  if (Array.isArray(value)) {
    const table = value.find(
      (item) => isObject(item) && item.type === 'table' && Array.isArray(item.data),
    ) as { data: unknown[] } | undefined;
    const rows = table ? table.data : value;
    if (rows.every(isObject)) return rows;
  }
  throw new Error(`${file}: expected an array of row objects`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
