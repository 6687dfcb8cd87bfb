import { createHash } from 'node:crypto';
import { ImportError } from './import-error';
import type { ClusterImport, ClusterInfo, PlayerInput, TribeInput } from './import-types';
import { emptyMapReport, type MapReport } from './map-report';
import type {
  PlayerColumns,
  PluginRow,
  PluginRows,
  PluginTables,
  TableLayout,
  TribeColumns,
} from './plugin-rows';
import { type RowPlace, toCount, toId, toName } from './plugin-values';
import { keepsOfLayout, layoutOf } from './table-layouts';
import { refuseCollapsedIds } from './validate-import';

/**
 * The name of a player with no name in their row: "Survivor" and the last 4 characters of their
 * id, so two of them can be told apart.
 * @example unknownPlayerName('76561198000001234') // "Survivor 1234"
 * @example unknownPlayerName('0002a1b2c3d4e5f60718293a4b5c9f3a') // "Survivor 9f3a"
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

/** Where each table was read from, to name it in a refusal. */
type Sources = { players: string; tribes: string };

/**
 * Turns one cluster's rows, read by their layout (table-layouts.ts), into an import: players keyed
 * by their id, tribes keyed by theirs with kills, deaths, tame kills and play time summed over
 * their players (from the players' tribe columns alone where the layout has no tribe table). A
 * statistic the layout lacks is null (missing), never 0. Pure; bad cells are fixed and counted in
 * the report, never thrown; an id outside the id rule, or a source whose ids collapsed (too many
 * repeats: `refuseCollapsedIds`), is refused.
 */
export function mapPluginRows({
  cluster,
  tables,
  allowEmpty = false,
}: MapPluginRowsOptions): MappedCluster {
  const layout = tables.layout ?? layoutOf();
  const sources: Sources = {
    players: tables.sources?.players ?? layout.players.table,
    tribes: tables.sources?.tribes ?? layout.tribes?.table ?? 'tribes',
  };
  const ids = {
    players: layout.players.columns.id,
    tribes: layout.tribes?.columns.id ?? 'tribe id',
  };
  const report = emptyMapReport(ids);
  // Each table is read once, row by row: a file reader parses its rows as they are asked for.
  const tribeRows = startRows(layout.tribes ? (tables.tribes ?? []) : []);
  const playerRows = startRows(tables.players);
  try {
    checkTables(layout, playerRows.head, tribeRows.head, sources, allowEmpty);
    const {
      tribes,
      given,
      rows: tribeCount,
    } = layout.tribes
      ? mapTribeRows(tribeRows.rows(), layout.tribes.columns, report, sources.tribes)
      : { tribes: new Map<string, TribeInput>(), given: new Map(), rows: 0 };
    const columns = layout.players.columns;
    const players: PlayerInput[] = [];
    const seen = new Set<string>();
    let index = 0;
    for (const row of playerRows.rows()) {
      const place: RowPlace = { source: sources.players, row: ++index };
      const id = toId(row[columns.id], place, columns.id, { numeric: layout.numericIds });
      if (id === null) {
        report.skippedPlayers += 1;
        continue;
      }
      if (seen.has(id)) {
        report.duplicatePlayers += 1;
        continue;
      }
      seen.add(id);
      players.push(mapPlayerRow(id, row, { layout, tribes, report, place }));
    }
    finishTribes(tribes, players, report, given);
    refuseCollapsedIds({
      report,
      rows: { players: index, tribes: tribeCount },
      sources,
    });
    const tribeList = [...tribes.values()];
    report.players = players.length;
    report.tribes = tribeList.length;
    const revision = tables.revision === undefined ? {} : { revision: tables.revision };
    const keeps = keepsOfLayout(layout);
    return { data: { cluster, players, tribes: tribeList, keeps, ...revision }, report };
  } finally {
    tribeRows.stop();
    playerRows.stop();
  }
}

/** Rows the checks look at (their columns) before the table is read on. */
const HEAD_ROWS = 1000;

/** A table's first HEAD_ROWS rows read ahead, then all its rows once, from the first. */
function startRows(source: PluginRows): {
  head: readonly PluginRow[];
  rows(): Generator<PluginRow>;
  stop(): void;
} {
  const iterator = source[Symbol.iterator]();
  const head: PluginRow[] = [];
  while (head.length < HEAD_ROWS) {
    const next = iterator.next();
    if (next.done) break;
    head.push(next.value);
  }
  return {
    head,
    *rows() {
      yield* head;
      for (let next = iterator.next(); !next.done; next = iterator.next()) yield next.value;
    },
    stop: () => iterator.return?.(),
  };
}

/** The columns the layout's tables must have, and at least one player (unless allowed): else refused. */
function checkTables(
  layout: TableLayout,
  players: readonly PluginRow[],
  tribes: readonly PluginRow[],
  sources: Sources,
  allowEmpty: boolean,
): void {
  if (players.length === 0) {
    if (allowEmpty) return;
    throw new ImportError(
      sources.players,
      null,
      'has no players; refusing to empty the cluster (after a real wipe, allow it with ' +
        '--allow-shrink, or "allowShrink": true for the sync)',
    );
  }
  const columns = (rows: readonly PluginRow[]) => new Set(rows.flatMap((row) => Object.keys(row)));
  const playerColumns = columns(players);
  const { id, name, altName } = layout.players.columns;
  if (!playerColumns.has(id)) {
    throw new ImportError(sources.players, null, `has no ${id} column`);
  }
  if (!playerColumns.has(name) && !(altName && playerColumns.has(altName))) {
    const names = altName ? `${name} or ${altName}` : name;
    throw new ImportError(sources.players, null, `has no ${names} column`);
  }
  const tribeId = layout.tribes?.columns.id;
  if (tribeId && tribes.length > 0 && !columns(tribes).has(tribeId)) {
    throw new ImportError(sources.tribes, null, `has no ${tribeId} column`);
  }
}

