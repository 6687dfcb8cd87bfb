import type { ImportFixes } from '../store/import-reports';

/**
 * What the normaliser fixed or dropped on the way from plugin rows to an import. Nothing here stops
 * an import (what would, refuses it: docs/adr/0034-ingestion-rules.md); every count is logged
 * with the import or the cluster's sync line and kept in its status.
 */
export interface MapReport {
  players: number;
  tribes: number;
  /** Each table's id column as the source's layout names it (EosId for PointRewards): the lines name it. */
  ids: IdColumns;
  /** BIGINT/DECIMAL values that arrived as text (normal with mysql2 and CSV): parsed, not a fix. */
  numbersFromText: number;
  /** NULL or missing values, read as 0 (numbers) or '' (names, before the fallbacks below). */
  nulls: number;
  /** Names longer than MAX_NAME_LENGTH, cut (this also keeps them inside the search index). */
  namesCut: number;
  /** Names that held control characters, removed. */
  controlCharsRemoved: number;
  /** Negative counters, clamped to 0. */
  negativesClamped: number;
  /** Counters above Number.MAX_SAFE_INTEGER, clamped to it. */
  oversizedClamped: number;
  /** Players with an empty PlayerName, shown under their SteamName. */
  playerNamesFromSteam: number;
  /** Players with neither a PlayerName nor a SteamName, shown as "Survivor" + the id's last 4 digits. */
  unknownPlayerNames: number;
  /** Tribes with no usable name anywhere, shown as "Unnamed tribe". */
  unnamedTribes: number;
  /** Tribes created from players whose TribeID has no tribe row. */
  syntheticTribes: number;
  /** Second and later rows with an already seen player id: dropped, the first is kept. */
  duplicatePlayers: number;
  /** Second and later rows with an already seen tribe id: dropped, the first is kept. */
  duplicateTribes: number;
  /** Player rows without a usable id: dropped. */
  skippedPlayers: number;
  /** Tribe rows without a usable tribe id: dropped. */
  skippedTribes: number;
}

/** The id columns of a source's two tables, as its layout names them. */
export interface IdColumns {
  players: string;
  tribes: string;
}

/** AdvancedAchievements' id columns, the default layout's. */
export const DEFAULT_ID_COLUMNS: IdColumns = { players: 'SteamID', tribes: 'TribeID' };

export type MapFixCounts = Omit<MapReport, 'players' | 'tribes' | 'ids'>;

/** A report with every count at 0, of a source whose id columns are `ids`. */
export function emptyMapReport(ids: IdColumns = DEFAULT_ID_COLUMNS): MapReport {
  return {
    players: 0,
    tribes: 0,
    ids,
    numbersFromText: 0,
    nulls: 0,
    namesCut: 0,
    controlCharsRemoved: 0,
    negativesClamped: 0,
    oversizedClamped: 0,
    playerNamesFromSteam: 0,
    unknownPlayerNames: 0,
    unnamedTribes: 0,
    syntheticTribes: 0,
    duplicatePlayers: 0,
    duplicateTribes: 0,
    skippedPlayers: 0,
    skippedTribes: 0,
  };
}

/** Each fix's words, the ids named by the source's own columns. */
const FIX_LABELS: ReadonlyArray<[keyof MapFixCounts, (ids: IdColumns) => string]> = [
  ['nulls', () => 'NULL values read as 0/empty'],
  ['namesCut', () => 'names cut to 64 characters'],
  ['controlCharsRemoved', () => 'names with control characters removed'],
  ['negativesClamped', () => 'negative values clamped to 0'],
  ['oversizedClamped', () => 'oversized values clamped'],
  ['playerNamesFromSteam', () => 'player names taken from SteamName'],
  ['unknownPlayerNames', () => 'players named "Survivor" + the last 4 digits of their id'],
  ['unnamedTribes', () => 'tribes named "Unnamed tribe"'],
  ['syntheticTribes', () => 'tribes created from players (no tribe row)'],
  ['duplicatePlayers', (ids) => `duplicate ${ids.players}s dropped`],
  ['duplicateTribes', (ids) => `duplicate ${ids.tribes}s dropped`],
  ['skippedPlayers', (ids) => `player rows without ${ids.players} dropped`],
  ['skippedTribes', (ids) => `tribe rows without ${ids.tribes} dropped`],
];

/** The non-zero fixes of a report, by name, for a structured log record. */
export function nonZeroFixes(report: MapReport): Partial<MapFixCounts> {
  return Object.fromEntries(
    FIX_LABELS.filter(([key]) => report[key] > 0).map(([key]) => [key, report[key]]),
  );
}

/**
 * The non-zero fixes of a report as one short phrase, or 'no fixes'.
 * @example describeFixes(report) // "2 NULL values read as 0/empty, 1 duplicate SteamIDs dropped"
 */
export function describeFixes(report: MapReport): string {
  const parts = FIX_LABELS.filter(([key]) => report[key] > 0).map(
    ([key, label]) => `${report[key]} ${label(report.ids)}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'no fixes';
}

/** A report's fixes under the names /healthz shows (kept with the import in the store). */
export function importFixes(report: MapReport): ImportFixes {
  return {
    nulls: report.nulls,
    names_cut: report.namesCut,
    control_characters_removed: report.controlCharsRemoved,
    negative_values: report.negativesClamped,
    oversized_values: report.oversizedClamped,
    names_from_steam: report.playerNamesFromSteam,
    survivor_names: report.unknownPlayerNames,
    unnamed_tribes: report.unnamedTribes,
    tribes_from_players: report.syntheticTribes,
    duplicates: report.duplicatePlayers,
    duplicate_tribes: report.duplicateTribes,
    players_without_id: report.skippedPlayers,
    tribes_without_id: report.skippedTribes,
  };
}
