import { ImportError } from './import-error';
import type { ClusterImport, ClusterInfo, PlayerInput, TribeInput } from './import-types';
import { emptyMapReport, type MapReport } from './map-report';
import {
  PLAYER_TABLE,
  type PluginRow,
  type PluginTables,
  TRIBE_TABLE,
  TRIBE_TOTAL_COLUMNS,
} from './plugin-rows';
import { type RowPlace, toCount, toId, toName } from './plugin-values';
import { refuseCollapsedIds } from './validate-import';

/**
 * The name of a player with neither a PlayerName nor a SteamName: "Survivor" and the last 4
 * digits of their id, so two of them can be told apart.
 * @example unknownPlayerName('76561198000001234') // "Survivor 1234"
 */
export function unknownPlayerName(id: string): string {
  return `Survivor ${id.slice(-4)}`;
}
/** Shown for a tribe with no name in its row nor in any of its players' rows. */
export const UNNAMED_TRIBE_NAME = 'Unnamed tribe';

export interface MapPluginRowsOptions {
  cluster: ClusterInfo;
  tables: PluginTables;
  /**
   * Accepts a source with no players (a real wipe empties the plugin's tables; the page then shows
   * the wipe message). The admin says so with `--allow-shrink` or `"allowShrink": true`; without
   * it an empty source is a broken export and is refused.
   */
  allowEmpty?: boolean;
}

export interface MappedCluster {
  data: ClusterImport;
  report: MapReport;
}

/**
 * Turns one cluster's plugin rows into an import: players keyed by SteamID, tribes keyed by
 * TribeID with kills, deaths, tame kills and play time summed over their players. Pure; bad cells
 * are fixed and counted in the report, never thrown; a source whose ids collapsed (too many
 * repeats: `refuseCollapsedIds`) is refused.
 */
export function mapPluginRows({
  cluster,
  tables,
  allowEmpty = false,
}: MapPluginRowsOptions): MappedCluster {
  const sources = tables.sources ?? { players: PLAYER_TABLE, tribes: TRIBE_TABLE };
  checkTables(tables, sources, allowEmpty);
  const report = emptyMapReport();
  const { tribes, given } = mapTribeRows(tables.tribes, report, sources.tribes);
  const players: PlayerInput[] = [];
  const seen = new Set<string>();
  for (const [index, row] of tables.players.entries()) {
    const place: RowPlace = { source: sources.players, row: index + 1 };
    const id = toId(row.SteamID, place, 'SteamID');
    if (id === null) {
      report.skippedPlayers += 1;
      continue;
    }
    if (seen.has(id)) {
      report.duplicatePlayers += 1;
      continue;
    }
    seen.add(id);
    players.push(mapPlayerRow(id, row, tribes, report, place));
  }
  finishTribes(tribes, players, report, given);
  const rows = { players: tables.players.length, tribes: tables.tribes.length };
  refuseCollapsedIds({ report, rows, sources });
  const tribeList = [...tribes.values()];
  report.players = players.length;
  report.tribes = tribeList.length;
  return { data: { cluster, players, tribes: tribeList }, report };
}

/** The columns both tables must have, and at least one player (unless allowed): else refused. */
function checkTables(
  tables: PluginTables,
  sources: { players: string; tribes: string },
  allowEmpty: boolean,
): void {
  if (tables.players.length === 0) {
    if (allowEmpty) return;
    throw new ImportError(
      sources.players,
      null,
      'has no players; refusing to empty the cluster (after a real wipe, allow it with ' +
        '--allow-shrink, or "allowShrink": true for the sync)',
    );
  }
  const columns = (rows: readonly PluginRow[]) =>
    new Set(rows.slice(0, 1000).flatMap((row) => Object.keys(row)));
  const playerColumns = columns(tables.players);
  if (!playerColumns.has('SteamID')) {
    throw new ImportError(sources.players, null, 'has no SteamID column');
  }
  if (!playerColumns.has('PlayerName') && !playerColumns.has('SteamName')) {
    throw new ImportError(sources.players, null, 'has no PlayerName or SteamName column');
  }
  if (tables.tribes.length > 0 && !columns(tables.tribes).has('TribeID')) {
    throw new ImportError(sources.tribes, null, 'has no TribeID column');
  }
}

type TribeTotals = Partial<Pick<TribeInput, 'kills' | 'deaths' | 'tameKills' | 'playTime'>>;

