import type { ParseArgsConfig } from 'node:util';
import { type PeriodRange, RANGE_KEYS } from '@ark/core';

/** What parseArgs read: no option is `multiple`, so each value is one string or boolean. */
export type ArgValues = Record<string, string | boolean | undefined>;

/** What a command runs with: its options' values and the words besides them. */
export interface CommandArgs {
  values: ArgValues;
  positionals: string[];
}

/**
 * A command's run: resolves to the exit code (0 done, 1 refused or failed, 2 usage). Throws
 * UsageError for arguments that do not make a command, and what stops it.
 */
export type CommandRun = (args: CommandArgs) => Promise<number>;

/**
 * The periods `ark suspects --range` takes: every range but all-time (whose "gains" are the
 * totals). Here, not in commands.ts, so the command's module imports nothing back from the table
 * that loads it (docs/adr/0102-the-read-door-finished.md).
 */
export const PERIOD_RANGES = RANGE_KEYS.filter((key): key is PeriodRange => key !== 'all');

/**
 * One `ark` command as ark.ts holds it: its usage line and options, read for every run, and its
 * module, loaded only to run it (with everything it imports).
 */
export interface Command {
  /** `usage: ark NAME ...`, printed with any argument error. */
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** True when the command takes words besides its options (`season close`). */
  positionals?: boolean;
  load(): Promise<{ run: CommandRun }>;
}

/** Arguments that do not make a command: printed with the command's usage, exit 2. */
export class UsageError extends Error {}

/** The value of a string option, or undefined. */
export const text = (values: ArgValues, key: string): string | undefined => {
  const value = values[key];
  return typeof value === 'string' ? value : undefined;
};

/** Rows as a plain text table, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
