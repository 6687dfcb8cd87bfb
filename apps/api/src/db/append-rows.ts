import type { SqlCell } from './db';

const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};
const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One cell in COPY's text format: `\N` for null, the four special characters escaped. */
function copyCell(cell: SqlCell): string {
  if (cell === null) return '\\N';
  if (typeof cell === 'number') return String(cell);
  return NEEDS_ESCAPE.test(cell) ? cell.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c) : cell;
}

/**
 * Rows in COPY's text format (tab-separated, one line each). PGlite parses it several times faster
 * than a JSON document (measured: docs/benchmarks.md#partition-builds).
 */
export function copyText(rows: readonly SqlCell[][]): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < row.length; i++)
      line += (i === 0 ? '' : '\t') + copyCell(row[i] as SqlCell);
    text += `${line}\n`;
  }
  return text;
}

/** `COPY table (columns) FROM '/dev/blob'`: PGlite reads the rows from the query's blob. */
export const copyFromBlobSql = (table: string, columns: readonly string[]) =>
  `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`;

/**
 * Rows as one JSON array of arrays, and the statement that unpacks it into `table`: each cell
 * read by its place (`e->>i`) and cast to its column's SQL type (`types`, in `columns` order).
 * Arrays, not records keyed by column: V8 writes them several times faster at 1M rows (measured:
 * docs/benchmarks.md#partition-builds).
 */
export function jsonInsert(
  table: string,
  columns: readonly string[],
  types: readonly string[],
  rows: readonly SqlCell[][],
): { sql: string; json: string } {
  const cells = columns.map((_, i) => `(e->>${i})::${types[i]}`).join(', ');
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${cells} FROM jsonb_array_elements($1::jsonb) e`,
    json: JSON.stringify(rows),
  };
}
