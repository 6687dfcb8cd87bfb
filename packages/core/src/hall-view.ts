// What the hall of fame tab shows, derived from the State (docs/adr/0084-the-hall-on-the-page.md):
// each section's rows, worded and formatted in the catalog's language, with what the cluster does
// not keep left out. Pure, like the other selectors. `@ark/core/hall`, with the answers' reader:
// the page loads it with the hall tab (docs/adr/0012-page-budget.md).
import { keepsOf } from './cluster-keeps';
import { type DetailKind, type View, WEEK_DAYS } from './contract';
import type { FilterWire } from './filters';
import {
  dayInZone,
  dayNumber,
  dayText,
  formatCount,
  formatDay,
  formatStat,
  MEDAL_KEYS,
  MEDAL_SYMBOLS,
  type MedalKey,
  trophyFor,
} from './format';
import type { HallAnswer, HallWeek } from './hall-answer';
import type { Catalog } from './i18n/catalog';
import { translate } from './i18n/translate';
import { filterLabel } from './phrases';
import { type Pager, toPager } from './selectors';
import type { DetailTarget, State } from './state';

export * from './hall-read';

/** A name of the hall, with the panel it opens. */
export interface HallName {
  name: string;
  target: DetailTarget;
}

export interface HallRecordRow {
  key: string;
  stat: string;
  span: string;
  holder: HallName;
  gain: string;
  since: string;
}

export interface HallChampionRow {
  key: string;
  period: string;
  board: string;
  stat: string;
  champion: HallName;
  gain: string;
}

export interface HallMedalLine {
  key: string;
  rank: number;
  /** The rank as the board writes it. */
  rankText: string;
  /** The trophy of ranks 1 to 3. */
  place: 1 | 2 | 3 | null;
  holder: HallName;
  /** Each medal's count under its column; `text` says it whole ("Gold: 3"). */
  counts: { key: MedalKey; symbol: string; count: string; text: string }[];
}

export interface HallPodium {
  key: string;
  season: string;
  board: string;
  stat: string;
  rows: {
    key: string;
    rank: number;
    rankText: string;
    place: 1 | 2 | 3 | null;
    holder: HallName;
    value: string;
  }[];
}

/** A board of the medal table's chooser. */
export interface HallBoardChoice {
  board: View;
  label: string;
  selected: boolean;
}

/** What the hall tab shows (docs/adr/0084-the-hall-on-the-page.md). */
export type HallContent =
  | { kind: 'message'; text: string; loading: boolean }
  | {
      kind: 'hall';
      /** The empty hall's sentence: no period has closed yet; null once one has. */
      empty: string | null;
      /** Each board's records; a board with none is left out. */
      records: { board: View; heading: string; rows: HallRecordRow[] }[];
      champions: { rows: HallChampionRow[]; pager: Pager } | null;
      medals: { rows: HallMedalLine[]; pager: Pager; boards: HallBoardChoice[] | null } | null;
      seasons: HallPodium[];
    };

const KIND: Readonly<Record<View, DetailKind>> = { players: 'player', tribes: 'tribe' };
const nameOf = (board: View, row: { id: string; name: string }): HallName => ({
  name: row.name,
  target: { kind: KIND[board], id: row.id },
});
const boardName = (catalog: Catalog, board: View) => translate(catalog, `hall.board.${board}`);
const statName = (catalog: Catalog, stat: string) => filterLabel(catalog, stat as FilterWire);
const longDay = (day: string, catalog: Catalog) => formatDay(dayNumber(day), 'long', catalog);

/**
 * The day the community's current week ends on: the next `weekStart` after `now`'s day in its
 * time zone (its 00:00 closes the week), as YYYY-MM-DD.
 * @example weekEndDay(new Date('2026-12-02T12:00Z'), { timezone: 'UTC', weekStart: 'monday' }) // "2026-12-07"
 */
export function weekEndDay(now: Date, { timezone, weekStart }: HallWeek): string {
  const today = dayInZone(timezone)(now);
  const weekday = (today + 3) % 7; // day 0, 1970-01-01, was a Thursday: WEEK_DAYS[3]
  const ahead = (WEEK_DAYS.indexOf(weekStart) - weekday + 7) % 7 || 7;
  return dayText(today + ahead);
}

function emptyText(week: HallWeek | null, now: Date, catalog: Catalog): string {
  if (week === null) return translate(catalog, 'hall.emptyNoWeek');
  const day = longDay(weekEndDay(now, week), catalog);
  return translate(catalog, 'hall.empty', { day, timezone: week.timezone });
}

/** Whether a row's board and statistic are ones the cluster keeps. */
type Kept = (row: { board: View; stat?: string }) => boolean;
/** A statistic's value as the board shows it. */
type ValueOf = (stat: string, n: number | null) => string;

