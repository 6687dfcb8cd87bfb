// `ark hall rebuild` (docs/adr/0074-the-hall-of-fame.md): the hall's rows worked out again from
// history's daily points (docs/adr/0063-history.md), for a store that kept history before the
// hall. A period's gain is its last point minus the last point before it (a reset counted from
// zero), as the range boards count, and a tribe's is defined as theirs (tribe-gain.ts): its score
// from its own points, every other statistic its current members' gains summed. Periods are the
// store's one calendar (store/periods.ts). Each period after the cluster's first day of history
// is written again whole, in one statement a board, ordered in SQL: a second run changes nothing.
import { HALL_SPANS, type HallSpan } from '@ark/core';
import type { Db, Queryable } from '../db/db';
import { type OnProgress, type StepProgress, stepClock } from '../lib/progress';
import { IMPORT_LOCK, type RankTable } from '../store/cluster-partition';
import { CURRENT_SEASON, HALL_KEEP, hallStats } from '../store/hall';
import { hiddenIds } from '../store/hidden-entries';
import { historyDay } from '../store/history';
import { HISTORY_TABLE } from '../store/history-months';
import { HISTORY_POINT_COLUMNS, pointWidth } from '../store/history-points';
import { type PeriodSettings, periodStartDay } from '../store/periods';
import { gain, TRIBE_MEMBER_SUMS, TRIBE_OWN_GAIN } from './tribe-gain';

/** The steps of one cluster's rebuild. */
export const HALL_REBUILD_STEPS = ['players', 'tribes', 'write'] as const;

/** Rows of history read at a time (players; tribes, whose members' points are read with them). */
const CHUNK = 5_000;
const TRIBE_CHUNK = 500;

/** One row's points: each day (YYYY-MM-DD) with its statistics in HISTORY_POINT_COLUMNS order. */
interface RowPoints {
  id: string;
  days: string[];
  values: number[][];
}

/** A candidate for a period's top: a row and its gain. */
interface Entry {
  id: string;
  value: number;
}

/** The period starts of each day, by span, from the store's one calendar (memoised: few days). */
type Calendar = (day: string) => Record<HallSpan, string>;

function calendarOf(periods: PeriodSettings): Calendar {
  const known = new Map<string, Record<HallSpan, string>>();
  return (day) => {
    let starts = known.get(day);
    if (!starts) {
      starts = {
        day: periodStartDay('day', day, periods),
        week: periodStartDay('week', day, periods),
        month: periodStartDay('month', day, periods),
      };
      known.set(day, starts);
    }
    return starts;
  };
}

/**
 * The tops being gathered: per span, start and statistic, the best shown and hidden gains, ties
 * at the edge kept (names break them once known, in SQL).
 */
class Tops {
  readonly kept = new Map<string, { shown: Entry[]; hidden: Entry[] }>();
  constructor(private readonly hidden: ReadonlySet<string>) {}

  add(key: string, entry: Entry): void {
    let top = this.kept.get(key);
    if (!top) {
      top = { shown: [], hidden: [] };
      this.kept.set(key, top);
    }
    const list = this.hidden.has(entry.id) ? top.hidden : top.shown;
    list.push(entry);
    if (list.length > HALL_KEEP * 4) trim(list);
  }
}

/** Keeps the HALL_KEEP best of `list` and every entry tied with the last of them. */
function trim(list: Entry[]): void {
  list.sort((a, b) => b.value - a.value);
  const edge = list[HALL_KEEP - 1]?.value;
  if (edge === undefined) return;
  let end = HALL_KEEP;
  while (end < list.length && (list[end] as Entry).value === edge) end++;
  list.length = end;
}

/** One read row of history: its id, the tribe it is read for (members only), a month's points. */
interface HistoryRow {
  id: string;
  tribe?: string;
  month: string;
  points: string;
}

/** Unpacks history rows (ordered by id, then month) into each id's points, in order. */
function unpackRows(
  rows: readonly HistoryRow[],
  board: RankTable,
): (RowPoints & { tribe?: string })[] {
  const width = pointWidth(board);
  const stats = HISTORY_POINT_COLUMNS[board].length;
  const out: (RowPoints & { tribe?: string })[] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last?.id !== row.id || last.tribe !== row.tribe) {
      out.push({ id: row.id, days: [], values: [], ...(row.tribe && { tribe: row.tribe }) });
    }
    const into = out.at(-1) as RowPoints;
    const bytes = Buffer.from(row.points, 'hex');
    for (let at = 0; at + width <= bytes.length; at += width) {
      into.days.push(`${row.month}-${String(bytes.readUInt8(at)).padStart(2, '0')}`);
      into.values.push(Array.from({ length: stats }, (_, s) => bytes.readDoubleBE(at + 1 + s * 8)));
    }
  }
  return out;
}

