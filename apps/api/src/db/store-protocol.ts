import type { MessagePort } from 'node:worker_threads';
import type { PgliteOptions } from './pglite-db';

/** What the PGlite worker thread is started with. */
export interface PgliteWorkerData {
  /** The store folder; in memory when undefined. */
  dataDir?: string | undefined;
  options: PgliteOptions;
  /** The opener's end of the statements' channel. */
  port: MessagePort;
}

/**
 * Messages between a thread using the store and the PGlite worker that owns it
 * (docs/adr/0020-single-connection-store.md). Each request carries an id its reply echoes.
 */
export type StoreRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { id: number; op: 'copy'; sql: string; text: string; tx?: number }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  /** Waits for, then holds, the one session slot. */
  | { id: number; op: 'session'; session: number }
  | { id: number; op: 'release'; session: number }
  /** The worker thread's memory (answered at once, between statements). */
  | { id: number; op: 'memory' }
  /** The opener only: closes PGlite (the worker then has nothing left to do). */
  | { id: number; op: 'close' };

/** A database error's fields, copied across the thread boundary. */
export interface StoreErrorFields {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
  hint?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export type StoreReply = { id: number; rows: unknown[] } | { id: number; error: StoreErrorFields };

const ERROR_FIELDS = ['code', 'detail', 'hint', 'severity', 'table', 'column', 'constraint'];

/** The fields of `error` that survive postMessage as plain data. */
export function errorFields(error: unknown): StoreErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: StoreErrorFields = { message: error.message, name: error.name };
  for (const key of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') (fields as unknown as Record<string, string>)[key] = value;
  }
  return fields;
}

/** An Error carrying the database's fields again (code, detail, ...), thrown in the caller. */
export function errorFrom({ message, name, ...rest }: StoreErrorFields): Error {
  const error = Object.assign(new Error(message), rest);
  if (name) error.name = name;
  return error;
}
