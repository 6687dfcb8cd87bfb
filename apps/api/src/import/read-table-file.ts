import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { PluginRow } from '../sync/plugin-rows';
import { ImportError } from './import-error';

/**
 * One table exported to a file, as rows of raw cells: the reader of every file source (`ark
 * import` and the sync's `files` source). `.csv` has a header row; `.json` is an array of row
 * objects or phpMyAdmin's JSON export. Rules (docs/decisions.md#ingestion-rules): a UTF-8 BOM is
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

/** CSV text (header row) to rows; a row with more cells than the header is refused. */
export function parseCsvRows(text: string, source: string): PluginRow[] {
  let header: string[] = [];
  try {
    const rows: Record<string, string | null>[] = parse(text, {
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header;
      },
      skip_empty_lines: true,
      relax_column_count_less: true,
      cast: (value, context) =>
        context.header || context.quoting
          ? value
          : value === '' || value === 'NULL' || value === '\\N'
            ? null
            : value,
    });
    // A short row's missing cells are NULL, like an empty one.
    return rows.map((row) => Object.fromEntries(header.map((name) => [name, row[name] ?? null])));
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    throw new ImportError(source, lines ?? null, `not valid CSV (${message})`);
  }
}

/** A bare integer of 16+ digits as a value (after `:`, `[` or `,`): JSON.parse would round it. */
const BIG_INTEGER = /([:[,]\s*)(-?\d{16,})(?=\s*[,\]}])/g;

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

/**
 * Quotes every bare integer of 16+ digits outside strings, so it parses to its exact digits.
 * Node 20's JSON.parse gives a reviver no source text; this one pass keeps ids exact. Only text
 * outside string literals is touched: a name that looks like `: 76561198000000001,` stays as it is.
 */
export function quoteBigIntegers(text: string): string {
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const quote = text.indexOf('"', i);
    const end = quote < 0 ? text.length : quote;
    out += text.slice(from, end).replace(BIG_INTEGER, '$1"$2"');
    if (quote < 0) return out;
    // Skip the string literal, escapes included.
    let j = quote + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    out += text.slice(quote, j + 1);
    i = j + 1;
    from = i;
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