/** The records, a group per board the cluster keeps, each row a statistic and a span. */
function recordGroups(answer: HallAnswer, kept: Kept, value: ValueOf, catalog: Catalog) {
  return (['players', 'tribes'] as const)
    .map((board) => ({
      board,
      heading: boardName(catalog, board),
      rows: answer.records
        .filter((row) => row.board === board && kept(row))
        .map((row) => ({
          key: `${row.stat}/${row.span}`,
          stat: statName(catalog, row.stat),
          span: translate(catalog, `hall.span.${row.span}`),
          holder: nameOf(board, row),
          gain: value(row.stat, row.value),
          since: longDay(row.start, catalog),
        })),
    }))
    .filter((group) => group.rows.length > 0);
}

/** The medal table's rows: competition rank, trophy, holder and each medal's count as text. */
function medalRowsOf(rows: HallAnswer['medals']['rows'], board: View, catalog: Catalog) {
  return rows.map((row) => ({
    key: row.id,
    rank: row.rank,
    rankText: formatCount(row.rank, catalog),
    place: trophyFor(row.rank),
    holder: nameOf(board, row),
    counts: MEDAL_KEYS.map((key) => {
      const count = formatCount(row[key], catalog);
      const text = translate(catalog, `panel.medals.${key}`, { count });
      return { key, symbol: MEDAL_SYMBOLS[key], count, text };
    }),
  }));
}

/** Each archived season's podium of a board's statistic. */
function seasonPodiums(podiums: HallAnswer['seasons'], value: ValueOf, catalog: Catalog) {
  return podiums.map((podium) => ({
    key: `${podium.season}/${podium.board}/${podium.stat}`,
    season: podium.name,
    board: boardName(catalog, podium.board),
    stat: statName(catalog, podium.stat),
    rows: podium.podium.map((row) => ({
      key: row.id,
      rank: row.rank,
      rankText: formatCount(row.rank, catalog),
      place: trophyFor(row.rank),
      holder: nameOf(podium.board, row),
      value: value(podium.stat, row.value),
    })),
  }));
}

/**
 * The hall tab's content in the catalog's language at `now` (the empty hall names the day its
 * first week closes): a message while the first answer loads or when it failed, else each
 * section, a board the cluster keeps no tribes for and statistics it does not count left out.
 */
export function selectHall(state: State, now: Date, catalog: Catalog): HallContent {
  const load = state.hallLoad;
  const answer: HallAnswer | null =
    load.status === 'loaded' || load.status === 'loading' ? load.answer : null;
  if (load.status === 'failed') {
    return { kind: 'message', text: translate(catalog, 'hall.failed'), loading: false };
  }
  if (answer === null || state.hall === null) {
    return { kind: 'message', text: translate(catalog, 'results.loading'), loading: true };
  }
  const keeps = keepsOf(state.clusters, state.cluster);
  const kept: Kept = (row) =>
    (row.board !== 'tribes' || keeps.tribes) &&
    (row.stat === undefined || keeps.stats.includes(row.stat as FilterWire));
  const value: ValueOf = (stat, n) => formatStat(stat, n ?? undefined, catalog);

  const records = recordGroups(answer, kept, value, catalog);

  const { champions, medals } = answer;
  const championRows = champions.rows.filter(kept).map((row) => ({
    key: `${row.span}/${row.start}/${row.board}/${row.stat}`,
    period: translate(catalog, `hall.period.${row.span}`, { day: longDay(row.start, catalog) }),
    board: boardName(catalog, row.board),
    stat: statName(catalog, row.stat),
    champion: nameOf(row.board, row),
    gain: value(row.stat, row.value),
  }));
  const { medalsBoard, championsPage, medalsPage } = state.hall;
  const medalRows = medalRowsOf(medals.rows, medalsBoard, catalog);
  const boards = keeps.tribes
    ? (['players', 'tribes'] as const).map((board) => ({
        board,
        label: boardName(catalog, board),
        selected: board === medalsBoard,
      }))
    : null;
  const closed = answer.records.length > 0 || champions.pagination.total_pages > 0;
  return {
    kind: 'hall',
    empty: closed ? null : emptyText(answer.week, now, catalog),
    records,
    champions:
      championRows.length > 0
        ? {
            rows: championRows,
            pager: toPager(championsPage, champions.pagination.total_pages, catalog),
          }
        : null,
    // A medal table of a board with none is still offered when the other board has some.
    medals:
      medalRows.length > 0 || (boards !== null && closed)
        ? {
            rows: medalRows,
            pager: toPager(medalsPage, medals.pagination.total_pages, catalog),
            boards,
          }
        : null,
    seasons: seasonPodiums(answer.seasons.filter(kept), value, catalog),
  };
}
