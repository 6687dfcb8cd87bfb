import type { MapReport } from './map-report';

const INTEGER_TEXT = /^[+-]?\d+$/;

/**
 * A counter from a plugin cell: NULL -> 0, text -> number, negatives -> 0, above the safe
 * integer range -> clamped. Fractions are dropped (the plugin's counters are whole numbers).
 * Every fix is counted in `report`.
 */
export function toCount(value: unknown, report: MapReport): number {
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
    n = Number(text);
  } else {
    n = Number.NaN;
  }
  if (!Number.isFinite(n)) {
    report.invalidNumbers += 1;
    return 0;
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
 * A stable id (SteamID, TribeID) as canonical decimal text, or null when the cell holds none.
 * Ids stay text end to end: a SteamID (7656119...) does not fit in a double.
 * @example toId('076561198000000001') // "76561198000000001"
 */
export function toId(value: unknown): string | null {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    return Number.isInteger(value) ? BigInt(value).toString() : null;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return INTEGER_TEXT.test(text) ? BigInt(text).toString() : null;
  }
  return null;
}

/** A name cell, trimmed; NULL -> '' (counted). */
export function toName(value: unknown, report: MapReport): string {
  if (value === null || value === undefined) {
    report.nulls += 1;
    return '';
  }
  return String(value).trim();
}
