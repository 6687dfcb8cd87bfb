import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import { ImportError } from '../ingest/import-error';
import type { PluginRow } from '../ingest/plugin-rows';

/**
 * One table exported to a file, as rows of raw cells: the reader of every file source (`ark
 * import` and the sync's `files` source). `.csv` has a header row; `.json` is an array of row
 * objects or phpMyAdmin's JSON export. Rules (docs/adr/0034-ingestion-rules.md): a UTF-8 BOM is
 * skipped in both; invalid UTF-8 is refused with its byte offset; in CSV an unquoted `\N`
 * (mysqldump) or `NULL`, or an empty unquoted cell, is NULL, and a quoted `"NULL"` is the text;
 * in JSON an integer too long for a double (a SteamID written as a number) is read as its exact
 * digits.
 */
export async function readTableFile(path: string): Promise<PluginRow[]> {
  const text = decodeUtf8(await readFile(path), path);
  return extname(path).toLowerCase() === '.csv'
    ? parseCsvRows(text, path)
    : parseJsonRows(text, path);
}

/** UTF-8 text without its BOM; refuses invalid UTF-8, naming the first bad byte's offset. */
export function decodeUtf8(bytes: Buffer, source: string): string {
  const text = bytes.toString('utf8');
  if (!isUtf8(bytes)) {
    // The first U+FFFD the decoder put in place of bytes that are not the character's own encoding.
    let at = text.indexOf('\uFFFD');
    while (at >= 0) {
      const offset = Buffer.byteLength(text.slice(0, at));
      if (bytes.subarray(offset, offset + 3).toString('hex') !== 'efbfbd') {
        throw new ImportError(source, null, `not valid UTF-8 at byte ${offset}`);
      }
      at = text.indexOf('\uFFFD', at + 1);
    }
    throw new ImportError(source, null, 'not valid UTF-8');
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Cells that are NULL when written unquoted (mysqldump's `\N`, phpMyAdmin's NULL, empty). */
const NULL_TEXT = new Set(['', 'NULL', '\\N']);

/**
 * CSV text (header row) to rows; a row with more cells than the header is refused. csv-parse
 * splits the cells; whether a NULL-looking cell was quoted is read off the record's raw text,
 * because csv-parse's cast callback (which says so) builds a context object per cell, which costs
 * many times the parse itself (measured: docs/benchmarks.md#import-file-readers).
 */
export function parseCsvRows(text: string, source: string): PluginRow[] {
  let records: { record: string[]; raw: string }[];
  try {
    // With `raw`, csv-parse gives each record with its source text (its types do not say so).
    records = parse(text, {
      raw: true,
      skip_empty_lines: true,
      relax_column_count_less: true,
    }) as unknown as typeof records;
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    throw new ImportError(source, lines ?? null, `not valid CSV (${message})`);
  }
  const header = (records[0]?.record ?? []).map((name) => name.trim());
  const rows: PluginRow[] = [];
  for (let r = 1; r < records.length; r++) {
    const { record, raw } = records[r] as { record: string[]; raw: string };
    let quoted: boolean[] | undefined;
    const row: Record<string, string | null> = {};
    for (let c = 0; c < header.length; c++) {
      const value = record[c];
      if (value !== undefined && NULL_TEXT.has(value)) {
        quoted ??= quotedCells(raw, record);
        row[header[c] as string] = quoted[c] ? value : null;
      } else {
        // A short row's missing cells are NULL, like an empty one.
        row[header[c] as string] = value ?? null;
      }
    }
    rows.push(row);
  }
  return rows;
}

/**
 * Which cells of a record csv-parse split were quoted, from the record's raw text: a quoted cell
 * spans its value, its two quotes and one more quote per quote inside (doubled), then a comma.
 */
function quotedCells(raw: string, cells: readonly string[]): boolean[] {
  const quoted: boolean[] = [];
  let at = 0;
  for (const cell of cells) {
    const isQuoted = raw.charCodeAt(at) === 34;
    quoted.push(isQuoted);
    at += isQuoted ? cell.length + 2 + cell.split('"').length - 1 : cell.length;
    at += 1;
  }
  return quoted;
}

/**
 * A bare number JSON.parse would not keep as written, as a value (after `:`, `[` or `,`): an
 * integer of 16+ digits (it would round) or a number with a 3-digit exponent (1e400 would become
 * Infinity, and the refusal could not show the cell as written).
 */
const UNSAFE_NUMBER = /([:[,]\s*)(-?\d{16,}|-?\d+(?:\.\d+)?[eE][+-]?\d{3,})(?=\s*[,\]}])/g;

/** JSON text (an array of rows, or phpMyAdmin's export) to rows. */
export function parseJsonRows(text: string, source: string): PluginRow[] {
  let value: unknown;
  try {
    value = JSON.parse(quoteBigIntegers(text));
  } catch (error) {
    throw new ImportError(source, null, `not valid JSON (${(error as Error).message})`);
  }
  if (Array.isArray(value)) {
    const table = value.find(
      (item) => isObject(item) && item.type === 'table' && Array.isArray(item.data),
    ) as { data: unknown[] } | undefined;
    const rows = table ? table.data : value;
    const bad = rows.findIndex((row) => !isObject(row));
    if (bad < 0) return rows as PluginRow[];
    throw new ImportError(source, bad + 1, 'expected an object');
  }
  throw new ImportError(source, null, 'expected a JSON array of row objects');
}

const LONG_DIGITS = /\d{16}/;
const BIG_EXPONENT = /[eE][+-]?\d{3}/;

/** True when the quote at `at` is escaped (an odd number of backslashes before it). */
function escaped(text: string, at: number): boolean {
  let k = at;
  while (text.charCodeAt(k - 1) === 92) k--;
  return (at - k) % 2 === 1;
}

/**
 * Quotes every bare integer of 16+ digits (and every number with a 3-digit exponent) outside
 * strings, so it parses to its exact digits (or is refused as written). Node 20's JSON.parse gives
 * a reviver no source text; this one pass keeps ids exact. It hops from string to string with
 * indexOf and looks only at the gaps between them long enough to hold such a number, so a name
 * that looks like `: 76561198000000001,` stays as it is: it costs less than JSON.parse itself,
 * where a regex over the whole text with a callback per string ran out of memory and one per chunk
 * was slow (measured: docs/benchmarks.md#import-file-readers).
 */
export function quoteBigIntegers(text: string): string {
  const exponents = BIG_EXPONENT.test(text);
  if (!exponents && !LONG_DIGITS.test(text)) return text;
  // `:1e400}` is a short gap; look at short ones only in the rare text that has such exponents.
  const shortest = exponents ? 6 : 16;
  const parts: string[] = [];
  let copied = 0;
  let i = 0;
  for (;;) {
    const open = text.indexOf('"', i);
    const gapEnd = open < 0 ? text.length : open;
    if (gapEnd - i >= shortest) {
      const gap = text.slice(i, gapEnd);
      if (LONG_DIGITS.test(gap) || (exponents && BIG_EXPONENT.test(gap))) {
        parts.push(text.slice(copied, i), gap.replace(UNSAFE_NUMBER, '$1"$2"'));
        copied = gapEnd;
      }
    }
    if (open < 0) break;
    let close = text.indexOf('"', open + 1);
    while (close > 0 && escaped(text, close)) close = text.indexOf('"', close + 1);
    // An unterminated string: JSON.parse reports it.
    if (close < 0) break;
    i = close + 1;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
