// History's monthly partitions (docs/adr/0072-history-by-month.md): one partition of each board's
// history a month, made when an import first writes in it, dropped whole by the retention cut
// once every day of its month is older than the days kept.
import type { Queryable } from '../db/db';
import type { RankTable } from './cluster-partition';
import { carriedPointSql, pointWidth } from './history-points';

/** Each board's table of points, partitioned by month (migration 12). */
export const HISTORY_TABLE: Readonly<Record<RankTable, string>> = {
  players: 'history_players',
  tribes: 'history_tribes',
};

/** The 1st of the month `day` (YYYY-MM-DD) falls in. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The partition of `table` holding the month that begins on `month` (YYYY-MM-01). */
export const monthPartition = (table: RankTable, month: string): string =>
  `${HISTORY_TABLE[table]}_p${month.slice(0, 4)}${month.slice(5, 7)}`;

/**
 * Makes the partition of `month` (YYYY-MM-01) unless it exists. Creating one locks the history
 * table against readers until the import commits: once a month, at its first import.
 */
export async function ensureMonth(tx: Queryable, table: RankTable, month: string): Promise<void> {
  const name = monthPartition(table, month);
  const [found] = await tx.query<{ found: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS found',
    [name],
  );
  if (found?.found) return;
  await tx.query(
    `CREATE TABLE ${name} PARTITION OF ${HISTORY_TABLE[table]}
       FOR VALUES FROM ('${month}') TO ('${month}'::date + interval '1 month')`,
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
  await ensureMonth(tx, table, firstKept);
  const name = HISTORY_TABLE[table];
  await tx.query(
    `INSERT INTO ${name} (cluster, id, month, points)
     SELECT DISTINCT ON (h.cluster, h.id) h.cluster, h.id, $1::date, ${carriedPointSql(table, 'h.points')}
     FROM ${name} h
     WHERE h.month < $1::date AND NOT EXISTS (SELECT 1 FROM ${name} n
       WHERE n.cluster = h.cluster AND n.id = h.id AND n.month >= $1::date)
     ORDER BY h.cluster, h.id, h.month DESC`,
    [firstKept],
  );
  for (const month of dropped) await tx.query(`DROP TABLE ${monthPartition(table, month)}`);
}
