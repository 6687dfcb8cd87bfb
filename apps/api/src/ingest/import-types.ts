import type { ClusterKeeps } from '@ark/core';

/**
 * What one cluster's import carries, after parsing and mapping from any source (JSON/CSV files,
 * the AdvancedAchievements MySQL tables, the demo generator). Every import replaces the whole
 * cluster in one transaction, ranks included.
 */
export interface ClusterInfo {
  /** Wire key, e.g. SOLO. */
  key: string;
  /** Shown in the Cluster dropdown, e.g. Solos. */
  display: string;
  /** Position in the dropdown, ascending. */
  order: number;
}

export interface PlayerInput {
  /** Stable id, as text that passes core's id rule: a SteamID64, an EOS id, a plugin's key. */
  id: string;
  name: string;
  tribeName: string;
  /** The tribe's stable id, as text; null for a player in no tribe. */
  tribeId: string | null;
  /** Minutes; null when the source keeps no play time (missing, shown N/A; never ranked above 0). */
  playTime: number | null;
  /** Null, as `dinoKills` and `deaths`, when the source keeps none (the game log: DESIGN.md §9). */
  kills: number | null;
  /** Shown as "Tamed Dino Kills". */
  dinoKills: number | null;
  deaths: number | null;
  /** The plugin's extra statistics: stored for the detail view, not ranked. 0 when absent. */
  wildDinoKills?: number;
  dinosTamed?: number;
  deathsByDino?: number;
  deathsByWildDino?: number;
}

export interface TribeInput {
  /** Stable id: the TribeID, as text that passes core's id rule. */
  id: string;
  name: string;
  /** Null when the source keeps no tribe table (missing, shown N/A). */
  damageScore: number | null;
  kills: number;
  deaths: number;
  tameKills: number;
  /** Minutes, summed over the tribe's players; null when the source keeps no play time. */
  playTime: number | null;
  /** Players in the tribe; 0 when the source does not say. */
  members?: number;
}

export interface ClusterImport {
  cluster: ClusterInfo;
  players: PlayerInput[];
  tribes: TribeInput[];
  /** What the source's layout keeps (docs/adr/0070); absent = everything. */
  keeps?: ClusterKeeps;
  /** What else its answers show, as PluginTables' `revision` (a game log's sessions). */
  revision?: string;
}

/** What an import reports when it lands. */
export interface ImportSummary {
  cluster: string;
  players: number;
  tribes: number;
  /** The data version after the import (bumped by every import). */
  version: number;
  ms: number;
  /** True when the data equalled what the cluster held and nothing was written. */
  skipped?: boolean;
}
