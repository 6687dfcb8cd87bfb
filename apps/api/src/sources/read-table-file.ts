import { isUtf8 } from 'node:buffer';
import { closeSync, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import { ImportError } from '../ingest/import-error';
import type { PluginRow, PluginRows } from '../ingest/plugin-rows';

/**
 * One table exported to a file, as rows of raw cells: the reader of every file source (`ark
 * import` and the sync's `files` source). `.csv` has a header row; `.json` is an array of row
 * objects or phpMyAdmin's JSON export. Rules (docs/adr/0034-ingestion-rules.md): a UTF-8 BOM is
 * skipped in both; invalid UTF-8 is refused with its byte offset; in CSV an unquoted `\N`
 * (mysqldump) or `NULL`, or an empty unquoted cell, is NULL, and a quoted `"NULL"` is the text;
 * in JSON an integer too long for a double (a SteamID written as a number) is read as its exact
 * digits.
 *
 * The file is read as the rows are iterated, a chunk at a time, each row parsed when it is reached
 * (docs/adr/0045-memory-budget.md): a million rows never sit in memory as text, nor as row objects
 * beside the normaliser's own. A refusal (bad UTF-8, bad JSON or CSV) is thrown by the iteration,
 * before anything reaches the store; a file that does not start like its format is refused here.
 */
export async function readTableFile(path: string): Promise<PluginRows> {
  const csv = extname(path).toLowerCase() === '.csv';
  const rows: PluginRows = {
    [Symbol.iterator]: () =>
      csv ? csvRows(fileChunks(path), path) : jsonRows(fileChunks(path), path),
  };
  // Read up to the first row: a missing file, or one that does not start like its format, fails
  // now.
  const probe = rows[Symbol.iterator]();
  try {
    probe.next();
  } finally {
    probe.return?.();
  }
  return rows;
}

/** Bytes read per chunk. */
const CHUNK_BYTES = 1 << 20;

/** The bytes of a file, a chunk at a time. */
function* fileChunks(path: string): Generator<Buffer> {
  const fd = openSync(path, 'r');
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      const read = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (read === 0) return;
      yield read < CHUNK_BYTES ? chunk.subarray(0, read) : chunk;
    }
  } finally {
    closeSync(fd);
  }
}

/** A text as one chunk (the pure parsers below). */
function* textChunks(text: string): Generator<Buffer> {
  yield Buffer.from(text);
}

/**
 * Chunks checked for UTF-8, with a leading BOM dropped and each chunk ending on a whole
 * character (the bytes of one split across two chunks move to the next). Refuses invalid UTF-8
 * with its byte offset in the file.
 */
function* utf8Chunks(chunks: Iterable<Buffer>, source: string): Generator<Buffer> {
  let carry: Buffer = Buffer.alloc(0);
  let offset = 0;
  let first = true;
  for (const raw of chunks) {
    let bytes = carry.length > 0 ? Buffer.concat([carry, raw]) : raw;
    if (first && bytes.length >= 3) {
      first = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        bytes = bytes.subarray(3);
        offset += 3;
      }
    }
    const whole = wholeCharacters(bytes);
    carry = Buffer.from(bytes.subarray(whole));
    const checked = bytes.subarray(0, whole);
    refuseBadUtf8(checked, offset, source);
    offset += whole;
    if (checked.length > 0) yield checked;
  }
  refuseBadUtf8(carry, offset, source);
  if (carry.length > 0) yield carry;
}

/** How many leading bytes of `bytes` hold whole UTF-8 characters (a split one left out). */
function wholeCharacters(bytes: Buffer): number {
  // A character is at most 4 bytes: look back for the last lead byte.
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back] as number;
    if ((byte & 0xc0) === 0x80) continue;
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** Refuses bytes that are not UTF-8, naming the first bad byte's offset (`base` + in `bytes`). */
function refuseBadUtf8(bytes: Buffer, base: number, source: string): void {
  if (isUtf8(bytes)) return;
  const text = bytes.toString('utf8');
  // The first U+FFFD the decoder put in place of bytes that are not the character's own encoding.
  let at = text.indexOf('\uFFFD');
  while (at >= 0) {
    const offset = Buffer.byteLength(text.slice(0, at));
    if (bytes.subarray(offset, offset + 3).toString('hex') !== 'efbfbd') {
      throw new ImportError(source, null, `not valid UTF-8 at byte ${base + offset}`);
    }
    at = text.indexOf('\uFFFD', at + 1);
  }
  throw new ImportError(source, null, 'not valid UTF-8');
}

