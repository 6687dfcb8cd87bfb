import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginRows, PluginTables, TableLayout } from '../ingest/plugin-rows';
import { layoutOf } from '../ingest/table-layouts';
import { readTableFile } from './read-table-file';

/**
 * Reads a cluster exported to files, one `<table>.json` or `<table>.csv` in `dir` per table of its
 * layout (AdvancedAchievements' `advancedachievements_playerdata` and `..._tribedata`,
 * PointRewards' `PointsReward`, a mapped table), through the one file reader `ark import` uses
 * too. The rows then go through the same normaliser as MySQL.
 */
export async function readExportFiles(
  dir: string,
  layout: TableLayout = layoutOf(),
): Promise<PluginTables> {
  const [players, tribes] = await Promise.all([
    readTable(dir, layout.players.table),
    layout.tribes ? readTable(dir, layout.tribes.table) : undefined,
  ]);
  return {
    players: players.rows,
    tribes: tribes?.rows,
    sources: { players: players.file, tribes: tribes?.file },
    layout,
  };
}

async function readTable(dir: string, table: string): Promise<{ rows: PluginRows; file: string }> {
  for (const file of [join(dir, `${table}.json`), join(dir, `${table}.csv`)]) {
    if (existsSync(file)) return { rows: await readTableFile(file), file };
  }
  throw new Error(`no export of ${table} in ${dir} (expected ${table}.json or ${table}.csv)`);
}
