import type { Queryable } from '../db/db';
import type { PeriodKind } from './periods';
import { type Block, readInBlocks } from './read-in-blocks';

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

/**
 * Reads `columns` of every row of `table` (a kept baseline or the served partition, hidden rows
 * included) into one Float64Array per column, at the place `index` gives each row's id (rows whose
 * id it lacks are skipped; places it has but the table lacks stay 0: counted from 0, and so does
 * a NULL). Read in pieces of about `chunk` rows (`readInBlocks`).
 */
export async function readBaselineValues(
  q: Queryable,
  table: string,
  columns: readonly string[],
  index: ReadonlyMap<string, number>,
  { chunk }: { chunk?: number | undefined } = {},
): Promise<Float64Array[]> {
  const values = columns.map(() => new Float64Array(index.size));
  const place = ({ ids, values: read }: Block) => {
    for (let i = 0; i < ids.length; i++) {
      const at = index.get(ids[i] as string);
      if (at === undefined) continue;
      for (let c = 0; c < values.length; c++) {
        (values[c] as Float64Array)[at] = (read[c] as (number | null)[])[i] ?? 0;
      }
    }
  };
  await readInBlocks(q, table, columns, place, chunk === undefined ? {} : { rows: chunk });
  return values;
}
