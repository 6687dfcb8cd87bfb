import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { NUMERIC_TEXT } from '@ark/core';
import { ImportError } from './import-error';
import type { PlayerInput, TribeInput } from './import-types';
import { parseCsv } from './parse-csv';

type RawRow = Record<string, unknown>;

/** Reads the records of a .json (array of objects) or .csv (header row) file. */
export async function readRecords(path: string): Promise<RawRow[]> {
  const text = await readFile(path, 'utf8');
  return parseRecords(text, path, extname(path).toLowerCase() === '.csv' ? 'csv' : 'json');
}

/** Parses file text into records; throws ImportError on malformed text. */
export function parseRecords(text: string, source: string, format: 'csv' | 'json'): RawRow[] {
  if (format === 'csv') return parseCsv(text, source);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ImportError(source, null, `not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) throw new ImportError(source, null, 'expected a JSON array of rows');
  data.forEach((row, i) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new ImportError(source, i + 1, 'expected an object');
    }
  });
  return data as RawRow[];
}

function reader(source: string, row: RawRow, index: number) {
  const fail = (reason: string): never => {
    throw new ImportError(source, index + 1, reason);
  };
  const text = (field: string, required: boolean): string => {
    const value = row[field];
    if (value === undefined || value === null || value === '') {
      return required ? fail(`${field} is missing`) : '';
    }
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') return fail(`${field} must be text`);
    return value;
  };
  const number = (field: string): number => {
    const value = row[field];
    if (value === undefined || value === null || value === '') return 0;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
    return fail(`${field} must be a number, got ${JSON.stringify(value)}`);
  };
  return { text, number };
}

/** Maps player records (SteamID, PlayerName, TribeName, TribeID, PlayTime, ...) to PlayerInput. */
export function toPlayers(records: RawRow[], source: string): PlayerInput[] {
  return records.map((row, index) => {
    const { text, number } = reader(source, row, index);
    const tribeId = text('TribeID', false);
    return {
      id: text('SteamID', true),
      name: text('PlayerName', true),
      tribeName: text('TribeName', false),
      tribeId: tribeId === '' ? null : tribeId,
      playTime: number('PlayTime'),
      kills: number('PlayerKills'),
      dinoKills: number('DinoKills'),
      deaths: number('DeathByPlayer'),
    };
  });
}

/** Maps tribe records (TribeID, TribeName, DamageScore, TotalKills, ...) to TribeInput. */
export function toTribes(records: RawRow[], source: string): TribeInput[] {
  return records.map((row, index) => {
    const { text, number } = reader(source, row, index);
    return {
      id: text('TribeID', true),
      name: text('TribeName', true),
      damageScore: number('DamageScore'),
      kills: number('TotalKills'),
      deaths: number('TotalDeaths'),
      tameKills: number('TotalTameKills'),
      playTime: number('TotalPlayTime'),
    };
  });
}

/** Rejects a second row with an id seen before, naming both rows. */
export function assertUniqueIds(rows: { id: string }[], source: string): void {
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const first = seen.get(row.id);
    if (first !== undefined) {
      throw new ImportError(source, index + 1, `duplicate id ${row.id} (first on row ${first})`);
    }
    seen.set(row.id, index + 1);
  });
}
