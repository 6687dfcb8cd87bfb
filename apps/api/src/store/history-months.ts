// History's monthly partitions (docs/adr/0072-history-by-month.md): one partition of each board's
// history a month, made when an import first writes in it, a row per row and day while imports
// write in it, packed to a row per row when the next month opens (written once, so no row is
// rewritten day after day), dropped whole by the retention cut once every day of its month is
// older than the days kept.
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { carriedPointSql, pointWidth } from './history-points';
import { DEFAULT_PERIODS, periodStartDay } from './periods';

/** Each board's table of points, partitioned by month (migration 12). */
export const HISTORY_TABLE: Readonly<Record<RankTable, string>> = {
  players: 'history_players',
  tribes: 'history_tribes',
};

/**
 * The 1st of the month the community's day `day` (YYYY-MM-DD) falls in: the one calendar's month
 * (store/periods.ts), which of a calendar day depends on no zone and no week start.
 */
export const monthOf = (day: string): string => periodStartDay('month', day, DEFAULT_PERIODS);

/** The partition of `table` holding the month that begins on `month` (YYYY-MM-01). */
export const monthPartition = (table: RankTable, month: string): string =>
  `${HISTORY_TABLE[table]}_p${month.slice(0, 4)}${month.slice(5, 7)}`;

/**
 * Writes rows into the month (YYYY-MM-01): `write(target, fresh)` inserts into `target`, the
 * month's partition itself (no routing through the parent). A month not made yet first packs
 * each older month still holding a row per day, then is built as a table of its own, filled,
 * given its primary key and only then attached: the key built once from all its rows, not grown
 * row by row (a first import writes every row's point). Creating and packing lock the history
 * table against readers until the import commits: once a month, at its first import
 * (docs/adr/0072-history-by-month.md). `fresh`: the target is new and empty.
 */
export async function writeInMonth(
  tx: Queryable,
  table: RankTable,
  month: string,
  write: (target: string, fresh: boolean) => Promise<unknown>,
): Promise<void> {
  const name = monthPartition(table, month);
  if (await exists(tx, name)) {
    await write(name, false);
    return;
  }
  await packMonthsBefore(tx, table, month);
  const built = `${name}_built`;
  await tx.query(`CREATE TABLE ${built} (LIKE ${HISTORY_TABLE[table]} INCLUDING DEFAULTS)`);
  await write(built, true);
  await attachMonth(tx, table, month, built);
}

/** Packs each month before `month` (YYYY-MM-01) that still holds a row per day. */
async function packMonthsBefore(tx: Queryable, table: RankTable, month: string): Promise<void> {
  for (const older of await monthsOf(tx, table)) {
    if (older >= month) continue;
    const name = monthPartition(table, older);
    const [daily] = await tx.query(`SELECT 1 FROM ${name} WHERE day > 0 LIMIT 1`);
    if (daily) await packMonth(tx, table, older);
  }
}

const exists = async (q: Queryable, name: string): Promise<boolean> => {
  const [found] = await q.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [
    name,
  ]);
  return found?.found === true;
};

/** The bounds of the month that begins on `month`, as SQL. */
const bounds = (month: string) => `FROM ('${month}') TO ('${month}'::date + interval '1 month')`;

async function createMonth(tx: Queryable, table: RankTable, month: string): Promise<void> {
  await tx.query(
    `CREATE TABLE ${monthPartition(table, month)} PARTITION OF ${HISTORY_TABLE[table]} FOR VALUES ${bounds(month)}`,
  );
}

/**
 * Rewrites a month's partition with one row per row (day 0) holding its points oldest first: a
 * new table filled once, put in the old one's place (its range checked by a constraint, so the
 * attach reads nothing again).
 */
async function packMonth(tx: Queryable, table: RankTable, month: string): Promise<void> {
  const name = monthPartition(table, month);
  const packed = `${name}_packed`;
  await tx.query(`CREATE TABLE ${packed} (LIKE ${HISTORY_TABLE[table]} INCLUDING DEFAULTS)`);
  await tx.query(
    `INSERT INTO ${packed} (cluster, id, month, day, points)
     SELECT cluster, id, month, 0, string_agg(points, decode('', 'hex') ORDER BY day)
     FROM ${name} GROUP BY cluster, id, month ORDER BY cluster, id`,
  );
  await tx.query(`DROP TABLE ${name}`);
  await attachMonth(tx, table, month, packed);
}

