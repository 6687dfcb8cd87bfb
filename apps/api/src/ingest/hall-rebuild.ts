// `ark hall rebuild` (docs/adr/0074-the-hall-of-fame.md): the hall's rows worked out again from
// history's daily points (docs/adr/0063-history.md), for a store that kept history before the
// hall. A period's gain is its last point minus the last point before it (a reset counted from
// zero), as the range boards count; each period after the cluster's first day of history is
// written again whole, so a second run changes nothing.
import type { HallSpan } from '@ark/core';
import type { Db, Queryable } from '../db/db';
import { type OnProgress, type StepProgress, stepClock } from '../lib/progress';
import { IMPORT_LOCK, type RankTable } from '../store/cluster-partition';
import { CURRENT_SEASON, HALL_KEEP, hallStats } from '../store/hall';
import { hiddenIds } from '../store/hidden-entries';
import { historyDay } from '../store/history';
import { HISTORY_TABLE } from '../store/history-months';
import { HISTORY_POINT_COLUMNS, pointWidth } from '../store/history-points';
import type { PeriodSettings } from '../store/periods';
import { gain } from './range-rows';

/** The steps of one cluster's rebuild. */
export const HALL_REBUILD_STEPS = ['players', 'tribes', 'write'] as const;

/** Rows of history read at a time. */
const CHUNK = 5_000;

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

/** The period starts a day falls in, by span (weeks on the site's week start). */
export function spanStarts(
  day: string,
  weekStart: PeriodSettings['weekStart'],
): Record<HallSpan, string> {
  const date = new Date(`${day}T00:00:00Z`);
  const first = (
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
  ).indexOf(weekStart);
  const back = (date.getUTCDay() - first + 7) % 7;
  const week = new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  return { day, week, month: `${day.slice(0, 7)}-01` };
}

