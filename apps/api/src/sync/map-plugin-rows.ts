import type { ClusterImport, ClusterInfo, PlayerInput, TribeInput } from '../import/import-types';
import { emptyMapReport, type MapReport } from './map-report';
import type { PluginRow, PluginTables } from './plugin-rows';
import { toCount, toId, toName } from './plugin-values';

/** Shown for a player with neither a PlayerName nor a SteamName. */
export const UNKNOWN_PLAYER_NAME = 'Unknown survivor';
/** Shown for a tribe with no name in its row nor in any of its players' rows. */
export const UNNAMED_TRIBE_NAME = 'Unnamed tribe';

export interface MapPluginRowsOptions {
  cluster: ClusterInfo;
  tables: PluginTables;
}

export interface MappedCluster {
  data: ClusterImport;
  report: MapReport;
}

/**
 * Turns one cluster's plugin rows into an import: players keyed by SteamID, tribes keyed by
 * TribeID with kills, deaths, tame kills and play time summed over their players. Pure; bad cells
 * are fixed and counted in the report, never thrown.
 */
export function mapPluginRows({ cluster, tables }: MapPluginRowsOptions): MappedCluster {
  const report = emptyMapReport();
  const tribes = mapTribeRows(tables.tribes, report);
  const players: PlayerInput[] = [];
  const seen = new Set<string>();
  for (const row of tables.players) {
    const id = toId(row.SteamID);
    if (id === null) {
      report.skippedPlayers += 1;
      continue;
    }
    if (seen.has(id)) {
      report.duplicatePlayers += 1;
      continue;
    }
    seen.add(id);
    players.push(mapPlayerRow(id, row, tribes, report));
  }
  finishTribes(tribes, players, report);
  const tribeList = [...tribes.values()];
  report.players = players.length;
  report.tribes = tribeList.length;
  return { data: { cluster, players, tribes: tribeList }, report };
}

function mapTribeRows(rows: readonly PluginRow[], report: MapReport): Map<string, TribeInput> {
  const tribes = new Map<string, TribeInput>();
  for (const row of rows) {
    const id = toId(row.TribeID);
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
      damageScore: toCount(row.DamageScore, report),
      kills: 0,
      deaths: 0,
      tameKills: 0,
      playTime: 0,
    });
  }
  return tribes;
}

function mapPlayerRow(
  id: string,
  row: PluginRow,
  tribes: Map<string, TribeInput>,
  report: MapReport,
): PlayerInput {
  const rawTribeId = toId(row.TribeID);
  const tribeId = rawTribeId === '0' ? null : rawTribeId;
  const player: PlayerInput = {
    id,
    name: playerName(row, report),
    tribeName: toName(row.TribeName, report),
    tribeId,
    playTime: toCount(row.PlayTime, report),
    kills: toCount(row.PlayerKills, report),
    dinoKills: toCount(row.DinoKills, report),
    deaths: toCount(row.DeathByPlayer, report),
  };
  if (tribeId !== null) addToTribe(tribes, player, tribeId, report);
  return player;
}

function playerName(row: PluginRow, report: MapReport): string {
  const name = toName(row.PlayerName, report);
  if (name !== '') return name;
  const steamName = row.SteamName === undefined ? '' : toName(row.SteamName, report);
  if (steamName !== '') {
    report.playerNamesFromSteam += 1;
    return steamName;
  }
  report.unknownPlayerNames += 1;
  return UNKNOWN_PLAYER_NAME;
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
    };
    tribes.set(tribeId, tribe);
  }
  // A tribe row without a name borrows the first name its players carry.
  if (tribe.name === '' && player.tribeName !== '') tribe.name = player.tribeName;
  tribe.kills += player.kills;
  tribe.deaths += player.deaths;
  tribe.tameKills += player.dinoKills;
  tribe.playTime += player.playTime;
}

/** Settles tribe names, then shows every tribe member under the tribe's own name. */
function finishTribes(
  tribes: Map<string, TribeInput>,
  players: PlayerInput[],
  report: MapReport,
): void {
  for (const tribe of tribes.values()) {
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
