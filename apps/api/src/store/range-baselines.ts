import type { Queryable } from '../db/db';
import type { PeriodKind } from './periods';

/**
 * One period's baseline of a cluster (docs/adr/0047-range-baselines.md): the players and tribes
 * tables holding the values of the last import at or before the period's start, and that import's
 * time.
 */
export interface Baseline {
  kind: PeriodKind;
  periodStart: Date;
  players: string;
  tribes: string;
  takenAt: Date;
}

/** A cluster's baselines by period kind (none for a cluster not imported since migration 6). */
export async function readBaselines(
  q: Queryable,
  cluster: string,
): Promise<Map<PeriodKind, Baseline>> {
  const rows = await q.query<{
    kind: PeriodKind;
    start: number;
    players: string;
    tribes: string;
    taken: number;
  }>(
    `SELECT kind, (extract(epoch FROM period_start) * 1000)::float8 AS start,
       players_table AS players, tribes_table AS tribes,
       (extract(epoch FROM taken_at) * 1000)::float8 AS taken
     FROM range_baselines WHERE cluster = $1`,
    [cluster],
  );
  return new Map(
    rows.map((row) => [
      row.kind,
      {
        kind: row.kind,
        periodStart: new Date(row.start),
        players: row.players,
        tribes: row.tribes,
        takenAt: new Date(row.taken),
      },
    ]),
  );
}

/** Writes a cluster's baselines (in the import's swap transaction); kinds not given are kept. */
export async function writeBaselines(
  tx: Queryable,
  cluster: string,
  baselines: readonly Baseline[],
): Promise<void> {
  for (const b of baselines) {
    await tx.query(
      `INSERT INTO range_baselines (cluster, kind, period_start, players_table, tribes_table, taken_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (cluster, kind) DO UPDATE SET period_start = EXCLUDED.period_start,
         players_table = EXCLUDED.players_table, tribes_table = EXCLUDED.tribes_table,
         taken_at = EXCLUDED.taken_at`,
      [cluster, b.kind, b.periodStart.toISOString(), b.players, b.tribes, b.takenAt.toISOString()],
    );
  }
}

/** Rows read per statement by default; PGlite's imports ask for smaller chunks. */
const CHUNK = 50_000;

/**
 * Reads `columns` of every row of `table` (a kept baseline or the served partition, hidden rows
 * included) into one Float64Array per column, at the place `index` gives each row's id (rows whose
 * id it lacks are skipped; places it has but the table lacks stay 0: counted from 0). Chunks are
 * block ranges (a TID range scan, no index needed), each one statement whose columns come back as
 * JSON arrays from one aggregate node, so they share their row order.
 */
export async function readBaselineValues(
  q: Queryable,
  table: string,
  columns: readonly string[],
  index: ReadonlyMap<string, number>,
  { chunk = CHUNK }: { chunk?: number } = {},
): Promise<Float64Array[]> {
  const values = columns.map(() => new Float64Array(index.size));
  const [size] = await q.query<{ blocks: number; perBlock: number }>(
    `SELECT (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS blocks,
       CASE WHEN c.relpages > 0 AND c.reltuples > 0 THEN c.reltuples / c.relpages ELSE 50 END
         ::float8 AS "perBlock"
     FROM pg_class c WHERE c.oid = $1::regclass`,
    [table],
  );
  const blocks = size?.blocks ?? 0;
  const step = Math.max(1, Math.floor(chunk / Math.max(1, size?.perBlock ?? 50)));
  const aggregates = columns.map((c) => `json_agg(${c})`).join(', ');
  for (let from = 0; from < blocks; from += step) {
    const [row] = await q.query<{ ids: string[] | null; v: number[][] | null }>(
      `SELECT json_agg(id) AS ids, json_build_array(${aggregates}) AS v FROM ${table}
       WHERE ctid >= $1::tid AND ctid < $2::tid`,
      [`(${from},0)`, `(${from + step},0)`],
    );
    const ids = row?.ids ?? [];
    const read = row?.v ?? [];
    for (let i = 0; i < ids.length; i++) {
      const at = index.get(ids[i] as string);
      if (at === undefined) continue;
      for (let c = 0; c < values.length; c++) {
        (values[c] as Float64Array)[at] = (read[c] as number[])[i] as number;
      }
    }
  }
  return values;
}
