/**
 * Rows as the AdvancedAchievements plugin stores them, before any cleaning. Every field is
 * `unknown` on purpose: mysql2 hands BIGINT and DECIMAL columns over as strings, CSV exports give
 * text everywhere, and a hand-edited table can hold NULLs anywhere.
 */
export type PluginRow = Readonly<Record<string, unknown>>;

/**
 * A table's rows: an array, or rows a file reader parses as they are iterated (each iteration
 * reads the file again).
 */
export type PluginRows = Iterable<PluginRow>;

/** Both plugin tables of one cluster, read at one moment. */
export interface PluginTables {
  /** Rows of `advancedachievements_playerdata`. */
  players: PluginRows;
  /** Rows of `advancedachievements_tribedata`. */
  tribes: PluginRows;
  /** Where each table was read from (a file, `db.table`), to name it in a refusal. */
  sources?: { players: string; tribes: string };
}

export const PLAYER_TABLE = 'advancedachievements_playerdata';
export const TRIBE_TABLE = 'advancedachievements_tribedata';

/** Player columns the sync reads; any other plugin column is left in the database. */
export const PLAYER_COLUMNS = [
  'SteamID',
  'PlayerName',
  'SteamName',
  'TribeName',
  'TribeID',
  'PlayTime',
  'PlayerKills',
  'DinoKills',
  'DeathByPlayer',
  'WildDinoKills',
  'DinosTamed',
  'DeathByDino',
  'DeathByWildDino',
] as const;

/** Tribe columns the sync reads. */
export const TRIBE_COLUMNS = ['TribeID', 'TribeName', 'DamageScore'] as const;

/**
 * Tribe totals a file may carry (the spec's field names), honoured when present; the plugin's own
 * table has none, so they are summed over the tribe's players.
 */
export const TRIBE_TOTAL_COLUMNS = {
  TotalKills: 'kills',
  TotalDeaths: 'deaths',
  TotalTameKills: 'tameKills',
  TotalPlayTime: 'playTime',
} as const;

/** Columns without which a table cannot be synced at all. */
export const REQUIRED_COLUMNS = {
  [PLAYER_TABLE]: 'SteamID',
  [TRIBE_TABLE]: 'TribeID',
} as const;
