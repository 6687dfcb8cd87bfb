import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  PLAYER_TABLE,
  type PluginRows,
  type PluginTables,
  TRIBE_TABLE,
} from '../ingest/plugin-rows';
import { readTableFile } from './read-table-file';

/**
 * Reads a cluster exported to files: `advancedachievements_playerdata.json|.csv` and
 * `advancedachievements_tribedata.json|.csv` in `dir`, through the one file reader `ark import`
 * uses too. The rows then go through the same normaliser as MySQL.
 */
export async function readExportFiles(dir: string): Promise<PluginTables> {
  const [players, tribes] = await Promise.all([
    readTable(dir, PLAYER_TABLE),
    readTable(dir, TRIBE_TABLE),
  ]);
  return {
    players: players.rows,
    tribes: tribes.rows,
    sources: { players: players.file, tribes: tribes.file },
  };
}

async function readTable(dir: string, table: string): Promise<{ rows: PluginRows; file: string }> {
  for (const file of [join(dir, `${table}.json`), join(dir, `${table}.csv`)]) {
    if (existsSync(file)) return { rows: await readTableFile(file), file };
  }
  throw new Error(`no export of ${table} in ${dir} (expected ${table}.json or ${table}.csv)`);
}
