import { isRowId, ROW_ID_RULE } from '@ark/core';
import { ImportError } from './import-error';
import type { MapReport } from './map-report';

const INTEGER_TEXT = /^[+-]?\d+$/;
/** Already canonical: no sign but a minus, no leading zero (most ids, so no BigInt round trip). */
const CANONICAL_INTEGER = /^(0|-?[1-9]\d*)$/;
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
// Control characters (C0, DEL, C1) have no place in a name shown on a page.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Longest name kept, in characters (code points); longer ones are cut and counted. */
export const MAX_NAME_LENGTH = 64;

/** Where a row sits, to name a cell of it (with its column) when it refuses the import. */
export interface RowPlace {
  source: string;
  /** 1-based, header not counted. */
  row: number;
}

/**
 * A counter from a plugin cell: NULL or empty -> 0, numeric text -> number, negatives -> 0,
 * above the safe integer range -> clamped, fractions dropped (the plugin's counters are whole).
 * Every fix is counted in `report`. A cell that is not a finite number (`abc`, `1e400`) refuses
 * the import, naming file, row and column.
 */
export function toCount(
  value: unknown,
  report: MapReport,
  place: RowPlace,
  column: string,
): number {
  let n: number;
  if (value === null || value === undefined) {
    report.nulls += 1;
    return 0;
  }
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'bigint') {
    n = Number(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') {
      report.nulls += 1;
      return 0;
    }
    report.numbersFromText += 1;
    n = DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
  } else {
    n = Number.NaN;
  }
  if (!Number.isFinite(n)) {
    const shown = showCell(value);
    const why =
      typeof value === 'string' && DECIMAL_TEXT.test(value.trim()) ? 'too large' : 'not a number';
    throw new ImportError(place.source, place.row, `${column} is ${why}: ${shown}`);
  }
  if (n < 0) {
    report.negativesClamped += 1;
    return 0;
  }
  if (n > Number.MAX_SAFE_INTEGER) {
    report.oversizedClamped += 1;
    return Number.MAX_SAFE_INTEGER;
  }
  return Math.trunc(n);
}

/**
 * A cell as a refusal shows it: at most 40 characters, quoted if text, every character outside
 * printable ASCII escaped (`\u202e`), so a hostile cell cannot reorder or colour a terminal line,
 * a log or the health report.
 * @example showCell('<b>\u202e') // "\"<b>\\u202e\""
 */
export function showCell(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return JSON.stringify(value.slice(0, 40)).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A player's or tribe's id as text that passes core's id rule (1 to 64 letters, digits, `-`,
 * `_`), or null when the cell holds none (NULL or empty): docs/adr/0060-opaque-ids.md. Text is
 * trimmed and kept exactly, unless the layout's ids are `numeric` (AdvancedAchievements' BIGINT
 * SteamID): there digit text is canonical decimal (`076…` = `76…`). A JSON number is read as its
 * digits, unless it did not fit a double (rounded before it got here: refused rather than stored
 * wrong). Anything outside the rule (`STEAM_0:1:4`, markup, 65 characters) refuses the import,
 * naming the cell, instead of silently dropping the row (and with it a tribe's members).
 * @example toId('076561198000000001', place, 'SteamID', { numeric: true }) // "76561198000000001"
 * @example toId('0002a1b2c3d4e5f60718293a4b5c6d7e', place, 'EosId') // as is
 */
export function toId(
  value: unknown,
  place: RowPlace,
  column: string,
  { numeric = false }: { numeric?: boolean } = {},
): string | null {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
      throw new ImportError(place.source, place.row, `${column} ${value} lost its exact digits`);
    }
    if (Number.isInteger(value)) return BigInt(value).toString();
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (numeric && !CANONICAL_INTEGER.test(text) && INTEGER_TEXT.test(text)) {
      return BigInt(text).toString();
    }
    if (isRowId(text)) return text;
  }
  if (value === null || value === undefined) return null;
  throw new ImportError(
    place.source,
    place.row,
    `${column} is not an id (${ROW_ID_RULE}): ${showCell(value)}`,
  );
}

/**
 * A name cell: control characters removed, trimmed, cut to MAX_NAME_LENGTH characters (a
 * surrogate pair is never split); NULL -> ''. Each fix is counted.
 */
export function toName(value: unknown, report: MapReport): string {
  if (value === null || value === undefined) {
    report.nulls += 1;
    return '';
  }
  const raw = String(value);
  const clean = raw.replace(CONTROL, '');
  if (clean !== raw) report.controlCharsRemoved += 1;
  const trimmed = clean.trim();
  // UTF-16 units are at least as many as characters: most names need no count.
  if (trimmed.length <= MAX_NAME_LENGTH) return trimmed;
  const chars = [...trimmed];
  if (chars.length <= MAX_NAME_LENGTH) return trimmed;
  report.namesCut += 1;
  return chars.slice(0, MAX_NAME_LENGTH).join('').trim();
}
