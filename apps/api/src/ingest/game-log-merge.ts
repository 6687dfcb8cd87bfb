// One cluster from two sources (docs/adr/0085-the-game-log-source.md): a plugin's table keyed by
// EOS id (AsaApi's PointRewards) and the game log's players, joined by that id into one table the
// one normaliser reads. The plugin gives the kills, the log the play time; a player seen by one
// source only keeps the other's statistics missing (null), never 0 (a joined layout's rule).
import type { PluginRow, PluginTables, TableLayout } from './plugin-rows';

/** The column the log's minutes join the plugin's rows under: a name no plugin table has. */
export const LOG_MINUTES_COLUMN = 'game log minutes';

/** The game log's rows as its read hands them (sources/read-game-log.ts): id, name, minutes. */
export interface LogPlayerRow {
  id: string;
  name: string;
  minutes: number;
}

const EOS_ID = /^[0-9a-f]{32}$/i;

/**
 * An id as the log writes it: an EOS id in lower case (the log's lines are read so), any other
 * text as it is.
 * @example logKey('0002A1B2C3D4E5F60718293A4B5C6D7E') // "0002a1b2c3d4e5f60718293a4b5c6d7e"
 */
export function logKey(id: unknown): string | null {
  if (typeof id !== 'string') return null;
  const text = id.trim();
  return EOS_ID.test(text) ? text.toLowerCase() : text;
}

/** The plugin's layout with play time read from the log's minutes, its absent cells missing. */
function joinedLayout(layout: TableLayout): TableLayout {
  const { table, columns } = layout.players;
  return {
    ...layout,
    players: { table, columns: { ...columns, playTime: LOG_MINUTES_COLUMN } },
    joined: true,
  };
}

/**
 * The plugin's tables with the log's players joined by id: a plugin row the log knows gains its
 * minutes (and its name, where the plugin has none); a player only the log knows is a row of the
 * id, the name and the minutes. The log's revision (its sessions and last seen) is the joined
 * tables' revision.
 */
export function joinGameLog(
  plugin: PluginTables & { layout: TableLayout },
  log: { players: readonly LogPlayerRow[]; revision?: string | undefined; file: string },
): PluginTables {
  const { id: idColumn, name: nameColumn } = plugin.layout.players.columns;
  const fromLog = new Map(log.players.map((player) => [player.id, player]));
  const rows: PluginRow[] = [];
  const joined = new Set<string>();
  for (const row of plugin.players) {
    const key = logKey(row[idColumn]);
    const player = key === null ? undefined : fromLog.get(key);
    if (key === null || player === undefined) {
      rows.push(row);
      continue;
    }
    joined.add(key);
    const named = typeof row[nameColumn] === 'string' && String(row[nameColumn]).trim() !== '';
    rows.push({
      ...row,
      [idColumn]: key,
      ...(named ? {} : { [nameColumn]: player.name }),
      [LOG_MINUTES_COLUMN]: player.minutes,
    });
  }
  for (const player of log.players) {
    if (joined.has(player.id)) continue;
    rows.push({
      [idColumn]: player.id,
      [nameColumn]: player.name,
      [LOG_MINUTES_COLUMN]: player.minutes,
    });
  }
  const table = plugin.sources?.players ?? plugin.layout.players.table;
  return {
    players: rows,
    layout: joinedLayout(plugin.layout),
    sources: { players: `${table} and ${log.file}` },
    ...(log.revision === undefined ? {} : { revision: log.revision }),
  };
}
