/**
 * Rows as a plugin stores them (AdvancedAchievements, PointRewards, any mapped table), before any
 * cleaning. Every field is
 * `unknown` on purpose: mysql2 hands BIGINT and DECIMAL columns over as strings, CSV exports give
 * text everywhere, and a hand-edited table can hold NULLs anywhere.
 */
export type PluginRow = Readonly<Record<string, unknown>>;

/**
 * A table's rows: an array, or rows a file reader parses as they are iterated (each iteration
 * reads the file again).
 */
export type PluginRows = Iterable<PluginRow>;

/** One cluster's tables, read at one moment, and the layout to read them by. */
export interface PluginTables {
  /** Rows of the players' table (`advancedachievements_playerdata`, `PointsReward`, ...). */
  players: PluginRows;
  /** Rows of the tribe table; absent for a layout that keeps none. */
  tribes?: PluginRows | undefined;
  /** Where each table was read from (a file, `db.table`), to name it in a refusal. */
  sources?: { players: string; tribes?: string | undefined };
  /** How the rows are read (table-layouts.ts names them); AdvancedAchievements' when absent. */
  layout?: TableLayout | undefined;
  /**
   * What else the cluster's answers show that the rows do not hold (a game log's sessions, read
   * with the rows): a change of it is no unchanged import.
   */
  revision?: string | undefined;
}

export const PLAYER_TABLE = 'advancedachievements_playerdata';
export const TRIBE_TABLE = 'advancedachievements_tribedata';

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

/** A layout a source names by name (table-layouts.ts); any other table is mapped by columns. */
export type LayoutName = 'advanced-achievements' | 'point-rewards';

/** Where each player field is read from; a field without a column is one the layout lacks. */
export interface PlayerColumns {
  id: string;
  name: string;
  /** Read when `name` is empty (AdvancedAchievements' SteamName). */
  altName?: string;
  tribeId?: string;
  tribe?: string;
  kills?: string;
  deaths?: string;
  tameKills?: string;
  /** Minutes. Without it, play time is missing (N/A), not 0. */
  playTime?: string;
  wildDinoKills?: string;
  dinosTamed?: string;
  deathsByDino?: string;
  deathsByWildDino?: string;
}

/** A tribe table's columns (AdvancedAchievements' tribedata). */
export interface TribeColumns {
  id: string;
  name: string;
  score: string;
  /** Totals a file may carry, honoured when present (else summed over the players). */
  totals: Readonly<Record<string, 'kills' | 'deaths' | 'tameKills' | 'playTime'>>;
}

/** How one source's rows are read. */
export interface TableLayout {
  /** A layout's name, or `columns` for a mapping. */
  name: LayoutName | 'columns';
  players: { table: string; columns: PlayerColumns };
  /** The tribe table; null when tribes (if any) are summed from the players' tribe columns. */
  tribes: { table: string; columns: TribeColumns } | null;
  /**
   * Ids are numbers in the source's own tables (AdvancedAchievements' BIGINT SteamID, INT
   * TribeID): digit text is read as a number (`076…` = `76…`). Elsewhere an id is exact text.
   */
  numericIds: boolean;
  /**
   * Rows joined from two sources (a plugin's table and the game log, ingest/game-log-merge.ts):
   * a statistic's cell absent from a row (its player seen by one source only) is missing (null),
   * never 0.
   */
  joined?: boolean;
}
