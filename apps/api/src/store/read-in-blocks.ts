// A whole table read in bounded pieces (docs/adr/0097-one-read-of-the-served-partition.md): an
// import's reads of the served partition and of a kept baseline, each row once, none held longer
// than its piece.
import type { Queryable } from '../db/db';

/** One piece of a table: its rows' ids and, per expression asked for, their values in that order. */
export interface Block {
  ids: readonly string[];
  /** `values[e][i]`: expression e of row `ids[i]`; null where SQL gives NULL. */
  values: readonly (readonly (number | null)[])[];
}

/** Rows a piece holds at most, about, by default; PGlite's imports ask for less (its readers wait). */
export const BLOCK_ROWS = 50_000;

/**
 * Reads every row of `table` (hidden rows too) once, piece after piece: a keyset over the heap's
 * blocks, each piece the block range after the last one read (`ctid` ranges, a TID range scan, no
 * index, in the order the rows lie on disk), sized to about `rows` rows. Each piece is one
 * statement whose columns come back as JSON arrays from one aggregate node (so they share their
 * row order), parsed by the driver in one go rather than as row objects, and handed to `onBlock`
 * before the next is read: memory holds one piece. `expressions` are trusted SQL of the row's
 * columns, never a request's text. Nothing may write `table` meanwhile (the import lock).
 */
export async function readInBlocks(
  q: Queryable,
  table: string,
  expressions: readonly string[],
  onBlock: (block: Block) => void,
  { rows = BLOCK_ROWS }: { rows?: number } = {},
): Promise<void> {
  const [size] = await q.query<{ blocks: number; perBlock: number }>(
    `SELECT (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS blocks,
       CASE WHEN c.relpages > 0 AND c.reltuples > 0 THEN c.reltuples / c.relpages ELSE 50 END
         ::float8 AS "perBlock"
     FROM pg_class c WHERE c.oid = $1::regclass`,
    [table],
  );
  const blocks = size?.blocks ?? 0;
  const step = Math.max(1, Math.floor(rows / Math.max(1, size?.perBlock ?? 50)));
  const aggregates = expressions.map((e) => `json_agg(${e})`).join(', ');
  for (let from = 0; from < blocks; from += step) {
    const [row] = await q.query<{ ids: string[] | null; v: (number | null)[][] | null }>(
      `SELECT json_agg(id) AS ids, json_build_array(${aggregates}) AS v FROM ${table}
       WHERE ctid >= $1::tid AND ctid < $2::tid`,
      [`(${from},0)`, `(${from + step},0)`],
    );
    if (row?.ids && row.v) onBlock({ ids: row.ids, values: row.v });
  }
}