const MONTH_POINTS = `to_char(h.month, 'YYYY-MM') AS month, encode(h.points, 'hex') AS points`;

/** Reads one board's history of a cluster in chunks of rows, each row with all its points. */
async function* historyRows(
  q: Queryable,
  cluster: string,
  board: RankTable,
): AsyncGenerator<RowPoints[]> {
  let after = '';
  for (;;) {
    const rows = await q.query<HistoryRow>(
      `SELECT h.id, ${MONTH_POINTS}
       FROM ${HISTORY_TABLE[board]} h WHERE h.cluster = $1 AND h.id IN (
         SELECT DISTINCT id FROM ${HISTORY_TABLE[board]} WHERE cluster = $1 AND id > $2
         ORDER BY id LIMIT ${CHUNK})
       ORDER BY h.id, h.month, h.day`,
      [cluster, after],
    );
    if (rows.length === 0) return;
    const out = unpackRows(rows, board);
    after = (out.at(-1) as RowPoints).id;
    yield out;
  }
}

/**
 * Reads the players' history of a cluster's tribes in chunks of tribes, each tribe's current
 * members (the served board's) together, each member with all its points.
 */
async function* memberRows(
  q: Queryable,
  cluster: string,
): AsyncGenerator<{ tribe: string; members: RowPoints[] }[]> {
  let after = '';
  for (;;) {
    const rows = await q.query<HistoryRow>(
      `SELECT p.tribe_id AS tribe, h.id, ${MONTH_POINTS}
       FROM ${HISTORY_TABLE.players} h
       JOIN players p ON p.cluster = h.cluster AND p.id = h.id
       WHERE h.cluster = $1 AND p.tribe_id IN (
         SELECT t.id FROM tribes t WHERE t.cluster = $1 AND t.id > $2
         ORDER BY t.id LIMIT ${TRIBE_CHUNK})
       ORDER BY p.tribe_id, h.id, h.month, h.day`,
      [cluster, after],
    );
    const [last] = await q.query<{ id: string | null }>(
      `SELECT max(id) AS id FROM (SELECT id FROM tribes WHERE cluster = $1 AND id > $2
         ORDER BY id LIMIT ${TRIBE_CHUNK}) chunk`,
      [cluster, after],
    );
    if (!last?.id) return;
    const out: { tribe: string; members: RowPoints[] }[] = [];
    for (const member of unpackRows(rows, 'players')) {
      if (out.at(-1)?.tribe !== member.tribe) out.push({ tribe: member.tribe ?? '', members: [] });
      (out.at(-1) as { members: RowPoints[] }).members.push(member);
    }
    after = last.id;
    yield out;
  }
}

/** What the rebuild needs of a cluster: its first day of history and the open periods' starts. */
interface RebuildFrame {
  firstDay: string;
  /**
   * Whether history begins with the cluster's first import: the periods holding that day are
   * then counted from it, as the import counted them; else only the periods after it.
   */
  whole: boolean;
  /** Each span's start holding the last import: that period is still open. */
  open: Record<HallSpan, string>;
  calendar: Calendar;
}

/** A period's gain of one statistic of a row: its span and start, the statistic's place, the gain. */
type OnGain = (span: HallSpan, start: string, stat: number, value: number) => void;

/**
 * Calls `onGain` for each of one row's gains of every whole closed period, of the statistics at
 * `stats` (places in its points): for each span, the last point in a period minus the last point
 * before it; the cluster's first day is only a baseline.
 */
function periodGains(
  row: RowPoints,
  stats: readonly number[],
  frame: RebuildFrame,
  onGain: OnGain,
): void {
  const { calendar } = frame;
  for (const span of HALL_SPANS) {
    // A row's point on the first day is its baseline; a row appearing later counts from zero.
    let base: number[] = row.days[0] === frame.firstDay ? (row.values[0] as number[]) : [];
    const from = frame.whole ? calendar(frame.firstDay)[span] : frame.firstDay;
    for (let i = 0; i < row.days.length; i++) {
      const start = calendar(row.days[i] as string)[span];
      const next = row.days[i + 1];
      if (next !== undefined && calendar(next)[span] === start) continue;
      const values = row.values[i] as number[];
      if ((frame.whole ? start >= from : start > from) && start < frame.open[span]) {
        for (const at of stats) {
          const value = values[at] as number;
          if (Number.isNaN(value)) continue;
          const g = gain(value, base[at] ?? 0);
          if (g > 0) onGain(span, start, at, g);
        }
      }
      base = values;
    }
  }
}

