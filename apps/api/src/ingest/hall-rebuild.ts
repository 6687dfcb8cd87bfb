// `ark hall rebuild` (docs/adr/0074-the-hall-of-fame.md): the hall's rows worked out again from
// history's daily points (docs/adr/0063-history.md), for a store that kept history before the
// hall. A period's gain is its last point minus the last point before it (a reset counted from
// zero), as the range boards count, and a tribe's is defined as theirs (tribe-gain.ts): its score
// from its own points, every other statistic its current members' gains summed. Periods are the
// store's one calendar (store/periods.ts). Each period after the cluster's first day of history
// is written again whole, in one statement a board, ordered in SQL: a second run changes nothing.
// The players' history is read once, in its key's order: each gain goes to its player's top and
// to its current tribe's sum; each top keeps HALL_KEEP rows as the write orders them, names known
// (docs/adr/0084-the-hall-on-the-page.md, 2026-12-04 section).
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

/** Rows of history read at a time. */
const CHUNK_ROWS = 20_000;
/**
 * The tribes' summed gains kept at once, in numbers (8 bytes each, 256 MB): a dense array of
 * every tribe per period and statistic. A history with more periods than fit is read again for
 * the rest.
 */
const SUMS_BUDGET = 32_000_000;

/** How a rebuild runs. */
export interface RebuildOptions {
  /** The tribes' summed gains kept at once, in numbers (SUMS_BUDGET unless said). */
  sumsBudget?: number;
}

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

/** A candidate for a period's top: a row, the key its ties are ordered by, and its gain. */
interface Entry {
  id: string;
  key: string;
  value: number;
}

/**
 * Orders two strings as PostgreSQL's COLLATE "C" does (UTF-8 bytes, so code points): UTF-16's
 * order differs only where a surrogate meets U+E000 to U+FFFF.
 */
