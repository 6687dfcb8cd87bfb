// The hall of fame's reads (docs/adr/0074-the-hall-of-fame.md): records, champions and medals
// worked out from the kept top rows of each closed period, every hidden row left out first, so the
// podium closes up at once after a hide and opens again after an unhide.
import { HALL_SPANS, type HallSection, type HallSpan, type View } from '@ark/core';
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { CURRENT_SEASON, closedPeriods, closingTopSql, hallStats } from './hall';
import { historyDay } from './history';
import type { PeriodSettings } from './periods';
import { type SlotAliases, storedSlot } from './range-slots';

/** The most gained in one span of a board's statistic, and who gained it first. */
export interface HallRecord {
  board: RankTable;
  stat: string;
  span: HallSpan;
  id: string;
  name: string;
  value: number;
  /** YYYY-MM-DD: the day, or the first day of the week or month. */
  start: string;
}

/** The #1 of one board's statistic over one closed week or month. */
export interface HallChampion {
  span: Exclude<HallSpan, 'day'>;
  start: string;
  board: RankTable;
  stat: string;
  id: string;
  name: string;
  value: number;
}

/** One row of a medal table: its competition rank and its weekly podium places. */
export interface HallMedals {
  rank: number;
  id: string;
  name: string;
  gold: number;
  silver: number;
  bronze: number;
}

/** Whether a row `h` of hall_results is shown in its season $2: not hidden then (or now). */
const shownRow = (h: string) => `NOT EXISTS (
      SELECT 1 FROM hidden_entries x
      WHERE $2 = ${CURRENT_SEASON} AND x.cluster = ${h}.cluster AND x.id = ${h}.id
        AND x.kind = CASE ${h}.board WHEN 'players' THEN 'player' ELSE 'tribe' END)
    AND NOT EXISTS (
      SELECT 1 FROM season_hidden x
      WHERE x.season_id = $2 AND x.cluster = ${h}.cluster AND x.id = ${h}.id
        AND x.kind = CASE ${h}.board WHEN 'players' THEN 'player' ELSE 'tribe' END)`;

/**
 * The visible kept rows of a cluster's season: its hidden rows (of the season's hides, or the live
 * ones for the current season) left out.
 */
const VISIBLE = `WITH visible AS (
  SELECT h.span, to_char(h.start, 'YYYY-MM-DD') AS start, h.board, h.stat, h.place, h.id, h.name,
    h.value
  FROM hall_results h
  WHERE h.cluster = $1 AND h.season = $2
    AND ${shownRow('h')})`;

/** Board, then statistic in menu order, then span: the order records and champions list in. */
function boardOrder(board: RankTable, stat: string): number {
  const boards: readonly RankTable[] = ['players', 'tribes'];
  return boards.indexOf(board) * 100 + hallStats(board).findIndex((s) => s.stat === stat);
}

/**
 * Each board's and statistic's record per span: the highest gain; a tie keeps the first to reach
 * it (the earliest period, then the board's own order in it). Boards and statistics with no gain
 * at all have no record.
 */
export async function readHallRecords(
  q: Queryable,
  cluster: string,
  season: number,
): Promise<HallRecord[]> {
  const rows = await q.query<HallRecord>(
    `${VISIBLE}
     SELECT DISTINCT ON (board, stat, span) board, stat, span, id, name, value, start
     FROM visible ORDER BY board, stat, span, value DESC, start, place`,
    [cluster, season],
  );
  return rows.sort(
    (a, b) =>
      boardOrder(a.board, a.stat) - boardOrder(b.board, b.stat) ||
      HALL_SPANS.indexOf(a.span) - HALL_SPANS.indexOf(b.span),
  );
}

/**
 * Every closed week's and month's #1 of each board and statistic (the first visible row kept),
 * newest first: by start, a week before a month starting the same day, then board and statistic.
 */
export async function readHallChampions(
  q: Queryable,
  cluster: string,
  season: number,
): Promise<HallChampion[]> {
  const rows = await q.query<HallChampion>(
    `${VISIBLE}
     SELECT DISTINCT ON (start, span, board, stat) span, start, board, stat, id, name, value
     FROM visible WHERE span <> 'day' ORDER BY start, span, board, stat, place`,
    [cluster, season],
  );
  return rows.sort(
    (a, b) =>
      (a.start < b.start ? 1 : a.start > b.start ? -1 : 0) ||
      (a.span === b.span ? 0 : a.span === 'week' ? -1 : 1) ||
      boardOrder(a.board, a.stat) - boardOrder(b.board, b.stat),
  );
}

/** The clock a post reads the hall by: a period it closed that no import has closed yet. */
export interface HallClock {
  at: Date;
  periods: PeriodSettings;
}

