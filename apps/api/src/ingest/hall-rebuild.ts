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

/** Rows of history read at a time (players' and tribes' own), and tribes read with their members. */
const CHUNK_ROWS = 20_000;
const TRIBE_CHUNK = 500;

const DAY_MS = 86_400_000;
/** A day (YYYY-MM-DD) as a number, days since 1970-01-01, and back: the hot loop's days. */
const dayNumber = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** One row's points: each day (a day number) and its statistics, HISTORY_POINT_COLUMNS order. */
interface RowPoints {
  id: string;
  days: Int32Array;
  /** `stats` values a point, one point after the other. */
  values: Float64Array;
}

/** A candidate for a period's top: a row and its gain. */
interface Entry {
  id: string;
  value: number;
}

/**
 * A top being gathered: the best entries seen, trimmed once it doubles (so an edge of many ties,
 * which names break later in SQL, is not sorted again at every entry); below `floor`, the edge at
 * the last trim, no entry can place.
 */
class Top {
  list: Entry[] = [];
  floor = Number.NEGATIVE_INFINITY;
  private limit = HALL_KEEP * 4;

  add(id: string, value: number): void {
    if (value < this.floor) return;
    this.list.push({ id, value });
    if (this.list.length > this.limit) {
      this.floor = trim(this.list);
      this.limit = Math.max(HALL_KEEP * 4, this.list.length * 2);
    }
  }
}

/**
 * The tops being gathered: per span, start and statistic (a number: `slotKey`), the best shown
 * and hidden gains, ties at the edge kept (names break them once known, in SQL).
 */
class Tops {
  readonly kept = new Map<number, { shown: Top; hidden: Top }>();
  constructor(private readonly hidden: ReadonlySet<string>) {}

  add(key: number, id: string, value: number): void {
    let top = this.kept.get(key);
    if (!top) {
      top = { shown: new Top(), hidden: new Top() };
      this.kept.set(key, top);
    }
    (this.hidden.has(id) ? top.hidden : top.shown).add(id, value);
  }
}

/** A top's slot as one number: its span, its start (a day number) and its statistic's place. */
const STATS_STRIDE = 8;
const slotKey = (span: number, start: number, at: number): number =>
  (start * HALL_SPANS.length + span) * STATS_STRIDE + at;
const slotOf = (key: number) => ({
  at: key % STATS_STRIDE,
  span: HALL_SPANS[Math.floor(key / STATS_STRIDE) % HALL_SPANS.length] as HallSpan,
  start: dayText(Math.floor(key / STATS_STRIDE / HALL_SPANS.length)),
});

/** Keeps the HALL_KEEP best of `list` and every entry tied with the last of them; the edge. */
function trim(list: Entry[]): number {
  list.sort((a, b) => b.value - a.value);
  const edge = list[HALL_KEEP - 1]?.value;
  if (edge === undefined) return Number.NEGATIVE_INFINITY;
  let end = HALL_KEEP;
  while (end < list.length && (list[end] as Entry).value === edge) end++;
  list.length = end;
  return edge;
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
  let from = 0;
  while (from < rows.length) {
    const { id, tribe } = rows[from] as HistoryRow;
    let to = from;
    const bytes: Buffer[] = [];
    const months: number[] = [];
    let count = 0;
    for (; to < rows.length; to++) {
      const row = rows[to] as HistoryRow;
      if (row.id !== id || row.tribe !== tribe) break;
      const packed = Buffer.from(row.points, 'hex');
      bytes.push(packed);
      months.push(dayNumber(`${row.month}-01`) - 1);
      count += Math.floor(packed.length / width);
    }
    const days = new Int32Array(count);
    const values = new Float64Array(count * stats);
    let point = 0;
    bytes.forEach((packed, m) => {
      for (let at = 0; at + width <= packed.length; at += width, point++) {
        days[point] = (months[m] as number) + packed.readUInt8(at);
        for (let s = 0; s < stats; s++)
          values[point * stats + s] = packed.readDoubleBE(at + 1 + s * 8);
      }
    });
    out.push({ id, days, values, ...(tribe && { tribe }) });
    from = to;
  }
  return out;
}