/**
 * Puts `built` (a table of the month's rows, not a partition yet) in the month's place: named as
 * its partition, its primary key built once, its range checked by a constraint so the attach
 * reads nothing again.
 */
async function attachMonth(
  tx: Queryable,
  table: RankTable,
  month: string,
  built: string,
): Promise<void> {
  const name = monthPartition(table, month);
  await tx.query(`ALTER TABLE ${built} RENAME TO ${name}`);
  await tx.query(`ALTER TABLE ${name} ADD PRIMARY KEY (cluster, id, month, day)`);
  await tx.query(
    `ALTER TABLE ${name} ADD CONSTRAINT ${name}_month
       CHECK (month >= '${month}' AND month < '${month}'::date + interval '1 month')`,
  );
  await tx.query(
    `ALTER TABLE ${HISTORY_TABLE[table]} ATTACH PARTITION ${name} FOR VALUES ${bounds(month)}`,
  );
}

/**
 * What `table`'s history takes (its partitions with their indexes, in bytes) and the points it
 * holds: what `bench:history` measures.
 */
export async function historySize(
  q: Queryable,
  table: RankTable,
): Promise<{ bytes: number; heap: number; rows: number; points: number }> {
  const [size] = await q.query<{ bytes: number; heap: number; rows: number; points: number }>(
    `SELECT (SELECT coalesce(sum(pg_total_relation_size(inhrelid)), 0) FROM pg_inherits
         WHERE inhparent = $1::regclass)::float8 AS bytes,
       (SELECT coalesce(sum(pg_relation_size(inhrelid)), 0) FROM pg_inherits
         WHERE inhparent = $1::regclass)::float8 AS heap,
       count(*)::float8 AS rows,
       (coalesce(sum(length(points)), 0) / $2::int)::float8 AS points
     FROM ${HISTORY_TABLE[table]}`,
    [HISTORY_TABLE[table], pointWidth(table)],
  );
  return size ?? { bytes: 0, heap: 0, rows: 0, points: 0 };
}

/** The months (YYYY-MM-01) of `table`'s partitions, oldest first. */
async function monthsOf(q: Queryable, table: RankTable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = $1::regclass ORDER BY c.relname`,
    [HISTORY_TABLE[table]],
  );
  return rows
    .map(({ name }) => /_p(\d{4})(\d{2})$/.exec(name))
    .filter((match) => match !== null)
    .map(([, year, month]) => `${year}-${month}-01`);
}

/**
 * The retention cut (docs/adr/0072-history-by-month.md): the months whose every day is before the
 * last `keepDays` (today, `day`, included) are dropped whole; the month holding the first day
 * kept stays whole until it leaves. A row whose points are all in the dropped months keeps its
 * newest one, moved to the 1st of the first month kept with no ranks: its values held then. The
 * partitions hold every cluster's points, so the cut is every cluster's at once.
 */
export async function cutMonths(
  tx: Queryable,
  table: RankTable,
  day: string,
  keepDays: number,
): Promise<void> {
  const [edge] = await tx.query<{ first: string }>(
    `SELECT to_char($1::date - $2::int + 1, 'YYYY-MM-DD') AS first`,
    [day, keepDays],
  );
  const firstKept = monthOf(edge?.first ?? day);
  const dropped = (await monthsOf(tx, table)).filter((month) => month < firstKept);
  if (dropped.length === 0) return;
  if (!(await exists(tx, monthPartition(table, firstKept))))
    await createMonth(tx, table, firstKept);
  const name = HISTORY_TABLE[table];
  // Carried as a packed row (day 0): a point the import writes on the 1st of that month too
  // comes after it, and the reader keeps a day's last point (history-points.ts).
  await tx.query(
    `INSERT INTO ${name} (cluster, id, month, day, points)
     SELECT DISTINCT ON (h.cluster, h.id) h.cluster, h.id, $1::date, 0, ${carriedPointSql(table, 'h.points')}
     FROM ${name} h
     WHERE h.month < $1::date AND NOT EXISTS (SELECT 1 FROM ${name} n
       WHERE n.cluster = h.cluster AND n.id = h.id AND n.month >= $1::date)
     ORDER BY h.cluster, h.id, h.month DESC, h.day DESC`,
    [firstKept],
  );
  for (const month of dropped) await tx.query(`DROP TABLE ${monthPartition(table, month)}`);
}