/**
 * Each closed period's #1 of one span, board and statistic (the first visible row kept), oldest
 * first: what a post compares its period's #1 with to say a record fell. With `clock`, in the
 * current season, a period the clock has closed and no import yet (the post goes out at the
 * period's start, the import that writes it comes later) is read from its served range slot by
 * the query the import copies it with: its rows as they will be kept (docs/adr/0095-the-post-reads-its-closed-period.md).
 */
export async function readHallFirsts(
  q: Queryable,
  cluster: string,
  season: number,
  pick: { span: HallSpan; board: RankTable; stat: string },
  clock?: HallClock,
): Promise<HallRecord[]> {
  const kept = await q.query<HallRecord>(
    `${VISIBLE}
     SELECT DISTINCT ON (start) board, stat, span, id, name, value, start
     FROM visible WHERE span = $3 AND board = $4 AND stat = $5 ORDER BY start, place`,
    [cluster, season, pick.span, pick.board, pick.stat],
  );
  const closing =
    season === CURRENT_SEASON && clock && (await readClosingFirst(q, cluster, pick, clock));
  if (!closing) return kept;
  // Its start is the served period's, after every period an import has kept.
  const rows = kept.filter((row) => row.start !== closing.start);
  return closing.first ? [...rows, closing.first] : rows;
}

/**
 * The #1 of the period of `pick.span` that the clock has closed and no import has (the cluster's
 * served period is before the clock's), as its closing import will keep it: null when none is
 * waiting, `first` null when nobody gained in it.
 */
async function readClosingFirst(
  q: Queryable,
  cluster: string,
  pick: { span: HallSpan; board: RankTable; stat: string },
  { at, periods }: HallClock,
): Promise<{ start: string; first: HallRecord | null } | null> {
  const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
  const [served] = await q.query<{
    players: string | null;
    tribes: string | null;
    day: number | null;
    week: number | null;
    month: number | null;
    aliases: SlotAliases | null;
  }>(
    `SELECT range_players_table AS players, range_tribes_table AS tribes, ${ms('day_start')} AS day,
       ${ms('week_start')} AS week, ${ms('month_start')} AS month, range_slots AS aliases
     FROM clusters WHERE key = $1`,
    [cluster],
  );
  if (!served) return null;
  const starts = { day: served.day, week: served.week, month: served.month };
  const period = closedPeriods({ starts }, at, periods).find(({ kind }) => kind === pick.span);
  if (!period) return null;
  const start = historyDay(new Date(period.start), periods.timezone);
  const table = served[pick.board];
  const column = hallStats(pick.board).find(({ stat }) => stat === pick.stat)?.column;
  if (!table || !column) return { start, first: null };
  const [first] = await q.query<{ id: string; name: string; value: number }>(
    `SELECT id, name, value FROM (${closingTopSql(table, column, '$3')}) closing
     WHERE NOT EXISTS (
       SELECT 1 FROM hidden_entries x WHERE x.cluster = $1 AND x.id = closing.id AND x.kind = $2)
     ORDER BY place LIMIT 1`,
    [
      cluster,
      pick.board === 'players' ? 'player' : 'tribe',
      storedSlot(pick.span, served.aliases ?? {}),
    ],
  );
  return { start, first: first ? { ...pick, ...first, start } : null };
}

/**
 * A board's medal table: each closed week's podium of every statistic gives gold, silver and
 * bronze by competition rank of the visible gains (a tie shares the medal; the next place is
 * skipped), ranked by gold, then silver, then bronze, with competition ranks; a row's name is its
 * latest. Ties in the table are listed by name, then id.
 */
export async function readHallMedals(
  q: Queryable,
  cluster: string,
  season: number,
  board: RankTable,
): Promise<HallMedals[]> {
  return q.query<HallMedals>(
    `${VISIBLE},
     placed AS (
       SELECT id, name, start, rank() OVER (PARTITION BY start, stat ORDER BY value DESC) AS place
       FROM visible WHERE span = 'week' AND board = $3),
     counted AS (
       SELECT id, (array_agg(name ORDER BY start DESC))[1] AS name,
         count(*) FILTER (WHERE place = 1)::int AS gold,
         count(*) FILTER (WHERE place = 2)::int AS silver,
         count(*) FILTER (WHERE place = 3)::int AS bronze
       FROM placed WHERE place <= 3 GROUP BY id)
     SELECT rank() OVER (ORDER BY gold DESC, silver DESC, bronze DESC)::int AS rank, id, name,
       gold, silver, bronze
     FROM counted ORDER BY rank, lower(name), id`,
    [cluster, season, board],
  );
}

/** One archived season's final podium of a board's statistic. */
export interface HallSeasonPodium {
  season: number;
  name: string;
  board: RankTable;
  stat: string;
  podium: { rank: number; id: string; name: string; value: number | null }[];
}

/**
 * Each archived season's final top 3 of every board and statistic of a cluster, newest season
 * first, read from the season's archived board (its positions leave hidden rows out).
 */