/** UTF-8 text without its BOM; refuses invalid UTF-8, naming the first bad byte's offset. */
export function decodeUtf8(bytes: Buffer, source: string): string {
  refuseBadUtf8(bytes, 0, source);
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Cells that are NULL when written unquoted (mysqldump's `\N`, phpMyAdmin's NULL, empty). */
const NULL_TEXT = new Set(['', 'NULL', '\\N']);

/**
 * CSV text (header row) to rows; a row with more cells than the header is refused. csv-parse
 * splits the cells; whether a NULL-looking cell was quoted is read off the record's raw text,
 * because csv-parse's cast callback (which says so) builds a context object per cell, which costs
 * many times the parse itself (measured: docs/benchmarks.md#reading-the-plugins-files).
 */
export function parseCsvRows(text: string, source: string): PluginRow[] {
  return [...csvRows(textChunks(text), source)];
}

/**
 * The rows of CSV chunks: the text is cut after the last line break outside quotes of each
 * chunk (a quoted cell may hold line breaks), and each piece parsed with the header before it.
 */
function* csvRows(chunks: Iterable<Buffer>, source: string): Generator<PluginRow> {
  let header: string[] | null = null;
  let headerLine = '';
  let pending = '';
  /** Lines of the file before `pending`, to name a bad row by its line in the file. */
  let linesBefore = 0;
  const parsePiece = function* (piece: string): Generator<PluginRow> {
    const withHeader = header === null ? piece : `${headerLine}\n${piece}`;
    const records = parseCsv(withHeader, source, header === null ? linesBefore : linesBefore - 1);
    let start = 0;
    if (header === null) {
      const first = records[0];
      if (!first) return;
      header = first.record.map((name) => name.trim());
      headerLine = first.raw.replace(/\r?\n$/, '');
      start = 1;
    } else {
      start = 1;
    }
    for (let r = start; r < records.length; r++) {
      yield csvRow(header, records[r] as CsvRecord);
    }
  };
  for (const chunk of utf8Chunks(chunks, source)) {
    pending += chunk.toString('utf8');
    const cut = lastRecordEnd(pending);
    if (cut <= 0) continue;
    const piece = pending.slice(0, cut);
    pending = pending.slice(cut);
    yield* parsePiece(piece);
    linesBefore += countLines(piece);
  }
  if (pending.trim() !== '') yield* parsePiece(pending);
}

/** A record csv-parse gives with `raw`: its cells and its source text. */
interface CsvRecord {
  record: string[];
  raw: string;
}

/** csv-parse over `text`; a refusal names the line in the file (`linesBefore` + its own). */
function parseCsv(text: string, source: string, linesBefore: number): CsvRecord[] {
  try {
    // With `raw`, csv-parse gives each record with its source text (its types do not say so).
    return parse(text, {
      raw: true,
      skip_empty_lines: true,
      relax_column_count_less: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    throw new ImportError(
      source,
      lines === undefined ? null : lines + linesBefore,
      `not valid CSV (${message})`,
    );
  }
}

/** The row of a record under `header`: NULL-looking cells NULL unless quoted, missing ones NULL. */
function csvRow(header: readonly string[], { record, raw }: CsvRecord): PluginRow {
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
  return row;
}

/** Where the last whole record of `text` ends: after its last line break outside quotes, or 0. */
function lastRecordEnd(text: string): number {
  let quotes = 0;
  let end = 0;
  for (let i = text.indexOf('"'), from = 0; ; i = text.indexOf('"', i + 1)) {
    // Line breaks between `from` and the next quote are outside quotes when the count is even.
    const upTo = i < 0 ? text.length : i;
    if (quotes % 2 === 0) {
      const lineBreak = text.lastIndexOf('\n', upTo - 1);
      if (lineBreak >= from) end = lineBreak + 1;
    }
    if (i < 0) return end;
    quotes++;
    from = i + 1;
  }
}

/** Line breaks in `text`. */
function countLines(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
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
  return [...jsonRows(textChunks(text), source)];
}

const BYTE = {
  quote: 0x22,
  backslash: 0x5c,
  open: 0x7b,
  close: 0x7d,
  openList: 0x5b,
  closeList: 0x5d,
  comma: 0x2c,
  colon: 0x3a,
} as const;

/** JSON's four whitespace bytes. */
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * The rows of JSON chunks, each parsed on its own: the top-level array's objects, or, for
 * phpMyAdmin's export, the `data` of its `"type": "table"` element (its header and database
 * elements are skipped). A scan over the bytes finds where each element ends (strings and nesting
 * followed); an element is parsed once whole, except a table's `data`, whose rows are handed out
 * one by one.
 */
function* jsonRows(chunks: Iterable<Buffer>, source: string): Generator<PluginRow> {
  const input = new ByteWindow(utf8Chunks(chunks, source), source);
  try {
    input.skipSpace();
    if (input.peek() !== BYTE.openList) {
      // An object is valid JSON refused as not an array, or not JSON at all.
      if (input.peek() === BYTE.open) parseJson(input.takeValue(), source, null);
      throw new ImportError(source, null, 'expected a JSON array of row objects');
    }
    input.advance();
    let rows = 0;
    let tables = 0;
    for (let first = true; ; first = false) {
      input.skipSpace();
      if (input.peek() === BYTE.closeList) break;
      if (!first) {
        input.expect(BYTE.comma);
        input.skipSpace();
      }
      const kind = input.peek() === BYTE.open ? input.elementKind() : 'row';
      if (kind === 'other') {
        // phpMyAdmin's header and database elements.
        input.takeValue();
        continue;
      }
      if (kind === 'table') {
        tables++;
        yield* listRows(input, source);
        input.finishObject();
      } else {
        const value = rowOf(input.takeValue(), source, rows + 1, { tableToo: true });
        if (Array.isArray(value)) {
          // A phpMyAdmin table whose `data` came before its `type`: parsed whole.
          tables++;
          yield* value.map((row, i) => asRow(row, source, i + 1));
        } else {
          rows++;
          yield value;
        }
      }
      if (rows > 0 && tables > 0) {
        throw new ImportError(source, null, 'mixes rows with phpMyAdmin tables');
      }
    }
    input.advance();
    input.skipSpace();
    if (!input.atEnd()) {
      throw new ImportError(source, null, 'not valid JSON (text after the array)');
    }
  } finally {
    input.close();
  }
}

/** The rows of the array the window is at (a phpMyAdmin table's `data`), up to its `]`. */
function* listRows(input: ByteWindow, source: string): Generator<PluginRow> {
  input.expect(BYTE.openList);
  for (let row = 1; ; row++) {
    input.skipSpace();
    if (input.peek() === BYTE.closeList) {
      input.advance();
      return;
    }
    if (row > 1) {
      input.expect(BYTE.comma);
      input.skipSpace();
    }
    yield asRow(rowOf(input.takeValue(), source, row), source, row);
  }
}

/**
 * One element's JSON text parsed, its long integers kept exact. With `tableToo`, a phpMyAdmin
 * table element gives its `data` list instead.
 */
function rowOf(
  text: string,
  source: string,
  row: number,
  { tableToo = false }: { tableToo?: boolean } = {},
): PluginRow | unknown[] {
  const value = parseJson(quoteBigIntegers(text), source, row);
  if (tableToo && isObject(value) && value.type === 'table' && Array.isArray(value.data)) {
    return value.data as unknown[];
  }
  return asRow(value, source, row);
}

/** A row must be an object. */
function asRow(value: unknown, source: string, row: number): PluginRow {
  if (isObject(value)) return value;
  throw new ImportError(source, row, 'expected an object');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string, source: string, row: number | null): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportError(source, row, `not valid JSON (${(error as Error).message})`);
  }
}