type TribeTotals = Partial<Pick<TribeInput, 'kills' | 'deaths' | 'tameKills' | 'playTime'>>;

function mapTribeRows(
  rows: Iterable<PluginRow>,
  columns: TribeColumns,
  report: MapReport,
  source: string,
): { tribes: Map<string, TribeInput>; given: Map<string, TribeTotals>; rows: number } {
  const tribes = new Map<string, TribeInput>();
  const given = new Map<string, TribeTotals>();
  let index = 0;
  for (const row of rows) {
    const place: RowPlace = { source, row: ++index };
    const id = toId(row[columns.id], place, columns.id, { numeric: true });
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
      name: toName(row[columns.name], report),
      damageScore: toCount(row[columns.score], report, place, columns.score),
      kills: 0,
      deaths: 0,
      tameKills: 0,
      playTime: 0,
      members: 0,
    });
    const totals: TribeTotals = {};
    for (const [column, field] of Object.entries(columns.totals)) {
      const cell = row[column];
      if (cell !== undefined && cell !== null && cell !== '') {
        totals[field] = toCount(cell, report, place, column);
      }
    }
    if (Object.keys(totals).length > 0) given.set(id, totals);
  }
  return { tribes, given, rows: index };
}

/** What reading one player row needs besides the row. */
interface PlayerContext {
  layout: TableLayout;
  tribes: Map<string, TribeInput>;
  report: MapReport;
  place: RowPlace;
}

function mapPlayerRow(id: string, row: PluginRow, context: PlayerContext): PlayerInput {
  const { layout, tribes, report, place } = context;
  const columns = layout.players.columns;
  const count = (column: string | undefined) =>
    column === undefined ? 0 : toCount(row[column], report, place, column);
  // A statistic the layout lacks is missing (N/A), not 0; so is one a joined row lacks.
  const stat = (column: string | undefined) =>
    column === undefined || (layout.joined === true && !(column in row)) ? null : count(column);
  // An extra counter: 0 when the source has no such column (older exports).
  const extra = (column: string | undefined) =>
    column !== undefined && column in row ? count(column) : 0;
  const tribeName = columns.tribe === undefined ? '' : toName(row[columns.tribe], report);
  const tribeId = playerTribeId(row, columns, tribeName, place, layout.numericIds);
  const player: PlayerInput = {
    id,
    name: playerName(id, row, columns, report),
    tribeName,
    tribeId,
    playTime: stat(columns.playTime),
    kills: stat(columns.kills),
    dinoKills: stat(columns.tameKills),
    deaths: stat(columns.deaths),
    wildDinoKills: extra(columns.wildDinoKills),
    dinosTamed: extra(columns.dinosTamed),
    deathsByDino: extra(columns.deathsByDino),
    deathsByWildDino: extra(columns.deathsByWildDino),
  };
  if (tribeId !== null) addToTribe(tribes, player, tribeId, report, layout.tribes !== null);
  return player;
}

/**
 * A player's tribe id: their tribe id column (0 = no tribe, as in ARK), else, where only a tribe
 * name is mapped, an id made from that name (a digest: it passes the id rule).
 */
function playerTribeId(
  row: PluginRow,
  columns: PlayerColumns,
  tribeName: string,
  place: RowPlace,
  numeric: boolean,
): string | null {
  if (columns.tribeId !== undefined) {
    const id = toId(row[columns.tribeId], place, columns.tribeId, { numeric });
    return id === '0' ? null : id;
  }
  if (columns.tribe === undefined || tribeName === '') return null;
  return `t${createHash('sha256').update(tribeName).digest('hex').slice(0, 31)}`;
}

function playerName(id: string, row: PluginRow, columns: PlayerColumns, report: MapReport): string {
  const name = toName(row[columns.name], report);
  if (name !== '') return name;
  const alt = columns.altName;
  const altName = alt === undefined || row[alt] === undefined ? '' : toName(row[alt], report);
  if (altName !== '') {
    report.playerNamesFromSteam += 1;
    return altName;
  }
  report.unknownPlayerNames += 1;
  return unknownPlayerName(id);
}

/**
 * Adds a player to their tribe's sums; a tribe without a row is made from its players (counted
 * where the layout has a tribe table; with none, every tribe is, and its score is missing).
 */
function addToTribe(
  tribes: Map<string, TribeInput>,
  player: PlayerInput,
  tribeId: string,
  report: MapReport,
  tribeTable: boolean,
): void {
  let tribe = tribes.get(tribeId);
  if (tribe === undefined) {
    if (tribeTable) report.syntheticTribes += 1;
    tribe = {
      id: tribeId,
      name: '',
      damageScore: tribeTable ? 0 : null,
      kills: 0,
      deaths: 0,
      tameKills: 0,
      playTime: player.playTime === null ? null : 0,
      members: 0,
    };
    tribes.set(tribeId, tribe);
  }
  // A tribe row without a name borrows the first name its players carry.
  if (tribe.name === '' && player.tribeName !== '') tribe.name = player.tribeName;
  tribe.members = (tribe.members ?? 0) + 1;
  tribe.kills += player.kills ?? 0;
  tribe.deaths += player.deaths ?? 0;
  tribe.tameKills += player.dinoKills ?? 0;
  if (tribe.playTime !== null && player.playTime !== null) tribe.playTime += player.playTime;
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