export async function readHallSeasons(
  q: Queryable,
  cluster: string,
  boards: readonly RankTable[],
): Promise<HallSeasonPodium[]> {
  const out: HallSeasonPodium[] = [];
  for (const board of boards) {
    const parts = hallStats(board).map(
      ({ stat, column }) =>
        `SELECT s.id AS season, s.name AS season_name, '${stat}' AS stat, r.id, r.name,
           r.${column}::float8 AS value, r.rank_${column} AS rank, r.pos_${column} AS pos
         FROM seasons s JOIN season_${board} r ON r.season_id = s.id
         WHERE r.cluster = $1 AND r.pos_${column} <= 3 AND r.${column} > 0`,
    );
    const rows = await q.query<{
      season: number;
      season_name: string;
      stat: string;
      id: string;
      name: string;
      value: number | null;
      rank: number;
      pos: number;
    }>(`${parts.join(' UNION ALL ')} ORDER BY season DESC, pos`, [cluster]);
    for (const { stat } of hallStats(board)) {
      for (const row of rows.filter((r) => r.stat === stat)) {
        let podium = out.find(
          (p) => p.season === row.season && p.board === board && p.stat === stat,
        );
        if (!podium) {
          podium = { season: row.season, name: row.season_name, board, stat, podium: [] };
          out.push(podium);
        }
        podium.podium.push({ rank: row.rank, id: row.id, name: row.name, value: row.value });
      }
    }
  }
  return out.sort((a, b) => b.season - a.season);
}

/**
 * One player's or tribe's medals in a cluster's season (0 each when it has none), as its row of
 * readHallMedals counts them: its kept weeks found by one lookup of the holder index (migration
 * 18), each placed by the visible gains above it in that week's kept rows (a tie shares the
 * place); none while it is hidden. A detail answer reads it, so it never builds the medal table.
 */
export async function readHallMedalCount(
  q: Queryable,
  cluster: string,
  season: number,
  board: RankTable,
  id: string,
): Promise<{ gold: number; silver: number; bronze: number }> {
  const [row] = await q.query<{ gold: number; silver: number; bronze: number }>(
    `WITH placed AS (
       SELECT 1 + (
         SELECT count(*) FROM hall_results h
         WHERE h.cluster = $1 AND h.season = $2 AND h.span = 'week' AND h.start = m.start
           AND h.board = $3 AND h.stat = m.stat AND h.value > m.value AND ${shownRow('h')}) AS place
       FROM hall_results m
       WHERE m.cluster = $1 AND m.season = $2 AND m.board = $3 AND m.id = $4 AND m.span = 'week'
         AND ${shownRow('m')})
     SELECT count(*) FILTER (WHERE place = 1)::int AS gold,
       count(*) FILTER (WHERE place = 2)::int AS silver,
       count(*) FILTER (WHERE place = 3)::int AS bronze
     FROM placed`,
    [cluster, season, board, id],
  );
  return { gold: row?.gold ?? 0, silver: row?.silver ?? 0, bronze: row?.bronze ?? 0 };
}

/**
 * Which rows of a cluster's hall: its season (null: current), section, one board or both (a
 * medal table is always of one board: parse-hall-query.ts names it).
 */
export type HallLookup = { cluster: string; season: number | null } & (
  | { section: 'medals'; board: View }
  | { section: Exclude<HallSection, 'medals'>; board: View | null }
);

/** The rows of one hall section, named by the section (draw/hall-answer.ts pages and sends them). */
export type HallSectionRows =
  | { section: 'records'; records: HallRecord[] }
  | { section: 'champions'; champions: HallChampion[] }
  | { section: 'medals'; medals: HallMedals[] }
  | { section: 'seasons'; seasons: HallSeasonPodium[] };

/** Every row of one section of a cluster's hall, of the board asked. */
export async function readHallSection(q: Queryable, lookup: HallLookup): Promise<HallSectionRows> {
  const { cluster, board } = lookup;
  const season = lookup.season ?? CURRENT_SEASON;
  const onBoard = <T extends { board: RankTable }>(rows: T[]) =>
    board === null ? rows : rows.filter((row) => row.board === board);
  switch (lookup.section) {
    case 'records':
      return { section: 'records', records: onBoard(await readHallRecords(q, cluster, season)) };
    case 'champions': {
      const champions = onBoard(await readHallChampions(q, cluster, season));
      return { section: 'champions', champions };
    }
    case 'medals': {
      const medals = await readHallMedals(q, cluster, season, lookup.board);
      return { section: 'medals', medals };
    }
    case 'seasons': {
      const boards = board === null ? (['players', 'tribes'] as const) : [board];
      return { section: 'seasons', seasons: await readHallSeasons(q, cluster, boards) };
    }
  }
}