export function compareC(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** Whether (value, key, id) places before `b`: a larger gain, then the key, then the id. */
const before = (value: number, key: string, id: string, b: Entry): boolean =>
  value !== b.value
    ? value > b.value
    : key !== b.key
      ? compareC(key, b.key) < 0
      : compareC(id, b.id) < 0;

/**
 * A top being gathered: the HALL_KEEP best entries seen, best first (names known: no ties). An
 * entry is made only when it places (the hot loop's gains mostly do not).
 */
class Top {
  readonly list: Entry[] = [];

  add(id: string, key: string, value: number): void {
    const { list } = this;
    const last = list[HALL_KEEP - 1];
    if (last && (value < last.value || !before(value, key, id, last))) return;
    let at = Math.min(list.length, HALL_KEEP - 1);
    while (at > 0 && before(value, key, id, list[at - 1] as Entry)) at--;
    list.splice(at, 0, { id, key, value });
    if (list.length > HALL_KEEP) list.length = HALL_KEEP;
  }
}

/** One slot's tops: its shown rows and its hidden ones. */
interface SlotTop {
  shown: Top;
  hidden: Top;
}

/**
 * The tops being gathered: per span, start and statistic (a number: `slotKey`), the best shown
 * gains by gain, name key and id, and the best hidden ones by gain and id (as writeTops orders).
 */
class Tops {
  readonly kept = new Map<number, SlotTop>();
  constructor(private readonly hidden: ReadonlySet<string>) {}

  /** The top of `slot`, made when first asked. */
  at(slot: number): SlotTop {
    let top = this.kept.get(slot);
    if (!top) {
      top = { shown: new Top(), hidden: new Top() };
      this.kept.set(slot, top);
    }
    return top;
  }

  add(top: SlotTop, id: string, key: string, value: number): void {
    if (this.hidden.has(id)) top.hidden.add(id, '', value);
    else top.shown.add(id, key, value);
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

/** One read row of history: its id and a month's points. */
interface HistoryRow {
  id: string;
  month: string;
  points: string;
}

/** Unpacks history rows (ordered by id, then month) into each id's points, in order. */
function unpackRows(rows: readonly HistoryRow[], board: RankTable): RowPoints[] {
  const width = pointWidth(board);
  const stats = HISTORY_POINT_COLUMNS[board].length;
  const out: RowPoints[] = [];
  let from = 0;
  while (from < rows.length) {
    const { id } = rows[from] as HistoryRow;
    let to = from;
    const bytes: Buffer[] = [];
    const months: number[] = [];
    let count = 0;
    for (; to < rows.length; to++) {
      const row = rows[to] as HistoryRow;
      if (row.id !== id) break;
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
    out.push({ id, days, values });
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

/** Whether each place of a board's points is a statistic the hall reads from its own points. */
function ownPlaces(board: RankTable): boolean[] {
  const own = new Set(
    hallStats(board)
      .filter(({ column }) => board === 'players' || column === TRIBE_OWN_GAIN)
      .map(({ column }) => column),
  );
  return HISTORY_POINT_COLUMNS[board].map((column) => own.has(column));
}

/**
 * For each place of a player's points, the place of the tribe statistic its gains are summed
 * into (tribe-gain.ts), or -1.
 */
function summedPlaces(): number[] {
  const tribeStats = new Set(hallStats('tribes').map(({ column }) => column));
  return HISTORY_POINT_COLUMNS.players.map((member) => {
    const column = Object.entries(TRIBE_MEMBER_SUMS).find(([, m]) => m === member)?.[0];
    return column && tribeStats.has(column) ? HISTORY_POINT_COLUMNS.tribes.indexOf(column) : -1;
  });
}

/** The places where `wanted` holds, for periodGains. */
const placesWhere = (wanted: (at: number) => boolean): number[] =>
  HISTORY_POINT_COLUMNS.players.flatMap((_, at) => (wanted(at) ? [at] : []));

/** The served tribe board: each tribe's id and name key, and its place in a TribeSums array. */
interface TribeBoard {
  ids: string[];
  keys: string[];
  index: Map<string, number>;
}

async function readTribes(q: Queryable, cluster: string): Promise<TribeBoard> {
  const rows = await q.query<{ id: string; key: string }>(
    'SELECT id, name_key AS key FROM tribes WHERE cluster = $1',
    [cluster],
  );
  return {
    ids: rows.map((r) => r.id),
    keys: rows.map((r) => r.key),
    index: new Map(rows.map((r, i) => [r.id, i])),
  };
}

/** The served board's name key (the id where it has none) and tribe of each of `ids`. */
async function readPlayers(
  q: Queryable,
  cluster: string,
  ids: readonly string[],
): Promise<Map<string, { key: string; tribe: string | null }>> {
  const rows = await q.query<{ id: string; key: string; tribe: string | null }>(
    'SELECT id, name_key AS key, tribe_id AS tribe FROM players WHERE cluster = $1 AND id = ANY($2::text[])',
    [cluster, ids],
  );
  return new Map(rows.map(({ id, key, tribe }) => [id, { key, tribe }]));
}

/**
 * The tribes' summed gains of the periods one read of the players' history keeps: per tribe slot
 * a number per tribe (its place in TribeBoard). At most `room` periods are kept; any other is
 * `deferred` to a read of its own, and the periods in `done` were kept by an earlier read.
 */
class TribeSums {
  /** Each kept slot's sums; null for a slot of a period this read does not keep. */
  readonly sums = new Map<number, Float64Array | null>();
  readonly periods = new Set<number>();
  deferred = false;
  constructor(
    private readonly tribes: number,
    private readonly room: number,
    readonly done: ReadonlySet<number>,
  ) {}

  add(slot: number, tribe: number, value: number): void {
    let sums = this.sums.get(slot);
    if (sums === undefined) {
      sums = this.keeps(Math.floor(slot / STATS_STRIDE)) ? new Float64Array(this.tribes) : null;
      this.sums.set(slot, sums);
    }
    if (sums) sums[tribe] = (sums[tribe] as number) + value;
  }

  /** Whether this read keeps `period`: kept already, or not done and room left. */
  private keeps(period: number): boolean {
    if (this.periods.has(period)) return true;
    if (this.done.has(period)) return false;
    if (this.periods.size >= this.room) {
      this.deferred = true;
      return false;
    }
    this.periods.add(period);
    return true;
  }

  /** The next read's sums: the periods this one deferred. */
  next(): TribeSums {
    return new TribeSums(this.tribes, this.room, new Set([...this.done, ...this.periods]));
  }
}

/**
 * Reads the players' history once, in its key's order: each gain goes to the players' `tops`
 * (when given) and, summed, to the player's current tribe's (`sums`, when given). Resolves to
 * the rows read, counted on from `done`.
 */
async function gatherPlayers(
  q: Queryable,
  cluster: string,
  frame: RebuildFrame,
  progress: StepProgress,
  into: { tops: Tops | null; sums: TribeSums | null; tribes: TribeBoard },
  done: number,
): Promise<number> {
  const { tops, sums, tribes } = into;
  const own = ownPlaces('players');
  const summed = summedPlaces();
  const places = placesWhere(
    (at) => (tops !== null && own[at] === true) || (sums !== null && (summed[at] as number) >= 0),
  );
  const width = HISTORY_POINT_COLUMNS.players.length;
  for await (const rows of historyRows(q, cluster, 'players')) {
    const served = await readPlayers(
      q,
      cluster,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const found = served.get(row.id);
      const key = found?.key ?? row.id;
      const tribe = found?.tribe ? (tribes.index.get(found.tribe) ?? -1) : -1;
      periodGains(row, width, places, frame, (slot, value) => {
        const at = slot % STATS_STRIDE;
        if (tops && own[at]) tops.add(tops.at(slot), row.id, key, value);
        const to = summed[at] as number;
        if (sums && tribe >= 0 && to >= 0) sums.add(slot - at + to, tribe, value);
      });
    }
    done += rows.length;
    progress.report(done);
  }
  return done;
}

/**
 * Gathers the tribes' tops: their scores from their own points, every summed statistic from
 * `sums` (the players' read), reading the players' history again for the periods it deferred.
 */
async function gatherTribes(
  q: Queryable,
  cluster: string,
  frame: RebuildFrame,
  progress: StepProgress,
  sums: TribeSums,
  tribes: TribeBoard,
): Promise<Tops> {
  const tops = new Tops(await hiddenIds(q, cluster, 'tribes'));
  const own = ownPlaces('tribes');
  const places = HISTORY_POINT_COLUMNS.tribes.flatMap((_, at) => (own[at] ? [at] : []));
  const width = HISTORY_POINT_COLUMNS.tribes.length;
  let done = 0;
  for await (const rows of historyRows(q, cluster, 'tribes')) {
    for (const row of rows) {
      const at = tribes.index.get(row.id);
      const key = at === undefined ? row.id : (tribes.keys[at] as string);
      periodGains(row, width, places, frame, (slot, value) =>
        tops.add(tops.at(slot), row.id, key, value),
      );
    }
    done += rows.length;
    progress.report(done);
  }
  for (let read = sums; ; ) {
    for (const [slot, byTribe] of read.sums) {
      if (!byTribe) continue;
      const top = tops.at(slot);
      byTribe.forEach((value, at) => {
        if (value > 0) tops.add(top, tribes.ids[at] as string, tribes.keys[at] as string, value);
      });
    }
    if (!read.deferred) return tops;
    read = read.next();
    const into = { tops: null, sums: read, tribes };
    done = await gatherPlayers(q, cluster, frame, progress, into, done);
  }
}

/**
 * Writes one board's gathered tops in one statement, ordered there: the shown HALL_KEEP by gain,
 * then name key, then id, the hidden HALL_KEEP by gain then id, numbered together by gain with
 * shown before hidden at an equal gain, as the import's positions order them (hall.ts). Names are
 * the served board's (the id where it has none). The tops were gathered in this order already.
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
  { sumsBudget = SUMS_BUDGET }: RebuildOptions = {},
): Promise<HallRebuilt> {
  const clock = stepClock<(typeof HALL_REBUILD_STEPS)[number]>({ work: cluster, onProgress });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    const frame = await readFrame(tx, cluster, periods);
    if (!frame) return { cluster, periods: 0 };
    const tribes = await readTribes(tx, cluster);
    // The tribes' summed gains, a number per tribe, period and statistic: as many periods a
    // read of the players' history as the budget holds.
    const summed = summedPlaces().filter((to) => to >= 0).length;
    const room = Math.max(1, Math.floor(sumsBudget / Math.max(1, tribes.ids.length * summed)));
    const sums = new TribeSums(tribes.ids.length, room, new Set());
    const players = new Tops(await hiddenIds(tx, cluster, 'players'));
    const into = { tops: players, sums: tribes.ids.length > 0 ? sums : null, tribes };
    await clock.run('players', (progress) => gatherPlayers(tx, cluster, frame, progress, into, 0), {
      total: null,
      unit: 'rows',
    });
    const gathered: Record<RankTable, Tops> = {
      players,
      tribes: await clock.run(
        'tribes',
        (progress) => gatherTribes(tx, cluster, frame, progress, sums, tribes),
        { total: null, unit: 'rows' },
      ),
    };
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
        const tops = gathered[board];
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