function mapTribeRows(
  rows: readonly PluginRow[],
  report: MapReport,
  source: string,
): { tribes: Map<string, TribeInput>; given: Map<string, TribeTotals> } {
  const tribes = new Map<string, TribeInput>();
  const given = new Map<string, TribeTotals>();
  for (const [index, row] of rows.entries()) {
    const place: RowPlace = { source, row: index + 1 };
    const id = toId(row.TribeID, place, 'TribeID');
    if (id === null || id === '0') {
      report.skippedTribes += 1;
      continue;
    }
    if (tribes.has(id)) {
      report.duplicateTribes += 1;
      continue;
    }
    tribes.set(id, {
      id,
      name: toName(row.TribeName, report),
      damageScore: toCount(row.DamageScore, report, place, 'DamageScore'),
      kills: 0,
      deaths: 0,
      tameKills: 0,
      playTime: 0,
      members: 0,
    });
    const totals: TribeTotals = {};
    for (const [column, field] of Object.entries(TRIBE_TOTAL_COLUMNS)) {
      const cell = row[column];
      if (cell !== undefined && cell !== null && cell !== '') {
        totals[field] = toCount(cell, report, place, column);
      }
    }
    if (Object.keys(totals).length > 0) given.set(id, totals);
  }
  return { tribes, given };
}

function mapPlayerRow(
  id: string,
  row: PluginRow,
  tribes: Map<string, TribeInput>,
  report: MapReport,
  place: RowPlace,
): PlayerInput {
  const rawTribeId = toId(row.TribeID, place, 'TribeID');
  const tribeId = rawTribeId === '0' ? null : rawTribeId;
  const player: PlayerInput = {
    id,
    name: playerName(id, row, report),
    tribeName: toName(row.TribeName, report),
    tribeId,
    playTime: toCount(row.PlayTime, report, place, 'PlayTime'),
    kills: toCount(row.PlayerKills, report, place, 'PlayerKills'),
    dinoKills: toCount(row.DinoKills, report, place, 'DinoKills'),
    deaths: toCount(row.DeathByPlayer, report, place, 'DeathByPlayer'),
    wildDinoKills: extra(row, 'WildDinoKills', report, place),
    dinosTamed: extra(row, 'DinosTamed', report, place),
    deathsByDino: extra(row, 'DeathByDino', report, place),
    deathsByWildDino: extra(row, 'DeathByWildDino', report, place),
  };
  if (tribeId !== null) addToTribe(tribes, player, tribeId, report);
  return player;
}

/** One of the plugin's extra counters: 0 when the source has no such column (older exports). */
function extra(row: PluginRow, column: string, report: MapReport, place: RowPlace): number {
  return column in row ? toCount(row[column], report, place, column) : 0;
}

function playerName(id: string, row: PluginRow, report: MapReport): string {
  const name = toName(row.PlayerName, report);
  if (name !== '') return name;
  const steamName = row.SteamName === undefined ? '' : toName(row.SteamName, report);
  if (steamName !== '') {
    report.playerNamesFromSteam += 1;
    return steamName;
  }
  report.unknownPlayerNames += 1;
  return unknownPlayerName(id);
}

function addToTribe(
  tribes: Map<string, TribeInput>,
  player: PlayerInput,
  tribeId: string,
  report: MapReport,
): void {
  let tribe = tribes.get(tribeId);
  if (tribe === undefined) {
    report.syntheticTribes += 1;
    tribe = {
      id: tribeId,
      name: '',
      damageScore: 0,
      kills: 0,
      deaths: 0,
      tameKills: 0,
      playTime: 0,
      members: 0,
    };
    tribes.set(tribeId, tribe);
  }
  // A tribe row without a name borrows the first name its players carry.
  if (tribe.name === '' && player.tribeName !== '') tribe.name = player.tribeName;
  tribe.members = (tribe.members ?? 0) + 1;
  tribe.kills += player.kills;
  tribe.deaths += player.deaths;
  tribe.tameKills += player.dinoKills;
  tribe.playTime += player.playTime;
}

/**
 * Settles tribe names and the totals a source gave, then shows every tribe member under the
 * tribe's own name.
 */
function finishTribes(
  tribes: Map<string, TribeInput>,
  players: PlayerInput[],
  report: MapReport,
  given: Map<string, TribeTotals>,
): void {
  for (const tribe of tribes.values()) {
    Object.assign(tribe, given.get(tribe.id));
    if (tribe.name === '') {
      report.unnamedTribes += 1;
      tribe.name = UNNAMED_TRIBE_NAME;
    }
  }
  for (const player of players) {
    const tribe = player.tribeId === null ? undefined : tribes.get(player.tribeId);
    if (tribe !== undefined) player.tribeName = tribe.name;
  }
}