/** A board's statistics the rebuild reads from its own points: each by name and place. */
function ownStats(board: RankTable): { stat: string; at: number }[] {
  const own = hallStats(board).filter(
    ({ column }) => board === 'players' || column === TRIBE_OWN_GAIN,
  );
  return own.map(({ stat, column }) => ({
    stat,
    at: HISTORY_POINT_COLUMNS[board].indexOf(column),
  }));
}

/** The tribes' statistics summed from members: each by name and its member statistic's place. */
function summedStats(): { stat: string; at: number }[] {
  return hallStats('tribes').flatMap(({ stat, column }) => {
    const member = TRIBE_MEMBER_SUMS[column as keyof typeof TRIBE_MEMBER_SUMS];
    return member ? [{ stat, at: HISTORY_POINT_COLUMNS.players.indexOf(member) }] : [];
  });
}

/** Gathers one board's tops from its own points, reporting the rows read. */
async function gatherOwn(
  q: Queryable,
  cluster: string,
  board: RankTable,
  frame: RebuildFrame,
  progress: StepProgress,
  tops: Tops,
): Promise<number> {
  const stats = ownStats(board);
  const nameAt = new Map(stats.map(({ stat, at }) => [at, stat]));
  const places = [...nameAt.keys()];
  let done = 0;
  for await (const rows of historyRows(q, cluster, board)) {
    for (const row of rows) {
      periodGains(row, places, frame, (span, start, at, value) =>
        tops.add(`${span}|${start}|${nameAt.get(at)}`, { id: row.id, value }),
      );
    }
    done += rows.length;
    progress.report(done);
  }
  return done;
}

/** Gathers the tribes' summed statistics' tops from their current members' points. */
async function gatherSums(
  q: Queryable,
  cluster: string,
  frame: RebuildFrame,
  progress: StepProgress,
  tops: Tops,
  done: number,
): Promise<void> {
  const stats = summedStats();
  const nameAt = new Map(stats.map(({ stat, at }) => [at, stat]));
  const places = [...nameAt.keys()];
  for await (const tribes of memberRows(q, cluster)) {
    for (const { tribe, members } of tribes) {
      const sums = new Map<string, number>();
      for (const member of members) {
        periodGains(member, places, frame, (span, start, at, value) => {
          const key = `${span}|${start}|${nameAt.get(at)}`;
          sums.set(key, (sums.get(key) ?? 0) + value);
        });
      }
      for (const [key, value] of sums) tops.add(key, { id: tribe, value });
      done += 1;
    }
    progress.report(done);
  }
}

/** Gathers one board's tops, reporting the rows read. */
async function gather(
  q: Queryable,
  cluster: string,
  board: RankTable,
  frame: RebuildFrame,
  progress: StepProgress,
): Promise<Tops> {
  const tops = new Tops(await hiddenIds(q, cluster, board));
  const done = await gatherOwn(q, cluster, board, frame, progress, tops);
  if (board === 'tribes') await gatherSums(q, cluster, frame, progress, tops, done);
  for (const top of tops.kept.values()) {
    trim(top.shown);
    trim(top.hidden);
  }
  return tops;
}

/**
 * Writes one board's gathered tops in one statement, ordered there: the shown HALL_KEEP by gain,
 * then name key, then id, the hidden HALL_KEEP by gain then id, numbered together by gain with
 * shown before hidden at an equal gain, as the import's positions order them (hall.ts). Names are
 * the served board's (the id where it has none).
 */