const MONTH_POINTS = `to_char(h.month, 'YYYY-MM') AS month, encode(h.points, 'hex') AS points`;

/**
 * Reads one board's history of a cluster in chunks of about CHUNK_ROWS rows, each id whole with
 * all its points: a chunk ends at the id found CHUNK_ROWS rows on in the key's index, so each
 * chunk reads only its own rows (a chunk by a count of distinct ids scanned them all again).
 */
async function* historyRows(
  q: Queryable,
  cluster: string,
  board: RankTable,
): AsyncGenerator<RowPoints[]> {
  const table = HISTORY_TABLE[board];
  let after = '';
  for (;;) {
    const [edge] = await q.query<{ id: string }>(
      `SELECT id FROM ${table} WHERE cluster = $1 AND id > $2
       ORDER BY cluster, id, month, day OFFSET ${CHUNK_ROWS - 1} LIMIT 1`,
      [cluster, after],
    );
    const rows = await q.query<HistoryRow>(
      `SELECT h.id, ${MONTH_POINTS} FROM ${table} h
       WHERE h.cluster = $1 AND h.id > $2 ${edge ? 'AND h.id <= $3' : ''}
       ORDER BY h.cluster, h.id, h.month, h.day`,
      edge ? [cluster, after, edge.id] : [cluster, after],
    );
    if (rows.length === 0) return;
    const out = unpackRows(rows, board);
    after = (out.at(-1) as RowPoints).id;
    yield out;
    if (!edge) return;
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
    const [last] = await q.query<{ id: string | null }>(
      `SELECT max(id) AS id FROM (SELECT id FROM tribes WHERE cluster = $1 AND id > $2
         ORDER BY id LIMIT ${TRIBE_CHUNK}) chunk`,
      [cluster, after],
    );
    if (!last?.id) return;
    const rows = await q.query<HistoryRow>(
      `SELECT p.tribe_id AS tribe, h.id, ${MONTH_POINTS}
       FROM ${HISTORY_TABLE.players} h
       JOIN players p ON p.cluster = h.cluster AND p.id = h.id
       WHERE h.cluster = $1 AND p.cluster = $1 AND p.tribe_id > $2 AND p.tribe_id <= $3
         AND p.tribe_id IN (SELECT t.id FROM tribes t WHERE t.cluster = $1)
       ORDER BY p.tribe_id, h.id, h.month, h.day`,
      [cluster, after, last.id],
    );
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
  /** A day number. */
  firstDay: number;
  /**
   * Whether history begins with the cluster's first import: the periods holding that day are
   * then counted from it, as the import counted them; else only the periods after it.
   */
  whole: boolean;
  /** Each span's (HALL_SPANS order) start holding the last import: that period is still open. */
  open: Int32Array;
  /** Per span, the start (a day number) of each day's period, by days after `firstDay`. */
  starts: Int32Array[];
}

/** A period's gain of one statistic of a row: its slot (slotKey) and the gain. */
type OnGain = (slot: number, value: number) => void;

/**
 * Calls `onGain` for each of one row's gains of every whole closed period, of the statistics at
 * `stats` (places in its points): for each span, the last point in a period minus the last point
 * before it; the cluster's first day is only a baseline.
 */
function periodGains(
  row: RowPoints,
  width: number,
  stats: readonly number[],
  frame: RebuildFrame,
  onGain: OnGain,
): void {
  const { days, values } = row;
  const { firstDay } = frame;
  for (let span = 0; span < HALL_SPANS.length; span++) {
    const startOf = frame.starts[span] as Int32Array;
    const open = frame.open[span] as number;
    const from = frame.whole ? (startOf[0] as number) : firstDay;
    // A row's point on the first day is its baseline; a row appearing later counts from zero.
    let base = days[0] === firstDay ? 0 : -1;
    for (let i = 0; i < days.length; i++) {
      const start = startOf[(days[i] as number) - firstDay] as number;
      if (i + 1 < days.length && startOf[(days[i + 1] as number) - firstDay] === start) continue;
      if ((frame.whole ? start >= from : start > from) && start < open) {
        for (const at of stats) {
          const value = values[i * width + at] as number;
          if (Number.isNaN(value)) continue;
          const g = gain(value, base < 0 ? 0 : (values[base * width + at] as number));
          if (g > 0) onGain(slotKey(span, start, at), g);
        }
      }
      base = i;
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
  const places = ownStats(board).map(({ at }) => at);
  const width = HISTORY_POINT_COLUMNS[board].length;
  let done = 0;
  for await (const rows of historyRows(q, cluster, board)) {
    for (const row of rows) {
      periodGains(row, width, places, frame, (slot, value) => tops.add(slot, row.id, value));
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
  const places = stats.map(({ at }) => at);
  const width = HISTORY_POINT_COLUMNS.players.length;
  // Each member statistic's sum is kept in its tribe statistic's place.
  const tribeAt = new Map(
    stats.map(({ stat, at }) => [
      at,
      HISTORY_POINT_COLUMNS.tribes.indexOf(
        hallStats('tribes').find((s) => s.stat === stat)?.column as string,
      ),
    ]),
  );
  const moved = new Int32Array(STATS_STRIDE);
  for (const [at, to] of tribeAt) moved[at] = to - at;
  for await (const tribes of memberRows(q, cluster)) {
    for (const { tribe, members } of tribes) {
      const sums = new Map<number, number>();
      for (const member of members) {
        periodGains(member, width, places, frame, (slot, value) => {
          const key = slot + (moved[slot % STATS_STRIDE] as number);
          sums.set(key, (sums.get(key) ?? 0) + value);
        });
      }
      for (const [key, value] of sums) tops.add(key, tribe, value);
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
    trim(top.shown.list);
    trim(top.hidden.list);
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
  const statAt = new Map(
    hallStats(board).map(({ stat, column }) => [
      HISTORY_POINT_COLUMNS[board].indexOf(column),
      stat,
    ]),
  );
  for (const [slot, top] of tops.kept) {
    const { span, start, at } = slotOf(slot);
    const stat = statAt.get(at) as string;
    for (const [hidden, list] of [
      [false, top.shown.list],
      [true, top.hidden.list],
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
      for (const [s, span] of HALL_SPANS.entries()) {
        const from = frame.whole ? (frame.starts[s] as Int32Array)[0] : frame.firstDay;
        await tx.query(
          `DELETE FROM hall_results WHERE cluster = $1 AND season = ${CURRENT_SEASON} AND span = $2
             AND start ${frame.whole ? '>=' : '>'} $3::date AND start < $4::date`,
          [cluster, span, dayText(from as number), dayText(frame.open[s] as number)],
        );
      }
      const written = new Set<number>();
      for (const board of ['players', 'tribes'] as const) {
        const tops = gathered[board] as Tops;
        for (const slot of tops.kept.keys()) written.add(Math.floor(slot / STATS_STRIDE));
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
  const today = historyDay(new Date(row.last), periods.timezone);
  const whole =
    row.began !== null && historyDay(new Date(row.began), periods.timezone) === row.first;
  // The store's one calendar, asked once a day of history, not once a point.
  const firstDay = dayNumber(row.first);
  const last = Math.max(dayNumber(today), firstDay);
  const starts = HALL_SPANS.map((span) =>
    Int32Array.from({ length: last - firstDay + 1 }, (_, d) =>
      dayNumber(periodStartDay(span, dayText(firstDay + d), periods)),
    ),
  );
  const open = Int32Array.from(starts, (byDay) => byDay[last - firstDay] as number);
  return { firstDay, whole, open, starts };
}