/**
 * The checked bytes of a file, read forward through a window that holds the chunks not yet
 * consumed (and, while a mark is set, everything from the mark on): what the JSON scan needs.
 * Positions are offsets in the file.
 */
class ByteWindow {
  readonly #chunks: Iterator<Buffer>;
  readonly #source: string;
  #bytes: Buffer = Buffer.alloc(0);
  /** File offset of `#bytes[0]`. */
  #base = 0;
  /** File offset of the next byte to read. */
  #pos = 0;
  /** While set, no byte from this offset on is dropped. */
  #mark: number | null = null;
  #done = false;

  constructor(chunks: Iterable<Buffer>, source: string) {
    this.#chunks = chunks[Symbol.iterator]();
    this.#source = source;
  }

  /** Loads chunks until the window holds file offset `at`; false at the end of the file. */
  #load(at: number): boolean {
    while (at >= this.#base + this.#bytes.length) {
      if (this.#done) return false;
      const next = this.#chunks.next();
      if (next.done) {
        this.#done = true;
        return false;
      }
      const keep = Math.min(this.#pos, this.#mark ?? this.#pos) - this.#base;
      const rest = this.#bytes.subarray(keep);
      this.#base += keep;
      this.#bytes = rest.length > 0 ? Buffer.concat([rest, next.value]) : next.value;
    }
    return true;
  }

  peek(): number | undefined {
    return this.#load(this.#pos) ? this.#bytes[this.#pos - this.#base] : undefined;
  }

  atEnd(): boolean {
    return !this.#load(this.#pos);
  }

  advance(): void {
    this.#pos++;
  }

  skipSpace(): void {
    for (let byte = this.peek(); byte !== undefined && isSpace(byte); byte = this.peek()) {
      this.#pos++;
    }
  }

  /** Consumes `byte`, or refuses the file as not JSON. */
  expect(byte: number): void {
    const found = this.peek();
    if (found === byte) {
      this.#pos++;
      return;
    }
    const what = found === undefined ? 'the end of the file' : `"${String.fromCharCode(found)}"`;
    throw new ImportError(
      this.#source,
      null,
      `not valid JSON (expected "${String.fromCharCode(byte)}", found ${what} at byte ${this.#pos})`,
    );
  }

  /** The whole value at the position, as text; consumed. */
  takeValue(): string {
    const from = this.#pos;
    const kept = this.#mark;
    this.#mark = kept ?? from;
    try {
      const end = this.#valueEnd(from);
      const text = this.#bytes.toString('utf8', from - this.#base, end - this.#base);
      this.#pos = end;
      return text;
    } finally {
      this.#mark = kept;
    }
  }

  /** The file offset just past the value starting at `from` (the window holds `from` on). */
  #valueEnd(from: number): number {
    let depth = 0;
    let inString = false;
    for (let at = from; ; at++) {
      if (!this.#load(at)) {
        if (depth === 0 && !inString && at > from) return at;
        throw new ImportError(this.#source, null, 'not valid JSON (the file ends mid-value)');
      }
      const bytes = this.#bytes;
      // Scan what the window holds without a call per byte.
      for (let i = at - this.#base; i < bytes.length; i++, at++) {
        const byte = bytes[i] as number;
        if (inString) {
          if (byte === BYTE.backslash) {
            i++;
            at++;
          } else if (byte === BYTE.quote) {
            inString = false;
            if (depth === 0) return at + 1;
          }
        } else if (byte === BYTE.quote) inString = true;
        else if (byte === BYTE.open || byte === BYTE.openList) depth++;
        else if (byte === BYTE.close || byte === BYTE.closeList) {
          if (depth === 0) {
            if (at === from) break;
            return at;
          }
          depth--;
          if (depth === 0) return at + 1;
        } else if (depth === 0 && (byte === BYTE.comma || isSpace(byte))) {
          if (at === from) break;
          return at;
        }
      }
      if (at === from) {
        throw new ImportError(this.#source, null, `not valid JSON (no value at byte ${from})`);
      }
      // The window ended mid-value: the loop's `at++` steps back onto the first byte not seen.
      at--;
    }
  }

  /**
   * At an object: `table` for a phpMyAdmin table (`"type": "table"` before a `"data": [`; left
   * at that `[`), `other` for its other elements (a string `type`), else `row`; those two left at
   * the object's start.
   */
  elementKind(): 'table' | 'other' | 'row' {
    const start = this.#pos;
    this.#mark = start;
    let type: unknown;
    try {
      this.#pos++;
      for (;;) {
        this.skipSpace();
        if (this.peek() !== BYTE.quote) break;
        const key = parseJson(this.takeValue(), this.#source, null);
        this.skipSpace();
        if (this.peek() !== BYTE.colon) break;
        this.#pos++;
        this.skipSpace();
        if (key === 'data' && type === 'table' && this.peek() === BYTE.openList) {
          this.#mark = null;
          return 'table';
        }
        const valueStart = this.#pos;
        const value = this.takeValue();
        if (key === 'type') type = parseJson(value, this.#source, null);
        // A long value before any `type` (a table's `data` first): parsed whole as it comes.
        if (type === undefined && this.#pos - valueStart > 1 << 16) break;
        this.skipSpace();
        if (this.peek() !== BYTE.comma) break;
        this.#pos++;
      }
      this.#pos = start;
      return typeof type === 'string' && type !== 'table' ? 'other' : 'row';
    } finally {
      this.#mark = null;
    }
  }

  /** After a table's `data`: the rest of its object, up to and past its `}`. */
  finishObject(): void {
    for (;;) {
      this.skipSpace();
      const byte = this.peek();
      if (byte === BYTE.close) {
        this.#pos++;
        return;
      }
      if (byte === undefined) {
        throw new ImportError(this.#source, null, 'not valid JSON (the file ends mid-value)');
      }
      if (byte === BYTE.comma || byte === BYTE.colon) this.#pos++;
      else this.takeValue();
    }
  }

  /** Stops reading the file (closes it). */
  close(): void {
    this.#chunks.return?.();
  }
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
 * was slow (measured: docs/benchmarks.md#reading-the-plugins-files).
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