async function writeTops(
  tx: Queryable,
  cluster: string,
  board: RankTable,
  tops: Tops,
): Promise<void> {
  const cells = { span: [], start: [], stat: [], id: [], value: [], hidden: [] } as {
    span: string[];
    start: string[];
    stat: string[];
    id: string[];
    value: number[];
    hidden: boolean[];
  };
  for (const [slot, top] of tops.kept) {
    const [span, start, stat] = slot.split('|') as [HallSpan, string, string];
    for (const [hidden, list] of [
      [false, top.shown],
      [true, top.hidden],
    ] as const) {
      for (const entry of list) {
        cells.span.push(span);
        cells.start.push(start);
        cells.stat.push(stat);
        cells.id.push(entry.id);
        cells.value.push(entry.value);
        cells.hidden.push(hidden);
      }
    }
  }
  if (cells.id.length === 0) return;
  await tx.query(
    `INSERT INTO hall_results (cluster, season, span, start, board, stat, place, id, name, value)
     SELECT $1, ${CURRENT_SEASON}, span, start::date, $2, stat,
       row_number() OVER (PARTITION BY span, start, stat
         ORDER BY value DESC, hidden, key, id COLLATE "C")::int,
       id, name, value
     FROM (
       SELECT c.*, coalesce(b.name, c.id) AS name,
         CASE WHEN c.hidden THEN '' ELSE coalesce(b.name_key, c.id) END COLLATE "C" AS key,
         row_number() OVER (PARTITION BY c.span, c.start, c.stat, c.hidden ORDER BY c.value DESC,
           CASE WHEN c.hidden THEN '' ELSE coalesce(b.name_key, c.id) END COLLATE "C",
           c.id COLLATE "C") AS n
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::bool[])
         AS c(span, start, stat, id, value, hidden)
       LEFT JOIN ${board} b ON b.cluster = $1 AND b.id = c.id
     ) ranked
     WHERE n <= ${HALL_KEEP}`,
    [cluster, board, cells.span, cells.start, cells.stat, cells.id, cells.value, cells.hidden],
  );
}

/** What one cluster's rebuild wrote. */
export interface HallRebuilt {
  cluster: string;
  /** Periods written (a period of either board counted once). */
  periods: number;
}

/**
 * Rebuilds one cluster's current-season hall from its history, in one transaction holding the
 * import lock: the periods after its first day of history, closed by its last import, are
 * deleted and written again.
 */
export function rebuildHall(
  db: Db,
  cluster: string,
  periods: PeriodSettings,
  onProgress?: OnProgress,
): Promise<HallRebuilt> {
  const clock = stepClock<(typeof HALL_REBUILD_STEPS)[number]>({ work: cluster, onProgress });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    const frame = await readFrame(tx, cluster, periods);
    if (!frame) return { cluster, periods: 0 };
    const gathered: Partial<Record<RankTable, Tops>> = {};
    for (const board of ['players', 'tribes'] as const) {
      gathered[board] = await clock.run(
        board,
        (progress) => gather(tx, cluster, board, frame, progress),
        { total: null, unit: 'rows' },
      );
    }
    return clock.run('write', async () => {
      for (const span of HALL_SPANS) {
        const from = frame.calendar(frame.firstDay)[span];
        await tx.query(
          `DELETE FROM hall_results WHERE cluster = $1 AND season = ${CURRENT_SEASON} AND span = $2
             AND start ${frame.whole ? '>=' : '>'} $3::date AND start < $4::date`,
          [cluster, span, frame.whole ? from : frame.firstDay, frame.open[span]],
        );
      }
      const written = new Set<string>();
      for (const board of ['players', 'tribes'] as const) {
        const tops = gathered[board] as Tops;
        for (const slot of tops.kept.keys()) written.add(slot.split('|').slice(0, 2).join('|'));
        await writeTops(tx, cluster, board, tops);
      }
      return { cluster, periods: written.size };
    });
  });
}

/** The cluster's first day of history and its open periods; null without history or import. */
async function readFrame(
  q: Queryable,
  cluster: string,
  periods: PeriodSettings,
): Promise<RebuildFrame | null> {
  const [row] = await q.query<{ first: string | null; last: Date | null; began: Date | null }>(
    `SELECT (SELECT to_char(month, 'YYYY-MM-') || lpad(min(get_byte(points, 0))::text, 2, '0')
         FROM ${HISTORY_TABLE.players} WHERE cluster = $1
           AND month = (SELECT min(month) FROM ${HISTORY_TABLE.players} WHERE cluster = $1)
         GROUP BY month) AS first,
       (SELECT updated_at FROM clusters WHERE key = $1) AS last,
       (SELECT first_import_at FROM clusters WHERE key = $1) AS began`,
    [cluster],
  );
  // Points are kept oldest first: a row's first byte is its first day in the month.
  if (!row?.first || !row.last) return null;
  const firstDay = row.first;
  const calendar = calendarOf(periods);
  const today = historyDay(new Date(row.last), periods.timezone);
  const whole =
    row.began !== null && historyDay(new Date(row.began), periods.timezone) === firstDay;
  return { firstDay, whole, open: calendar(today), calendar };
}
