// How a source's tables are read into players and tribes: the layout each source names
// (docs/adr/0059-layouts-and-sqlite.md). Every layout feeds the one normaliser
// (map-plugin-rows.ts) with its rows and the columns to read them by, so every ingestion rule
// holds for all of them alike.
import { type ClusterKeeps, type FilterWire, KEPT_STATS } from '@ark/core';
import { ImportError } from './import-error';
import {
  type LayoutName,
  PLAYER_TABLE,
  type PluginRow,
  type PluginRows,
  type TableLayout,
  TRIBE_TABLE,
  TRIBE_TOTAL_COLUMNS,
} from './plugin-rows';

/** The layouts a source names by name; any other table is read through a column mapping. */
export const LAYOUT_NAMES = [
  'advanced-achievements',
  'point-rewards',
] as const satisfies readonly LayoutName[];
export type { LayoutName };

/** The layout a source without one has: the AdvancedAchievements plugin's tables. */
export const DEFAULT_LAYOUT: LayoutName = 'advanced-achievements';

/** AsaApi's PointRewards table, as its `PluginDBSettings.TableName` names it by default. */
export const POINT_REWARDS_TABLE = 'PointsReward';

/** The keys of a column mapping: the filter's wire words, plus the id, the name and the tribe. */
export const MAPPED_FIELDS = [
  'id',
  'name',
  'tribe_id',
  'tribe',
  'kills',
  'deaths',
  'tamed_dino_kills',
  'time_played',
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

/** Any other stats table: its name and which of its columns hold what (`id` and `name` needed). */
export interface ColumnMapping {
  table: string;
  columns: { id: string; name: string } & Partial<Record<MappedField, string>>;
}

const ADVANCED_ACHIEVEMENTS: TableLayout = {
  name: 'advanced-achievements',
  players: {
    table: PLAYER_TABLE,
    columns: {
      id: 'SteamID',
      name: 'PlayerName',
      altName: 'SteamName',
      tribeId: 'TribeID',
      tribe: 'TribeName',
      kills: 'PlayerKills',
      deaths: 'DeathByPlayer',
      tameKills: 'DinoKills',
      playTime: 'PlayTime',
      wildDinoKills: 'WildDinoKills',
      dinosTamed: 'DinosTamed',
      deathsByDino: 'DeathByDino',
      deathsByWildDino: 'DeathByWildDino',
    },
  },
  tribes: {
    table: TRIBE_TABLE,
    columns: {
      id: 'TribeID',
      name: 'TribeName',
      score: 'DamageScore',
      totals: TRIBE_TOTAL_COLUMNS,
    },
  },
  numericIds: true,
};

/**
 * AsaApi's PointRewards (one table; EOS ids; no tribes, no play time). `DinoKill` counts wild
 * dinos killed: kept for the detail panel, as AdvancedAchievements' WildDinoKills.
 */
function pointRewards(table = POINT_REWARDS_TABLE): TableLayout {
  return {
    name: 'point-rewards',
    players: {
      table,
      columns: {
        id: 'EosId',
        name: 'PlayerName',
        kills: 'Kill',
        deaths: 'Death',
        tameKills: 'TamedKill',
        wildDinoKills: 'DinoKill',
      },
    },
    tribes: null,
    numericIds: false,
  };
}

/** A column mapping as a layout: tribes, if a tribe column is mapped, summed from the players. */
export function mappedLayout({ table, columns }: ColumnMapping): TableLayout {
  const { id, name, tribe_id, tribe, kills, deaths, tamed_dino_kills, time_played } = columns;
  const optional = {
    tribeId: tribe_id,
    tribe,
    kills,
    deaths,
    tameKills: tamed_dino_kills,
    playTime: time_played,
  };
  const present = Object.entries(optional).filter(([, column]) => column !== undefined);
  return {
    name: 'columns',
    players: { table, columns: { id, name, ...Object.fromEntries(present) } },
    tribes: null,
    numericIds: false,
  };
}

/** What a source says of its layout (ark.config.json, `ark import --layout`). */
export interface LayoutChoice {
  layout?: LayoutName | undefined;
  /** The layout's table under another name (PointRewards' `PluginDBSettings.TableName`). */
  table?: string | undefined;
  /** Any other table, by a column mapping. */
  players?: ColumnMapping | undefined;
}

/** The layout a source names; the default (AdvancedAchievements) when it names none. */
export function layoutOf({ layout, table, players }: LayoutChoice = {}): TableLayout {
  if (players) return mappedLayout(players);
  if (layout === 'point-rewards') return pointRewards(table);
  return ADVANCED_ACHIEVEMENTS;
}

/** Every column a layout reads from its players' table (what a reader selects). */
export function playerColumnsOf(layout: TableLayout): string[] {
  return [...new Set(Object.values(layout.players.columns))];
}

/** Every column a layout reads from its tribe table. */
export function tribeColumnsOf(layout: TableLayout): string[] {
  if (!layout.tribes) return [];
  const { id, name, score, totals } = layout.tribes.columns;
  return [...new Set([id, name, score, ...Object.keys(totals)])];
}

// The columns by which a file's layout is recognised: its players' id column.
const RECOGNISED_BY: readonly [string, LayoutName][] = [
  ['SteamID', 'advanced-achievements'],
  ['EosId', 'point-rewards'],
];

/**
 * The layout of a file, recognised by the columns of its first rows (`ark import` without
 * `--layout`): a `SteamID` column is AdvancedAchievements', an `EosId` one PointRewards'.
 * Anything else is refused: the admin names the layout.
 */
export function recogniseLayout(rows: PluginRows, source: string): LayoutName {
  const iterator = rows[Symbol.iterator]();
  const columns = new Set<string>();
  try {
    for (let i = 0; i < 100; i++) {
      const next = iterator.next();
      if (next.done) break;
      for (const column of Object.keys(next.value as PluginRow)) columns.add(column);
    }
  } finally {
    iterator.return?.();
  }
  // An empty file cannot say: the default's rules (an empty source is refused) then apply.
  if (columns.size === 0) return DEFAULT_LAYOUT;
  const found = RECOGNISED_BY.find(([column]) => columns.has(column));
  if (found) return found[1];
  throw new ImportError(
    source,
    null,
    `has no SteamID column (AdvancedAchievements) nor EosId column (PointRewards): name its layout (--layout ${LAYOUT_NAMES.join(' or ')})`,
  );
}

/**
 * What a layout keeps (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md): tribes when it has a
 * tribe table or a mapped tribe column, and each statistic it has a column for. The clusters
 * answer says it, so the page offers no board the source cannot fill.
 * @example keepsOfLayout(layoutOf({ layout: 'point-rewards' })) // { tribes: false, stats: ['kills', 'deaths', 'tamed_dino_kills'] }
 */
export function keepsOfLayout({ players, tribes }: TableLayout): ClusterKeeps {
  const { columns } = players;
  const has: Record<FilterWire, boolean> = {
    tribe_score: tribes?.columns.score !== undefined,
    kills: columns.kills !== undefined,
    deaths: columns.deaths !== undefined,
    tamed_dino_kills: columns.tameKills !== undefined,
    time_played: columns.playTime !== undefined,
  };
  return {
    tribes: tribes !== null || columns.tribeId !== undefined || columns.tribe !== undefined,
    stats: KEPT_STATS.filter((wire) => has[wire]),
  };
}