/**
 * The tops being gathered: per span, start and statistic, the best shown and hidden gains, ties
 * at the edge kept (names break them once known).
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

/** Reads one board's history of a cluster in chunks of rows, each row with all its points. */
async function* historyRows(
  q: Queryable,
  cluster: string,
  board: RankTable,
): AsyncGenerator<RowPoints[]> {
  const width = pointWidth(board);
  const stats = HISTORY_POINT_COLUMNS[board].length;
  let after = '';
  for (;;) {
    const rows = await q.query<{ id: string; month: string; points: string }>(
      `SELECT id, to_char(month, 'YYYY-MM') AS month, encode(points, 'hex') AS points
       FROM ${HISTORY_TABLE[board]} WHERE cluster = $1 AND id IN (
         SELECT DISTINCT id FROM ${HISTORY_TABLE[board]} WHERE cluster = $1 AND id > $2
         ORDER BY id LIMIT ${CHUNK})
       ORDER BY id, month, day`,
      [cluster, after],
    );
    if (rows.length === 0) return;
    const out: RowPoints[] = [];
    for (const row of rows) {
      if (out.at(-1)?.id !== row.id) out.push({ id: row.id, days: [], values: [] });
      const into = out.at(-1) as RowPoints;
      const bytes = Buffer.from(row.points, 'hex');
      for (let at = 0; at + width <= bytes.length; at += width) {
        into.days.push(`${row.month}-${String(bytes.readUInt8(at)).padStart(2, '0')}`);
        into.values.push(
          Array.from({ length: stats }, (_, s) => bytes.readDoubleBE(at + 1 + s * 8)),
        );
      }
    }
    after = (out.at(-1) as RowPoints).id;
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
  weekStart: PeriodSettings['weekStart'];
}

/**
 * Adds one row's gains of every whole closed period to `tops`: for each span, the last point in
 * a period minus the last point before it; the cluster's first day is only a baseline.
 */
function addRow(row: RowPoints, board: RankTable, frame: RebuildFrame, tops: Tops): void {
  const stats = hallStats(board).map(({ stat, column }) => ({
    stat,
    at: HISTORY_POINT_COLUMNS[board].indexOf(column),
  }));
  for (const span of ['day', 'week', 'month'] as const) {
    // A row's point on the first day is its baseline; a row appearing later counts from zero.
    let base: number[] = row.days[0] === frame.firstDay ? (row.values[0] as number[]) : [];
    const from = frame.whole ? spanStarts(frame.firstDay, frame.weekStart)[span] : frame.firstDay;
    for (let i = 0; i < row.days.length; i++) {
      const start = spanStarts(row.days[i] as string, frame.weekStart)[span];
      const next = row.days[i + 1];
      const last = next === undefined || spanStarts(next, frame.weekStart)[span] !== start;
      if (!last) continue;
      const values = row.values[i] as number[];
      if ((frame.whole ? start >= from : start > from) && start < frame.open[span]) {
        for (const { stat, at } of stats) {
          const value = values[at] as number;
          if (Number.isNaN(value)) continue;
          const g = gain(value, base[at] ?? 0);
          if (g > 0) tops.add(`${span}|${start}|${stat}`, { id: row.id, value: g });
        }
      }
      base = values;
    }
  }
}

/** The names and name keys of `ids` on the cluster's served board (the id where it has none). */
async function namesOf(
  q: Queryable,
  cluster: string,
  board: RankTable,
  ids: readonly string[],
): Promise<Map<string, { name: string; key: string }>> {
  const rows = await q.query<{ id: string; name: string; name_key: string }>(
    `SELECT id, name, name_key FROM ${board} WHERE cluster = $1 AND id = ANY($2::text[])`,
    [cluster, ids],
  );
  const out = new Map(ids.map((id) => [id, { name: id, key: id }]));
  for (const row of rows) out.set(row.id, { name: row.name, key: row.name_key });
  return out;
}

/** Writes one board's gathered tops: shown by gain then name, hidden after ties by id. */
async function writeTops(
  tx: Queryable,
  cluster: string,
  board: RankTable,
  tops: Tops,
): Promise<void> {
  const ids = [...tops.kept.values()].flatMap((t) => [...t.shown, ...t.hidden].map((e) => e.id));
  const names = await namesOf(tx, cluster, board, [...new Set(ids)]);
  const key = (id: string) => names.get(id)?.key ?? id;
  for (const [slot, top] of tops.kept) {
    const [span, start, stat] = slot.split('|') as [HallSpan, string, string];
    const byBoard = (a: Entry, b: Entry) =>
      b.value - a.value ||
      (key(a.id) < key(b.id) ? -1 : key(a.id) > key(b.id) ? 1 : 0) ||
      (a.id < b.id ? -1 : 1);
    const shown = top.shown.sort(byBoard).slice(0, HALL_KEEP);
    const hidden = top.hidden
      .sort((a, b) => b.value - a.value || (a.id < b.id ? -1 : 1))
      .slice(0, HALL_KEEP);
    // Shown before hidden at an equal gain, as the import's positions order them.
    const all = [...shown.map((e) => ({ e, h: 0 })), ...hidden.map((e) => ({ e, h: 1 }))].sort(
      (a, b) => b.e.value - a.e.value || a.h - b.h,
    );
    for (const [place, { e }] of all.entries()) {
      await tx.query(
        `INSERT INTO hall_results (cluster, season, span, start, board, stat, place, id, name, value)
         VALUES ($1, ${CURRENT_SEASON}, $2, $3::date, $4, $5, $6, $7, $8, $9)`,
        [
          cluster,
          span,
          start,
          board,
          stat,
          place + 1,
          e.id,
          names.get(e.id)?.name ?? e.id,
          e.value,
        ],
      );
    }
  }
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
        {
          total: null,
          unit: 'rows',
        },
      );
    }
    return clock.run('write', async () => {
      for (const span of ['day', 'week', 'month'] as const) {
        const from = spanStarts(frame.firstDay, frame.weekStart)[span];
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

/** Gathers one board's tops, reporting the rows read. */
async function gather(
  q: Queryable,
  cluster: string,
  board: RankTable,
  frame: RebuildFrame,
  progress: StepProgress,
): Promise<Tops> {
  const tops = new Tops(await hiddenIds(q, cluster, board));
  let done = 0;
  for await (const rows of historyRows(q, cluster, board)) {
    for (const row of rows) addRow(row, board, frame, tops);
    done += rows.length;
    progress.report(done);
  }
  for (const top of tops.kept.values()) {
    trim(top.shown);
    trim(top.hidden);
  }
  return tops;
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
  const today = historyDay(new Date(row.last), periods.timezone);
  const whole =
    row.began !== null && historyDay(new Date(row.began), periods.timezone) === firstDay;
  return {
    firstDay,
    whole,
    open: spanStarts(today, periods.weekStart),
    weekStart: periods.weekStart,
  };
}
